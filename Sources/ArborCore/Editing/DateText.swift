import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Dates as arbor shows and reads them, done with the C library rather than
/// `DateFormatter`: a formatter loads ICU's locale data, megabytes of memory that a
/// fixed numeric format does not need.
public enum DateText {
  /// Local time to the minute: `2026-11-22 14:05`.
  public static func minutes(_ date: Date) -> String {
    minutes(localParts(of: date))
  }

  /// Local date and time to the second: `2026-08-14 08:59:37`.
  public static func seconds(_ date: Date) -> String {
    let parts = localParts(of: date)
    return minutes(parts) + ":" + pad(Int(parts.tm_sec), 2)
  }

  private static func localParts(of date: Date) -> tm {
    var time = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&time, &parts)
    return parts
  }

  private static func minutes(_ parts: tm) -> String {
    pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2)
      + " " + pad(Int(parts.tm_hour), 2) + ":" + pad(Int(parts.tm_min), 2)
  }

  /// A calendar day (due dates are stored as UTC midnight): `2026-12-01`.
  public static func day(_ date: Date) -> String {
    var time = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&time, &parts)
    return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2)
  }

  /// Reads `YYYY-MM-DD` (a real calendar day) as UTC midnight; nil for anything else.
  public static func parseDay(_ text: String) -> Date? {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
      fields.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
      (1...12).contains(month), day >= 1
    else { return nil }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard day <= lengths[month - 1] else { return nil }
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
