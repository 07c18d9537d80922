extension SQLOperand where QueryValue: _OptionalQueryValue, QueryValue: QueryDecodable {
  /// The expression's non-NULL value transformed; NULL stays NULL:
  /// `$0.confirmedAt.map(\.year)`. The transform runs only on a value (a `CASE`), since not
  /// every SQL function gives NULL for NULL (`quote`, `coalesce`, a Swift function that
  /// takes a non-optional argument).
  public func map<Result: QueryExpression>(
    _ transform: (SQLQueryExpression<QueryValue._Wrapped>) -> Result
  ) -> SQLQueryExpression<Result.QueryValue._Wrapped?> where Result.QueryValue: QueryDecodable {
    SQLQueryExpression(unlessNull(transform(SQLQueryExpression(queryFragment)).queryFragment))
  }

  /// The expression's non-NULL value transformed into another optional:
  /// `$0.priority.flatMap { $0.max() }`.
  public func flatMap<Result: QueryExpression>(
    _ transform: (SQLQueryExpression<QueryValue._Wrapped>) -> Result
  ) -> SQLQueryExpression<Result.QueryValue._Wrapped?>
  where Result.QueryValue: QueryDecodable & _OptionalQueryValue {
    SQLQueryExpression(unlessNull(transform(SQLQueryExpression(queryFragment)).queryFragment))
  }

  private func unlessNull(_ transformed: QueryFragment) -> QueryFragment {
    "CASE WHEN " + queryFragment + " IS NULL THEN NULL ELSE " + transformed + " END"
  }
}
