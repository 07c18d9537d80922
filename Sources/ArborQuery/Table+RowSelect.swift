/// A row of a table as a one-row SELECT of its values, each named as its column:
/// `Count(value: 1).union(Count.select { … })` seeds a recursive common table with a row
/// written in Swift (`SELECT ? AS "value" UNION SELECT …`).
extension Table {
  public func union<F, S>(all: Bool = false, _ other: Select<Self, F, S>) -> CompoundSelect<Self> {
    compound(all ? .unionAll : .union, other.query)
  }

  public func intersect<F, S>(_ other: Select<Self, F, S>) -> CompoundSelect<Self> {
    compound(.intersect, other.query)
  }

  public func except<F, S>(_ other: Select<Self, F, S>) -> CompoundSelect<Self> {
    compound(.except, other.query)
  }

  private func compound(_ op: CompoundOperator, _ other: QueryFragment) -> CompoundSelect<Self> {
    CompoundSelect(parts: [selectOfRow, other], operators: [op], rowDecoder: .decodable)
  }

  var selectOfRow: QueryFragment {
    var bindings: [QueryBinding] = []
    _encodeColumns(into: &bindings)
    var fragment: QueryFragment = "SELECT "
    for (index, (binding, name)) in zip(bindings, TableColumns.columnNames).enumerated() {
      if index > 0 { fragment += ", " }
      fragment += QueryFragment(binding: binding)
      fragment += QueryFragment(" AS " + quoteIdentifier(name))
    }
    return fragment
  }
}
