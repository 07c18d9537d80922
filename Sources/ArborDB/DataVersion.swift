import GRDB

/// Notices commits by other connections and processes, which no update hook reports:
/// SQLite's `PRAGMA data_version` on a connection changes whenever someone else commits.
/// Read on one connection, always the same (the number is per connection): the writer's
/// when there is one. For a caller that polls on its own schedule (a screen's event
/// loop); live queries have their own monitor.
public final class DataVersion {
  private let read: () throws -> Int
  private var last: Int?

  public init(writer: (any DatabaseWriter)?, reader: any DatabaseReader) {
    // A statement kept prepared: the screen polls after every key.
    let version = { (db: Database) throws -> Int in
      try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
    }
    if let writer {
      read = { try writer.writeWithoutTransaction(version) }
    } else {
      read = { try reader.unsafeReentrantRead(version) }
    }
    last = try? read()
  }

  /// True when another connection committed since the last call.
  public func poll() -> Bool {
    guard let current = try? read() else { return false }
    defer { last = current }
    return last != nil && current != last
  }
}
