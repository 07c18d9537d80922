/// A statement of the user's own that selects values: conform a type with a `query` to
/// it, and ArborDB fetches its rows as `QueryValue` (the published library's protocol, for
/// code that writes its own SELECTs, such as a `SELECT` of expressions without a table).
public protocol PartialSelectStatement<QueryValue>: Statement {
  /// The table the statement reads from; `Never` for none.
  associatedtype From = Never
}

extension Array where Element == QueryFragment {
  /// The fragments of several expressions, in order: `[QueryFragment](repeat each columns)`.
  /// Disfavoured, so `Array(someString)` keeps meaning the characters.
  @_disfavoredOverload
  public init<each E: QueryExpression>(_ expressions: repeat each E) {
    self.init()
    for expression in repeat each expressions { append(expression.queryFragment) }
  }
}
