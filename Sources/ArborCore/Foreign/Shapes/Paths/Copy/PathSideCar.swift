import ArborDB
import GRDB

/// The side-car schemas of the trees made from another shape: nested sets' and closures'
/// copies (`TreeCopy`'s own tables, so the copy is read, searched and indexed like
/// any other), and a tree of paths' copy keyed by its paths, from which its copy in
/// blocks is laid out when the walk meets a directory again (`PathBlocks`). Every path's
/// levels become nodes, directories that exist only as prefixes included. A node's key is
/// its path without leading or trailing separators; a row's own path sits on the node it names
/// (`source`: its rowid), so a path that is both a file and a directory is one node with
/// both. A table without rowids finds a node's row by its path: `source` is then
/// `foundByPath`, and `rawParent` holds the path only when the file spells it otherwise
/// than the key (`/a/b/`, `a//b`): holding every path a second time made a 2M-path copy
/// 70 MB larger.
enum PathSideCar {
  /// `source` of a node that has a row in a table without rowids.
  static let foundByPath: Int64 = 1

  /// With a column of own values for each of `sums` sums (`own`, `own2`…). Nested sets and
  /// closures store their nodes' keys (`.stored`); a tree of paths makes each node's key
  /// and label from what it stores (`CopyKeys.joined`).
  static func schema(sums: Int, keys: CopyKeys = .stored) -> QueryFragment {
    let owns: QueryFragment = "own\(TreeSum.moreOwnColumns(sums))"
    guard case .joined(let joiner) = keys else {
      return """
        CREATE TABLE nodes (seq INTEGER PRIMARY KEY, key NOT NULL UNIQUE, parent, nullOrder INTEGER NOT NULL,
          orderValue, label TEXT NOT NULL, source INTEGER, rawParent, childCount INTEGER NOT NULL DEFAULT 0,
          cycleRoot INTEGER NOT NULL DEFAULT 0, \(owns));
        """
    }
    return """
      CREATE TABLE nodes (seq INTEGER PRIMARY KEY, parent, level TEXT NOT NULL, ownLabel TEXT, nullOrder INTEGER NOT NULL,
        orderValue, source INTEGER, rawParent, childCount INTEGER NOT NULL DEFAULT 0,
        cycleRoot INTEGER NOT NULL DEFAULT 0, \(owns),
        label TEXT NOT NULL GENERATED ALWAYS AS (coalesce(ownLabel, level)) VIRTUAL,
        key NOT NULL UNIQUE GENERATED ALWAYS AS (\(CopyKeys.keyExpression(joiner))) VIRTUAL);
      """
  }

  /// The key and label of a row whose path has no level at all (NULL, empty, only
  /// separators): one top-level node holds them.
  static let emptyKey = ""
  static let emptyLabel = "(no path)"

  /// Fills `target` (set up with `schema` of `joined` keys) with the nodes of `walk`, and
  /// indexes it: the copy keyed by paths a copy laid out in blocks is made from when the
  /// walk meets a directory again (`PathBlocks`). A row's own path sits on the node it
  /// names; a directory met again, or a row naming one already made, finds its node by
  /// the key. Returns how many of the file's rows it met and how many of them spell their
  /// path otherwise than the key; nil when `progress` asked to stop.
  static func fill(
    _ target: Database, walk: PathWalk, sums: Int, total: Int, progress: (Double) -> Bool
  ) throws -> (rows: Int, spelledOtherwise: Int)? {
    var batch = try NodeBatch(target, sums: sums, joinLength: walk.splitter.joinLength)
    defer { batch.discard() }
    var rows = 0
    let share: (Int) -> Bool = { progress(Double($0) / Double(max(total, 1))) }
    let finished = try walk.run(progress: share) { node in
      if node.row != nil { rows += 1 }
      try batch.add(node)
    }
    guard finished else { return nil }
    try batch.closeAll()
    batch.endFeeding()
    try finish(target, sums: [], keys: CopyKeys(walk.splitter), counted: batch.countsAreExact)
    return (rows, batch.spelledOtherwise)
  }

  /// The key of the copy's `meta` row saying whether some node holds several of the
  /// file's rows (`PathPatch` cannot patch such a copy).
  static let mergedRowsKey = "pathsMerged"

  /// The index of the paths spelt otherwise than their nodes' keys.
  static let speltIndex = "nodes_spelt"

  /// Makes `speltIndex` unless the copy has it: at the build, or when a patch brings the
  /// first such path.
  static func indexSpeltPaths(_ copy: Database) throws {
    try copy.execute("CREATE INDEX IF NOT EXISTS \(quote: speltIndex) ON nodes (rawParent) WHERE rawParent IS NOT NULL")
  }

  /// Whether `copy` (a connection of it) can be patched row by row.
  static func isPatchable(_ copy: Database) throws -> Bool {
    guard try copy.tableExists("meta") else { return false }
    return try Int.fetchOne(copy, "SELECT value FROM meta WHERE key = \(bind: mergedRowsKey)") == 0
  }

  /// Indexes a filled copy as `TreeCopy` reads it, and counts each node's children
  /// unless they were `counted` as the copy was written (`NodeBatch`).
  /// No index on `source` here: only a tree of paths is patched by rowid, and its copy gets
  /// one (`preparePatches`). SQLite's sorter may use a second thread for the index (2.2 million nodes: 3.4
  /// s alone, 2.2 s with it), in a small cache (`IndexSort`).
  ///
  /// A copy of `joined` keys indexes the children without their keys (siblings of one
  /// label, a case apart, are few: SQLite orders those by key as it reads them): the
  /// paths there were another third of a 1.65M-path copy.
  static func finish(_ target: Database, sums: [TreeSum], keys: CopyKeys = .stored, counted: Bool = false) throws {
    let last: QueryFragment = keys == .stored ? ", key" : ""
    try IndexSort.run(
      """
      PRAGMA threads = 2;
      CREATE INDEX nodes_children ON nodes (parent, cycleRoot, nullOrder, orderValue, label COLLATE NOCASE\(last));
      PRAGMA threads = 0;
      """, target)
    if !counted {
      try target.execute(
        """
        UPDATE nodes SET childCount = c.n FROM (SELECT parent, count(*) AS n FROM nodes WHERE parent IS NOT NULL GROUP BY parent) AS c
          WHERE nodes.key = c.parent;
        """)
    }
    if !sums.isEmpty { try SubtreeTotals.compute(target, sums: sums, layout: KeyedCopyLayout.self) }
  }

  /// A copy made by `fill` (on the copy, within one transaction) in memory; `layout`: its
  /// schema when not `schema(sums:)`'s (a tree of paths: `PathBlocks.schema`).
  static func inMemory(sums: Int, layout: QueryFragment? = nil, _ fill: (Database) throws -> Void) throws -> TreeCopy {
    let target = try DatabaseQueue()
    // Its temporary tables (a large directory's children put aside to be sorted) in memory
    // too: a copy made in memory because no disk could hold one must not need a disk.
    try target.writeWithoutTransaction { copy in
      try copy.execute("PRAGMA temp_store = MEMORY")
      try copy.execute(layout ?? schema(sums: sums))
    }
    try target.inTransaction { copy in
      try fill(copy)
      return .commit
    }
    return TreeCopy(queue: target, stamp: "")
  }

  /// A copy made by `fill` (the copy, the file's connection; false: abandoned) at
  /// `location` in arbor's cache, stamped with what it copies.
  static func inFile(
    location: String, stamp: String, sums: Int, layout: QueryFragment? = nil, from source: DatabaseQueue,
    pageWatch: PageWatch = PageWatch(), _ fill: (Database, Database) throws -> Bool
  ) throws -> TreeCopy? {
    // A 3 MB page cache while building: 32 MB made the process peak at 100 MB, and 4 MB
    // at 52 once the label index was made beside the copy (now 49), for the same build
    // time (`arbor-bench paths`).
    let target = try SideCarFile.begin(
      location, schema: "PRAGMA cache_size = -3072;\n\(layout ?? schema(sums: sums))")
    var finished = false
    try source.read { db in
      try target.inTransaction { copy in
        finished = try fill(copy, db)
        return finished ? .commit : .rollback
      }
    }
    guard finished else {
      SideCarFile.abandon(location)
      return nil
    }
    try SideCarFile.finish(target, at: location, stamp: TreeCopy.format + stamp)
    return TreeCopy.open(location: location, stamp: stamp, pageWatch: pageWatch)
  }
}
