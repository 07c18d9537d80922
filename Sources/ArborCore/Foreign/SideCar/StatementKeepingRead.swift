import GRDB

extension DatabaseQueue {
  /// Reads in one transaction, as `read` does, without `read`'s `PRAGMA query_only` on
  /// either side of it: SQLite expires every prepared statement of a connection when one
  /// of its flag pragmas is set, so each read of a copy prepared its statements again,
  /// kept ones too (`perf`: `sqlite3Reprepare` at a quarter of the screen thread's time
  /// opening and closing directories). For a copy's own reads, which write nothing.
  func readKeepingStatements<T>(_ body: (Database) throws -> T) throws -> T {
    try inDatabase { db in
      if db.isInsideTransaction { return try body(db) }
      try db.beginTransaction(.deferred)
      do {
        let value = try body(db)
        try db.commit()
        return value
      } catch {
        try? db.rollback()
        throw error
      }
    }
  }
}
