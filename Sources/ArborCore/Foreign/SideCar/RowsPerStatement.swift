import GRDB
import GRDBSQLite

/// An `INSERT` of up to `size` rows a statement, for the copies' bulk writes: a statement
/// run per row cost three times what SQLite's own work on the row does (its cursors are
/// opened and closed each time). The full statement is prepared once; a last, shorter
/// batch gets one of its own.
struct RowsPerStatement {
  static let size = 64

  private let db: Database
  private let sql: (Int) -> String
  private let full: GRDB.Statement

  /// `sql` is the statement for a number of rows (its `VALUES` repeated that often).
  init(_ db: Database, sql: @escaping (Int) -> String) throws {
    self.db = db
    self.sql = sql
    full = try db.makeStatement(sql: sql(Self.size))
  }

  /// Inserts `count` rows (1...`size`), bound by `bind` on the statement's handle.
  func insert(_ count: Int, bind: (OpaquePointer) -> Void) throws {
    // Held until stepped: a statement's handle is finalized with it.
    let prepared = count == Self.size ? full : try db.makeStatement(sql: sql(count))
    let handle = prepared.sqliteStatement
    defer { withExtendedLifetime(prepared) {} }
    bind(handle)
    let code = sqlite3_step(handle)
    sqlite3_reset(handle)
    // Texts may be bound without a copy (`bindText`): no binding outlives its buffer.
    sqlite3_clear_bindings(handle)
    guard code == SQLITE_DONE else { throw DatabaseError.stepping(code, on: db) }
  }
}
