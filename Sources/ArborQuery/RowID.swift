/// `"qualifier"."rowid"`: what `@Table` gives a table's columns as `rowid` when the type
/// declares no `rowid` of its own (an FTS5 table's does), so `$0.rowid` reaches the rowid
/// every ordinary SQLite table has.
public func _rowidColumn(qualifier: String) -> SQLQueryExpression<Int> {
  SQLQueryExpression(QueryFragment(qualifiedColumnNames(["rowid"], qualifier: qualifier)[0]))
}
