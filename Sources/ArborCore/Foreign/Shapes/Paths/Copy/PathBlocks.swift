import ArborDB
import GRDB
import GRDBSQLite

/// A tree of paths' copy laid out in blocks: every node's children are consecutive rows,
/// in the order the tree shows them, and a node holds where its block starts (`first`)
/// and how long it is (`childCount`) — the top's block (the roots) hangs from row 0. A
/// node's parent is the node whose block holds it, and a node holds its own level; its
/// key (the path) is made from its ancestors' levels when asked.
///
/// Why: a copy that keys its nodes by their paths holds each path again in an index of
/// keys and each parent's path in its index of children — three times the file for a
/// file of 1.65M paths (BENCHMARKS.md, "Copy size per shape"). Laid out in blocks, a
/// directory's children are a range of row numbers: no index lists them, none finds a
/// node by its path (its levels are looked up block by block, by halves where the block
/// is in label order), and the rows hold no path at all.
enum PathBlocks {
  /// With a column of own values for each of `sums` sums (`own`, `own2`…), as
  /// `PathSideCar`'s copies; `blockRule` says how the levels join into keys.
  static func schema(sums: Int) -> QueryFragment {
    """
    CREATE TABLE nodes (seq INTEGER PRIMARY KEY, first INTEGER, childCount INTEGER NOT NULL DEFAULT 0,
      level TEXT NOT NULL, ownLabel TEXT, source INTEGER, rawParent, own\(TreeSum.moreOwnColumns(sums)),
      label TEXT NOT NULL GENERATED ALWAYS AS (coalesce(ownLabel, level)) VIRTUAL);
    CREATE TABLE blockRule (separator TEXT, step INTEGER, rooted INTEGER NOT NULL DEFAULT 0);
    """
  }

  /// Records how `splitter` joins levels into keys, for the copy's readers.
  static func recordRule(_ splitter: PathSplitter, _ db: Database) throws {
    switch splitter.rule {
    case .separator(let text):
      try db.execute("INSERT INTO main.blockRule VALUES (\(bind: text), NULL, \(bind: splitter.rooted))")
    case .step(let width):
      try db.execute("INSERT INTO main.blockRule VALUES (NULL, \(bind: width), 0)")
    }
  }

  /// The layout's two small indexes: a node's parent is the node whose block holds it
  /// (the last block to start at or before it), and a node the row names otherwise than
  /// by its level is not where its level would be in its parent's block.
  static func index(_ db: Database) throws {
    try db.execute(
      """
      CREATE INDEX main.nodes_blocks ON nodes (first) WHERE first IS NOT NULL;
      CREATE INDEX main.nodes_labelled ON nodes (level) WHERE ownLabel IS NOT NULL;
      """)
  }

  /// Lays the nodes of a copy keyed by paths (`CopyKeys.joined`: `nodes` in schema
  /// `work`, its children indexed) out in blocks into `db`'s `main.nodes` (made with
  /// `schema`), each block in the copy's order of siblings (label, case aside, then
  /// level), blocks in the order of the rows they hang from. Returns false when `progress`
  /// (the share laid out) asked to stop.
  static func arrange(
    from work: String, into db: Database, sums: Int, progress: (Double) -> Bool = { _ in true }
  ) throws -> Bool {
    let source: QueryFragment = "\(quote: work).nodes"
    let owns: QueryFragment = "own\(TreeSum.moreOwnColumns(sums))"
    let ownCount = max(sums, 1)
    let total = try Int.fetchOne(db, "SELECT count(*) FROM \(source)") ?? 0
    guard total < Int(Int32.max) else { throw DatabaseError(message: "too many nodes to lay out: \(total)") }
    // The children in the copy's own order of siblings, from its index of children (the
    // other columns are constant in a tree of paths).
    let columns: QueryFragment = "seq, level, ownLabel, childCount, source, rawParent, \(owns)"
    let order: QueryFragment =
      "AND cycleRoot = 0 AND nullOrder = 0 AND orderValue = 0 ORDER BY label COLLATE NOCASE, level"
    // Prepared once, their `?`s bound per node below.
    let roots = try db.makeStatement("SELECT \(columns) FROM \(source) WHERE parent IS NULL \(order)")
    let children = try db.makeStatement("SELECT \(columns) FROM \(source) WHERE parent = ? \(order)")
    let keyOf = try db.makeStatement("SELECT key FROM \(source) WHERE seq = ?")
    let insert = try db.makeStatement(
      """
      INSERT INTO main.nodes (seq, first, childCount, level, ownLabel, source, rawParent, \(owns))
      VALUES (?, ?, ?, ?, ?, ?, ?, \(QueryFragment.placeholders(ownCount)))
      """)
    let rootCount = try Int64.fetchOne(db, "SELECT count(*) FROM \(source) WHERE parent IS NULL") ?? 0
    let firstRow: DatabaseValue = rootCount > 0 ? 1.databaseValue : .null
    try db.execute(
      "INSERT INTO main.nodes (seq, first, childCount, level) VALUES (0, \(bind: firstRow), \(bind: rootCount), '')")
    // Row n of the layout is row origin[n] of the work copy; blocks follow one another in
    // the order of the rows they hang from, so each node's block starts where the blocks
    // of the rows before it end.
    var origin = [Int32](repeating: 0, count: total + 1)
    var written: Int64 = 0
    var nextFirst: Int64 = 1 + rootCount
    let into = insert.sqliteStatement
    for up in 0...total {
      guard Int64(up) <= written else { break }
      let listing: GRDB.Statement
      if up == 0 {
        listing = roots
      } else {
        let key = try DatabaseValue.fetchOne(keyOf, arguments: [Int64(origin[up])]) ?? .null
        listing = children
        listing.setUncheckedArguments([key])
      }
      let from = listing.sqliteStatement
      defer { sqlite3_reset(from) }
      while true {
        let stepped = sqlite3_step(from)
        if stepped == SQLITE_DONE { break }
        guard stepped == SQLITE_ROW else { throw DatabaseError.stepping(stepped, on: db) }
        written += 1
        guard written <= Int64(total) else { throw DatabaseError(message: "the copy's children do not add up") }
        origin[Int(written)] = Int32(sqlite3_column_int64(from, 0))
        let count = sqlite3_column_int64(from, 3)
        sqlite3_bind_int64(into, 1, written)
        if count > 0 {
          sqlite3_bind_int64(into, 2, nextFirst)
          nextFirst += count
        } else {
          sqlite3_bind_null(into, 2)
        }
        sqlite3_bind_int64(into, 3, count)
        // Level, own label, then (past the count) source, raw parent and own values.
        for column in 0..<Int32(4 + ownCount) {
          sqlite3_bind_value(into, 4 + column, sqlite3_column_value(from, column < 2 ? column + 1 : column + 2))
        }
        let inserted = sqlite3_step(into)
        sqlite3_reset(into)
        guard inserted == SQLITE_DONE else { throw DatabaseError.stepping(inserted, on: db) }
        if written % 50_000 == 0, !progress(Double(written) / Double(max(total, 1))) { return false }
      }
    }
    guard written == Int64(total), nextFirst == written + 1 else {
      throw DatabaseError(message: "the copy's children do not add up (\(written) of \(total) laid out)")
    }
    return progress(1)
  }
}
