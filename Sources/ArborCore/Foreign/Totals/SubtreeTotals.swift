import ArborDB
import GRDB
import GRDBSQLite

/// Each node's subtree total in a side-car copy: its own value (`nodes.own`, the tree's
/// `--sum` of its row; NULL counts as nothing) and every descendant's, with the number of
/// descendants. Kept in a table of its own, by the node's row number with its parent's
/// (`parentSeq`, 0 for a root), indexed by total within a parent: a directory of 30,000
/// files is listed largest first from the index, a window at a time.
///
/// Computed bottom-up in one pass in memory (a node's total is final once all its
/// children's are), over every node of a forest — the copy has already broken cycles
/// into roots — so a chain a million deep costs what a flat tree does. Later changes of a
/// few rows walk up from them (`refresh`).
enum SubtreeTotals {
  static let schema = """
    CREATE TABLE totals (seq INTEGER PRIMARY KEY, parentSeq INTEGER NOT NULL, total NOT NULL, descendants INTEGER NOT NULL);
    """

  /// Computes every node's total into a new `totals` table of the copy `db`.
  static func compute(_ db: Database) throws {
    try db.execute(sql: schema)
    let count = try Int.fetchOne(db, sql: "SELECT max(seq) FROM nodes") ?? 0
    guard count > 0 else { return }
    try add(count: count, db)
    // The sort on two threads, as the copy's children index (2.5 million rows: 2.4 s alone).
    try db.execute(sql: "PRAGMA threads = 2; CREATE INDEX totals_children ON totals (parentSeq, total DESC, seq); PRAGMA threads = 0;")
  }

  /// Adds up and writes the totals of nodes 1...`count`; the arrays are gone before the
  /// index is sorted.
  private static func add(count: Int, _ db: Database) throws {
    // One entry per node: 16 bytes a node (40 MB at two and a half million), 20 when the
    // copy is not numbered parents first.
    var parentOf = [Int32](repeating: -1, count: count + 1)
    var total = [Double](repeating: 0, count: count + 1)
    var descendants = [Int32](repeating: 0, count: count + 1)
    var integers = true
    // Paths and nested sets are numbered parents first: adding up from the last node to
    // the first then finishes each node before its parent, with nothing else to keep.
    var parentsFirst = true
    let read = try db.makeStatement(sql: "SELECT n.seq, coalesce(p.seq, 0), n.own FROM nodes AS n LEFT JOIN nodes AS p ON p.key = n.parent")
    let rows = read.sqliteStatement
    defer { sqlite3_reset(rows) }
    while true {
      let code = sqlite3_step(rows)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection))) }
      let seq = Int(sqlite3_column_int64(rows, 0))
      let parent = Int32(sqlite3_column_int64(rows, 1))
      parentOf[seq] = parent
      if Int(parent) >= seq { parentsFirst = false }
      switch sqlite3_column_type(rows, 2) {
      case SQLITE_INTEGER: total[seq] = Double(sqlite3_column_int64(rows, 2))
      case SQLITE_FLOAT:
        total[seq] = sqlite3_column_double(rows, 2)
        integers = false
      default: break
      }
    }
    if parentsFirst {
      for node in stride(from: count, through: 1, by: -1) where parentOf[node] > 0 {
        let parent = Int(parentOf[node])
        total[parent] += total[node]
        descendants[parent] += descendants[node] + 1
      }
    } else {
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
          total[parent] += total[node]
          descendants[parent] += descendants[node] + 1
          waiting[parent] -= 1
          guard waiting[parent] == 0 else { break }
          node = parent
        }
      }
    }
    try write(count: count, parentOf: parentOf, total: total, descendants: descendants, integers: integers, db)
  }

  /// Inserts the totals of the nodes there are (`parentOf` is -1 for a missing number), 64
  /// a statement.
  private static func write(
    count: Int, parentOf: [Int32], total: [Double], descendants: [Int32], integers: Bool, _ db: Database
  ) throws {
    let size = 64
    func statement(_ rows: Int) throws -> GRDB.Statement {
      try db.makeStatement(sql: "INSERT INTO totals VALUES " + Array(repeating: "(?, ?, ?, ?)", count: rows).joined(separator: ", "))
    }
    let full = try statement(size)
    var batch: [Int] = []
    batch.reserveCapacity(size)
    func flush() throws {
      guard !batch.isEmpty else { return }
      let prepared = batch.count == size ? full : try statement(batch.count)
      let handle = prepared.sqliteStatement
      for (index, seq) in batch.enumerated() {
        let first = Int32(index * 4)
        sqlite3_bind_int64(handle, first + 1, Int64(seq))
        sqlite3_bind_int64(handle, first + 2, Int64(parentOf[seq]))
        // Whole numbers stay integers (exactly, up to 2^53), so they show as such.
        if integers, abs(total[seq]) < 9e15 {
          sqlite3_bind_int64(handle, first + 3, Int64(total[seq]))
        } else {
          sqlite3_bind_double(handle, first + 3, total[seq])
        }
        sqlite3_bind_int64(handle, first + 4, Int64(descendants[seq]))
      }
      let code = sqlite3_step(handle)
      sqlite3_reset(handle)
      guard code == SQLITE_DONE else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection))) }
      batch.removeAll(keepingCapacity: true)
    }
    for seq in 1...count where parentOf[seq] >= 0 {
      batch.append(seq)
      if batch.count == size { try flush() }
    }
    try flush()
  }

  /// After the copy's nodes `keys` changed (added, moved, given another value) and the
  /// nodes `gone` (row numbers) left: their totals rows follow the nodes, and each total
  /// from them up to their roots is worked out again from the children's. A walk visits
  /// each ancestor after all of the changed nodes below it were, because every walk goes
  /// to the top.
  static func refresh(changed keys: Set<DatabaseValue>, gone: [Int64], _ db: Database) throws {
    for chunk in gone.boundChunks {
      try db.execute(sql: "DELETE FROM totals WHERE seq IN (\(placeholders(chunk.count)))", arguments: StatementArguments(chunk))
    }
    // Every node's parent number, made again for the changed ones and their children
    // (a changed node has a new row number).
    var starts: [Int64] = []
    for key in keys {
      guard let seq = try Int64.fetchOne(db, sql: "SELECT seq FROM nodes WHERE key = ?", arguments: [key]) else { continue }
      try db.execute(sql: """
        INSERT OR REPLACE INTO totals (seq, parentSeq, total, descendants)
          SELECT n.seq, coalesce(p.seq, 0), 0, 0 FROM nodes AS n LEFT JOIN nodes AS p ON p.key = n.parent WHERE n.seq = ?
        """, arguments: [seq])
      try db.execute(sql: "UPDATE totals SET parentSeq = ? WHERE seq IN (SELECT seq FROM nodes WHERE parent = ?)", arguments: [seq, key])
      starts.append(seq)
    }
    // Children of a node that left for good are roots now, as in the copy.
    for chunk in gone.boundChunks {
      try db.execute(sql: "UPDATE totals SET parentSeq = 0 WHERE parentSeq IN (\(placeholders(chunk.count)))", arguments: StatementArguments(chunk))
    }
    for start in starts {
      var node = start
      var steps = 0
      // The copy has no cycles; the bound only guards against a copy that does.
      while node != 0 && steps < 1_000_000 {
        try db.execute(sql: """
          UPDATE totals SET
            total = coalesce((SELECT own FROM nodes WHERE seq = ?), 0)
              + coalesce((SELECT sum(c.total) FROM totals AS c WHERE c.parentSeq = ?), 0),
            descendants = coalesce((SELECT sum(c.descendants + 1) FROM totals AS c WHERE c.parentSeq = ?), 0)
          WHERE seq = ?
          """, arguments: [node, node, node, node])
        node = try Int64.fetchOne(db, sql: "SELECT parentSeq FROM totals WHERE seq = ?", arguments: [node]) ?? 0
        steps += 1
      }
    }
  }
}
