/// `CREATE TEMPORARY VIEW`: a named select that lives as long as the connection, queried
/// like a table. Declare its row with `@Table @Selection`.
public struct CreateTemporaryView<View: Table>: Statement {
  public typealias QueryValue = ()
  let ifNotExists: Bool
  let body: QueryFragment

  /// Views take no parameters, so values are written into the SQL as quoted literals.
  public var query: QueryFragment {
    let columns = View.TableColumns.columnNames.map(quoteIdentifier).joined(separator: ", ")
    return QueryFragment(
      "CREATE TEMPORARY VIEW " + (ifNotExists ? "IF NOT EXISTS " : "")
        + quoteIdentifier(View.tableName) + " (" + columns + ") AS " + body.inlined)
  }

  /// `DROP VIEW` of this view.
  public func drop(ifExists: Bool = false) -> SQLQueryExpression<()> {
    View.dropTemporaryView(ifExists: ifExists)
  }
}

extension Table {
  /// Creates a temporary view named after this type whose rows are `select`'s.
  public static func createTemporaryView<From, Sources>(
    ifNotExists: Bool = false, as select: Select<Self, From, Sources>
  ) -> CreateTemporaryView<Self> {
    CreateTemporaryView(ifNotExists: ifNotExists, body: select.query)
  }

  /// Creates a temporary view of the view's own rows read back from a common table of the
  /// same type: `With { Reminder.select { View.Columns(…) } } query: { View.all }`.
  public static func createTemporaryView(
    ifNotExists: Bool = false, as select: Select<(), Self, Sources1<Self>>
  ) -> CreateTemporaryView<Self> {
    CreateTemporaryView(ifNotExists: ifNotExists, body: select.query)
  }

  /// `DROP VIEW`.
  public static func dropTemporaryView(ifExists: Bool = false) -> SQLQueryExpression<()> {
    SQLQueryExpression(QueryFragment("DROP VIEW " + (ifExists ? "IF EXISTS " : "") + quoteIdentifier(tableName)))
  }
}
