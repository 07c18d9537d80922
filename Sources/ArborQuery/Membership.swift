extension QueryExpression where QueryValue: QueryDecodable {
  /// `IN (?, ?, ...)`. An empty list matches nothing.
  public func `in`<S: Sequence>(_ values: S) -> SQLQueryExpression<Bool>
  where
    S.Element: QueryExpression, S.Element.QueryValue: QueryDecodable,
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
  where
    S.Element: QueryExpression, S.Element.QueryValue: QueryDecodable,
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

// The published library's spellings of membership, from the collection's side. Only
// columns and computed expressions (`SQLOperand`) are taken, so `[1, 2].contains(x)` on
// plain values stays the standard library's.

extension Sequence where Element: QueryExpression, Element.QueryValue: QueryDecodable {
  /// `[1, 2].contains($0.id)`: `"id" IN (?, ?)`.
  public func contains<E: SQLOperand>(_ element: E) -> SQLQueryExpression<Bool>
  where E.QueryValue: QueryDecodable, E.QueryValue._Wrapped == Element.QueryValue._Wrapped {
    element.in(self)
  }
}

extension ClosedRange where Bound: QueryBindable {
  /// `(1...10).contains($0.priority)`: `BETWEEN ? AND ?`.
  public func contains<E: SQLOperand>(_ element: E) -> SQLQueryExpression<Bool>
  where E.QueryValue: QueryDecodable, E.QueryValue._Wrapped == Bound._Wrapped {
    SQLQueryExpression(
      element.parenthesized + " BETWEEN " + lowerBound.queryFragment + " AND " + upperBound.queryFragment)
  }
}

extension Range where Bound: QueryBindable {
  /// `(0..<10).contains($0.count)`: `>= ? AND < ?`.
  public func contains<E: SQLOperand>(_ element: E) -> SQLQueryExpression<Bool>
  where E.QueryValue: QueryDecodable, E.QueryValue._Wrapped == Bound._Wrapped {
    SQLQueryExpression(
      "(" + element.parenthesized + " >= " + lowerBound.queryFragment + " AND " + element.parenthesized + " < "
        + upperBound.queryFragment + ")")
  }
}

extension Select where Columns: QueryDecodable {
  /// `Reminder.select(\.id).contains($0.id)`: `"id" IN (SELECT …)`.
  public func contains<E: SQLOperand>(_ element: E) -> SQLQueryExpression<Bool>
  where E.QueryValue: QueryDecodable, E.QueryValue._Wrapped == Columns._Wrapped {
    element.in(self)
  }
}
