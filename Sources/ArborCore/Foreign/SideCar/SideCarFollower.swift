import ArborDB
import GRDB
import Synchronization

/// Our own commits to the tree's table (`--edit`, undo, redo), told to the side-car as they
/// happen: the rowids each transaction changed (cascades and the file's triggers
/// included, through SQLite's update hook), handed over once it commits — so a large
/// tree shows an edit at once, not after the copy is built again.
final class SideCarFollower: TransactionObserver, Sendable {
  private let tables: Set<String>
  private let changed = Mutex([String: Set<Int64>]())
  /// The rowids changed per table (lower-cased names), once the transaction committed.
  private let onCommit: @Sendable ([String: [Int64]], Database) -> Void

  init(tables: [String], onCommit: @escaping @Sendable ([String: [Int64]], Database) -> Void) {
    self.tables = Set(tables.map { $0.lowercased() })
    self.onCommit = onCommit
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    tables.contains(eventKind.tableName.lowercased())
  }

  func databaseDidChange(with event: DatabaseEvent) {
    let rowid = event.rowID
    let table = event.tableName.lowercased()
    changed.withLock { _ = $0[table, default: []].insert(rowid) }
  }

  func databaseDidCommit(_ db: Database) {
    let rowids = changed.withLock { changed -> [String: [Int64]] in
      defer { changed = [:] }
      return changed.mapValues { $0.sorted() }
    }
    if !rowids.isEmpty { onCommit(rowids, db) }
  }

  func databaseDidRollback(_ db: Database) {
    changed.withLock { $0 = [:] }
  }
}
