extension QueryExpression where QueryValue: QueryDecodable {
  /// `IN (?, ?, ...)`. An empty list matches nothing.
  public func `in`<S: Sequence>(_ values: S) -> SQLQueryExpression<Bool>
  where S.Element: QueryExpression, S.Element.QueryValue: QueryDecodable,
    S.Element.QueryValue._Wrapped == QueryValue._Wrapped
  {
    let list = values.map { $0.queryFragment }.joined(separator: ", ")
    return SQLQueryExpression(parenthesized + " IN (" + list + ")")
  }

  /// `IN (SELECT ...)`: an optional column may be tested against a subquery of
  /// non-optional values and the other way round.
  public func `in`<S: Statement>(_ subquery: S) -> SQLQueryExpression<Bool>
  where S.QueryValue: QueryDecodable, S.QueryValue._Wrapped == QueryValue._Wrapped {
    SQLQueryExpression(parenthesized + " IN (" + subquery.query + ")")
  }

  /// `NOT IN (?, ?, ...)`.
  public func notIn<S: Sequence>(_ values: S) -> SQLQueryExpression<Bool>
  where S.Element: QueryExpression, S.Element.QueryValue: QueryDecodable,
    S.Element.QueryValue._Wrapped == QueryValue._Wrapped
  {
    let list = values.map { $0.queryFragment }.joined(separator: ", ")
    return SQLQueryExpression(parenthesized + " NOT IN (" + list + ")")
  }

  /// `NOT IN (SELECT ...)`.
  public func notIn<S: Statement>(_ subquery: S) -> SQLQueryExpression<Bool>
  where S.QueryValue: QueryDecodable, S.QueryValue._Wrapped == QueryValue._Wrapped {
    SQLQueryExpression(parenthesized + " NOT IN (" + subquery.query + ")")
  }

  /// `BETWEEN lower AND upper`, both ends included.
  public func between(
    _ lower: some QueryExpression<QueryValue>, and upper: some QueryExpression<QueryValue>
  ) -> SQLQueryExpression<Bool> {
    SQLQueryExpression(parenthesized + " BETWEEN " + lower.parenthesized + " AND " + upper.parenthesized)
  }
}
