/// The closures of `where` and `having` build their condition: one expression, or one
/// chosen by Swift's `if` and `switch` — an `if` without `else` that does not hold adds no
/// condition at all:
///
/// ```swift
/// Reminder.where {
///   if onlyFlagged { $0.isFlagged }
/// }
/// ```
///
/// A condition may be `Bool` or `Bool?` (NULL keeps the row out, as SQLite's WHERE does).
/// A `for` loop requires each of its conditions; `nil` is no condition.
@resultBuilder
public enum ConditionBuilder {
  public static func buildExpression<Condition: QueryExpression>(_ condition: Condition) -> BuiltCondition
  where Condition.QueryValue: _SQLCondition {
    BuiltCondition(condition.queryFragment)
  }

  /// SQL written by hand (`#sql("…")`) is a `Bool` condition.
  public static func buildExpression(_ condition: SQLQueryExpression<Bool>) -> BuiltCondition {
    BuiltCondition(condition.queryFragment)
  }

  /// `nil`: no condition.
  public static func buildExpression(_ nothing: Never?) -> BuiltCondition { BuiltCondition(nil) }

  public static func buildBlock(_ condition: BuiltCondition) -> BuiltCondition { condition }
  /// A `for` loop: every condition it gives must hold (none: no condition).
  public static func buildArray(_ conditions: [BuiltCondition]) -> BuiltCondition {
    let parts = conditions.compactMap(\.fragment)
    if parts.isEmpty { return BuiltCondition(nil) }
    if parts.count == 1 { return BuiltCondition(parts[0]) }
    return BuiltCondition(parts.map { "(" + $0 + ")" }.joined(separator: " AND "))
  }
  public static func buildOptional(_ condition: BuiltCondition?) -> BuiltCondition { condition ?? BuiltCondition(nil) }
  public static func buildEither(first condition: BuiltCondition) -> BuiltCondition { condition }
  public static func buildEither(second condition: BuiltCondition) -> BuiltCondition { condition }
  public static func buildLimitedAvailability(_ condition: BuiltCondition) -> BuiltCondition { condition }
}

/// What a `ConditionBuilder` closure produced: a condition, or none.
public struct BuiltCondition {
  let fragment: QueryFragment?
  init(_ fragment: QueryFragment?) { self.fragment = fragment }
  /// The condition as a list of conjuncts: empty when there is none.
  var conditions: [QueryFragment] { fragment.map { [$0] } ?? [] }
  /// No condition: what an optional filter closure gives by default.
  public static var empty: BuiltCondition { BuiltCondition(nil) }
}

/// The value types a condition may have: `Bool`, and `Bool?` (NULL counts as false).
public protocol _SQLCondition {}
extension Bool: _SQLCondition {}
extension Optional: _SQLCondition where Wrapped == Bool {}
