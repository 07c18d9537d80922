import GRDB
import Synchronization

/// What changed in the database since the screen last looked.
public struct ChangeSet: Hashable, Sendable {
  /// Tables with changed rows.
  public var tables: Set<String> = []
  /// Changed rowids per table (our own writes only; for another process's writes only
  /// `isExternal` is known).
  public var rows: [String: Set<Int64>] = [:]
  /// Another connection or process wrote: anything may have changed.
  public var isExternal = false

  public init() {}

  public var isEmpty: Bool { tables.isEmpty && !isExternal }

  public func touches(_ table: String) -> Bool { isExternal || tables.contains(table) }

  public func touches(_ table: String, rowid: Int) -> Bool {
    isExternal || rows[table]?.contains(Int64(rowid)) == true
  }

  public mutating func formUnion(_ other: ChangeSet) {
    tables.formUnion(other.tables)
    for (table, ids) in other.rows { rows[table, default: []].formUnion(ids) }
    isExternal = isExternal || other.isExternal
  }

  static let observedTables: Set<String> = ["categories", "items", "attachments", "tags", "itemTags"]
}

/// Collects row changes from SQLite's update hook (through GRDB) and hands them over
/// when the transaction commits; a rollback forgets them.
public final class ChangeObserver: TransactionObserver, Sendable {
  private let pending = Mutex(ChangeSet())
  private let committed = Mutex(ChangeSet())
  private let notify: @Sendable () -> Void

  public init(notify: @escaping @Sendable () -> Void = {}) {
    self.notify = notify
  }

  public func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    ChangeSet.observedTables.contains(eventKind.tableName)
  }

  public func databaseDidChange(with event: DatabaseEvent) {
    let table = event.tableName
    let rowID = event.rowID
    pending.withLock { changes in
      changes.tables.insert(table)
      changes.rows[table, default: []].insert(rowID)
    }
  }

  public func databaseDidCommit(_ db: Database) {
    let changes = pending.withLock { changes in
      defer { changes = ChangeSet() }
      return changes
    }
    guard !changes.isEmpty else { return }
    committed.withLock { $0.formUnion(changes) }
    notify()
  }

  public func databaseDidRollback(_ db: Database) {
    pending.withLock { $0 = ChangeSet() }
  }

  /// The changes committed since the last call.
  public func take() -> ChangeSet {
    committed.withLock { changes in
      defer { changes = ChangeSet() }
      return changes
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
