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

func namedCommonTable<Defined: Table>(_ table: Defined.Type, _ body: QueryFragment) -> QueryFragment {
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
  public static func buildBlock(_ tables: [QueryFragment]...) -> [QueryFragment] { tables.flatMap { $0 } }
}

/// `WITH a AS (…), b AS (…) select`: the select reads the common tables by their types
/// (`IncompleteReminder.select(\.title)`).
public func With<Columns, From: QuerySource, Sources: SourceList>(
  @CommonTablesBuilder _ tables: () -> [QueryFragment],
  query: () -> Select<Columns, From, Sources>
) -> Select<Columns, From, Sources> {
  query().with(commonTables: "WITH " + tables().joined(separator: ", "))
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

  public var query: QueryFragment {
    let statement = base.query
    guard !statement.sql.isEmpty else { return statement }
    return "WITH " + tables.joined(separator: ", ") + " " + statement
  }
}
