import ArborDB
import GRDB

extension ForeignHierarchy: SideCarTree {
  typealias Copy = TreeCopy

  /// From 5,000 rows without an index on the parent column, 50,000 with one; always
  /// when the tree adds up a sum (the totals are the copy's).
  func wantsCopy(_ db: Database) throws -> Bool {
    if tree.sum != nil { return true }
    let rows = try ForeignSchema.rowCount(of: tree.table, limit: SideCarKeeper.indexedThreshold, db)
    let indexed = try ForeignSchema.hasIndex(on: sql.parentColumn, of: tree.table, db)
    return rows >= (indexed ? SideCarKeeper.indexedThreshold : SideCarKeeper.unindexedThreshold)
  }

  func openCopy(location: String, stamp: String) -> TreeCopy? {
    TreeCopy.open(location: location, stamp: stamp)
  }

  func buildCopy(
    from source: DatabaseQueue, location: String, stamp: String, labels: LabelFeed, progress: (Double) -> Bool
  ) throws -> TreeCopy? {
    try TreeCopy.build(
      from: source, sql: sql, location: location, stamp: stamp, labels: labels, progress: progress)
  }

  /// Row by row, by rowid; a table without rowids is copied again.
  var following: CopyFollowing { sql.rowid == nil ? .rebuilds : .rows(tables: [tree.table.lowercased()]) }

  func patch(_ copy: TreeCopy, ourCommit changes: [String: [Int64]], _ db: Database, stamp: String) throws
    -> Bool
  {
    guard let nodes = changes[tree.table.lowercased()], !nodes.isEmpty else { return false }
    try copy.patch(rowids: nodes, from: db, sql: sql, labels: slot.labels, stamp: stamp)
    return true
  }

  func changedRows(of copy: TreeCopy, in file: Database) throws -> [Int64]? {
    guard sql.rowid != nil else { return nil }
    return try copy.changedRows(in: file, sql: sql)
  }

  func watchPages(of copy: TreeCopy, in file: Database, when matches: () -> Bool) throws {
    try copy.pageWatch.start(file: file, sql: sql, when: matches)
  }

  func patch(_ copy: TreeCopy, rows rowids: [Int64], from db: Database, stamp: String) throws {
    try copy.patch(rowids: rowids, from: db, sql: sql, labels: slot.labels, stamp: stamp)
  }
}
