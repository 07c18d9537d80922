/// `CASE ... END`. `Case(x).when(value, then: result)` compares `x` with each value;
/// `Case().when(condition, then: result)` tests conditions. Without `else` the result is
/// optional (NULL when nothing matches).
public struct Case<Base> {
  let base: QueryFragment?

  /// A simple case over `base`.
  public init<E: QueryExpression>(_ base: E) where E.QueryValue == Base {
    self.base = base.queryFragment
  }

  /// A searched case: each `when` is a condition.
  public init() where Base == Bool {
    self.base = nil
  }

  public func when<Result>(
    _ value: some QueryExpression<Base>, then result: some QueryExpression<Result>
  ) -> Cases<Base, Result> {
    Cases(base: base, clauses: [Cases<Base, Result>.clause(value.queryFragment, result.queryFragment)])
  }

  /// A plain value to compare with, so enum cases can be written `.incomplete`.
  public func when<Result: QueryBindable>(_ value: Base, then result: Result) -> Cases<Base, Result>
  where Base: QueryBindable {
    when(BindQueryExpression(value), then: BindQueryExpression(result))
  }
}

/// A `CASE` with at least one `WHEN`.
public struct Cases<Base, Result>: QueryExpression {
  public typealias QueryValue = Result?
  let base: QueryFragment?
  let clauses: [QueryFragment]

  static func clause(_ value: QueryFragment, _ result: QueryFragment) -> QueryFragment {
    " WHEN " + value + " THEN " + result
  }

  public var queryFragment: QueryFragment { render(else: nil) }

  func render(else fallback: QueryFragment?) -> QueryFragment {
    var fragment = QueryFragment("CASE")
    if let base { fragment += " " + base }
    for clause in clauses { fragment += clause }
    if let fallback { fragment += " ELSE " + fallback }
    fragment.append(sql: " END")
    return fragment
  }

  public func when(
    _ value: some QueryExpression<Base>, then result: some QueryExpression<Result>
  ) -> Cases<Base, Result> {
    Cases(base: base, clauses: clauses + [Self.clause(value.queryFragment, result.queryFragment)])
  }

  public func when(_ value: Base, then result: Result) -> Cases<Base, Result>
  where Base: QueryBindable, Result: QueryBindable {
    when(BindQueryExpression(value), then: BindQueryExpression(result))
  }

  /// The result when no `when` matches; the whole case is then non-optional.
  public func `else`(_ result: some QueryExpression<Result>) -> SQLQueryExpression<Result> {
    SQLQueryExpression(render(else: result.queryFragment))
  }

  public func `else`(_ result: Result) -> SQLQueryExpression<Result> where Result: QueryBindable {
    `else`(BindQueryExpression(result))
  }
}
