/// The `nil` of `$0.dueDate.is(nil)`.
public struct SQLNull: ExpressibleByNilLiteral, Sendable {
  public init(nilLiteral: ()) {}
}

/// `coalesce(lhs, rhs)`: the first non-NULL value; with a non-optional fallback the
/// result is non-optional. Disfavored so that Swift's own `??` on plain optionals
/// (`count ?? 0`, where `Int?` is also an expression) is never ambiguous.
@_disfavoredOverload
public func ?? <Lhs: SQLOperand, Wrapped>(
  lhs: Lhs, rhs: some QueryExpression<Wrapped>
) -> SQLQueryExpression<Wrapped> where Lhs.QueryValue == Wrapped? {
  SQLQueryExpression(coalesce(lhs.queryFragment, rhs.queryFragment))
}

/// `coalesce(lhs, rhs)` with an optional fallback: the result stays optional.
@_disfavoredOverload
public func ?? <Lhs: SQLOperand, Wrapped>(
  lhs: Lhs, rhs: some QueryExpression<Wrapped?>
) -> SQLQueryExpression<Wrapped?> where Lhs.QueryValue == Wrapped? {
  SQLQueryExpression(coalesce(lhs.queryFragment, rhs.queryFragment))
}

/// Nested `??` chains flatten into one `coalesce(a, b, c)`.
private func coalesce(_ lhs: QueryFragment, _ rhs: QueryFragment) -> QueryFragment {
  var arguments = lhs
  if arguments.sql.hasPrefix("coalesce("), String(arguments.sql.dropFirst("coalesce".count)).isParenthesized {
    arguments.sql.removeFirst("coalesce(".count)
    arguments.sql.removeLast()
  }
  return "coalesce(" + arguments + ", " + rhs + ")"
}
