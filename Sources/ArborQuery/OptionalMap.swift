extension SQLOperand where QueryValue: _OptionalQueryValue, QueryValue: QueryDecodable {
  /// The expression's non-NULL value transformed; NULL stays NULL, since SQL functions
  /// and operators give NULL for a NULL argument: `$0.confirmedAt.map(\.year)`.
  public func map<Result: QueryExpression>(
    _ transform: (SQLQueryExpression<QueryValue._Wrapped>) -> Result
  ) -> SQLQueryExpression<Result.QueryValue._Wrapped?> where Result.QueryValue: QueryDecodable {
    SQLQueryExpression(transform(SQLQueryExpression(queryFragment)).queryFragment)
  }

  /// The expression's non-NULL value transformed into another optional:
  /// `$0.priority.flatMap { $0.max() }`.
  public func flatMap<Result: QueryExpression>(
    _ transform: (SQLQueryExpression<QueryValue._Wrapped>) -> Result
  ) -> SQLQueryExpression<Result.QueryValue._Wrapped?>
  where Result.QueryValue: QueryDecodable & _OptionalQueryValue {
    SQLQueryExpression(transform(SQLQueryExpression(queryFragment)).queryFragment)
  }
}
