/// A type whose values are rows of a database table. Declared with `@Table`.
public protocol Table: QuerySource, QueryRepresentable, Sendable
where QueryOutput == Self, SourceColumns == TableColumns, SourceRow == Self {
  /// Where the single-column primary key sits among `TableColumns.columnNames`, if any.
  static var _primaryKeyColumnIndex: Int? { get }
  associatedtype TableColumns: TableDefinition where TableColumns.QueryValue == Self
  /// The table's name in the database.
  static var tableName: String { get }
  /// The schema it lives in (`@Table("t", schema: "main")`, an attached database), or nil:
  /// the first table of that name SQLite finds.
  static var schemaName: String? { get }
  /// The table's columns, qualified by the table name.
  static var columns: TableColumns { get }
  /// The conditions and order every query of the table starts from: none, unless the
  /// type declares its own `static let all` (see `TableScope`).
  static var _scope: TableScope? { get }
}

/// The typed columns of a table, as the closures of `where`, `select`, `order` see them
/// (`$0.title`). Built for a qualifier, so the same columns serve aliases too.
public protocol TableDefinition: QueryExpression, Sendable {
  init(qualifier: String)
  /// What the columns are qualified with.
  var qualifier: String { get }
  /// Every database column of the table, in declaration order, column groups flattened.
  static var columnNames: [String] { get }
  /// The columns an insert or update writes: all but the generated ones
  /// (`@Column(generated:)`), which SQLite computes and refuses to be given.
  static var writableColumnNames: [String] { get }
}

extension TableDefinition {
  public static var writableColumnNames: [String] { columnNames }
}

extension TableDefinition {
  /// Every column of the table, qualified by `qualifier`: the select list for a whole row.
  /// `@Table` stores it in each columns value, so it is rendered once per qualifier.
  public static func selectList(qualifier: String) -> QueryFragment {
    QueryFragment(qualifiedColumnNames(columnNames, qualifier: qualifier).joined(separator: ", "))
  }
}

/// A table with a primary key: `find`, `Draft`, `upsert`, `update(row)`, `delete(row)`.
public protocol PrimaryKeyedTable: Table where TableColumns: PrimaryKeyedTableDefinition {
  associatedtype PrimaryKey: QueryBindable
  associatedtype Draft: TableDraft where Draft.Base == Self
  var primaryKey: PrimaryKey.QueryOutput { get }
}

public protocol PrimaryKeyedTableDefinition: TableDefinition where QueryValue: PrimaryKeyedTable {
  var primaryKey: TableColumn<QueryValue, QueryValue.PrimaryKey> { get }
}

/// A row that can be inserted into a table: the table's own type, or its `Draft`.
public protocol InsertableRow<Into>: QueryEncodable, Sendable {
  associatedtype Into: Table
  /// Whether the row leaves its primary key for the database to choose.
  var _hasUnsetPrimaryKey: Bool { get }
}

extension Table {
  /// Where the single-column primary key sits among the writable columns, if any.
  public static var _writableKeyIndex: Int? {
    guard let index = _primaryKeyColumnIndex else { return nil }
    let all = TableColumns.columnNames
    let writable = TableColumns.writableColumnNames
    return all.count == writable.count ? index : writable.firstIndex(of: all[index])
  }
}

extension Table {
  public var _hasUnsetPrimaryKey: Bool { false }
}

/// A table row whose primary key may be left out, so the database assigns it. Generated
/// by `@Table` as `Reminder.Draft` for tables with a primary key.
public protocol TableDraft: InsertableRow where Into == Base {
  associatedtype Base: PrimaryKeyedTable
}

extension TableDraft {
  /// The table's own statics, reached from its draft: `Reminder.Draft.incomplete` is
  /// `Reminder.incomplete`.
  public static subscript<Value>(dynamicMember keyPath: KeyPath<Base.Type, Value>) -> Value {
    Base.self[keyPath: keyPath]
  }
}

extension Table {
  public static var schemaName: String? { nil }

  /// `"table"`, or `"schema"."table"`: what FROM, INSERT, UPDATE and DELETE name. Columns
  /// stay qualified by the table's name alone, which SQLite accepts for either.
  public static var _quotedTableName: String {
    guard let schemaName else { return quoteIdentifier(tableName) }
    return quoteIdentifier(schemaName) + "." + quoteIdentifier(tableName)
  }
}
