import GRDB
import Synchronization

/// Notices that a transaction on our own connection committed changes — any table, any
/// row. What is on screen is then read again: which pane a change touches is not
/// decided from table names written by hand, which silently went stale whenever the
/// schema grew.
///
/// The first change of a transaction is enough: after it the observer stops listening
/// until the next transaction, so a bulk import costs one callback, not one per row.
public final class ChangeObserver: TransactionObserver, Sendable {
  private let pending = Mutex(false)
  private let committed = Mutex(false)
  private let notify: @Sendable () -> Void

  public init(notify: @escaping @Sendable () -> Void = {}) {
    self.notify = notify
  }

  public func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }

  public func databaseDidChange(with event: DatabaseEvent) {
    pending.withLock { $0 = true }
    stopObservingDatabaseChangesUntilNextTransaction()
  }

  public func databaseDidCommit(_ db: Database) {
    let changed = pending.withLock { changed in
      defer { changed = false }
      return changed
    }
    guard changed else { return }
    committed.withLock { $0 = true }
    notify()
  }

  public func databaseDidRollback(_ db: Database) {
    pending.withLock { $0 = false }
  }

  /// Whether a transaction committed changes since the last call.
  public func take() -> Bool {
    committed.withLock { committed in
      defer { committed = false }
      return committed
    }
  }
}

/// Notices commits by other connections and processes: SQLite's `data_version` changes
/// on a connection whenever someone else commits. Polled by the event loop.
public final class ExternalChangeMonitor {
  private let database: AppDatabase
  private var lastVersion: Int?

  public init(database: AppDatabase) {
    self.database = database
    lastVersion = try? version()
  }

  private func version() throws -> Int {
    // One connection, always the same: data_version is per connection.
    if let writer = database.writer {
      return try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
    return try database.reader.unsafeReentrantRead { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
  }

  /// True when another connection committed since the last call.
  public func poll() -> Bool {
    guard let current = try? version() else { return false }
    defer { lastVersion = current }
    return lastVersion != nil && current != lastVersion
  }
}
