/// The closures of `limit` and `offset` build their count: an expression (`2`, a Swift
/// `Int`, `r.title.length()`), or one chosen by Swift's `if` and `switch`; `nil`, an `Int?`
/// that is nil, or an `if` that does not hold leaves the clause as it was.
@resultBuilder
public enum LimitBuilder {
  public static func buildExpression<Count: QueryExpression>(_ count: Count) -> BuiltLimit
  where Count.QueryValue == Int {
    BuiltLimit(count.queryFragment)
  }

  /// A Swift count that may be nil.
  @_disfavoredOverload
  public static func buildExpression(_ count: Int?) -> BuiltLimit {
    BuiltLimit(count.map { QueryFragment(binding: .integer(Int64($0))) })
  }

  /// `nil`: no count.
  public static func buildExpression(_ none: BuiltLimit) -> BuiltLimit { none }

  public static func buildBlock(_ count: BuiltLimit) -> BuiltLimit { count }
  public static func buildOptional(_ count: BuiltLimit?) -> BuiltLimit { count ?? nil }
  public static func buildEither(first count: BuiltLimit) -> BuiltLimit { count }
  public static func buildEither(second count: BuiltLimit) -> BuiltLimit { count }
  public static func buildLimitedAvailability(_ count: BuiltLimit) -> BuiltLimit { count }
}

/// What a `LimitBuilder` closure produced: a count, or none (`nil`).
public struct BuiltLimit: ExpressibleByNilLiteral {
  let fragment: QueryFragment?
  init(_ fragment: QueryFragment?) { self.fragment = fragment }
  public init(nilLiteral: ()) { fragment = nil }
}
