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
  private let writing = Mutex(false)
  /// The rowids changed per table (lower-cased names), once the transaction committed.
  private let onCommit: @Sendable ([String: [Int64]], Database) -> Void

  init(tables: [String], onCommit: @escaping @Sendable ([String: [Int64]], Database) -> Void) {
    self.tables = Set(tables.map { $0.lowercased() })
    self.onCommit = onCommit
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    tables.contains(eventKind.tableName.lowercased())
  }

  /// From a transaction's first change to the tree's tables until its rows are in the
  /// copy (or it rolled back): the file changes under the keeper's eyes for a reason it
  /// need not look into.
  var isWriting: Bool { writing.withLock { $0 } }

  func databaseDidChange(with event: DatabaseEvent) {
    let rowid = event.rowID
    let table = event.tableName.lowercased()
    writing.withLock { $0 = true }
    changed.withLock { _ = $0[table, default: []].insert(rowid) }
  }

  func databaseDidCommit(_ db: Database) {
    defer { writing.withLock { $0 = false } }
    let rowids = changed.withLock { changed -> [String: [Int64]] in
      defer { changed = [:] }
      return changed.mapValues { $0.sorted() }
    }
    if !rowids.isEmpty { onCommit(rowids, db) }
  }

  func databaseDidRollback(_ db: Database) {
    changed.withLock { $0 = [:] }
    writing.withLock { $0 = false }
  }
}
