import ArborDB
import GRDB
import GRDBSQLite

/// Another program's write into a table of paths, patched into its copy instead of
/// copying two million paths again: the copy's nodes of the rows on the pages that changed
/// (`PageWatch`) — by rowid, or by path in a table without rowids — are compared with the
/// file's rows there now. A row as the copy has it costs nothing more; a row that changed
/// is written over its node, a new one gets its node and the directories it needs, and a
/// node whose row is gone becomes a directory — and goes, when nothing is under it, and so,
/// in turn, may its parent.
///
/// Only the nodes that changed are touched: a page holds tens of rows, and writing each
/// back (its counts and totals, and its directory's summed again from 30,000 children
/// each time) made a one-row change take tens of milliseconds. A copy in which one node
/// holds several rows (two spellings of one path, `a/b` and `a/b/`) cannot say which of
/// them a page held: it is built again (`PathSideCar.mergedRowsKey`), and so is one a patch
/// would make so.
struct PathPatch {
  let hierarchy: PathHierarchy
  let copy: ParentSideCar

  /// A row would share a node with another: the copy is made again.
  struct NeedsNewCopy: Error {}

  /// A node holding one of the changed pages' rows, as the copy has it.
  private struct Held {
    let seq: Int64
    let label: String
    /// What the file's row gave it: `source`, `rawParent` and the own values.
    let values: [DatabaseValue]
  }

  /// What the patch did to the copy's nodes, for the counts, totals and label index.
  private struct Outcome {
    /// The copy's nodes of the changed pages' rows, by key.
    var held: [String: Held] = [:]
    /// Keys given one of the file's rows by this patch: a second one would share it.
    var claimed = Set<String>()
    /// Nodes whose totals are worked out again (and so their ancestors').
    var valued = Set<DatabaseValue>()
    /// Nodes whose children are counted again.
    var recount = Set<DatabaseValue>()
    /// Nodes taken off their rows: they go when nothing is under them.
    var emptied: [DatabaseValue] = []
    var gone: [Int64] = []
    /// Nodes made or given another label: their labels for the index.
    var labels: [Int64: String] = [:]
  }

  /// Replaces the copy's rows of `changes` by the file's (read on `file`) and says the copy
  /// matches `stamp`; false when this copy cannot be patched (made before patches were).
  func apply(_ changes: PageWatch.Changes, file: Database, stamp: String) throws -> Bool {
    var outcome = Outcome()
    let patched = try copy.queue.write { db -> Bool in
      guard try PathSideCar.isPatchable(db) else { return false }
      let keys = try changes.keys.map { [try Self.text($0.first), try Self.text($0.last)] }
      let held = "SELECT seq, key, label, source, rawParent, \(ownColumns.joined(separator: ", ")) FROM nodes"
      for range in changes.rowids {
        try hold(db, sql: held + " WHERE source BETWEEN ? AND ?", [range.lowerBound, range.upperBound], &outcome)
      }
      // A row's path is its node's key, or its `rawParent` when spelt otherwise (indexed
      // only when some row is: else none is, and no scan of the copy looks for one).
      let spelt = try db.indexes(on: "nodes").contains { $0.name == PathSideCar.speltIndex }
      for range in keys {
        try hold(
          db,
          sql: """
            \(held) WHERE key BETWEEN ?1 AND ?2 AND source IS NOT NULL AND rawParent IS NULL
            \(spelt ? "UNION ALL \(held) WHERE rawParent BETWEEN ?1 AND ?2" : "")
            """, StatementArguments(range), &outcome)
      }
      if !changes.rowids.isEmpty {
        guard let rowid = hierarchy.rowid else { throw NeedsNewCopy() }
        for range in changes.rowids {
          try putBack(
            db, file: file, condition: "\(quoteIdentifier(rowid)) BETWEEN ? AND ?",
            [range.lowerBound, range.upperBound], &outcome)
        }
      }
      for range in keys {
        try putBack(
          db, file: file, condition: "x.\(hierarchy.column) BETWEEN ? AND ?", StatementArguments(range), &outcome)
      }
      try takeOff(db, &outcome)
      try prune(db, &outcome)
      let count = try db.cachedStatement(
        sql: "UPDATE nodes SET childCount = (SELECT count(*) FROM nodes AS c WHERE c.parent = ?1) WHERE key = ?1")
      for key in outcome.recount { try count.execute(arguments: [key]) }
      if copy.hasTotals, !outcome.valued.isEmpty || !outcome.gone.isEmpty {
        try SubtreeTotals.refresh(
          changed: outcome.valued, gone: outcome.gone, sums: hierarchy.tree.sums.count, keepsNumbers: true, db)
      }
      try copy.restamp(stamp, db)
      return true
    }
    guard patched else { return false }
    copy.stamped(stamp)
    let added = outcome.labels.map { (seq: $0.key, label: $0.value) }
    if !outcome.gone.isEmpty || !added.isEmpty {
      try hierarchy.slot.labels?.patch(removed: outcome.gone + added.map(\.seq), added: added, stamp: stamp)
    }
    return true
  }

  /// The copy's columns of own values (`own`, `own2`…).
  private var ownColumns: [String] { (0..<max(hierarchy.tree.sums.count, 1)).map(TreeSum.ownColumn) }

  /// Bytes of a path as text SQLite compares byte for byte with the copy's; a new copy
  /// for bytes that are not UTF-8, or hold a NUL (bound as text, they would not be
  /// these bytes).
  private static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !bytes.contains(0), text.utf8.elementsEqual(bytes) else { throw NeedsNewCopy() }
    return text
  }

  /// Notes the nodes the statement finds (seq, key, label, then the row's values) as they
  /// are, to be compared with the file's rows.
  private func hold(_ db: Database, sql: String, _ arguments: StatementArguments, _ outcome: inout Outcome) throws {
    for row in try Row.fetchAll(db, sql: sql, arguments: arguments) {
      let values = (3..<row.count).map { row[$0] as DatabaseValue }
      outcome.held[row[1]] = Held(seq: row[0], label: row[2], values: values)
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
  /// (`PathWalk`), with the directories they need: a row as its node has it is left alone.
  private func putBack(
    _ db: Database, file: Database, condition: String, _ arguments: StatementArguments, _ outcome: inout Outcome
  ) throws {
    let select = try file.makeStatement(sql: hierarchy.select + " WHERE " + condition)
    select.arguments = arguments
    let more = max(hierarchy.tree.sums.count - 1, 0)
    let owns = ownColumns
    // The copy makes a node's key from its parent's and its level, and keeps a label only
    // where it is not the level (`CopyKeys`).
    let directory = try db.cachedStatement(
      sql: """
        INSERT INTO nodes (parent, level, ownLabel, nullOrder, orderValue) VALUES (?, ?2, nullif(?3, ?2), 0, 0)
        ON CONFLICT (key) DO NOTHING
        """)
    let find = try db.cachedStatement(sql: "SELECT seq, source, label FROM nodes WHERE key = ?")
    let own = try db.cachedStatement(
      sql: """
        UPDATE nodes SET ownLabel = nullif(?, level), source = ?, rawParent = ?, \(owns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE seq = ?
        """)
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO nodes (parent, level, ownLabel, nullOrder, orderValue, source, rawParent, \(owns.joined(separator: ", ")))
        VALUES (?, ?2, nullif(?3, ?2), 0, 0, ?4, ?5\((0..<owns.count).map { ", ?\($0 + 6)" }.joined()))
        """)
    let walk = PathWalk(select: select, db: file, splitter: hierarchy.splitter)
    let always: (Int) -> Bool = { _ in true }
    _ = try walk.run(progress: always) { node in
      let key = try node.withKey { try Self.text($0) }
      let parent = try node.withParent { try $0.map { try Self.text($0).databaseValue } } ?? .null
      let label = node.withLabel { String(decoding: $0, as: UTF8.self) }
      let level = try node.withLevel { try Self.text($0) }
      guard let row = node.row else {
        try directory.execute(arguments: [parent, level, label])
        if db.changesCount > 0 { made(db.lastInsertedRowID, key: key, parent: parent, label: label, &outcome) }
        return
      }
      // Two rows of one node: which a later page holds could not be told.
      guard outcome.claimed.insert(key).inserted else { throw NeedsNewCopy() }
      let source: Int64 =
        sqlite3_column_type(row, 0) == SQLITE_NULL ? PathSideCar.foundByPath : sqlite3_column_int64(row, 0)
      var raw = DatabaseValue.null
      if hierarchy.rowid == nil {
        // As the build has it: the path, when it is not the key's very bytes.
        if sqlite3_column_type(row, 1) == SQLITE_TEXT {
          let path = try Self.text(
            UnsafeBufferPointer(start: sqlite3_column_text(row, 1), count: Int(sqlite3_column_bytes(row, 1))))
          if path != key { raw = path.databaseValue }
        } else {
          raw = DatabaseValue(sqliteStatement: row, index: 1)
        }
        if !raw.isNull {
          // The first such path: the next patch finds its node by it.
          try PathSideCar.indexSpeltPaths(db)
        }
      }
      let values =
        [source.databaseValue, raw] + (0...more).map { DatabaseValue(sqliteStatement: row, index: Int32(3 + $0)) }
      let seq: Int64
      let before: String
      if let held = outcome.held[key] {
        if held.label == label, held.values.map(\.storage) == values.map(\.storage) { return }
        (seq, before) = (held.seq, held.label)
      } else if let existing = try Row.fetchOne(find, arguments: [key]) {
        guard (existing[1] as DatabaseValue).isNull else { throw NeedsNewCopy() }
        (seq, before) = (existing[0], existing[2])
      } else {
        try insert.execute(arguments: StatementArguments([parent, level.databaseValue, label.databaseValue] + values))
        made(db.lastInsertedRowID, key: key, parent: parent, label: label, &outcome)
        return
      }
      try own.execute(arguments: StatementArguments([label.databaseValue] + values + [seq.databaseValue]))
      outcome.valued.insert(key.databaseValue)
      if label != before { outcome.labels[seq] = label }
    }
  }

  /// Notes a node just made: its totals, its parent's count of children, its label.
  private func made(_ seq: Int64, key: String, parent: DatabaseValue, label: String, _ outcome: inout Outcome) {
    outcome.valued.insert(key.databaseValue)
    outcome.recount.insert(key.databaseValue)
    if !parent.isNull { outcome.recount.insert(parent) }
    outcome.labels[seq] = label
  }

  /// Takes the held nodes whose rows the file no longer has there off them: each becomes
  /// a directory named by its level (pruned when nothing is under it).
  private func takeOff(_ db: Database, _ outcome: inout Outcome) throws {
    let owns = ownColumns.map { "\($0) = NULL" }.joined(separator: ", ")
    let clear = try db.cachedStatement(
      sql: "UPDATE nodes SET source = NULL, rawParent = NULL, \(owns), ownLabel = nullif(?, level) WHERE seq = ?")
    for (key, held) in outcome.held where !outcome.claimed.contains(key) {
      let label = try levelName(of: key)
      try clear.execute(arguments: [label, held.seq])
      if label != held.label { outcome.labels[held.seq] = label }
      outcome.valued.insert(key.databaseValue)
      outcome.emptied.append(key.databaseValue)
    }
  }

  /// Removes the nodes taken off their rows that hold nothing now, and the directories
  /// above them that held only them.
  private func prune(_ db: Database, _ outcome: inout Outcome) throws {
    let empty = try db.cachedStatement(
      sql: """
        SELECT seq, parent FROM nodes AS n WHERE key = ? AND source IS NULL AND NOT EXISTS (SELECT 1 FROM nodes AS c WHERE c.parent = n.key)
        """)
    let remove = try db.cachedStatement(sql: "DELETE FROM nodes WHERE seq = ?")
    var waiting = outcome.emptied
    while let key = waiting.popLast() {
      guard let row = try Row.fetchOne(empty, arguments: [key]) else { continue }
      let seq: Int64 = row[0]
      try remove.execute(arguments: [seq])
      outcome.gone.append(seq)
      outcome.labels[seq] = nil
      outcome.valued.remove(key)
      outcome.recount.remove(key)
      let parent: DatabaseValue = row[1]
      if !parent.isNull {
        outcome.valued.insert(parent)
        outcome.recount.insert(parent)
        waiting.append(parent)
      }
    }
  }
}
