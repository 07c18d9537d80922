import ArborDB
import GRDB

extension LinkedHierarchy: SideCarTree {
  typealias Copy = LinkSideCar

  var linkSource: LinkSideCar.Source {
    LinkSideCar.Source(
      table: table, key: key, keyColumn: keyColumn, label: label, nodeRowid: nodeRowid, linkSelects: linkSelects,
      sums: tree.sums)
  }

  /// From 5,000 nodes: link tables are seldom indexed for both directions, and finding
  /// the roots asks, for every node, whether a link names it as a child.
  func wantsCopy(_ db: Database) throws -> Bool {
    if tree.sum != nil { return true }
    return try ForeignSchema.rowCount(of: tree.table, limit: SideCarKeeper.unindexedThreshold, db)
      >= SideCarKeeper.unindexedThreshold
  }

  func openCopy(location: String, stamp: String) -> LinkSideCar? {
    LinkSideCar.open(location: location, stamp: stamp)
  }

  func buildCopy(
    from source: DatabaseQueue, location: String, stamp: String, labels: LabelFeed, progress: (Double) -> Bool
  ) throws -> LinkSideCar? {
    try LinkSideCar.build(
      from: source, source: linkSource, location: location, stamp: stamp, labels: labels, progress: progress)
  }

  /// The link tables, as resolved.
  private var linkTables: [String] {
    guard case .links(let tables, _, _) = tree.shape else { return [] }
    return tables
  }

  /// The node table and every link table, row by row, when all of them have rowids.
  var following: CopyFollowing {
    followsRows ? .rows(tables: ([tree.table] + linkTables).map { $0.lowercased() }) : .rebuilds
  }

  func patch(_ copy: LinkSideCar, ourCommit changes: [String: [Int64]], _ db: Database, stamp: String) throws -> Bool {
    var links: [Int: [Int64]] = [:]
    for (index, table) in linkTables.enumerated() {
      if let rowids = changes[table.lowercased()] { links[index] = rowids }
    }
    try copy.patch(
      nodes: changes[tree.table.lowercased()] ?? [], links: links, from: db, source: linkSource, labels: slot.labels,
      stamp: stamp)
    return true
  }

  /// Another program's commit makes a new copy: links are not compared row by row.
  func changedRows(of copy: LinkSideCar, in file: Database) throws -> [Int64]? { nil }

  func patch(_ copy: LinkSideCar, rows rowids: [Int64], from db: Database, stamp: String) throws {}
}
