import GRDB
import GRDBSQLite

/// Copies rows from one prepared statement to another as SQLite holds the values.
enum RawCopy {
  /// Steps `select` to the end, binding each row's first `columns` values to `insert` and
  /// running it; `each` after every row returns false to stop. Returns whether it stopped.
  /// With `labels`, each row's value in `column` goes to the feed as the row's label — the
  /// rows being the copy's next, numbered in order.
  static func rows(
    from select: GRDB.Statement, in source: Database, to insert: GRDB.Statement, in target: Database, columns: Int32,
    labels: (feed: LabelFeed, column: Int32)? = nil, each: () -> Bool
  ) throws -> Bool {
    let from = select.sqliteStatement
    let to = insert.sqliteStatement
    var collector = try LabelCollector(labels?.feed, copy: target)
    defer {
      sqlite3_reset(from)
      sqlite3_reset(to)
    }
    while true {
      let stepped = sqlite3_step(from)
      if stepped == SQLITE_DONE {
        collector.end()
        return false
      }
      guard stepped == SQLITE_ROW else { throw DatabaseError.stepping(stepped, on: source) }
      for column in 0..<columns {
        sqlite3_bind_value(to, column + 1, sqlite3_column_value(from, column))
      }
      let inserted = sqlite3_step(to)
      guard inserted == SQLITE_DONE else { throw DatabaseError.stepping(inserted, on: target) }
      sqlite3_reset(to)
      if let labels, collector.isCollecting {
        // Read as the copy's TEXT column stores it: a number becomes the same text.
        let text = sqlite3_column_text(from, labels.column)
        collector.add(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(from, labels.column))))
      }
      if !each() { return true }
    }
  }

}
