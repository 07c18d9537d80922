import Foundation
import GRDB
import GRDBSQLite

/// A time limit on the queries one thread runs against another program's file: a view
/// in the file can be written to run for hours (a recursive one without end), and
/// detection or opening must answer all the same. SQLite's progress handler, installed on
/// every such connection (`ForeignConnection`), interrupts the statement once the
/// deadline of the thread running it has passed; the statement fails with
/// `SQLITE_INTERRUPT`, which `QueryDeadline.isInterruption` recognises.
public enum QueryDeadline {
  /// The thread's deadline (uptime in nanoseconds; none: no deadline), in a POSIX
  /// thread-specific slot holding the number itself: Foundation's `threadDictionary`,
  /// used before, boxed the value and took 3 % of a cursor move's time (`perf`).
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static var current: UInt64? {
    get { pthread_getspecific(slot).map { UInt64(UInt(bitPattern: $0)) } }
    set { pthread_setspecific(slot, newValue.flatMap { UnsafeRawPointer(bitPattern: UInt(max($0, 1))) }) }
  }

  /// Runs `body` with its queries on other programs' files limited to `seconds`.
  public static func within<T>(_ seconds: Double, _ body: () throws -> T) rethrows -> T {
    let outer = current
    current = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    defer { current = outer }
    return try body()
  }

  /// Runs `body` with no deadline: a write the user asked for (deleting a million rows)
  /// may take longer than a read is allowed, and interrupting it would undo it.
  public static func lifted<T>(_ body: () throws -> T) rethrows -> T {
    let outer = current
    current = nil
    defer { current = outer }
    return try body()
  }

  /// Whether the thread's deadline has passed (called by SQLite every few thousand steps).
  static func hasPassed() -> Bool {
    guard let deadline = current else { return false }
    return DispatchTime.now().uptimeNanoseconds > deadline
  }

  /// Installs the check on a connection.
  static func install(_ db: Database) {
    sqlite3_progress_handler(db.sqliteConnection, 10_000, { _ in QueryDeadline.hasPassed() ? 1 : 0 }, nil)
  }

  /// Whether `error` is a statement stopped by a deadline or an interrupt.
  public static func isInterruption(_ error: Error) -> Bool {
    (error as? DatabaseError)?.resultCode == .SQLITE_INTERRUPT
  }
}
