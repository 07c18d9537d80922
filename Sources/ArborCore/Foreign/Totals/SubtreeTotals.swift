import ArborDB
import GRDB
import GRDBSQLite

/// Each node's subtree total in a side-car copy: its own value (`nodes.own`, the tree's
/// `--sum` of its row; NULL counts as nothing) and every descendant's, with the number of
/// descendants. Kept in a table of its own, by the node's row number with its parent's
/// (`parentSeq`, 0 for a root), indexed by total within a parent: a directory of 30,000
/// files is listed largest first from the index, a window at a time.
///
/// Computed bottom-up in one pass (a node's total is final once all its children's are),
/// over every node of a forest — the copy has already broken cycles into roots — so a
/// chain a million deep costs what a flat tree does: from the last node back when the
/// copy is numbered parents first, from the first on when children first, keeping only
/// the nodes under way; else in arrays of every node. Later changes of a few rows walk up from them (`refresh`).
enum SubtreeTotals {
  /// `totalsKind.stored`: whether sum `sum`'s values are already subtree totals (then a
  /// node's total is its own value where it has one, else its children's added up). The
  /// first sum's totals carry each node's parent and descendants; each further sum has a
  /// table of its totals alone (`TreeSum.totalsTable`).
  static let schema: QueryFragment = """
    CREATE TABLE totals (seq INTEGER PRIMARY KEY, parentSeq INTEGER NOT NULL, total NOT NULL, descendants INTEGER NOT NULL);
    \(kindSchema)
    """
  /// One row a sum: its index and whether its totals are the file's own (`LinkTotals` too).
  static let kindSchema: QueryFragment = "CREATE TABLE totalsKind (sum INTEGER PRIMARY KEY, stored INTEGER NOT NULL);"

  /// Computes every node's totals of each of `sums` (the copy's `own`, `own2`…) into new
  /// tables of the copy `db`. A sum's `stored` says whether its values are subtree totals
  /// already (nil: `looksStored` decides).
  static func compute(_ db: Database, sums: [TreeSum], layout: any CopyLayout.Type) throws {
    try db.execute(schema)
    let count = try Int.fetchOne(db, "SELECT max(seq) FROM nodes") ?? 0
    for (index, sum) in sums.enumerated() {
      let own = TreeSum.own(index)
      let table = TreeSum.totals(index)
      if index > 0 { try db.execute("CREATE TABLE \(table) (seq INTEGER PRIMARY KEY, total NOT NULL)") }
      let stored = try sum.stored ?? looksStored(own: own, layout: layout, db)
      try db.execute("INSERT INTO totalsKind VALUES (\(bind: index), \(bind: stored))")
      guard count > 0 else { continue }
      var added = false
      for childrenFirst in [false, true] where !added {
        added = try addInOrder(
          childrenFirst: childrenFirst, own: own, into: table, stored: stored, layout: layout, db)
        if !added { try db.execute("DELETE FROM \(table)") }
      }
      if !added { try add(count: count, own: own, into: table, stored: stored, layout: layout, db) }
    }
    // The sort on two threads, as the copy's children index (2.5 million rows: 2.4 s
    // alone), in a small cache (`IndexSort`).
    try IndexSort.run(
      """
      PRAGMA threads = 2;
      CREATE INDEX totals_children ON totals (parentSeq, total DESC, seq, descendants);
      PRAGMA threads = 0;
      """, db)
  }

  /// Whether the values look like totals the other program stored (a disk-usage tool's
  /// directory sizes): among the first 2,000 nodes with children (in key order, from the
  /// children index: no pass over the whole copy), every one that has a value holds at
  /// least its children's added up, and at least 20 of them — or all, when there are
  /// fewer, but at least 3 — hold more than nothing under them. One parent holding less
  /// than its children is an ordinary tree of own values (a ledger, an archive whose
  /// directories hold nothing).
  static func looksStored(own: QueryFragment, layout: any CopyLayout.Type, _ db: Database) throws -> Bool {
    let (children, parent) = layout.childSums(own: own)
    guard
      let row = try Row.fetchOne(
        db,
        """
        SELECT count(*), coalesce(sum(p.\(own) + 0 >= c.s), 0), coalesce(sum(c.s > 0), 0)
        FROM (\(children)) AS c JOIN nodes AS p ON \(parent)
        WHERE p.\(own) IS NOT NULL AND c.k > 0
        """)
    else { return false }
    let checked: Int = row[0]
    let holding: Int = row[1]
    let underSomething: Int = row[2]
    return checked >= 3 && holding == checked && underSomething >= min(20, checked)
  }

  /// Whether the copy's totals of sum `index` are the file's own (`looksStored` or
  /// `--totals stored`).
  static func areStored(sum index: Int = 0, _ db: Database) throws -> Bool {
    try db.tableExists("totalsKind")
      && (try Bool.fetchOne(db, "SELECT stored FROM totalsKind WHERE sum = \(bind: index)") ?? false)
  }

  /// Most copies are numbered close to depth-first, parents first (nested sets by `lft`)
  /// or children first (paths read in order: `NodeBatch`): read from the last node back,
  /// or from the first on, a node's children are all done when it is met, so only the
  /// totals of nodes whose children are under way are kept — a few dozen, where arrays of
  /// every node took 40 MB at 2.5 million nodes. False when a node comes before its
  /// children in the order read, or too many wait at once (the caller then empties
  /// `totals` and tries the other order, then adds up in arrays).
  private static func addInOrder(
    childrenFirst: Bool, own column: QueryFragment, into table: QueryFragment, stored: Bool,
    layout: any CopyLayout.Type,
    _ db: Database
  ) throws -> Bool {
    var waiting: [Int32: (total: Double, descendants: Int32, real: Bool)] = [:]
    var writer = try TotalsWriter(db, table: table)
    let complete = try eachNode(own: column, descending: !childrenFirst, layout: layout, db) { seq, parent, own, real in
      guard parent == 0 || (childrenFirst ? parent > seq : parent < seq), waiting.count < 100_000 else { return false }
      var node = waiting.removeValue(forKey: Int32(seq)) ?? (0, 0, false)
      if stored, let own {
        node.total = own
        node.real = real
      } else {
        node.total += own ?? 0
        node.real = node.real || real
      }
      try writer.add(
        seq: Int64(seq), parent: Int64(parent), total: node.total, descendants: node.descendants, real: node.real)
      if parent > 0 {
        var above = waiting[Int32(parent)] ?? (0, 0, false)
        above.total += node.total
        above.descendants += node.descendants + 1
        above.real = above.real || node.real
        waiting[Int32(parent)] = above
      }
      return true
    }
    guard complete else { return false }
    try writer.flush()
    return true
  }

  /// Adds up and writes the totals of nodes 1...`count` in arrays of one entry per node:
  /// 20 bytes a node (20 MB at a million), for a copy in any order (a parent column in
  /// the file's order); the arrays are gone before the index is sorted.
  private static func add(
    count: Int, own column: QueryFragment, into table: QueryFragment, stored: Bool, layout: any CopyLayout.Type,
    _ db: Database
  ) throws {
    var parentOf = [Int32](repeating: -1, count: count + 1)
    var total = [Double](repeating: 0, count: count + 1)
    var descendants = [Int32](repeating: 0, count: count + 1)
    // With stored totals, a node holding a value keeps it (its children are in it already).
    var keeps = [Bool](repeating: false, count: stored ? count + 1 : 0)
    var integers = true
    _ = try eachNode(own: column, descending: false, layout: layout, db) { seq, parent, own, real in
      parentOf[seq] = Int32(parent)
      total[seq] = own ?? 0
      if stored && own != nil { keeps[seq] = true }
      if real { integers = false }
      return true
    }
    // A node waits for as many children as it has; one whose children are all done
    // passes its total up, and so on while the parent has none left to wait for.
    var waiting = [Int32](repeating: 0, count: count + 1)
    for node in 1...count where parentOf[node] > 0 { waiting[Int(parentOf[node])] += 1 }
    for start in 1...count where waiting[start] == 0 && parentOf[start] >= 0 {
      var node = start
      while true {
        waiting[node] = -1
        let parent = Int(parentOf[node])
        guard parent > 0 else { break }
        if !stored || !keeps[parent] { total[parent] += total[node] }
        descendants[parent] += descendants[node] + 1
        waiting[parent] -= 1
        guard waiting[parent] == 0 else { break }
        node = parent
      }
    }
    var writer = try TotalsWriter(db, table: table)
    for seq in 1...count where parentOf[seq] >= 0 {
      try writer.add(
        seq: Int64(seq), parent: Int64(parentOf[seq]), total: total[seq], descendants: descendants[seq], real: !integers
      )
    }
    try writer.flush()
  }

  /// Steps through every node of the copy: its number, its parent's (0 for a root), its
  /// own value (nil: NULL) and whether that is a real number rather than a whole one;
  /// `body` returns false to stop. Returns whether every node was met.
  private static func eachNode(
    own: QueryFragment, descending: Bool, layout: any CopyLayout.Type, _ db: Database,
    _ body: (Int, Int, Double?, Bool) throws -> Bool
  ) throws -> Bool {
    try layout.eachNode(own: own, descending: descending, db) { seq, parent, rows in
      try body(Int(seq), Int(parent), Self.number(rows, 2), sqlite3_column_type(rows, 2) == SQLITE_FLOAT)
    }
  }

  /// A column's value as a number (nil: NULL or text).
  private static func number(_ rows: OpaquePointer, _ column: Int32) -> Double? {
    switch sqlite3_column_type(rows, column) {
    case SQLITE_INTEGER: Double(sqlite3_column_int64(rows, column))
    case SQLITE_FLOAT: sqlite3_column_double(rows, column)
    default: nil
    }
  }

  /// The nodes `starts` and all their ancestors, each once, every node after all of
  /// those below it (deepest first): hundreds of changed rows share their ancestors, and
  /// walking each to the top summed a directory of 30,000 children again for each.
  static func upward(from starts: [Int64], _ db: Database) throws -> [Int64] {
    var parentOf: [Int64: Int64] = [:]
    let parent = try db.cachedStatement("SELECT parentSeq FROM totals WHERE seq = ?")
    for start in starts {
      var node = start
      // The copy has no cycles; the bound only guards against a copy that does.
      var steps = 0
      while node != 0, parentOf[node] == nil, steps < 1_000_000 {
        let up = try Int64.fetchOne(parent, arguments: [node]) ?? 0
        parentOf[node] = up
        node = up
        steps += 1
      }
    }
    var depth: [Int64: Int] = [:]
    func depthOf(_ node: Int64) -> Int {
      var chain: [Int64] = []
      var current = node
      while current != 0, depth[current] == nil, chain.count <= parentOf.count {
        chain.append(current)
        current = parentOf[current] ?? 0
      }
      var reached = current == 0 ? 0 : depth[current] ?? 0
      for node in chain.reversed() {
        reached += 1
        depth[node] = reached
      }
      return depth[node] ?? 0
    }
    return parentOf.keys.sorted { (depthOf($0), $1) > (depthOf($1), $0) }
  }

  /// After the copy's nodes `keys` changed (added, moved, given another value) and the
  /// nodes `gone` (row numbers) left: their totals rows follow the nodes, and each total
  /// from them up to their roots is worked out again from the children's, each node once,
  /// after all the changed nodes below it (`upward`).
  ///
  /// `keepsNumbers`: a node that stayed kept its row number (a tree of paths, `PathPatch`),
  /// so its children's parent numbers stand — a directory of 30,000 files is not
  /// re-parented for a change of one of them.
  static func refresh(
    changed keys: Set<DatabaseValue>, gone: [Int64], sums: Int, keepsNumbers: Bool = false, _ db: Database
  ) throws {
    let further = (1..<max(sums, 1)).map(TreeSum.totals)
    for chunk in gone.boundChunks {
      for table in ["totals"] + further {
        try db.execute("DELETE FROM \(table) WHERE seq IN (\(QueryFragment.values(chunk)))")
      }
    }
    // Children of a node that left are roots now, as in the copy — before the changed
    // nodes take their children back: a node replaced by its own new row may get the same
    // row number again (SQLite reuses the largest after it is deleted: a row patched twice
    // running), and its children were then made roots after they were given to it.
    for chunk in gone.boundChunks {
      try db.execute("UPDATE totals SET parentSeq = 0 WHERE parentSeq IN (\(QueryFragment.values(chunk)))")
    }
    // Every node's parent number, made again for the changed ones and their children
    // (a changed node has a new row number). Statements kept prepared: a patch runs them
    // for each of hundreds of nodes.
    let find = try db.cachedStatement("SELECT seq FROM nodes WHERE key = ?")
    let reset = try db.cachedStatement(
      """
      INSERT OR REPLACE INTO totals (seq, parentSeq, total, descendants)
        SELECT n.seq, coalesce(p.seq, 0), 0, 0 FROM nodes AS n LEFT JOIN nodes AS p ON p.key = n.parent WHERE n.seq = ?
      """)
    let resetFurther = try further.map { try db.cachedStatement("INSERT OR REPLACE INTO \($0) VALUES (?, 0)") }
    let adopt = try db.cachedStatement(
      "UPDATE totals SET parentSeq = ? WHERE seq IN (SELECT seq FROM nodes WHERE parent = ?)")
    var starts: [Int64] = []
    for key in keys {
      guard let seq = try Int64.fetchOne(find, arguments: [key]) else { continue }
      try reset.execute(arguments: [seq])
      for statement in resetFurther { try statement.execute(arguments: [seq]) }
      if !keepsNumbers { try adopt.execute(arguments: [seq, key]) }
      starts.append(seq)
    }
    try recompute(from: starts, sums: sums, db)
  }

  /// Works out the totals of the nodes `starts` (row numbers) and of every node above them
  /// again from their children's (`totals.parentSeq`), each once, after all the changed
  /// nodes below it (`upward`).
  static func recompute(from starts: [Int64], sums: Int, _ db: Database) throws {
    let further = (1..<max(sums, 1)).map(TreeSum.totals)
    let stored = try (0..<max(sums, 1)).map { try areStored(sum: $0, db) }
    // A node's total and descendants from one pass over its children's index entries (a
    // directory of 30,000 files read once, not once for each).
    let first = try db.cachedStatement(
      """
      UPDATE totals SET (total, descendants) = (
        SELECT CASE WHEN ?1 AND n.own IS NOT NULL THEN n.own + 0 ELSE coalesce(n.own, 0) + coalesce(c.total, 0) END, coalesce(c.descendants, 0)
        FROM (SELECT sum(total) AS total, sum(descendants + 1) AS descendants FROM totals WHERE parentSeq = ?2) AS c
          LEFT JOIN nodes AS n ON n.seq = ?2)
      WHERE seq = ?2
      """)
    // Each further sum the same way, its children found through the first's parents.
    let more = try further.enumerated().map { offset, table in
      let own = TreeSum.own(offset + 1)
      return try db.cachedStatement(
        """
        UPDATE \(table) SET total = (
          SELECT CASE WHEN ?1 AND n.\(own) IS NOT NULL THEN n.\(own) + 0 ELSE coalesce(n.\(own), 0) + coalesce(c.total, 0) END
          FROM (SELECT sum(s.total) AS total FROM totals AS t JOIN \(table) AS s ON s.seq = t.seq WHERE t.parentSeq = ?2) AS c
            LEFT JOIN nodes AS n ON n.seq = ?2)
        WHERE seq = ?2
        """)
    }
    for node in try upward(from: starts, db) {
      try first.execute(arguments: [stored[0], node])
      for (offset, statement) in more.enumerated() { try statement.execute(arguments: [stored[offset + 1], node]) }
    }
  }
}

/// Totals on their way into a totals table, `RowsPerStatement.size` rows a statement:
/// `totals` takes all four values, a further sum's table only the node and its total.
private struct TotalsWriter {
  private let insert: RowsPerStatement
  private let full: Bool
  private var rows: [(seq: Int64, parent: Int64, total: Double, descendants: Int32, real: Bool)] = []

  init(_ db: Database, table: QueryFragment) throws {
    let full = table == "totals"
    self.full = full
    insert = try RowsPerStatement(db) { count in
      let row: QueryFragment = full ? "(?, ?, ?, ?)" : "(?, ?)"
      return "INSERT INTO \(table) VALUES \(Array(repeating: row, count: count).joined(separator: ", "))"
    }
    rows.reserveCapacity(RowsPerStatement.size)
  }

  mutating func add(seq: Int64, parent: Int64, total: Double, descendants: Int32, real: Bool) throws {
    rows.append((seq, parent, total, descendants, real))
    if rows.count == RowsPerStatement.size { try flush() }
  }

  mutating func flush() throws {
    guard !rows.isEmpty else { return }
    try insert.insert(rows.count) { handle in
      for (index, row) in rows.enumerated() {
        let first = Int32(index * (full ? 4 : 2))
        sqlite3_bind_int64(handle, first + 1, row.seq)
        if full { sqlite3_bind_int64(handle, first + 2, row.parent) }
        let place = first + (full ? 3 : 2)
        // Whole numbers stay integers (exactly, up to 2^53), so they show as such.
        if !row.real, abs(row.total) < 9e15 {
          sqlite3_bind_int64(handle, place, Int64(row.total))
        } else {
          sqlite3_bind_double(handle, place, row.total)
        }
        if full { sqlite3_bind_int64(handle, first + 4, Int64(row.descendants)) }
      }
    }
    rows.removeAll(keepingCapacity: true)
  }
}
