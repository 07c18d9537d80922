import Foundation

/// Dates are stored as UTC text `YYYY-MM-DD HH:MM:SS.SSS`: SQLite's own date functions read
/// it, and because every value has the same width, text order is time order.
///
/// Formatting and parsing are written out by hand: Foundation's ISO-8601 formatters cost
/// about a microsecond per value, which would dominate fetching a million rows.
extension Date: QueryBindable {
  public var queryBinding: QueryBinding { .text(iso8601SQLiteText) }

  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let date = try decoder.decodeDate() else { throw decoder.unexpectedNull(Date.self) }
    self = date
  }

  /// The stored text form of this date, rounded to the millisecond.
  public var iso8601SQLiteText: String {
    let totalMilliseconds = (timeIntervalSince1970 * 1000).rounded()
    guard totalMilliseconds.isFinite, abs(totalMilliseconds) < 2.5e14 else {
      return "9999-12-31 23:59:59.999"
    }
    let millis = Int64(totalMilliseconds)
    var days = millis / 86_400_000
    var remainder = millis % 86_400_000
    if remainder < 0 {
      remainder += 86_400_000
      days -= 1
    }
    let (year, month, day) = Date.civil(fromDays: days)
    let hour = Int(remainder / 3_600_000)
    let minute = Int(remainder / 60_000 % 60)
    let second = Int(remainder / 1000 % 60)
    let milli = Int(remainder % 1000)
    return String(unsafeUninitializedCapacity: 23) { buffer in
      func put(_ value: Int, _ width: Int, at start: Int) {
        var value = value
        var index = start + width - 1
        while index >= start {
          buffer[index] = UInt8(48 + value % 10)
          value /= 10
          index -= 1
        }
      }
      put(Swift.min(Swift.max(year, 0), 9999), 4, at: 0)
      buffer[4] = UInt8(ascii: "-")
      put(month, 2, at: 5)
      buffer[7] = UInt8(ascii: "-")
      put(day, 2, at: 8)
      buffer[10] = UInt8(ascii: " ")
      put(hour, 2, at: 11)
      buffer[13] = UInt8(ascii: ":")
      put(minute, 2, at: 14)
      buffer[16] = UInt8(ascii: ":")
      put(second, 2, at: 17)
      buffer[19] = UInt8(ascii: ".")
      put(milli, 3, at: 20)
      return 23
    }
  }

  /// Reads `YYYY-MM-DD`, optionally followed by ` ` or `T` and `HH:MM[:SS[.fraction]]`,
  /// optionally followed by `Z` or a `±HH:MM` offset. `nil` for anything else.
  public static func parseSQLiteText(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    var index = 0
    let count = bytes.count
    func number(_ width: Int) -> Int? {
      guard index + width <= count else { return nil }
      var value = 0
      for offset in 0..<width {
        let digit = Int(bytes[index + offset]) - 48
        guard digit >= 0, digit <= 9 else { return nil }
        value = value * 10 + digit
      }
      index += width
      return value
    }
    func expect(_ character: UInt8) -> Bool {
      guard index < count, bytes[index] == character else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2),
      expect(UInt8(ascii: "-")), let day = number(2),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    // Whole seconds and the fraction's digits counted exactly, and made a Double once, in
    // the reference date's terms, as `Date` holds them: summed as a Double since 1970 and
    // then moved, 793109282.061 came back as 793109282.0610001, not the date written.
    var seconds = Date.days(fromCivil: year, month, day) * 86_400
    var numerator: Int64 = 0
    var denominator: Int64 = 1
    if index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "T") {
      index += 1
      guard let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2),
        hour < 24, minute < 60
      else { return nil }
      seconds += Int64(hour * 3600 + minute * 60)
      if expect(UInt8(ascii: ":")) {
        guard let second = number(2), second < 61 else { return nil }
        seconds += Int64(second)
        if expect(UInt8(ascii: ".")) {
          // The digits as one integer over a power of ten. Digits past the fifteenth say
          // nothing a Double keeps.
          var digits = 0
          while index < count, bytes[index] >= 48, bytes[index] <= 57 {
            if digits < 15 {
              numerator = numerator * 10 + Int64(bytes[index] - 48)
              denominator *= 10
            }
            index += 1
            digits += 1
          }
          guard digits > 0 else { return nil }
        }
      }
      if index < count {
        if bytes[index] == UInt8(ascii: "Z") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
          let sign: Int64 = bytes[index] == UInt8(ascii: "+") ? 1 : -1
          index += 1
          guard let offsetHours = number(2), expect(UInt8(ascii: ":")), let offsetMinutes = number(2)
          else { return nil }
          seconds -= sign * Int64(offsetHours * 3600 + offsetMinutes * 60)
        }
      }
    }
    guard index == count else { return nil }
    // One rounding, of the exact count of the fraction's units, where a Double holds that
    // count exactly (milliseconds for 285,000 years): the Double nearest the text's time.
    let whole = seconds - 978_307_200
    let (units, overflow) = whole.multipliedReportingOverflow(by: denominator)
    if !overflow, abs(units) < (1 << 53) - denominator {
      return Date(timeIntervalSinceReferenceDate: Double(units + numerator) / Double(denominator))
    }
    return Date(timeIntervalSinceReferenceDate: Double(whole) + Double(numerator) / Double(denominator))
  }

  // Days since 1970-01-01 to a proleptic Gregorian date and back, in closed form.
  static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (Int(year), Int(month), Int(day))
  }

  static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
