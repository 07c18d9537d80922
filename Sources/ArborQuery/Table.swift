/// A type whose values are rows of a database table. Declared with `@Table`. Its columns
/// are also reached from the type itself (`Reminder.id`), as SQL written by hand names them.
///
/// A row value is also a statement of its own (`SELECT ? AS "title", …`), as in the
/// published library: see `Table+RowSelect.swift`.
@dynamicMemberLookup
public protocol Table: QuerySource, QueryRepresentable, Statement, Sendable
where QueryOutput == Self, QueryValue == Self, SourceColumns == TableColumns, SourceRow == Self {
  /// Where the single-column primary key sits among `TableColumns.columnNames`, if any.
  static var _primaryKeyColumnIndex: Int? { get }
  associatedtype TableColumns: TableDefinition where TableColumns.QueryValue == Self
  /// The table's name in the database.
  static var tableName: String { get }
  /// The schema it lives in (`@Table("t", schema: "main")`, an attached database), or nil:
  /// the first table of that name SQLite finds.
  static var schemaName: String? { get }
  /// The name the table goes by in queries (`FROM … AS "alias"`), or nil for its own name;
  /// what a table-valued function declares (`static var tableAlias: String? { "info" }`).
  static var tableAlias: String? { get }
  /// What FROM names: the quoted table name, or a table-valued function declared by the
  /// type (`static var tableFragment: QueryFragment { "pragma_table_info('t')" }`).
  static var tableFragment: QueryFragment { get }
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
  /// A column's value, or a column group (`@Selection struct ID { … }`) for a primary key
  /// of several columns, which compares as a row value.
  associatedtype PrimaryKey: QueryRepresentable, QueryExpression where PrimaryKey.QueryValue == PrimaryKey
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
  /// Where the single-column primary key sits among the writable columns, if any: the
  /// column an insert of rows that leave it unset leaves out. Nil when it is the only one:
  /// SQLite has no empty column list, so such a key is written, as NULL, and the database
  /// still assigns it (`INSERT INTO "records" ("id") VALUES (NULL)`, as the published
  /// library writes it).
  public static var _writableKeyIndex: Int? {
    guard let index = _primaryKeyColumnIndex else { return nil }
    let all = TableColumns.columnNames
    let writable = TableColumns.writableColumnNames
    guard writable.count > 1 else { return nil }
    return all.count == writable.count ? index : writable.firstIndex(of: all[index])
  }
}

extension Table {
  public var _hasUnsetPrimaryKey: Bool { false }
}

extension Table {
  /// A table's row as a field of another row (`var item: Item?` in a `@Table`) spans the
  /// table's columns, unprefixed, as a column group does: as in the published library.
  public static func _columnNames(named name: String) -> [String] { TableColumns.columnNames }
  public static func _writableColumnNames(named name: String) -> [String] { TableColumns.writableColumnNames }
}

/// A table row whose primary key (and lazily initializable columns) may be left out, so
/// the database assigns them. Generated by `@Table` as `Reminder.Draft`; a table without a
/// primary key has one too, for its lazily initializable columns.
public protocol TableDraft: InsertableRow where Into == Base {
  associatedtype Base: Table
  /// The draft of a whole row: its primary key set.
  init(_ row: Base)
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
  public static var tableAlias: String? { nil }
  public static var tableFragment: QueryFragment { QueryFragment(_quotedTableName) }

  /// What the table's columns are qualified by: its alias, else its name.
  public static var _qualifier: String { tableAlias ?? tableName }

  /// What INSERT INTO, UPDATE and DELETE FROM name: the quoted table, under `alias` (or
  /// the table's own alias) when it has one, so its qualified columns resolve.
  static func _target(alias: String? = nil) -> String {
    guard let name = alias ?? tableAlias else { return _quotedTableName }
    return _quotedTableName + " AS " + quoteIdentifier(name)
  }

  /// `"table"`, or `"schema"."table"`: what FROM, INSERT, UPDATE and DELETE name. Columns
  /// stay qualified by the table's name alone, which SQLite accepts for either.
  public static var _quotedTableName: String {
    guard let schemaName else { return quoteIdentifier(tableName) }
    return quoteIdentifier(schemaName) + "." + quoteIdentifier(tableName)
  }
}

extension Table {
  /// A column by the type's name: `#sql("SELECT \(Reminder.id) FROM \(Reminder.self)")`.
  public static subscript<Member>(dynamicMember keyPath: KeyPath<TableColumns, Member>) -> Member {
    columns[keyPath: keyPath]
  }
}
