import Foundation

/// How a stored date is handed to SQLite's date functions and read back: ISO-8601 text
/// (`Date`'s own), seconds since 1970 (`Date.UnixTimeRepresentation`) or a Julian day
/// (`Date.JulianDayRepresentation`).
public protocol SQLiteDateStorage: QueryRepresentable, QueryDecodable where QueryOutput == Date {
  /// The function that returns this storage: `datetime`, `unixepoch` or `julianday`.
  static var _dateFunctionName: String { get }
  /// What SQLite must be told to read the stored value (`'unixepoch'` for seconds).
  static var _readModifiers: [String] { get }
}

extension Date: SQLiteDateStorage {
  public static var _dateFunctionName: String { "datetime" }
  public static var _readModifiers: [String] { [] }
}

extension Date.UnixTimeRepresentation: SQLiteDateStorage {
  public static var _dateFunctionName: String { "unixepoch" }
  public static var _readModifiers: [String] { ["unixepoch"] }
}

extension Date.JulianDayRepresentation: SQLiteDateStorage {
  public static var _dateFunctionName: String { "julianday" }
  public static var _readModifiers: [String] { [] }
}

/// `name(value, 'modifier', …)`, the modifiers bound. A date stored as text is written
/// with `strftime` and milliseconds, as `Date` stores it: SQLite 3.40's `datetime` drops
/// them (its `'subsec'` modifier, which the published library adds, came in 3.42), so a
/// date moved by a day lost its `.123`.
func dateCall<Result>(_ name: String, _ value: QueryFragment, _ modifiers: [String]) -> SQLQueryExpression<Result> {
  var fragment =
    name == "datetime"
    ? QueryFragment("strftime(") + QueryFragment(binding: .text(textDateFormat)) + ", " + value
    : QueryFragment(name + "(") + value
  for modifier in modifiers {
    fragment += ", " + QueryFragment(binding: .text(modifier))
  }
  return SQLQueryExpression(fragment + ")")
}

/// How `Date` is stored as text: `2026-08-14 06:59:37.123`.
let textDateFormat = "%Y-%m-%d %H:%M:%f"

extension SQLOperand {
  /// The date moved by `modifier`, stored as the column stores it:
  /// `$0.startsAt(.startOfMonth)`, `$0.dueAt(.days(7))`.
  ///
  /// The constraint sits on the method, not on the extension: with it on the extension,
  /// a misspelt call on a column (`$0.title.lowr()`) crashes Swift 6.3's type checker
  /// (dynamic member lookup meeting a constrained `callAsFunction`).
  public func callAsFunction(_ modifier: DateTimeModifier) -> SQLQueryExpression<QueryValue>
  where QueryValue: SQLiteDateStorage {
    dateCall(QueryValue._dateFunctionName, queryFragment, QueryValue._readModifiers + modifier.texts)
  }
}

extension SQLOperand where QueryValue: SQLiteDateStorage {

  /// `strftime(format, date)`: the date formatted (`"%Y-%m"`); NULL when SQLite cannot
  /// read it.
  public func strftime(_ format: String) -> SQLQueryExpression<String?> {
    dateCall("strftime", QueryFragment(binding: .text(format)) + ", " + queryFragment, QueryValue._readModifiers)
  }

  public var year: SQLQueryExpression<Int> { component("%Y") }
  public var month: SQLQueryExpression<Int> { component("%m") }
  public var day: SQLQueryExpression<Int> { component("%d") }
  public var hour: SQLQueryExpression<Int> { component("%H") }
  public var minute: SQLQueryExpression<Int> { component("%M") }
  public var second: SQLQueryExpression<Int> { component("%S") }
  /// Seconds with their fraction (`%f`: `SS.SSS`).
  public var fractionalSecond: SQLQueryExpression<Double> {
    SQLQueryExpression("CAST(" + strftime("%f").queryFragment + " AS REAL)")
  }
  /// 0 = Sunday … 6 = Saturday.
  public var weekday: SQLQueryExpression<Int> { component("%w") }
  /// 1 … 366.
  public var dayOfYear: SQLQueryExpression<Int> { component("%j") }

  private func component(_ format: String) -> SQLQueryExpression<Int> {
    SQLQueryExpression("CAST(" + strftime(format).queryFragment + " AS INTEGER)")
  }
}

// `.now` and `.now(.days(-7))` where a date is expected, in the column's storage.

extension QueryExpression where Self == SQLQueryExpression<Date> {
  /// The current time, by SQLite's clock, with milliseconds.
  public static var now: Self { dateCall("datetime", QueryFragment(binding: .text("now")), []) }
  public static func now(_ modifier: DateTimeModifier) -> Self {
    dateCall("datetime", QueryFragment(binding: .text("now")), modifier.texts)
  }
}

extension QueryExpression where Self == SQLQueryExpression<Date.UnixTimeRepresentation> {
  public static var now: Self { dateCall("unixepoch", QueryFragment(binding: .text("now")), []) }
  public static func now(_ modifier: DateTimeModifier) -> Self {
    dateCall("unixepoch", QueryFragment(binding: .text("now")), modifier.texts)
  }
}

extension QueryExpression where Self == SQLQueryExpression<Date.JulianDayRepresentation> {
  public static var now: Self { dateCall("julianday", QueryFragment(binding: .text("now")), []) }
  public static func now(_ modifier: DateTimeModifier) -> Self {
    dateCall("julianday", QueryFragment(binding: .text("now")), modifier.texts)
  }
}
