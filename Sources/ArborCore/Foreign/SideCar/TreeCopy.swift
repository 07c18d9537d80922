import ArborDB
import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// A copy of another program's tree — every node's key, parent key, label, order and
/// child count — in arbor's cache, with the indexes the other program's file may lack,
/// and an FTS5 index of the labels. The file itself is only read: `SELECT` once per
/// build. Browsing a million rows with no index on the parent column then costs what it
/// does in arbor's own files.
///
/// Values keep their storage class (the columns have no declared type), and each node's
/// parent is stored as the parent row's *key* (found by SQLite's own comparison in the
/// file), so lookups compare exactly what the file's rows hold. A tree of paths' copy is
/// laid out in blocks instead (`PathBlocks`): the copy reads its layout once when it
/// opens (`layout`), and every read asks it.
final class TreeCopy: SideCarDatabase, SideCar, @unchecked Sendable {
  var countsEveryWayDown: Bool { false }
  var watchesPages: Bool { pageWatch.hasBaseline }
  /// Changes when the copy is made differently, so older copies are rebuilt. (The word is
  /// the copy's old name, kept: another word would make every user's copies again.)
  static let format = "skeleton-10|"

  /// Whether the copy holds subtree totals (`SubtreeTotals`: the tree has a `--sum`).
  let hasTotals: Bool
  /// How many sums beside the first it adds up (`totals2`, `totals3`…).
  let moreSums: Int
  /// How the copy lays out its nodes, from its header.
  let layout: any CopyLayout

  /// The file's pages when the copy last matched it: the next comparison looks at the rows
  /// of the pages that changed since.
  let pageWatch: PageWatch

  init(queue: DatabaseQueue, stamp: String, pageWatch: PageWatch = PageWatch()) {
    let (hasTotals, moreSums) = MoreTotals.shape(of: queue)
    (self.hasTotals, self.moreSums) = (hasTotals, moreSums)
    layout =
      (try? queue.read { db in try CopyLayouts.read(db, hasTotals: hasTotals, moreSums: moreSums) })
      ?? KeyedCopyLayout(hasTotals: hasTotals, moreSums: moreSums)
    self.pageWatch = pageWatch
    super.init(queue: queue, stamp: stamp)
  }

  override func keys(of seqs: [Int64]) throws -> [Int64: DatabaseValue] {
    guard !seqs.isEmpty else { return [:] }
    return try queue.readKeepingStatements { db in try layout.keys(of: seqs, db) }
  }

  override func substringSearch(_ pattern: String, text: String?, limit: Int, access: InterruptibleAccess) throws -> [(
    key: DatabaseValue, label: String
  )] {
    try queue.read { db in
      try access.run(db) { db in try layout.substringSearch(pattern, text: text, limit: limit, db) }
    }
  }

  /// Records that the copy now matches `stamp`, in its file (for the next session) within
  /// the transaction `db`; `stamped` once that commits.
  func restamp(_ stamp: String, _ db: Database) throws {
    try SideCarFile.restamp(db, stamp: Self.format + stamp)
  }

  /// The side-car file for `tree` of the file at `path`, under `directory`: one for the
  /// tree whatever it adds up. A copy made with other sums does not match the stamp
  /// (`stamp` names them), so the next build replaces it: a 1.65M-path file kept a copy of
  /// 712 MB and another of 771 MB for `--sum files=1`.
  static func location(directory: String, path: String, tree: ForeignTree) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let name = StableHash.hex(absolute + "\u{0}" + tree.shapeOptions.joined(separator: "\u{0}"))
    return directory + "/" + name + ".sqlite"
  }

  /// Identifies the file's content well enough to know the copy is current: the sizes and
  /// modification times of the file and its write-ahead log, and the log's published
  /// commit. Asked twenty times a second: `stat` itself, not FileManager's attributes,
  /// which read /etc/passwd and /etc/group each time to name the owner.
  ///
  /// A program in write-ahead-log mode writes a commit's frames to the log first and
  /// publishes the commit in the `-shm` index after: between the two, the log's size and
  /// time already say "changed" while a reader still sees the file as it was. A copy
  /// compared then and stamped with them missed that commit for good (found by the
  /// foreign benchmark on a WAL file, one run in three). The index's header names what
  /// readers see, so it is part of the stamp, read before the comparison's snapshot.
  static func stamp(path: String, tree: ForeignTree) -> String {
    func describe(_ file: String) -> String {
      var status = stat()
      guard stat(file, &status) == 0 else { return "-" }
      let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
      return "\(Int64(status.st_size))@\(modified)"
    }
    let published: String
    switch LogSnapshot.look(path: path) {
    case .none: published = "-"
    case .log(let snapshot): published = snapshot.commitWords
    // Being written (it differs once written), or no index: the log's size and time alone.
    case .unknown: published = "?"
    }
    return [describe(path), describe(path + "-wal"), published, tree.options.joined(separator: " ")].joined(
      separator: "|")
  }

  /// The copy at `location` when it exists and matches `stamp`.
  static func open(location: String, stamp: String, pageWatch: PageWatch = PageWatch()) -> TreeCopy? {
    SideCarFile.open(location, stamp: format + stamp).map {
      TreeCopy(queue: $0, stamp: stamp, pageWatch: pageWatch)
    }
  }

  /// Copies the tree from `source` (the file's read connection) into a new side-car at
  /// `location`, replacing any older one only when complete. `progress` gets the share
  /// done (0...1); returning false from it abandons the build.
  static func build(
    from source: any DatabaseReader, sql: ForeignTreeSQL, location: String, stamp: String, labels: LabelFeed? = nil,
    progress: (Double) -> Bool = { _ in true }
  ) throws -> TreeCopy? {
    let sums = sql.tree.sums
    let more = TreeSum.moreOwnColumns(sums.count)
    let target = try SideCarFile.begin(
      location,
      schema: """
        PRAGMA cache_size = -32768;
        CREATE TABLE nodes (seq INTEGER PRIMARY KEY, key NOT NULL, parent, nullOrder INTEGER NOT NULL,
          orderValue, label TEXT NOT NULL, source INTEGER, rawParent, childCount INTEGER NOT NULL DEFAULT 0,
          cycleRoot INTEGER NOT NULL DEFAULT 0, own\(more), hash INTEGER);
        \(CopyDigest.schema)
        """)
    let total = try source.read { db in try Int.fetchOne(db, "SELECT count(*) FROM \(sql.table)") } ?? 0
    var copied = 0
    var abandoned = false
    let pageWatch = PageWatch()
    // One read transaction: a consistent snapshot even while another program writes.
    // Values go from the file's statement to the copy's as SQLite holds them
    // (`sqlite3_bind_value`), without conversion: a million rows in about a second.
    try source.read { db in
      // Any reader will do (a test's plain connection too); another program's file
      // connections have it already.
      RowHash.install(db)
      // The pages the copy is made from: its first comparison with the file looks only at
      // the rows of the pages that changed since.
      try pageWatch.start(file: db, sql: sql)
      let select = try db.makeStatement("SELECT \(sql.copiedColumns) FROM \(sql.table) AS x")
      try target.inTransaction { target in
        let columns = 9 + max(sums.count - 1, 0)
        // Prepared once, its `?`s bound per row by `RawCopy`.
        let insert = try target.makeStatement(
          """
          INSERT INTO nodes (key, parent, nullOrder, orderValue, label, source, rawParent, own\(more), hash) \
          VALUES (\(QueryFragment.placeholders(columns)))
          """)
        // The copy's rows are numbered 1…n in the file's order, each with its label (the
        // fifth value): the label index is fed as they go.
        let feeding = labels.map { (feed: $0, column: Int32(4)) }
        abandoned = try RawCopy.rows(
          from: select, in: db, to: insert, in: target, columns: Int32(columns), labels: feeding
        ) {
          copied += 1
          return copied % 50_000 != 0 || progress(0.8 * Double(copied) / Double(max(total, 1)))
        }
        return abandoned ? .rollback : .commit
      }
    }
    if abandoned {
      SideCarFile.abandon(location)
      return nil
    }
    try target.writeWithoutTransaction { db in
      // In a small cache (`IndexSort`); the 32 MB are for the lookups by key that follow.
      try IndexSort.run(
        """
        CREATE INDEX nodes_key ON nodes (key);
        CREATE INDEX nodes_children ON nodes (parent, cycleRoot, nullOrder, orderValue, label COLLATE NOCASE, key);
        CREATE INDEX nodes_source ON nodes (source);
        """, db)
      guard progress(0.9) else { return }
      try CopyDigest.record(db)
      try markCycles(db)
      try db.execute(
        """
        UPDATE nodes SET childCount = c.n FROM (SELECT parent, count(*) AS n FROM nodes WHERE parent IS NOT NULL GROUP BY parent) AS c
          WHERE nodes.key = c.parent;
        """)
      guard !sums.isEmpty, progress(0.95) else { return }
      try SubtreeTotals.compute(db, sums: sums, layout: KeyedCopyLayout.self)
    }
    guard progress(1) else {
      SideCarFile.abandon(location)
      return nil
    }
    try SideCarFile.finish(target, at: location, stamp: format + stamp)
    return open(location: location, stamp: stamp, pageWatch: pageWatch)
  }
}

extension TreeCopy {
  /// Nodes no root reaches sit in cycles (or under them): one node of each cycle becomes
  /// a root of the copy, its label marked, so every node can be reached and no walk loops.
  fileprivate static func markCycles(_ db: Database) throws {
    // Each row's parent row by its row number (the copy's rows are numbered 1...n), into
    // two arrays: a walk up in memory instead of a recursive query and a table of reached
    // keys (seconds for a million text keys).
    let count = try Int.fetchOne(db, "SELECT max(seq) FROM nodes") ?? 0
    guard count > 0 else { return }
    var parentOf = [Int32](repeating: 0, count: count + 1)
    let rows = try Row.fetchCursor(
      db, "SELECT n.seq, p.seq FROM nodes AS n JOIN nodes AS p ON p.key = n.parent WHERE n.parent IS NOT NULL")
    while let row = try rows.next() {
      let child: Int = row[0]
      let parent: Int = row[1]
      parentOf[child] = Int32(parent)
    }
    let unreached = Self.unreached(parentOf)
    guard !unreached.isEmpty else { return }
    var found: [Row] = []
    for chunk in unreached.boundChunks {
      found += try Row.fetchAll(
        db, "SELECT key, parent FROM nodes WHERE seq IN (\(QueryFragment.values(chunk))) ORDER BY seq")
    }
    let cycles = CycleRoots.find(found.map { (key: $0[0], parent: $0[1], isRoot: false) })
    for key in cycles.keys {
      try markCycleRoot(key, db)
    }
  }

  /// Row numbers whose walk up (`parentOf`, 0 for a root) never reaches a root.
  static func unreached(_ parentOf: [Int32]) -> [Int] {
    // 0: not yet seen, 1: on the walk now, 2: reaches a root, 3: does not.
    var state = [UInt8](repeating: 0, count: parentOf.count)
    var walk: [Int] = []
    for start in 1..<parentOf.count where state[start] == 0 {
      var current = start
      while current != 0 && state[current] == 0 {
        state[current] = 1
        walk.append(current)
        current = Int(parentOf[current])
      }
      // Ended at a root, at a known node, or back on this walk (a cycle).
      let outcome: UInt8 = current == 0 ? 2 : (state[current] == 1 ? 3 : state[current])
      for node in walk { state[node] = outcome }
      walk.removeAll(keepingCapacity: true)
    }
    return (1..<parentOf.count).filter { state[$0] == 3 }
  }
}

extension TreeCopy {
  /// Makes `key` a root of the copy standing for its cycle, remembered as such (its file
  /// row is unchanged when the copy says parent NULL; the tree marks it `RowMark.cycle`).
  static func markCycleRoot(_ key: DatabaseValue, _ db: Database) throws {
    try db.execute(
      "UPDATE nodes SET parent = NULL, cycleRoot = 1 WHERE key = \(bind: key) AND NOT cycleRoot")
  }
}
