// A table's columns compared with a whole row, as SQLite compares row values:
// `$0.eq(Tag(id: 1, title: "car"))` is `("tags"."id", "tags"."title") = (?, ?)`, and `<`/`>`
// order rows column by column (keyset pagination past the last row seen).
extension TableDefinition where QueryValue: Table {
  public func eq(_ row: QueryValue) -> SQLQueryExpression<Bool> { compared("=", row) }
  public func neq(_ row: QueryValue) -> SQLQueryExpression<Bool> { compared("<>", row) }
  public func lt(_ row: QueryValue) -> SQLQueryExpression<Bool> { compared("<", row) }
  public func lte(_ row: QueryValue) -> SQLQueryExpression<Bool> { compared("<=", row) }
  public func gt(_ row: QueryValue) -> SQLQueryExpression<Bool> { compared(">", row) }
  public func gte(_ row: QueryValue) -> SQLQueryExpression<Bool> { compared(">=", row) }

  public static func < (columns: Self, row: QueryValue) -> SQLQueryExpression<Bool> { columns.lt(row) }
  public static func <= (columns: Self, row: QueryValue) -> SQLQueryExpression<Bool> { columns.lte(row) }
  public static func > (columns: Self, row: QueryValue) -> SQLQueryExpression<Bool> { columns.gt(row) }
  public static func >= (columns: Self, row: QueryValue) -> SQLQueryExpression<Bool> { columns.gte(row) }

  private func compared(_ operator: String, _ row: QueryValue) -> SQLQueryExpression<Bool> {
    var bindings: [QueryBinding] = []
    row._encodeColumns(into: &bindings)
    var sql: QueryFragment = "("
    sql += queryFragment
    sql += QueryFragment(") " + `operator` + " (")
    sql += boundList(bindings)
    sql += ")"
    return SQLQueryExpression(sql)
  }
}
