import ArborDB
import Foundation
import GRDB

/// Keeping the side-car copy current without copying the tree again: the file's rows
/// that changed are found by their rowids — told by our own commits
/// (`SideCarFollower`), or found by the rows' hashes when another program wrote
/// (`CopyDigest`) — and only their copies (and their parents' child counts, and their
/// labels in the search index) are replaced.
extension TreeCopy {
  /// Gives the nodes keyed `rows` their new labels, in the copy and its label index, and
  /// records what the copy now matches.
  func relabel(_ rows: [(key: DatabaseValue, label: String)], labels: LabelIndex?, stamp: String) throws {
    var changed: [(seq: Int64, label: String)] = []
    try queue.write { db in
      for row in rows {
        guard let seq = try Int64.fetchOne(db, "SELECT seq FROM nodes WHERE key = \(bind: row.key)") else {
          continue
        }
        try db.execute("UPDATE nodes SET label = \(bind: row.label) WHERE seq = \(bind: seq)")
        changed.append((seq, row.label))
      }
      try SideCarFile.restamp(db, stamp: Self.format + stamp)
    }
    try labels?.patch(removed: changed.map(\.seq), added: changed, stamp: stamp)
    stamped(stamp)
  }

  /// The rowids of the file's rows whose copy differs, and of copies whose row is gone,
  /// read on `file` (a connection of the file's own, in a read transaction the caller
  /// patches from too): `CopyDigest` finds them, among the rows of the pages that changed
  /// since the last comparison where `PageWatch` can tell. Nil when a new copy is the
  /// better way.
  func changedRows(in file: Database, sql: ForeignTreeSQL) throws -> [Int64]? {
    let ranges = try pageWatch.rangesToCompare(file: file, sql: sql)
    return try CopyDigest.changedRowids(file: file, sql: sql, copy: queue, within: ranges)
  }

  /// Replaces the copies of the file's rows `rowids` (read from `db`, a connection of the
  /// file, at their current state), fixes the child counts around them, and patches the
  /// label index; then both say they match `stamp`.
  func patch(rowids: [Int64], from db: Database, sql: ForeignTreeSQL, labels: LabelIndex?, stamp: String) throws {
    guard let rowid = sql.rowid else { return }
    var removedSeqs: [Int64] = []
    var added: [(seq: Int64, label: String, key: DatabaseValue)] = []
    var fresh: [Row] = []
    for chunk in rowids.boundChunks {
      fresh += try Row.fetchAll(
        db, "SELECT \(sql.copiedColumns) FROM \(sql.table) AS x WHERE \(rowid) IN (\(QueryFragment.values(chunk)))")
    }
    try queue.write { copy in
      var touched = Set<DatabaseValue>()
      var removedKeys = Set<DatabaseValue>()
      for chunk in rowids.boundChunks {
        let sources = QueryFragment.values(chunk)
        for old in try Row.fetchAll(copy, "SELECT seq, key, parent FROM nodes WHERE source IN (\(sources))") {
          removedSeqs.append(old[0])
          removedKeys.insert(old[1])
          let parent: DatabaseValue = old[2]
          if !parent.isNull { touched.insert(parent) }
        }
        try copy.execute("DELETE FROM nodes WHERE source IN (\(sources))")
      }
      var addedKeys = Set<DatabaseValue>()
      for row in fresh {
        let sums = sql.tree.sums.count
        let columns = 9 + max(sums - 1, 0)
        let values = (0..<columns).map { row[$0] as DatabaseValue }
        try copy.execute(
          """
          INSERT INTO nodes (key, parent, nullOrder, orderValue, label, source, rawParent, own\(TreeSum.moreOwnColumns(sums)), hash) \
          VALUES (\(QueryFragment.values(values)))
          """)
        let key: DatabaseValue = row[0]
        let parent: DatabaseValue = row[1]
        added.append((copy.lastInsertedRowID, row[4], key))
        addedKeys.insert(key)
        touched.insert(key)
        if !parent.isNull { touched.insert(parent) }
      }
      // A copy whose parent went (and did not come back) is a root, as the file has it.
      for key in removedKeys.subtracting(addedKeys) {
        try copy.execute("UPDATE nodes SET parent = NULL WHERE parent = \(bind: key)")
      }
      for key in touched {
        try copy.execute(
          "UPDATE nodes SET childCount = (SELECT count(*) FROM nodes AS c WHERE c.parent = \(bind: key)) WHERE key = \(bind: key)"
        )
      }
      // A changed row that no longer reaches a root closed a cycle: it stands for it.
      for key in addedKeys.prefix(10_000) where try !Self.reachesRoot(key, copy) {
        try Self.markCycleRoot(key, copy)
      }
      try CopyDigest.refresh(rowids: rowids, copy)
      if hasTotals { try SubtreeTotals.refresh(changed: touched, gone: removedSeqs, sums: sql.tree.sums.count, copy) }
      try restamp(stamp, copy)
    }
    stamped(stamp)
    try labels?.patch(removed: removedSeqs, added: added.map { ($0.seq, $0.label) }, stamp: stamp)
  }

  /// Whether the walk up from `key` ends at a root (a `UNION` walk stops at a cycle).
  static func reachesRoot(_ key: DatabaseValue, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db,
      """
      WITH RECURSIVE up(k, p) AS (
        SELECT key, parent FROM nodes WHERE key = \(bind: key)
        UNION
        SELECT n.key, n.parent FROM nodes AS n JOIN up ON n.key = up.p
      )
      SELECT EXISTS (SELECT 1 FROM up WHERE p IS NULL)
      """) ?? true
  }
}
