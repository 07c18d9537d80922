import ArborDB
import GRDB

/// The copy's reads: each answered by its layout (`CopyLayout`), on the copy's reading
/// connection with statements kept prepared (`readKeepingStatements`): prepared anew at
/// every key, their parsing was a quarter of the screen thread's time opening and closing
/// directories.
extension TreeCopy {
  /// `columns` of the node `key`'s row in the copy; nil when there is no such node.
  func node(_ key: DatabaseValue, columns: QueryFragment) throws -> Row? {
    try queue.readKeepingStatements { db in try layout.node(key, columns: columns, db) }
  }

  func childCount(of parent: DatabaseValue?) throws -> Int {
    try queue.readKeepingStatements { db in try layout.childCount(of: parent, db) }
  }

  func children(of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder = .tree) throws -> [ChildRow] {
    try queue.readKeepingStatements { db in try layout.children(of: parent, in: range, order: order, db) }
  }

  /// One node's totals of each of `sums` sums: its number of descendants, and per sum
  /// its own value, its subtree's total and whether the totals are the file's own
  /// (`SubtreeTotals.looksStored`); nil without totals.
  func totals(of key: DatabaseValue, sums: Int) throws -> NodeTotals? {
    try queue.readKeepingStatements { db in try layout.totals(of: key, sums: sums, db) }
  }

  /// The node's parent key (`.some(nil)` for a root); nil when the node is not there.
  func parent(of key: DatabaseValue) throws -> DatabaseValue?? {
    try queue.readKeepingStatements { db in try layout.parent(of: key, db) }
  }

  func index(of key: DatabaseValue, parent: DatabaseValue?, order: SiblingOrder = .tree) throws -> Int {
    try queue.readKeepingStatements { db in try layout.index(of: key, parent: parent, order: order, db) }
  }

  /// Links from `key` up to its root (or round a cycle once), in no particular order.
  func ancestors(of key: DatabaseValue) throws -> [TreeLink] {
    try ancestors(of: [key])
  }

  /// Links from each of `keys` up to their roots, shared links once: one query for a
  /// page of search hits.
  func ancestors(of keys: [DatabaseValue]) throws -> [TreeLink] {
    guard !keys.isEmpty else { return [] }
    return try queue.readKeepingStatements { db in try layout.ancestors(of: keys, db) }
  }
}
