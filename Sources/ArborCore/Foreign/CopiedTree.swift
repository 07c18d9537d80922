import ArborDB
import GRDB

/// A foreign hierarchy that a `SkeletonKeeper` can copy into arbor's cache: it says
/// whether it is large enough to need a copy, makes one, opens an earlier one, and reads
/// through the one installed in its `slot`.
protocol CopiedTree: ForeignTreeHierarchy {
  var slot: SkeletonSlot { get }
  func wantsCopy(_ db: Database) throws -> Bool
  func openCopy(location: String, stamp: String) -> (any SideCarCopy)?
  func buildCopy(from source: DatabaseQueue, location: String, stamp: String, progress: (Double) -> Bool) throws -> (any SideCarCopy)?
}

extension ForeignHierarchy: CopiedTree {
  /// From 5,000 rows without an index on the parent column, 50,000 with one.
  func wantsCopy(_ db: Database) throws -> Bool {
    let rows = try ForeignSchema.rowCount(of: tree.table, limit: SkeletonKeeper.indexedThreshold, db)
    let indexed = try ForeignSchema.hasIndex(on: tree.parent, of: tree.table, db)
    return rows >= (indexed ? SkeletonKeeper.indexedThreshold : SkeletonKeeper.unindexedThreshold)
  }

  func openCopy(location: String, stamp: String) -> (any SideCarCopy)? {
    Skeleton.open(location: location, stamp: stamp)
  }

  func buildCopy(from source: DatabaseQueue, location: String, stamp: String, progress: (Double) -> Bool) throws -> (any SideCarCopy)? {
    try Skeleton.build(from: source, sql: sql, location: location, stamp: stamp, progress: progress)
  }
}

extension LinkedHierarchy: CopiedTree {
  var linkSource: LinkSkeleton.Source {
    LinkSkeleton.Source(table: table, key: key, label: label, nodeRowid: nodeRowid, linkSelects: linkSelects)
  }

  /// From 5,000 nodes: link tables are seldom indexed for both directions, and finding
  /// the roots asks, for every node, whether a link names it as a child.
  func wantsCopy(_ db: Database) throws -> Bool {
    try ForeignSchema.rowCount(of: tree.table, limit: SkeletonKeeper.unindexedThreshold, db) >= SkeletonKeeper.unindexedThreshold
  }

  func openCopy(location: String, stamp: String) -> (any SideCarCopy)? {
    LinkSkeleton.open(location: location, stamp: stamp)
  }

  func buildCopy(from source: DatabaseQueue, location: String, stamp: String, progress: (Double) -> Bool) throws -> (any SideCarCopy)? {
    try LinkSkeleton.build(from: source, source: linkSource, location: location, stamp: stamp, progress: progress)
  }
}
