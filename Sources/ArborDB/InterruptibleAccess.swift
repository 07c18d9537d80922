import GRDB
import GRDBSQLite
import Synchronization

/// Lets another thread cancel the statements of one block of database work, and only
/// those. `DatabaseReader.interrupt()` interrupts every connection of a pool, the writer
/// in the middle of an edit included; that left GRDB with a transaction open behind its
/// back and ended the process. Here the interrupt goes to the one connection running
/// `run`'s body, and only while it runs it.
public final class InterruptibleAccess: Sendable {
  /// The connection inside `run`, as a bit pattern (a raw pointer is not Sendable).
  private let connection = Mutex<Int?>(nil)

  public init() {}

  /// Runs `body` on `db`; an `interrupt()` meanwhile makes its statement fail with
  /// `SQLITE_INTERRUPT`.
  public func run<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
    connection.withLock { $0 = db.sqliteConnection.map { Int(bitPattern: $0) } }
    // Cleared under the lock before the connection goes back to its pool, so an interrupt
    // can never reach whoever uses it next.
    defer { connection.withLock { $0 = nil } }
    return try body(db)
  }

  /// Interrupts the statement running inside `run`, if any.
  public func interrupt() {
    connection.withLock { pattern in
      if let pattern, let pointer = OpaquePointer(bitPattern: pattern) {
        sqlite3_interrupt(pointer)
      }
    }
  }
}
