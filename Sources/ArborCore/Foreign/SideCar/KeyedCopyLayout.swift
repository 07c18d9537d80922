import ArborDB
import GRDB
import GRDBSQLite

/// A copy whose nodes store their keys (`TreeCopy.build`, `PathSideCar.schema`): each
/// node found by its key, its children by the children index (parent, then the order's
/// columns), its way up by a recursive query.
struct KeyedCopyLayout: CopyLayout {
  /// Whether the copy holds subtree totals, and how many sums beside the first.
  let hasTotals: Bool
  let moreSums: Int
  var levelSplitter: PathSplitter? { nil }

  /// A cycle's stand-in comes after the true roots, as when the tree is read from the file.
  /// Turned round, the stand-ins come first: the order is read from its end. Siblings of
  /// one label are in key order, as the file is read.
  private func columns(_ order: SiblingOrder) -> [String] {
    order.isByLabel ? ["cycleRoot", "label", "key"] : ["cycleRoot", "nullOrder", "orderValue", "label", "key"]
  }

  /// `columns` as `ORDER BY` terms (the label case-insensitively), each after `qualifier`
  /// and, in an order turned round, descending (the same index, read backwards).
  private func order(_ order: SiblingOrder, qualifier: String = "n.") -> QueryFragment {
    // The copy's own columns.
    order.sorting(columns(order).map { QueryFragment(qualifier + $0 + ($0 == "label" ? " COLLATE NOCASE" : "")) })
  }

  /// `columns` as a row value to compare with, without directions.
  private func terms(_ order: SiblingOrder) -> QueryFragment {
    QueryFragment(columns(order).map { $0 + ($0 == "label" ? " COLLATE NOCASE" : "") }.joined(separator: ", "))
  }

  func node(_ key: DatabaseValue, columns: QueryFragment, _ db: Database) throws -> Row? {
    try Row.fetchOne(db.cachedStatement("SELECT \(columns) FROM nodes WHERE key = ?"), arguments: [key])
  }

  func childCount(of parent: DatabaseValue?, _ db: Database) throws -> Int {
    if let parent {
      return try Int.fetchOne(
        db.cachedStatement("SELECT childCount FROM nodes WHERE key = ?"), arguments: [parent])
        ?? 0
    }
    return try Int.fetchOne(db.cachedStatement("SELECT count(*) FROM nodes WHERE parent IS NULL")) ?? 0
  }

  func children(of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder, _ db: Database) throws
    -> [ChildRow]
  {
    let rows: [Row]
    let parentSeq = hasTotals ? try Self.seq(of: parent, db) : 0
    if hasTotals, let sorted = order.totalsTerms(tieBreak: "t.seq") {
      // By total, from the totals' index: no sort of a 30,000-child directory (by count,
      // the siblings are sorted).
      rows = try Row.fetchAll(
        db.cachedStatement(
          """
          SELECT n.key, n.label, n.childCount, n.cycleRoot, t.total, t.descendants\(MoreTotals.columns(moreSums))
          FROM totals AS t JOIN nodes AS n ON n.seq = t.seq\(MoreTotals.joins(moreSums)) WHERE t.parentSeq = ?
          ORDER BY \(sorted) LIMIT ? OFFSET ?
          """), arguments: [parentSeq, range.count, range.lowerBound])
    } else {
      // The text fixed and the values bound at each run: the cache serves every keystroke.
      let condition: QueryFragment = parent == nil ? "n.parent IS NULL" : "n.parent = ?"
      let totals: QueryFragment = hasTotals ? "t.total, t.descendants\(MoreTotals.columns(moreSums))" : "NULL, NULL"
      let join: QueryFragment = hasTotals ? " LEFT JOIN totals AS t ON t.seq = n.seq\(MoreTotals.joins(moreSums))" : ""
      rows = try Row.fetchAll(
        db.cachedStatement(
          """
          SELECT n.key, n.label, n.childCount, n.cycleRoot, \(totals) FROM nodes AS n\(join)
          WHERE \(condition) ORDER BY \(self.order(order)) LIMIT ? OFFSET ?
          """), arguments: StatementArguments(parent.map { [$0] } ?? []) + [range.count, range.lowerBound])
    }
    let whole = hasTotals ? try TotalsBySeq.whole(under: parentSeq, db) : nil
    return rows.map { row in
      var child = ChildRow(node: .row(row[0]), title: row[1], childCount: row[2], mark: row[3] ? .cycle : nil)
      if let value = row[4] as Double? {
        child.total = SubtreeTotal(
          value: value, descendants: row[5], share: whole.flatMap { $0 > 0 ? value / $0 : nil })
      }
      child.moreTotals = MoreTotals.values(row, from: 6, count: moreSums)
      return child
    }
  }

  /// The row number of the node `key` in the totals (0: the top, above the roots; -1: no
  /// such node).
  private static func seq(of key: DatabaseValue?, _ db: Database) throws -> Int64 {
    guard let key else { return 0 }
    return try Int64.fetchOne(db.cachedStatement("SELECT seq FROM nodes WHERE key = ?"), arguments: [key]) ?? -1
  }

  func totals(of key: DatabaseValue, sums: Int, _ db: Database) throws -> NodeTotals? {
    guard hasTotals else { return nil }
    return try NodeTotals.read(key, sums: sums, db)
  }

  func parent(of key: DatabaseValue, _ db: Database) throws -> DatabaseValue?? {
    guard
      let row = try Row.fetchOne(db.cachedStatement("SELECT parent FROM nodes WHERE key = ?"), arguments: [key])
    else { return nil }
    let parent: DatabaseValue = row[0]
    return .some(parent.isNull ? nil : parent)
  }

  func index(of key: DatabaseValue, parent: DatabaseValue?, order: SiblingOrder, _ db: Database) throws -> Int {
    if hasTotals, let by = order.byTotals { return try TotalsBySeq.index(of: try Self.seq(of: key, db), by: by, db) }
    let condition: QueryFragment = parent == nil ? "parent IS NULL" : "parent = ?"
    let terms = terms(order)
    let values = QueryFragment(columns(order).joined(separator: ", "))
    return try Int.fetchOne(
      db.cachedStatement(
        """
        SELECT count(*) FROM nodes WHERE \(condition)
        AND (\(terms)) \(raw: order.before) (SELECT \(values) FROM nodes WHERE key = ?)
        """), arguments: StatementArguments(parent.map { [$0] } ?? []) + [key]) ?? 0
  }

  /// One query for a page of search hits; not kept prepared (the number of keys varies).
  func ancestors(of keys: [DatabaseValue], _ db: Database) throws -> [TreeLink] {
    try Row.fetchAll(
      db,
      """
      WITH RECURSIVE up(k, p) AS (
        SELECT key, parent FROM nodes WHERE key IN (\(QueryFragment.values(keys)))
        UNION
        SELECT n.key, n.parent FROM nodes AS n JOIN up ON n.key = up.p
      )
      SELECT up.k, up.p, n.label FROM up JOIN nodes AS n ON n.key = up.k
      """
    ).map { row in
      let parent: DatabaseValue = row[1]
      return (row[0], parent, row[2], parent.isNull)
    }
  }

  func keys(of seqs: [Int64], _ db: Database) throws -> [Int64: DatabaseValue] {
    try SideCarDatabase.keys(of: seqs, db)
  }

  func substringSearch(_ pattern: String, text: String?, limit: Int, _ db: Database) throws -> [(
    key: DatabaseValue, label: String
  )] {
    try SideCarDatabase.substringSearch(pattern, text: text, limit: limit, db)
  }

  static func childSums(own: QueryFragment) -> (query: QueryFragment, join: QueryFragment) {
    (
      "SELECT parent, total(\(own)) AS s, count(\(own)) AS k FROM nodes WHERE parent IS NOT NULL GROUP BY parent LIMIT 2000",
      "p.key = c.parent"
    )
  }

  static func eachNode(
    own: QueryFragment, descending: Bool, _ db: Database, _ body: (Int64, Int64, OpaquePointer) throws -> Bool
  ) throws -> Bool {
    let read = try db.makeStatement(
      """
      SELECT n.seq, coalesce(p.seq, 0), n.\(own) FROM nodes AS n LEFT JOIN nodes AS p ON p.key = n.parent
      ORDER BY n.seq\(raw: descending ? " DESC" : "")
      """)
    let rows = read.sqliteStatement
    defer { sqlite3_reset(rows) }
    while true {
      let code = sqlite3_step(rows)
      if code == SQLITE_DONE { return true }
      guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
      guard try body(sqlite3_column_int64(rows, 0), sqlite3_column_int64(rows, 1), rows) else { return false }
    }
  }
}
