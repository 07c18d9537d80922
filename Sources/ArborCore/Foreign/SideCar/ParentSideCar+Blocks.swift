import ArborDB
import GRDB

/// The reads of a copy laid out in blocks (`PathBlocks`, a tree of paths): the same
/// answers as a copy keyed by paths gives, each node found by its levels
/// (`PathBlockReads`) and a page of children read as a range of row numbers.
extension ParentSideCar {
  func blockChildCount(of parent: DatabaseValue?, _ reads: PathBlockReads) throws -> Int {
    Int(try reads.node(of: parent)?.childCount ?? 0)
  }

  func blockChildren(
    of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder, _ reads: PathBlockReads
  ) throws -> [ChildRow] {
    guard let node = try reads.node(of: parent) else { return [] }
    let db = reads.db
    let totals = hasTotals ? "t.total, t.descendants" + MoreTotals.columns(moreSums) : "NULL, NULL"
    let rows: [Row]
    if hasTotals, let sorted = order.totalsTerms(tieBreak: "t.seq") {
      rows = try Row.fetchAll(
        db.cachedStatement(
          sql: """
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
      let join = hasTotals ? " LEFT JOIN totals AS t ON t.seq = n.seq" + MoreTotals.joins(moreSums) : ""
      rows = try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT n.level, n.label, n.childCount, \(totals) FROM nodes AS n\(join)
            WHERE n.seq BETWEEN ? AND ? ORDER BY n.seq\(backwards ? " DESC" : "")
            """), arguments: [seqs.lowerBound, seqs.upperBound - 1])
    }
    let parentKey = parent.flatMap(String.fromDatabaseValue)
    let whole: Double? =
      hasTotals
      ? try Double.fetchOne(
        db.cachedStatement(
          sql: parent == nil
            ? "SELECT total(total) FROM totals WHERE parentSeq = ?" : "SELECT total FROM totals WHERE seq = ?"),
        arguments: [node.seq]) : nil
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

  func blockParent(of key: DatabaseValue, _ reads: PathBlockReads) throws -> DatabaseValue?? {
    guard let node = try reads.node(of: key), let parent = try reads.parent(of: node.seq) else { return nil }
    return .some(try reads.key(of: parent.seq)?.databaseValue)
  }

  func blockIndex(of key: DatabaseValue, order: SiblingOrder, _ reads: PathBlockReads) throws -> Int {
    guard let node = try reads.node(of: key), let parent = try reads.parent(of: node.seq) else { return 0 }
    if hasTotals, let by = order.byTotals {
      guard
        let mine = try Row.fetchOne(
          reads.db.cachedStatement(sql: "SELECT parentSeq, \(by.column) FROM totals WHERE seq = ?"),
          arguments: [node.seq])
      else { return 0 }
      let value: DatabaseValue = mine[1]
      // Before it: the siblings further in the order's direction, and its equals listed
      // earlier (by row number, as `children` breaks ties).
      let beyond = by.descending ? ">" : "<"
      return try Int.fetchOne(
        reads.db.cachedStatement(
          sql: """
            SELECT count(*) FROM totals WHERE parentSeq = ?
            AND (\(by.column) \(beyond) ? OR (\(by.column) = ? AND seq < ?))
            """), arguments: [mine[0], value, value, node.seq]) ?? 0
    }
    let offset = Int(node.seq - parent.first)
    return order.runsBackwards ? Int(parent.childCount) - 1 - offset : offset
  }

  /// The links from each of `keys` up to its root, each once.
  func blockAncestors(of keys: [DatabaseValue], _ reads: PathBlockReads) throws -> [ForeignHierarchy.Link] {
    var links: [ForeignHierarchy.Link] = []
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
  func blockKeys(of seqs: [Int64], _ reads: PathBlockReads) throws -> [Int64: DatabaseValue] {
    var keys: [Int64: DatabaseValue] = [:]
    var known: [Int64: String] = [:]
    for seq in seqs {
      if let key = try reads.key(of: seq, known: &known) { keys[seq] = key.databaseValue }
    }
    return keys
  }
}

extension ParentSideCar {
  /// A copy laid out in blocks holds no keys: the hits' are made from their levels.
  func blockSubstringSearch(_ pattern: String, text: String?, limit: Int, access: InterruptibleAccess) throws
    -> [(key: DatabaseValue, label: String)]
  {
    let order = text == nil ? "" : " ORDER BY " + SearchRanking.order("label")
    let arguments =
      StatementArguments([pattern]) + StatementArguments(text.map(SearchRanking.arguments) ?? []) + [limit]
    let hits: [(seq: Int64, label: String)] = try queue.read { db in
      try access.run(db) { db in
        try Row.fetchAll(
          db, sql: "SELECT seq, label FROM nodes WHERE seq > 0 AND label LIKE ? ESCAPE '\\'\(order) LIMIT ?",
          arguments: arguments
        ).map { ($0[0], $0[1]) }
      }
    }
    let keys = try keys(of: hits.map(\.seq))
    return hits.compactMap { hit in keys[hit.seq].map { ($0, hit.label) } }
  }
}
