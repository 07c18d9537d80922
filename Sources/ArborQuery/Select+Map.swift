extension Select {
  /// A select of what `transform` makes of this one's selected columns: reordered
  /// (`.map { ($1, $0) }`), computed from them, or nothing (`.map { _, _ in }`: then, as a
  /// select with no explicit selection, every column of the sources).
  public consuming func map<each Selected, each Mapped: QueryExpression>(
    _ transform: (repeat SQLQueryExpression<each Selected>) -> (repeat each Mapped)
  ) -> Select<(repeat (each Mapped).QueryValue), From, Sources>
  where Columns == (repeat each Selected), repeat (each Mapped).QueryValue: QueryDecodable {
    var selected = clauses.columns.makeIterator()
    // The closure sees each selected column as an expression of its own type, in order.
    func next<Value>(_ type: Value.Type) -> SQLQueryExpression<Value> {
      SQLQueryExpression(selected.next() ?? QueryFragment("NULL"))
    }
    let mapped = transform(repeat next((each Selected).self))
    var columns: [QueryFragment] = []
    for column in repeat each mapped { columns.append(column.queryFragment) }
    clauses.columns = columns
    return Select<(repeat (each Mapped).QueryValue), From, Sources>(
      clauses: clauses,
      rowDecoder: columns.isEmpty
        ? nil : RowDecoder { decoder in (repeat try (each Mapped).QueryValue(decoder: decoder)) }
    )
  }
}
