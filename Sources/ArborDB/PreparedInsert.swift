import ArborQuery
import GRDB
import GRDBSQLite

/// A one-row INSERT prepared once and run for row after row, for loops that write many
/// rows one at a time (an import, a generator). Each row then costs encoding and binding
/// its values and SQLite's own work: no SQL is built, hashed or looked up per row, which
/// was most of what a typed `insert { }.execute(db)` spent beyond a C loop's work.
///
///     let insert = try Event.preparedInsert(of: Event.Draft.self, db)
///     for draft in drafts { try insert.execute(draft) }
///
/// Statements run through GRDB, so transaction observers see every row. Like a GRDB
/// statement it belongs to the connection it was made on: use it only within the database
/// access that made it.
public final class PreparedInsert<Row: InsertableRow> {
  /// A draft may leave its primary key to the database or set it; each form has its own
  /// column list. Both are prepared at once, so a schema that does not match the table's
  /// declaration fails here and not at the first row.
  private let withKey: PreparedForm
  private let withoutKey: PreparedForm?
  /// Where the primary key sits among the values a row gives.
  private let keyIndex: Int?
  /// Reused for every row, so encoding a row allocates nothing once it has grown.
  /// Unchecked: the run-time exclusivity check of a class's stored `var` cost more than
  /// the rest of the bookkeeping per row, and `execute` is its only user.
  @exclusivity(unchecked) private var values: [QueryBinding] = []

  private struct PreparedForm {
    let statement: GRDB.Statement
    let sql: String
    let parameterCount: Int
    /// Steps the statement through GRDB; one per form, made ready again for each row
    /// instead of allocating a cursor per row.
    let cursor: ExecutionCursor

    init(_ db: Database, sql: String) throws {
      statement = try db.makeStatement(sql: sql)
      self.sql = sql
      parameterCount = Int(sqlite3_bind_parameter_count(statement.sqliteStatement))
      cursor = ExecutionCursor(statement: statement)
    }
  }

  init(db: Database, resolution: ConflictResolution?) throws {
    withKey = try PreparedForm(db, sql: Row.Into._oneRowInsertSQL(or: resolution, omittingPrimaryKey: false))
    keyIndex = Row.Into._writableKeyIndex
    withoutKey =
      keyIndex == nil
      ? nil
      : try PreparedForm(db, sql: Row.Into._oneRowInsertSQL(or: resolution, omittingPrimaryKey: true))
  }

  /// Inserts `row`; throws with the SQL when a value cannot be stored or SQLite refuses
  /// the row (a constraint), leaving the statement ready for the next row.
  public func execute(_ row: Row) throws {
    values.removeAll(keepingCapacity: true)
    row._encodeWritableColumns(into: &values)
    let omitted = row._hasUnsetPrimaryKey ? keyIndex : nil
    let form = omitted == nil ? withKey : (withoutKey ?? withKey)
    let handle = form.statement.sqliteStatement
    sqlite3_reset(handle)
    let count = values.count - (omitted == nil ? 0 : 1)
    guard count == form.parameterCount else {
      throw QueryExecutionError(
        message: "the statement has \(form.parameterCount) placeholders but \(count) values were given",
        sql: form.sql)
    }
    var index: Int32 = 1
    for (offset, value) in values.enumerated() where offset != omitted {
      try form.statement.bind(value, at: index, sql: form.sql)
      index += 1
    }
    // The statement was reset above, so GRDB sees a new execution (its observers included).
    form.cursor._isDone = false
    while try form.cursor.next() != nil {}
  }
}

extension ArborQuery.Table {
  /// A prepared one-row insert of rows of type `Row` (the table's own rows or its
  /// drafts); see `PreparedInsert`.
  public static func preparedInsert<Row: InsertableRow>(
    of _: Row.Type, or resolution: ConflictResolution? = nil, _ db: Database
  ) throws -> PreparedInsert<Row> where Row.Into == Self {
    try PreparedInsert(db: db, resolution: resolution)
  }

  /// A prepared one-row insert of whole rows of the table.
  public static func preparedInsert(
    or resolution: ConflictResolution? = nil, _ db: Database
  ) throws -> PreparedInsert<Self> where Self: InsertableRow, Self.Into == Self {
    try PreparedInsert(db: db, resolution: resolution)
  }
}
