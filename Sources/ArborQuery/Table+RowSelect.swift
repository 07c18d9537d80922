// A row of a table as a one-row SELECT of its values, each named as its column, as the
// published library has it: `Item(title: "Phone")` runs as `SELECT ? AS "title", ? AS
// "quantity", …`, one row that decodes back to the value, and `Item?(nil)` as the same
// row of NULLs, which decodes to nil. It checks what a value stores, and seeds a
// recursive common table with a row written in Swift: `Count(value: 1).union(Count.select
// { … })` (`SELECT ? AS "value" UNION SELECT …`). As an expression it is a row value,
// `(?, ?, …)`, as a column group's value is.

extension Table {
  public var query: QueryFragment { Self.select(ofRow: self) }

  public var queryFragment: QueryFragment { rowValue }

  var rowValue: QueryFragment {
    var bindings: [QueryBinding] = []
    _encodeColumns(into: &bindings)
    return "(" + boundList(bindings) + ")"
  }

  /// `SELECT ? AS "a", ? AS "b", …` of a row's values, or of NULL in every column for nil.
  static func select(ofRow row: Self?) -> QueryFragment {
    var bindings: [QueryBinding] = []
    row._encodeColumns(into: &bindings)
    var fragment: QueryFragment = "SELECT "
    for (index, (binding, name)) in zip(bindings, TableColumns.columnNames).enumerated() {
      if index > 0 { fragment += ", " }
      fragment += QueryFragment(binding: binding)
      fragment += QueryFragment(" AS " + quoteIdentifier(name))
    }
    return fragment
  }

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
    CompoundSelect(parts: [query, other], operators: [op], rowDecoder: .decodable)
  }
}

/// A view's row type (`@Table @Selection`) is both: one row value either way.
extension Table where Self: Selection {
  public var queryFragment: QueryFragment { rowValue }
}

extension Optional: Statement where Wrapped: Table {
  public var query: QueryFragment { Wrapped.select(ofRow: self) }
}
