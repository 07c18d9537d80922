import ArborDB
import GRDB
import GRDBSQLite

/// Another program's write into a table of paths, patched into its copy instead of
/// copying two million paths again: the rows of the pages that changed (`PageWatch`) —
/// by rowid, or by path in a table without rowids — leave their nodes, and the file's rows
/// there now come back, each with the directories it needs. A node left with neither a
/// row nor children goes, and so, in turn, may its parent.
///
/// Taking every row of a changed page out and putting it back costs a page's rows (tens),
/// where comparing them first would read them as often. A copy in which one node holds
/// several rows (two spellings of one path, `a/b` and `a/b/`) cannot say which of them a
/// page held: it is built again (`PathSideCar.mergedRowsKey`), and so is one a patch would
/// make so.
struct PathPatch {
  let hierarchy: PathHierarchy
  let copy: ParentSideCar

  /// A row would share a node with another: the copy is made again.
  struct NeedsNewCopy: Error {}

  /// What the patch did to the copy's nodes, for the counts, totals and label index.
  private struct Outcome {
    var touched = Set<DatabaseValue>()
    var gone: [Int64] = []
    /// Nodes made or given another label: their labels for the index.
    var labels: [Int64: String] = [:]
    /// The labels the index has of the nodes taken off their rows: a row put back under
    /// the label it had (a size changed) leaves the index alone.
    var indexed: [Int64: String] = [:]
  }

  /// Replaces the copy's rows of `changes` by the file's (read on `file`) and says the copy
  /// matches `stamp`; false when this copy cannot be patched (made before patches were).
  func apply(_ changes: PageWatch.Changes, file: Database, stamp: String) throws -> Bool {
    var outcome = Outcome()
    let patched = try copy.queue.write { db -> Bool in
      guard try PathSideCar.isPatchable(db) else { return false }
      let keys = try changes.keys.map { [try Self.text($0.first), try Self.text($0.last)] }
      for range in changes.rowids {
        try takeOut(db, sql: "SELECT seq, key, parent, label FROM nodes WHERE source BETWEEN ? AND ?", [range.lowerBound, range.upperBound], &outcome)
      }
      // A row's path is its node's key, or its `rawParent` when spelt otherwise (indexed
      // only when some row is: else none is, and no scan of the copy looks for one).
      let spelt = try db.indexes(on: "nodes").contains { $0.name == PathSideCar.speltIndex }
      for range in keys {
        try takeOut(db, sql: """
          SELECT seq, key, parent, label FROM nodes WHERE key BETWEEN ?1 AND ?2 AND source IS NOT NULL AND rawParent IS NULL
          \(spelt ? "UNION ALL SELECT seq, key, parent, label FROM nodes WHERE rawParent BETWEEN ?1 AND ?2" : "")
          """, StatementArguments(range), &outcome)
      }
      if !changes.rowids.isEmpty {
        guard let rowid = hierarchy.rowid else { throw NeedsNewCopy() }
        for range in changes.rowids {
          try putBack(db, file: file, condition: "\(quoteIdentifier(rowid)) BETWEEN ? AND ?", [range.lowerBound, range.upperBound], &outcome)
        }
      }
      for range in keys {
        try putBack(db, file: file, condition: "x.\(hierarchy.column) BETWEEN ? AND ?", StatementArguments(range), &outcome)
      }
      try prune(db, &outcome)
      for key in outcome.touched {
        try db.execute(sql: "UPDATE nodes SET childCount = (SELECT count(*) FROM nodes AS c WHERE c.parent = ?) WHERE key = ?",
                       arguments: [key, key])
      }
      if copy.hasTotals {
        try SubtreeTotals.refresh(changed: outcome.touched, gone: outcome.gone, sums: hierarchy.tree.sums.count, keepsNumbers: true, db)
      }
      try copy.restamp(stamp, db)
      return true
    }
    guard patched else { return false }
    copy.stamped(stamp)
    let added = outcome.labels.filter { outcome.indexed[$0.key] != $0.value }.map { (seq: $0.key, label: $0.value) }
    try hierarchy.slot.labels?.patch(removed: outcome.gone + added.map(\.seq), added: added, stamp: stamp)
    return true
  }

  /// Bytes of a path as text SQLite compares byte for byte with the copy's; a new copy
  /// for bytes that are not UTF-8, or hold a NUL (bound as text, they would not be
  /// these bytes).
  private static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !bytes.contains(0), text.utf8.elementsEqual(bytes) else { throw NeedsNewCopy() }
    return text
  }

  /// Takes the rows the statement finds (seq, key, parent, label) off their nodes: a node
  /// becomes a directory named by its level (pruned later when nothing is under it).
  private func takeOut(_ db: Database, sql: String, _ arguments: StatementArguments, _ outcome: inout Outcome) throws {
    let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
    let owns = (0..<max(hierarchy.tree.sums.count, 1)).map { "\(TreeSum.ownColumn($0)) = NULL" }.joined(separator: ", ")
    for row in rows {
      let seq: Int64 = row[0]
      let key: String = row[1]
      let label = try levelName(of: key)
      try db.execute(sql: "UPDATE nodes SET source = NULL, rawParent = NULL, \(owns), label = ? WHERE seq = ?", arguments: [label, seq])
      outcome.labels[seq] = label
      if outcome.indexed[seq] == nil { outcome.indexed[seq] = row[3] }
      outcome.touched.insert(key.databaseValue)
      let parent: DatabaseValue = row[2]
      if !parent.isNull { outcome.touched.insert(parent) }
    }
  }

  /// The last level of a node's key: a directory's label.
  private func levelName(of key: String) throws -> String {
    var levels = PathLevels()
    return try Array(key.utf8).withUnsafeBufferPointer { bytes in
      levels.read(bytes, hierarchy.splitter)
      guard levels.count > 0 else { return PathSideCar.emptyLabel }
      return try levels.withLevel(depth: levels.count - 1) { try Self.text($0) }
    }
  }

  /// Puts the file's rows the condition finds into the copy, as the copy's build does
  /// (`PathWalk`), with the directories they need.
  private func putBack(
    _ db: Database, file: Database, condition: String, _ arguments: StatementArguments, _ outcome: inout Outcome
  ) throws {
    let select = try file.makeStatement(sql: hierarchy.select + " WHERE " + condition)
    select.arguments = arguments
    let more = max(hierarchy.tree.sums.count - 1, 0)
    let owns = (0..<max(hierarchy.tree.sums.count, 1)).map(TreeSum.ownColumn)
    let directory = try db.makeStatement(sql: """
      INSERT INTO nodes (key, parent, nullOrder, orderValue, label) VALUES (?, ?, 0, 0, ?) ON CONFLICT (key) DO NOTHING
      """)
    let find = try db.makeStatement(sql: "SELECT seq, source FROM nodes WHERE key = ?")
    let own = try db.makeStatement(sql: """
      UPDATE nodes SET source = ?, rawParent = ?, label = ?, \(owns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE seq = ?
      """)
    let insert = try db.makeStatement(sql: """
      INSERT INTO nodes (key, parent, nullOrder, orderValue, label, source, rawParent, \(owns.joined(separator: ", ")))
      VALUES (?, ?, 0, 0, ?, ?, ?\(String(repeating: ", ?", count: owns.count)))
      """)
    let walk = PathWalk(select: select, db: file, splitter: hierarchy.splitter)
    _ = try walk.run(progress: { _ in true }) { node in
      let key = try node.withKey { try Self.text($0) }.databaseValue
      let parent = try node.withParent { try $0.map { try Self.text($0).databaseValue } } ?? .null
      let label = node.withLabel { String(decoding: $0, as: UTF8.self) }
      outcome.touched.insert(key)
      if !parent.isNull { outcome.touched.insert(parent) }
      guard let row = node.row else {
        try directory.execute(arguments: [key, parent, label])
        if db.changesCount > 0 { outcome.labels[db.lastInsertedRowID] = label }
        return
      }
      let source: Int64 = sqlite3_column_type(row, 0) == SQLITE_NULL ? PathSideCar.foundByPath : sqlite3_column_int64(row, 0)
      var raw = DatabaseValue.null
      if hierarchy.rowid == nil {
        // As the build has it: the path, when it is not the key's very bytes.
        if sqlite3_column_type(row, 1) == SQLITE_TEXT {
          let path = try Self.text(UnsafeBufferPointer(start: sqlite3_column_text(row, 1), count: Int(sqlite3_column_bytes(row, 1))))
          if path.databaseValue != key { raw = path.databaseValue }
        } else {
          raw = DatabaseValue(sqliteStatement: row, index: 1)
        }
        if !raw.isNull {
          // The first such path: the next patch finds its node by it.
          try PathSideCar.indexSpeltPaths(db)
        }
      }
      let values = (0...more).map { DatabaseValue(sqliteStatement: row, index: Int32(3 + $0)) }
      if let existing = try Row.fetchOne(find, arguments: [key]) {
        // Two rows of one node: which a later page holds could not be told.
        guard (existing[1] as DatabaseValue).isNull else { throw NeedsNewCopy() }
        let seq: Int64 = existing[0]
        try own.execute(arguments: StatementArguments([source.databaseValue, raw, label.databaseValue] + values + [seq.databaseValue]))
        outcome.labels[seq] = label
      } else {
        try insert.execute(arguments: StatementArguments([key, parent, label.databaseValue, source.databaseValue, raw] + values))
        outcome.labels[db.lastInsertedRowID] = label
      }
    }
  }

  /// Removes the nodes taken off their rows that hold nothing now, and the directories
  /// above them that held only them.
  private func prune(_ db: Database, _ outcome: inout Outcome) throws {
    var waiting = Array(outcome.touched)
    while let key = waiting.popLast() {
      guard let row = try Row.fetchOne(db, sql: """
        SELECT seq, parent FROM nodes AS n WHERE key = ? AND source IS NULL AND NOT EXISTS (SELECT 1 FROM nodes AS c WHERE c.parent = n.key)
        """, arguments: [key])
      else { continue }
      let seq: Int64 = row[0]
      try db.execute(sql: "DELETE FROM nodes WHERE seq = ?", arguments: [seq])
      outcome.gone.append(seq)
      outcome.labels[seq] = nil
      let parent: DatabaseValue = row[1]
      if !parent.isNull {
        outcome.touched.insert(parent)
        waiting.append(parent)
      }
    }
  }
}
