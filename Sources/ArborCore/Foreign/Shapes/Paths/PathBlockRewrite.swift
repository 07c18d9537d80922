import ArborDB
import GRDB

/// Writes a patch's plan (`PathPatchPlan`) into a copy laid out in blocks: each new
/// directory's block, then each block that gains, loses or sorts a child again — written
/// whole after the copy's last row, its old rows deleted, its parent pointed at it. The
/// rows that move keep their own blocks (a node's parent is whichever block holds it), so
/// a change costs its directory's entries, not its subtree. Their totals and labels move
/// with them.
struct PathBlockRewrite {
  let reads: PathBlockReads
  let sums: Int
  let totals: Bool

  /// The label index's changes: rows gone (or moved from), rows new (or moved to).
  struct Labels {
    var removed: [Int64] = []
    var added: [(seq: Int64, label: String)] = []
  }
  private(set) var labels = Labels()
  /// The row number the next block starts at: never one a row had before the patch, so
  /// that no row gone is mistaken for a new one.
  private var next: Int64

  private var db: Database { reads.db }
  private var owns: QueryFragment { "own\(TreeSum.moreOwnColumns(sums))" }
  /// The copy's own tables of the sums after the first.
  private var further: [QueryFragment] { (1..<max(sums, 1)).map { QueryFragment(TreeSum.totalsTable($0)) } }

  init(reads: PathBlockReads, sums: Int, totals: Bool) throws {
    self.reads = reads
    self.sums = sums
    self.totals = totals
    next = (try Int64.fetchOne(reads.db, "SELECT max(seq) FROM main.nodes") ?? 0) + 1
    try db.execute(
      """
      CREATE TEMP TABLE IF NOT EXISTS rewrite (oldSeq INTEGER, first INTEGER, childCount INTEGER NOT NULL,
        level TEXT NOT NULL, ownLabel TEXT, source INTEGER, rawParent, \(owns),
        label TEXT NOT NULL GENERATED ALWAYS AS (coalesce(ownLabel, level)) VIRTUAL);
      CREATE INDEX IF NOT EXISTS temp.rewriteOld ON rewrite (oldSeq);
      DELETE FROM temp.rewrite;
      """)
  }

  mutating func apply(_ plan: PathPatchPlan) throws {
    for seq in plan.gone { labels.removed.append(seq) }
    if totals { try dropTotals(of: plan.gone) }
    // New directories first, deepest first: each one's block, then its place in its parent's.
    var written: [String: (first: Int64?, count: Int64)] = [:]
    var madeUnder: [String?: [String]] = [:]
    for key in plan.madeOrder { madeUnder[plan.made[key]?.parent, default: []].append(key) }
    for key in plan.madeOrder.reversed() {
      let children = madeUnder[key] ?? []
      guard !children.isEmpty else {
        written[key] = (nil, 0)
        continue
      }
      written[key] = try writeBlock(old: nil, removing: [], adding: children, plan, written).place
    }
    // Each existing parent whose block changes.
    var parents = plan.resorted.union(plan.removed.keys)
    for parent in madeUnder.keys where parent.map({ plan.made[$0] == nil }) ?? true { parents.insert(parent) }
    let gone = Set(plan.gone)
    for parent in parents {
      // A directory gone goes with its block (all of its children went too).
      guard let node = try reads.node(of: parent?.databaseValue), !gone.contains(node.seq) else { continue }
      let old = node.childCount > 0 ? node.block : nil
      let adding = madeUnder[parent] ?? []
      let (place, moves) = try writeBlock(
        old: old, removing: plan.removed[parent] ?? [], adding: adding, plan, written)
      try db.cachedStatement("UPDATE nodes SET first = ?, childCount = ? WHERE seq = ?").execute(
        arguments: [place.first, place.count, node.seq])
      if totals { try moveTotals(moves) }
    }
    // Prepared once: a renamed directory's 11,000 nodes go here.
    let delete = try db.cachedStatement("DELETE FROM main.nodes WHERE seq = ?")
    for seq in plan.gone { try delete.execute(arguments: [seq]) }
    guard totals else { return }
    // The new nodes' totals, under their parents as they are now; then every changed
    // node's and its ancestors' worked out again.
    let insert = try db.cachedStatement(
      "INSERT INTO totals (seq, parentSeq, total, descendants) VALUES (?, ?, 0, 0)")
    let insertFurther = try further.map { try db.cachedStatement("INSERT INTO \($0) (seq, total) VALUES (?, 0)") }
    var starts: [Int64] = []
    // The layout is written: directories found from here on stay where they are.
    var directories: [String: PathBlockReads.Node] = [:]
    for key in plan.madeOrder {
      guard let node = try reads.node(of: key, sharing: &directories), let parent = try reads.parent(of: node.seq)
      else {
        continue
      }
      try insert.execute(arguments: [node.seq, parent.seq])
      for statement in insertFurther { try statement.execute(arguments: [node.seq]) }
    }
    for key in plan.valued.union(plan.madeOrder) {
      if let node = try reads.node(of: key, sharing: &directories) { starts.append(node.seq) }
    }
    for case let parent? in plan.removed.keys {
      if let node = try reads.node(of: parent, sharing: &directories), node.seq > 0 { starts.append(node.seq) }
    }
    try SubtreeTotals.recompute(from: starts, sums: sums, db)
  }

  /// Writes a block after the copy's last row: the rows of `old` but `removing`, and the
  /// new nodes `adding` (their own blocks written, `written`), sorted as the build sorts
  /// siblings. Returns where it is and the rows that moved (old row number, new).
  private mutating func writeBlock(
    old: Range<Int64>?, removing: Set<Int64>, adding: [String], _ plan: PathPatchPlan,
    _ written: [String: (first: Int64?, count: Int64)]
  ) throws -> (place: (first: Int64?, count: Int64), moves: [(old: Int64, new: Int64)]) {
    // Its statements prepared once: a renamed directory of 11,000 rows writes a block for
    // each of its 940 directories.
    try db.cachedStatement("DELETE FROM temp.rewrite").execute()
    if let old {
      try db.cachedStatement(
        """
        INSERT INTO temp.rewrite (oldSeq, first, childCount, level, ownLabel, source, rawParent, \(owns))
        SELECT seq, first, childCount, level, ownLabel, source, rawParent, \(owns) FROM main.nodes WHERE seq BETWEEN ? AND ?
        """
      ).execute(arguments: [old.lowerBound, old.upperBound - 1])
      let delete = try db.cachedStatement("DELETE FROM temp.rewrite WHERE oldSeq = ?")
      for seq in removing { try delete.execute(arguments: [seq]) }
    }
    let ownCount = max(sums, 1)
    // Numbered placeholders, bound per node below.
    let values = QueryFragment((5..<(7 + ownCount)).map { "?\($0)" }.joined(separator: ", "))
    let add = try db.cachedStatement(
      """
      INSERT INTO temp.rewrite (first, childCount, level, ownLabel, source, rawParent, \(owns))
      VALUES (?1, ?2, ?3, nullif(?4, ?3), \(values))
      """)
    for key in adding {
      guard let node = plan.made[key] else { continue }
      let place = written[key] ?? (nil, 0)
      let values = node.values ?? Array(repeating: .null, count: 2 + ownCount)
      try add.execute(
        arguments: StatementArguments(
          [
            place.first?.databaseValue ?? .null, place.count.databaseValue, node.level.databaseValue,
            node.label.databaseValue,
          ] + values))
    }
    let numbered: QueryFragment = "\(bind: next) - 1 + row_number() OVER (ORDER BY label COLLATE NOCASE, level)"
    let rows = try Row.fetchAll(db.cachedStatement("SELECT oldSeq, \(numbered), label FROM temp.rewrite"))
    try db.cachedStatement(
      """
      INSERT INTO main.nodes (seq, first, childCount, level, ownLabel, source, rawParent, \(owns))
      SELECT \(numbered), first, childCount, level, ownLabel, source, rawParent, \(owns) FROM temp.rewrite
      """
    ).execute()
    if let old {
      try db.cachedStatement("DELETE FROM main.nodes WHERE seq BETWEEN ? AND ?").execute(
        arguments: [old.lowerBound, old.upperBound - 1])
    }
    var moves: [(old: Int64, new: Int64)] = []
    for row in rows {
      let new: Int64 = row[1]
      if let old = row[0] as Int64? {
        moves.append((old, new))
        labels.removed.append(old)
      }
      labels.added.append((new, row[2]))
    }
    let first = next
    next += Int64(rows.count)
    return ((rows.isEmpty ? nil : first, Int64(rows.count)), moves)
  }

  private func dropTotals(of seqs: [Int64]) throws {
    let deletes = try (["totals"] + further).map { try db.cachedStatement("DELETE FROM \($0) WHERE seq = ?") }
    for seq in seqs {
      for delete in deletes { try delete.execute(arguments: [seq]) }
    }
  }

  /// The totals of rows that moved follow them, and their children's point at them.
  private func moveTotals(_ moves: [(old: Int64, new: Int64)]) throws {
    let move = try (["totals"] + further).map { try db.cachedStatement("UPDATE \($0) SET seq = ? WHERE seq = ?") }
    let adopt = try db.cachedStatement("UPDATE totals SET parentSeq = ? WHERE parentSeq = ?")
    for (old, new) in moves {
      for statement in move { try statement.execute(arguments: [new, old]) }
      try adopt.execute(arguments: [new, old])
    }
  }
}
