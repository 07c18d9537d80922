import ArborDB
import GRDB
import GRDBSQLite

/// An `INSERT` of up to `size` rows a statement, for the copies' bulk writes: a statement
/// run per row cost three times what SQLite's own work on the row does (its cursors are
/// opened and closed each time). Each length is prepared once, when first needed: a copy
/// laid out in blocks writes most of its blocks shorter than `size` (preparing a
/// statement for each was half the time of a 2M-path copy), in a few lengths.
final class RowsPerStatement {
  static let size = 64

  private let db: Database
  private let sql: (Int) -> QueryFragment
  private var prepared: [Int: GRDB.Statement] = [:]

  /// How many of `left` rows the next statement takes: `size`, else 16, 4 or 1 — a few
  /// lengths only (one of each length up to 64 held 4 MB of statements).
  static func rows(of left: Int) -> Int {
    left >= size ? size : left >= 16 ? 16 : left >= 4 ? 4 : 1
  }

  /// `sql` is the statement for a number of rows (its `VALUES` repeated that often), its
  /// `?`s bound on the statement's handle at each insert.
  init(_ db: Database, sql: @escaping (Int) -> QueryFragment) throws {
    self.db = db
    self.sql = sql
    prepared[Self.size] = try db.makeStatement(sql(Self.size))
  }

  /// Inserts `count` rows (1...`size`), bound by `bind` on the statement's handle.
  func insert(_ count: Int, bind: (OpaquePointer) -> Void) throws {
    let statement: GRDB.Statement
    if let made = prepared[count] {
      statement = made
    } else {
      statement = try db.makeStatement(sql(count))
      prepared[count] = statement
    }
    let handle = statement.sqliteStatement
    bind(handle)
    let code = sqlite3_step(handle)
    sqlite3_reset(handle)
    // Texts may be bound without a copy (`bindText`): no binding outlives its buffer.
    sqlite3_clear_bindings(handle)
    guard code == SQLITE_DONE else { throw DatabaseError.stepping(code, on: db) }
  }
}
