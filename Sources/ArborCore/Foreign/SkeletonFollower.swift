import ArborDB
import GRDB
import Synchronization

/// Our own commits to the tree's table (`--edit`, undo, redo), told to the side-car as they
/// happen: the rowids each transaction changed (cascades and the file's triggers
/// included, through SQLite's update hook), handed over once it commits — so a large
/// tree shows an edit at once, not after the copy is built again.
final class SkeletonFollower: TransactionObserver, Sendable {
  private let table: String
  private let changed = Mutex(Set<Int64>())
  private let onCommit: @Sendable ([Int64], Database) -> Void

  init(table: String, onCommit: @escaping @Sendable ([Int64], Database) -> Void) {
    self.table = table.lowercased()
    self.onCommit = onCommit
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    eventKind.tableName.lowercased() == table
  }

  func databaseDidChange(with event: DatabaseEvent) {
    let rowid = event.rowID
    changed.withLock { _ = $0.insert(rowid) }
  }

  func databaseDidCommit(_ db: Database) {
    let rowids = changed.withLock { changed -> [Int64] in
      defer { changed = [] }
      return Array(changed)
    }
    if !rowids.isEmpty { onCommit(rowids.sorted(), db) }
  }

  func databaseDidRollback(_ db: Database) {
    changed.withLock { $0 = [] }
  }
}
