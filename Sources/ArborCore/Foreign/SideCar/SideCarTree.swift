import ArborDB
import GRDB

/// A foreign hierarchy that a `SideCarKeeper` can copy into arbor's cache: it says
/// whether it is large enough to need a copy, makes one, opens an earlier one, and reads
/// through the one installed in its `slot`.
protocol SideCarTree: ForeignTreeHierarchy {
  var slot: SideCarSlot { get }
  func wantsCopy(_ db: Database) throws -> Bool
  func openCopy(location: String, stamp: String) -> (any SideCar)?
  func buildCopy(from source: DatabaseQueue, location: String, stamp: String, progress: (Double) -> Bool) throws -> (any SideCar)?
}

extension ForeignHierarchy: SideCarTree {
  /// From 5,000 rows without an index on the parent column, 50,000 with one.
  func wantsCopy(_ db: Database) throws -> Bool {
    let rows = try ForeignSchema.rowCount(of: tree.table, limit: SideCarKeeper.indexedThreshold, db)
    let indexed = try ForeignSchema.hasIndex(on: tree.parent, of: tree.table, db)
    return rows >= (indexed ? SideCarKeeper.indexedThreshold : SideCarKeeper.unindexedThreshold)
  }

  func openCopy(location: String, stamp: String) -> (any SideCar)? {
    ParentSideCar.open(location: location, stamp: stamp)
  }

  func buildCopy(from source: DatabaseQueue, location: String, stamp: String, progress: (Double) -> Bool) throws -> (any SideCar)? {
    try ParentSideCar.build(from: source, sql: sql, location: location, stamp: stamp, progress: progress)
  }
}

extension LinkedHierarchy: SideCarTree {
  var linkSource: LinkSideCar.Source {
    LinkSideCar.Source(table: table, key: key, label: label, nodeRowid: nodeRowid, linkSelects: linkSelects)
  }

  /// From 5,000 nodes: link tables are seldom indexed for both directions, and finding
  /// the roots asks, for every node, whether a link names it as a child.
  func wantsCopy(_ db: Database) throws -> Bool {
    try ForeignSchema.rowCount(of: tree.table, limit: SideCarKeeper.unindexedThreshold, db) >= SideCarKeeper.unindexedThreshold
  }

  func openCopy(location: String, stamp: String) -> (any SideCar)? {
    LinkSideCar.open(location: location, stamp: stamp)
  }

  func buildCopy(from source: DatabaseQueue, location: String, stamp: String, progress: (Double) -> Bool) throws -> (any SideCar)? {
    try LinkSideCar.build(from: source, source: linkSource, location: location, stamp: stamp, progress: progress)
  }
}
