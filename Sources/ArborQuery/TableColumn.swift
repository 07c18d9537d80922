/// A column of a table (or of a column group), qualified by the name its table goes by in
/// the query: the table name, an alias, or a common table expression.
@dynamicMemberLookup
public struct TableColumn<Root, Value: QueryDecodable>: QueryExpression, ColumnExpression {
  public typealias QueryValue = Value

  let storage: TableColumnStorage

  /// The column's name in the database.
  public var name: String { storage.name }
  /// What the column is qualified with in SQL (`"reminders"."title"`).
  public var qualifier: String { storage.qualifier }
  public var queryFragment: QueryFragment { QueryFragment(storage.sql, shape: .operand) }

  public init(_ name: String, qualifier: String) {
    let columns = qualifiedColumnNames(Value._columnNames(named: name), qualifier: qualifier)
    // A column group compares as a row value: ("createdAt", "updatedAt") <= (?, ?).
    let sql = columns.count == 1 ? columns[0] : "(" + columns.joined(separator: ", ") + ")"
    storage = TableColumnStorage(name: name, qualifier: qualifier, sql: sql)
  }

  /// The same column seen with another value type (optional on the nullable side of an
  /// outer join), without rendering it again.
  public init<OtherValue>(retyping column: TableColumn<Root, OtherValue>) {
    self.storage = column.storage
  }

  /// A column of another table (or group) moved under `Root`: a field of a column group
  /// seen as a column of the table that holds the group.
  public init<OtherRoot, OtherValue>(rehoming column: TableColumn<OtherRoot, OtherValue>) {
    self.storage = column.storage
  }

  public var qualifiedColumns: [String] {
    qualifiedColumnNames(columnNames, qualifier: qualifier)
  }

  /// The SET target of an assignment: the column, or a group's columns as a row value.
  var assignmentTarget: String {
    let names = columnNames
    if names.count == 1 { return quoteIdentifier(names[0]) }
    return "(" + names.map(quoteIdentifier).joined(separator: ", ") + ")"
  }

  /// The columns of a group, listed for a SELECT: `"t"."createdAt", "t"."updatedAt"`.
  public var selectListFragment: QueryFragment {
    QueryFragment(qualifiedColumns.joined(separator: ", "))
  }

  /// The database column names this column spans (more than one for a column group).
  public var columnNames: [String] { Value._columnNames(named: name) }
}

extension TableColumn where Value: Selection {
  /// A field of a column group: `$0.timestamps.createdAt`. Group fields are stored
  /// unprefixed, so the field is the table's column of that name.
  public subscript<Field>(
    dynamicMember keyPath: KeyPath<Value.GroupColumns, TableColumn<Value, Field>>
  ) -> TableColumn<Root, Field> {
    TableColumn<Root, Field>(rehoming: Value.GroupColumns(qualifier: qualifier)[keyPath: keyPath])
  }
}

extension TableColumn where Value: Selection {
  /// `$0.kind.is(\.note)`: the enum value stored in the row is that case (its columns are
  /// not all NULL).
  public func `is`<Field>(_ enumCase: KeyPath<Value.GroupColumns, TableColumn<Value, Field?>>) -> SQLQueryExpression<
    Bool
  > {
    self[dynamicMember: enumCase].isNot(nil)
  }
}

extension TableColumn {
  /// `$1.kind.is(\.note)` on an outer join's nullable side: false where the join found no
  /// row.
  public func `is`<Wrapped: Selection, Field>(
    _ enumCase: KeyPath<Wrapped.GroupColumns, TableColumn<Wrapped, Field?>>
  ) -> SQLQueryExpression<Bool> where Value == Wrapped? {
    TableColumn<Root, Field?>(rehoming: Wrapped.GroupColumns(qualifier: qualifier)[keyPath: enumCase]).isNot(nil)
  }
}

extension TableColumn {
  /// A field of an optional column group: `$0.archive.archivedAt`, optional since the whole
  /// group may be NULL (an already optional field stays singly optional).
  public subscript<Wrapped: Selection, Field>(
    dynamicMember keyPath: KeyPath<Wrapped.GroupColumns, TableColumn<Wrapped, Field>>
  ) -> TableColumn<Root, Field._Optionalized> where Value == Wrapped? {
    TableColumn<Root, Field._Optionalized>(rehoming: Wrapped.GroupColumns(qualifier: qualifier)[keyPath: keyPath])
  }
}

/// Name, qualifier and rendered SQL of a column, shared: copying a column (which every
/// `$0.title` does) then costs one reference count, not four.
final class TableColumnStorage: Sendable {
  let name: String
  let qualifier: String
  let sql: String

  init(name: String, qualifier: String, sql: String) {
    self.name = name
    self.qualifier = qualifier
    self.sql = sql
  }
}

/// A column that can be named in an INSERT column list, an UPDATE assignment or an
/// ON CONFLICT target.
public protocol ColumnExpression: Sendable {
  var name: String { get }
  var columnNames: [String] { get }
}

extension QueryDecodable {
  public static func _columnNames(named name: String) -> [String] { [name] }
}
