extension SQLOperand where QueryValue: _OptionalQueryValue, QueryValue: QueryDecodable {
  /// The expression's non-NULL value transformed; NULL stays NULL, since SQL functions
  /// and operators give NULL for a NULL argument: `$0.confirmedAt.map(\.year)`.
  public func map<Result: QueryExpression>(
    _ transform: (SQLQueryExpression<QueryValue._Wrapped>) -> Result
  ) -> SQLQueryExpression<Result.QueryValue._Wrapped?> where Result.QueryValue: QueryDecodable {
    SQLQueryExpression(transform(SQLQueryExpression(queryFragment)).queryFragment)
  }
}
