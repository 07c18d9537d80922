/// A query that names the rows of its own table: `Reminder.where { … }.select {
/// IncompleteReminder.Columns(…) }` defines the common table `"incompleteReminders"`, the
/// table of the type it selects. The published library's shape of a common table.
public protocol CommonTableStatement {
  /// `"name" ("column", …) AS (query)`.
  var commonTableClause: QueryFragment { get }
}

extension Select: CommonTableStatement where Columns: Table {
  public var commonTableClause: QueryFragment { namedCommonTable(Columns.self, query) }
}

extension CompoundSelect: CommonTableStatement where QueryValue: Table {
  public var commonTableClause: QueryFragment { namedCommonTable(QueryValue.self, query) }
}

/// Nothing for an empty body (a select built on `Table.none`): the common table is left
/// out, as in the published library.
func namedCommonTable<Defined: Table>(_ table: Defined.Type, _ body: QueryFragment) -> QueryFragment {
  guard !body.isEmpty else { return QueryFragment() }
  let columns = Defined.TableColumns.columnNames.map(quoteIdentifier).joined(separator: ", ")
  return QueryFragment(quoteIdentifier(Defined.tableName) + " (" + columns + ") AS (") + body + ")"
}

/// The common tables of a `With { … }`, in order; each may read those before it, and
/// itself (SQLite needs no RECURSIVE keyword for that).
@resultBuilder
public enum CommonTablesBuilder {
  public static func buildExpression(_ table: some CommonTableStatement) -> [QueryFragment] {
    [table.commonTableClause]
  }
  /// Empty common tables are left out.
  public static func buildBlock(_ tables: [QueryFragment]...) -> [QueryFragment] {
    tables.flatMap { $0 }.filter { !$0.isEmpty }
  }
}

/// `WITH a AS (…), b AS (…) select`: the select reads the common tables by their types
/// (`IncompleteReminder.select(\.title)`). When every common table is empty, so is the
/// whole statement, as in the published library.
public func With<Columns, From: QuerySource, Sources: SourceList>(
  @CommonTablesBuilder _ tables: () -> [QueryFragment],
  query: () -> Select<Columns, From, Sources>
) -> Select<Columns, From, Sources> {
  let tables = tables()
  guard !tables.isEmpty else { return query().with { $0.isEmpty = true } }
  return query().with(commonTables: "WITH " + tables.joined(separator: ", "))
}

/// `WITH … statement` for an update, insert or delete (with or without RETURNING).
public func With<Base: Statement>(
  @CommonTablesBuilder _ tables: () -> [QueryFragment],
  query: () -> Base
) -> CommonTableQuery<Base> {
  CommonTableQuery(tables: tables(), base: query())
}

/// A statement preceded by the common tables it reads.
public struct CommonTableQuery<Base: Statement>: Statement {
  public typealias QueryValue = Base.QueryValue
  public let base: Base
  let tables: [QueryFragment]

  init(tables: [QueryFragment], base: Base) {
    self.tables = tables
    self.base = base
  }

  /// Nothing when the statement or every common table is empty.
  public var query: QueryFragment {
    let statement = base.query
    guard !statement.sql.isEmpty, !tables.isEmpty else { return QueryFragment() }
    return "WITH " + tables.joined(separator: ", ") + " " + statement
  }
}
