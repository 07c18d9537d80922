extension TableDefinition {
  /// The row's `rowid`, which every ordinary SQLite table has: `$0.rowid` (an FTS5 table's
  /// `rowid` field, where declared, takes precedence).
  @_disfavoredOverload
  public var rowid: SQLQueryExpression<Int> {
    SQLQueryExpression(QueryFragment(qualifiedColumnNames(["rowid"], qualifier: qualifier)[0]))
  }
}
