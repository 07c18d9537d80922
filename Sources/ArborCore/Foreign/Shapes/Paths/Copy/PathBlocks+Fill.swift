import ArborDB
import GRDB

extension PathBlocks {
  /// What a fill found out about the file's rows, for patching the copy later.
  struct Filled {
    /// How many of the file's rows the walk met.
    var rows = 0
    /// How many rows without rowids spell their path otherwise than their node's key.
    var spelledOtherwise = 0
    /// Whether some node holds several of the file's rows.
    var rowsMerged = false
    /// Whether the walk met a directory again once left, and the copy keyed by paths was
    /// laid out instead.
    var arranged = false
  }

  /// Fills `target` (made with `schema`, in a transaction) with the nodes of `walk` laid
  /// out in blocks, in one pass where each directory's paths come together
  /// (`BlockBatch`); else, when `sorted` gives the rows in path order (a table keyed by
  /// rowid, its paths in another order), in one pass over those; else the copy keyed by
  /// paths is made in the connection's temporary schema and laid out from there
  /// (`arrange`). The labels fed by a pass begun again are forgotten. Nil when `progress`
  /// asked to stop.
  static func fill(
    _ target: Database, walk: PathWalk, sorted: (() throws -> PathWalk)? = nil, rowids: Bool, total: Int,
    sums: [TreeSum], labels: LabelFeed? = nil, progress: (Double) -> Bool
  ) throws -> Filled? {
    try recordRule(walk.splitter, target)
    let share: (Int) -> Bool = { progress(0.9 * Double($0) / Double(max(total, 1))) }
    var filled: Filled?
    var walks = [walk]
    var feed = labels
    while filled == nil, let next = walks.first {
      walks.removeFirst()
      do {
        guard let done = try onePass(target, walk: next, sums: sums, labels: feed, progress: share) else { return nil }
        filled = done
      } catch is BlockBatch.NotContiguous {
        feed?.forgetFed()
        feed = nil
        try target.execute("DELETE FROM main.nodes; DROP TABLE IF EXISTS temp.staging")
        if let sorted, next.select === walk.select { walks.append(try sorted()) }
        guard walks.isEmpty else { continue }
        guard var again = try throughKeyedCopy(target, walk: next, total: total, sums: sums, progress: progress) else {
          return nil
        }
        again.arranged = true
        filled = again
      }
    }
    guard let filled else { return nil }
    try index(target)
    try preparePatches(target, filled, rowids: rowids)
    if !sums.isEmpty { try SubtreeTotals.compute(target, sums: sums, layout: BlockCopyLayout.self) }
    return progress(1) ? filled : nil
  }

  /// The walk's nodes laid out in one pass (`BlockBatch`); nil when `progress` asked to stop.
  private static func onePass(
    _ target: Database, walk: PathWalk, sums: [TreeSum], labels: LabelFeed?, progress: (Int) -> Bool
  ) throws -> Filled? {
    var filled = Filled()
    var batch = try BlockBatch(target, sums: sums.count, labels: labels)
    defer { batch.discard() }
    let finished = try walk.run(progress: progress) { node in
      if node.row != nil { filled.rows += 1 }
      try batch.add(node)
    }
    guard finished else { return nil }
    try batch.closeAll()
    filled.spelledOtherwise = batch.spelledOtherwise
    filled.rowsMerged = batch.rowsMerged
    return filled
  }

  /// Indexes the copy as `PathPatch` finds a row's node — by rowid, or by path where the
  /// file spells one otherwise than its key (none usually: no index) — and records whether
  /// some node holds several rows. An in-memory copy (no `meta`) is never patched.
  private static func preparePatches(_ target: Database, _ filled: Filled, rowids: Bool) throws {
    guard try target.tableExists("meta") else { return }
    if rowids {
      try target.execute("CREATE INDEX nodes_source ON nodes (source) WHERE source IS NOT NULL")
    } else if filled.spelledOtherwise > 0 {
      try PathSideCar.indexSpeltPaths(target)
    }
    try target.execute(
      "INSERT INTO meta VALUES (\(bind: PathSideCar.mergedRowsKey), \(bind: filled.rowsMerged ? 1 : 0))")
  }

  /// The copy keyed by paths (`PathSideCar`), made in `target`'s temporary schema, laid
  /// out in blocks into `main`, and dropped.
  private static func throughKeyedCopy(
    _ target: Database, walk: PathWalk, total: Int, sums: [TreeSum], progress: (Double) -> Bool
  ) throws -> Filled? {
    let keyed = PathSideCar.schema(sums: sums.count, keys: CopyKeys(walk.splitter))
    // The copy's own schema, made a temporary table.
    try target.execute(
      QueryFragment(keyed.sql.replacingOccurrences(of: "CREATE TABLE nodes", with: "CREATE TEMP TABLE nodes")))
    defer { try? target.execute("DROP TABLE IF EXISTS temp.nodes") }
    guard
      let (rows, spelled) = try PathSideCar.fill(
        target, walk: walk, sums: sums.count, total: total, progress: { progress(0.6 * $0) })
    else { return nil }
    var filled = Filled(rows: rows, spelledOtherwise: spelled)
    filled.rowsMerged =
      try Int.fetchOne(target, "SELECT count(*) FROM temp.nodes WHERE source IS NOT NULL") != rows
    guard try arrange(from: "temp", into: target, sums: sums.count, progress: { progress(0.6 + 0.3 * $0) }) else {
      return nil
    }
    return filled
  }
}
