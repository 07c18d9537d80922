/// A custom result row, declared with `@Selection`, filled by `Row.Columns(...)` in a
/// `select`.
public protocol Selection: QueryRepresentable, Sendable where QueryOutput == Self {
  associatedtype Columns: QueryExpression where Columns.QueryValue == Self
}

/// Renders one field of a `Row.Columns(...)`: `expression AS "name"` for a single column;
/// a whole table or group spans several columns and is listed as it is.
public func _selectionColumn<E: QueryExpression>(_ expression: E, named name: String) -> QueryFragment
where E.QueryValue: QueryDecodable {
  guard E.QueryValue.columnCount == 1 else { return expression.queryFragment }
  return expression.queryFragment + QueryFragment(" AS " + quoteIdentifier(name))
}
