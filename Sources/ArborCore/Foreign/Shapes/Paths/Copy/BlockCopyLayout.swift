import ArborDB
import GRDB
import GRDBSQLite

/// A copy laid out in blocks (`PathBlocks`, a tree of paths): the same answers as a copy
/// that stores its keys gives, each node found by its levels (`PathBlockReads`) and a page
/// of children read as a range of row numbers.
struct BlockCopyLayout: CopyLayout {
  /// How the copy joins levels into keys (its `blockRule`).
  let splitter: PathSplitter
  let hasTotals: Bool
  let moreSums: Int
  var levelSplitter: PathSplitter? { splitter }

  /// How the copy at `db` joins levels into keys, read from its `blockRule`; nil when it
  /// is not laid out in blocks.
  static func splitter(_ db: Database) throws -> PathSplitter? {
    // `*`: a copy made before trees were rooted has no `rooted`, and is not.
    guard try db.tableExists("blockRule"), let row = try Row.fetchOne(db, "SELECT * FROM blockRule")
    else { return nil }
    if let separator = row[0] as String? {
      return PathSplitter(.separator(separator), rooted: row.count > 2 && row[2] as Bool? == true)
    }
    return PathSplitter(.step(row[1] as Int? ?? 0))
  }

  private func reads(_ db: Database) -> PathBlockReads { PathBlockReads(db: db, splitter: splitter) }

  func node(_ key: DatabaseValue, columns: QueryFragment, _ db: Database) throws -> Row? {
    guard let seq = try reads(db).node(of: key)?.seq else { return nil }
    return try Row.fetchOne(db.cachedStatement("SELECT \(columns) FROM nodes WHERE seq = ?"), arguments: [seq])
  }

  func childCount(of parent: DatabaseValue?, _ db: Database) throws -> Int {
    Int(try reads(db).node(of: parent)?.childCount ?? 0)
  }

  func children(of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder, _ db: Database) throws
    -> [ChildRow]
  {
    let reads = reads(db)
    guard let node = try reads.node(of: parent) else { return [] }
    let totals: QueryFragment = hasTotals ? "t.total, t.descendants\(MoreTotals.columns(moreSums))" : "NULL, NULL"
    let rows: [Row]
    if hasTotals, let sorted = order.totalsTerms(tieBreak: "t.seq") {
      rows = try Row.fetchAll(
        db.cachedStatement(
          """
          SELECT n.level, n.label, n.childCount, \(totals) FROM totals AS t JOIN nodes AS n ON n.seq = t.seq\(MoreTotals.joins(moreSums))
          WHERE t.parentSeq = ? ORDER BY \(sorted) LIMIT ? OFFSET ?
          """), arguments: [node.seq, range.count, range.lowerBound])
    } else {
      // The block, or its end first: a range of row numbers.
      let block = node.block
      let low = Int64(min(range.lowerBound, block.count))
      let high = Int64(min(range.upperBound, block.count))
      guard low < high else { return [] }
      let backwards = order.runsBackwards
      let seqs =
        backwards
        ? (block.upperBound - high)..<(block.upperBound - low) : (block.lowerBound + low)..<(block.lowerBound + high)
      let join: QueryFragment = hasTotals ? " LEFT JOIN totals AS t ON t.seq = n.seq\(MoreTotals.joins(moreSums))" : ""
      rows = try Row.fetchAll(
        db.cachedStatement(
          """
          SELECT n.level, n.label, n.childCount, \(totals) FROM nodes AS n\(join)
          WHERE n.seq BETWEEN ? AND ? \
          ORDER BY n.seq\(raw: backwards ? " DESC" : "")
          """), arguments: [seqs.lowerBound, seqs.upperBound - 1])
    }
    let parentKey = parent.flatMap(String.fromDatabaseValue)
    let whole = hasTotals ? try TotalsBySeq.whole(under: node.seq, db) : nil
    return rows.map { row in
      let key = reads.key(under: parentKey, level: row[0])
      var child = ChildRow(node: .row(key.databaseValue), title: row[1], childCount: row[2])
      if let value = row[3] as Double? {
        child.total = SubtreeTotal(
          value: value, descendants: row[4], share: whole.flatMap { $0 > 0 ? value / $0 : nil })
      }
      child.moreTotals = MoreTotals.values(row, from: 5, count: moreSums)
      return child
    }
  }

  func totals(of key: DatabaseValue, sums: Int, _ db: Database) throws -> NodeTotals? {
    guard hasTotals, let seq = try reads(db).node(of: key)?.seq else { return nil }
    return try NodeTotals.read(seq: seq, sums: sums, db)
  }

  func parent(of key: DatabaseValue, _ db: Database) throws -> DatabaseValue?? {
    let reads = reads(db)
    guard let node = try reads.node(of: key), let parent = try reads.parent(of: node.seq) else { return nil }
    return .some(try reads.key(of: parent.seq)?.databaseValue)
  }

  func index(of key: DatabaseValue, parent: DatabaseValue?, order: SiblingOrder, _ db: Database) throws -> Int {
    let reads = reads(db)
    guard let node = try reads.node(of: key), let parent = try reads.parent(of: node.seq) else { return 0 }
    if hasTotals, let by = order.byTotals { return try TotalsBySeq.index(of: node.seq, by: by, db) }
    let offset = Int(node.seq - parent.first)
    return order.runsBackwards ? Int(parent.childCount) - 1 - offset : offset
  }

  /// Each key's chain made from its levels, the directories on the way found once.
  func ancestors(of keys: [DatabaseValue], _ db: Database) throws -> [TreeLink] {
    let reads = reads(db)
    var links: [TreeLink] = []
    var seen: Set<String> = []
    var known: [String: PathBlockReads.Node] = [:]
    for key in keys {
      for link in try reads.chain(to: key, known: &known) where seen.insert(link.key).inserted {
        links.append((link.key.databaseValue, link.parent?.databaseValue ?? .null, link.label, link.parent == nil))
      }
    }
    return links
  }

  /// The keys of the nodes numbered `seqs`, made from their levels.
  func keys(of seqs: [Int64], _ db: Database) throws -> [Int64: DatabaseValue] {
    let reads = reads(db)
    var keys: [Int64: DatabaseValue] = [:]
    var known: [Int64: String] = [:]
    for seq in seqs {
      if let key = try reads.key(of: seq, known: &known) { keys[seq] = key.databaseValue }
    }
    return keys
  }

  /// The copy holds no keys: the hits' are made from their levels.
  func substringSearch(_ pattern: String, text: String?, limit: Int, _ db: Database) throws -> [(
    key: DatabaseValue, label: String
  )] {
    let order: QueryFragment = text.map { " ORDER BY \(SearchRanking.order("label", text: $0))" } ?? ""
    let hits: [(seq: Int64, label: String)] = try Row.fetchAll(
      db,
      "SELECT seq, label FROM nodes WHERE seq > 0 AND label LIKE \(bind: pattern) ESCAPE '\\'\(order) LIMIT \(bind: limit)"
    ).map { ($0[0], $0[1]) }
    let keys = try keys(of: hits.map(\.seq), db)
    return hits.compactMap { hit in keys[hit.seq].map { ($0, hit.label) } }
  }

  /// Each parent's children are a range of row numbers.
  static func childSums(own: QueryFragment) -> (query: QueryFragment, join: QueryFragment) {
    (
      """
      SELECT p.seq AS parent, total(c.\(own)) AS s, count(c.\(own)) AS k FROM nodes AS p
        JOIN nodes AS c ON c.seq BETWEEN p.first AND p.first + p.childCount - 1
        WHERE p.first IS NOT NULL AND p.seq > 0 GROUP BY p.seq LIMIT 2000
      """,
      "p.seq = c.parent"
    )
  }

  /// A node's parent is the block being read (`BlockOwners`): no lookup a node.
  static func eachNode(
    own: QueryFragment, descending: Bool, _ db: Database, _ body: (Int64, Int64, OpaquePointer) throws -> Bool
  ) throws -> Bool {
    var owners = try BlockOwners(db, descending: descending)
    let read = try db.makeStatement(
      "SELECT seq, 0, \(own) FROM nodes WHERE seq > 0 ORDER BY seq\(raw: descending ? " DESC" : "")")
    let rows = read.sqliteStatement
    defer { sqlite3_reset(rows) }
    while true {
      let code = sqlite3_step(rows)
      if code == SQLITE_DONE { return true }
      guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
      let seq = sqlite3_column_int64(rows, 0)
      guard let parent = try owners.owner(of: seq) else { throw DatabaseError(message: "a node in no block") }
      guard try body(seq, parent, rows) else { return false }
    }
  }
}
