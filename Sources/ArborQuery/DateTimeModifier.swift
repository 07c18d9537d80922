/// A modifier of SQLite's date and time functions, chained in order:
/// `.days(-7)`, `.startOfMonth.months(1).days(-1)`. A modifier a user declares as a static
/// member (`static let endOfMonth = Self.startOfMonth.months(1).days(-1)`) chains the same
/// way (`.months(1).endOfMonth`), by dynamic member lookup.
@dynamicMemberLookup
public struct DateTimeModifier: Sendable, Hashable {
  /// The modifiers in order, as SQLite reads them: `"-7 days"`, `"start of month"`.
  public let texts: [String]

  /// A modifier SQLite knows by this text (`"localtime"`, `"weekday 0"`).
  public init(_ text: String) { texts = [text] }

  init(texts: [String]) { self.texts = texts }

  /// This modifier, then `next`.
  public func then(_ next: DateTimeModifier) -> DateTimeModifier { DateTimeModifier(texts: texts + next.texts) }

  /// `.months(1).endOfMonth`: a user's static modifier, chained after this one.
  public subscript(dynamicMember keyPath: KeyPath<DateTimeModifier.Type, DateTimeModifier>) -> DateTimeModifier {
    then(DateTimeModifier.self[keyPath: keyPath])
  }

  /// What a month or year step does with a day past the new month's end. Both need
  /// SQLite 3.46; on 3.40.1 the modifier is unknown and the function returns NULL.
  public enum Overflow: String, Sendable {
    /// Back to the new month's last day.
    case floor
    /// On into the next month (SQLite's default).
    case ceiling
  }

  public static func years(_ count: Int, _ overflow: Overflow? = nil) -> Self { Self(texts: []).years(count, overflow) }
  public static func months(_ count: Int, _ overflow: Overflow? = nil) -> Self {
    Self(texts: []).months(count, overflow)
  }
  public static func days(_ count: Int) -> Self { Self(texts: []).days(count) }
  public static func hours(_ count: Int) -> Self { Self(texts: []).hours(count) }
  public static func minutes(_ count: Int) -> Self { Self(texts: []).minutes(count) }
  public static func seconds(_ count: Double) -> Self { Self(texts: []).seconds(count) }
  public static func milliseconds(_ count: Int) -> Self { Self(texts: []).milliseconds(count) }
  public static var startOfDay: Self { Self("start of day") }
  public static var startOfMonth: Self { Self("start of month") }
  public static var startOfYear: Self { Self("start of year") }
  /// On to the next day that is `weekday` (0 = Sunday), or stays if it is one.
  public static func weekday(_ weekday: Int) -> Self { Self("weekday \(weekday)") }

  public func years(_ count: Int, _ overflow: Overflow? = nil) -> Self { step(count, "years", overflow) }
  public func months(_ count: Int, _ overflow: Overflow? = nil) -> Self { step(count, "months", overflow) }
  public func days(_ count: Int) -> Self { step(count, "days", nil) }
  public func hours(_ count: Int) -> Self { step(count, "hours", nil) }
  public func minutes(_ count: Int) -> Self { step(count, "minutes", nil) }
  public func seconds(_ count: Double) -> Self { then(Self("\(count) seconds")) }
  /// Milliseconds as fractional seconds (SQLite has no millisecond unit).
  public func milliseconds(_ count: Int) -> Self { then(Self("\(Double(count) / 1000) seconds")) }
  public var startOfDay: Self { then(.startOfDay) }
  public var startOfMonth: Self { then(.startOfMonth) }
  public var startOfYear: Self { then(.startOfYear) }
  public func weekday(_ weekday: Int) -> Self { then(.weekday(weekday)) }

  private func step(_ count: Int, _ unit: String, _ overflow: Overflow?) -> Self {
    let stepped = then(Self("\(count) \(unit)"))
    guard let overflow else { return stepped }
    return stepped.then(Self(overflow.rawValue))
  }
}
