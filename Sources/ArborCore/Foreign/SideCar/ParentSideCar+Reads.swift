import GRDB

/// The reads of a side-car, each bounded by what is on screen and served by its indexes,
/// their statements kept prepared (`cachedStatement`, read by `readKeepingStatements`;
/// all but the ancestors', whose number of keys varies): prepared anew at every key, their
/// parsing was a quarter of the screen thread's time opening and closing directories.
extension ParentSideCar {
  /// A cycle's stand-in comes after the true roots, as when the tree is read from the file.
  /// Turned round, the stand-ins come first: the order is read from its end. Siblings of
  /// one label are in key order, as the file is read.
  private func columns(_ order: SiblingOrder) -> [String] {
    order.isByLabel ? ["cycleRoot", "label", "key"] : ["cycleRoot", "nullOrder", "orderValue", "label", "key"]
  }

  /// `body` with the reads of a copy laid out in blocks, on `db`; nil for another copy.
  func withBlocks<R>(_ db: Database, _ body: (PathBlockReads) throws -> R) rethrows -> R? {
    guard let blocks else { return nil }
    return try body(PathBlockReads(db: db, splitter: blocks))
  }

  /// `columns` as `ORDER BY` terms (the label case-insensitively), each after `qualifier`
  /// and, in an order turned round, descending (the same index, read backwards).
  private func order(_ order: SiblingOrder, qualifier: String = "n.") -> String {
    order.sorting(columns(order).map { qualifier + $0 + ($0 == "label" ? " COLLATE NOCASE" : "") })
  }

  /// `columns` as a row value to compare with, without directions.
  private func terms(_ order: SiblingOrder) -> String {
    columns(order).map { $0 + ($0 == "label" ? " COLLATE NOCASE" : "") }.joined(separator: ", ")
  }

  /// `columns` of the node `key`'s row in the copy; nil when there is no such node.
  func node(_ key: DatabaseValue, columns: String) throws -> Row? {
    try queue.readKeepingStatements { db in
      let seq = try withBlocks(db) { try $0.node(of: key)?.seq }
      let condition = seq == nil ? "key = ?" : "seq = ?"
      guard let argument = seq.map({ $0?.databaseValue }) ?? key else { return nil }
      return try Row.fetchOne(
        db.cachedStatement(sql: "SELECT \(columns) FROM nodes WHERE \(condition)"), arguments: [argument])
    }
  }

  func childCount(of parent: DatabaseValue?) throws -> Int {
    try queue.readKeepingStatements { db in
      if let count = try withBlocks(db, { try blockChildCount(of: parent, $0) }) { return count }
      if let parent {
        return try Int.fetchOne(
          db.cachedStatement(sql: "SELECT childCount FROM nodes WHERE key = ?"), arguments: [parent]) ?? 0
      }
      return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM nodes WHERE parent IS NULL")) ?? 0
    }
  }

  func children(of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder = .tree) throws -> [ChildRow] {
    try queue.readKeepingStatements { db in
      if let rows = try withBlocks(db, { try blockChildren(of: parent, in: range, order: order, $0) }) { return rows }
      let rows: [Row]
      if hasTotals, let sorted = order.totalsTerms(tieBreak: "t.seq") {
        // By total, from the totals' index: no sort of a 30,000-child directory (by count,
        // the siblings are sorted).
        rows = try Row.fetchAll(
          db.cachedStatement(
            sql: """
              SELECT n.key, n.label, n.childCount, n.cycleRoot, t.total, t.descendants\(MoreTotals.columns(moreSums))
              FROM totals AS t JOIN nodes AS n ON n.seq = t.seq\(MoreTotals.joins(moreSums)) WHERE t.parentSeq = ?
              ORDER BY \(sorted) LIMIT ? OFFSET ?
              """), arguments: [try Self.seq(of: parent, db), range.count, range.lowerBound])
      } else {
        let condition = parent == nil ? "n.parent IS NULL" : "n.parent = ?"
        var arguments: StatementArguments = parent.map { [$0] } ?? []
        arguments += [range.count, range.lowerBound]
        let totals = hasTotals ? "t.total, t.descendants" + MoreTotals.columns(moreSums) : "NULL, NULL"
        let join = hasTotals ? " LEFT JOIN totals AS t ON t.seq = n.seq" + MoreTotals.joins(moreSums) : ""
        rows = try Row.fetchAll(
          db.cachedStatement(
            sql: """
              SELECT n.key, n.label, n.childCount, n.cycleRoot, \(totals) FROM nodes AS n\(join)
              WHERE \(condition) ORDER BY \(self.order(order)) LIMIT ? OFFSET ?
              """), arguments: arguments)
      }
      let whole = hasTotals ? try Self.total(under: parent, db) : nil
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
  }

  /// The row number of the node `key` in the totals (0: the top, above the roots).
  private static func seq(of key: DatabaseValue?, _ db: Database) throws -> Int64 {
    guard let key else { return 0 }
    return try Int64.fetchOne(db.cachedStatement(sql: "SELECT seq FROM nodes WHERE key = ?"), arguments: [key]) ?? -1
  }

  /// The total a node's children are a share of: its own subtree's, or all roots' together.
  private static func total(under parent: DatabaseValue?, _ db: Database) throws -> Double? {
    if let parent {
      return try Double.fetchOne(
        db.cachedStatement(sql: "SELECT t.total FROM nodes AS n JOIN totals AS t ON t.seq = n.seq WHERE n.key = ?"),
        arguments: [parent])
    }
    return try Double.fetchOne(db.cachedStatement(sql: "SELECT total(total) FROM totals WHERE parentSeq = 0"))
  }

  /// One node's totals of each of `sums` sums: its number of descendants, and per sum
  /// its own value, its subtree's total and whether the totals are the file's own
  /// (`SubtreeTotals.looksStored`); nil without totals.
  func totals(of key: DatabaseValue, sums: Int) throws -> NodeTotals? {
    guard hasTotals else { return nil }
    return try queue.readKeepingStatements { db in
      if let seq = try withBlocks(db, { try $0.node(of: key)?.seq }) {
        return try seq.flatMap { try NodeTotals.read(seq: $0, sums: sums, db) }
      }
      return try NodeTotals.read(key, sums: sums, db)
    }
  }

  /// The node's parent key (`.some(nil)` for a root); nil when the node is not there.
  func parent(of key: DatabaseValue) throws -> DatabaseValue?? {
    try queue.readKeepingStatements { db in
      if let parent = try withBlocks(db, { try blockParent(of: key, $0) }) { return parent }
      guard
        let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT parent FROM nodes WHERE key = ?"), arguments: [key])
      else { return nil }
      let parent: DatabaseValue = row[0]
      return .some(parent.isNull ? nil : parent)
    }
  }

  func index(of key: DatabaseValue, parent: DatabaseValue?, order: SiblingOrder = .tree) throws -> Int {
    try queue.readKeepingStatements { db in
      if let index = try withBlocks(db, { try blockIndex(of: key, order: order, $0) }) { return index }
      if hasTotals, let by = order.byTotals {
        guard
          let mine = try Row.fetchOne(
            db.cachedStatement(
              sql:
                "SELECT t.seq, t.parentSeq, t.\(by.column) FROM nodes AS n JOIN totals AS t ON t.seq = n.seq WHERE n.key = ?"
            ),
            arguments: [key])
        else { return 0 }
        let value: DatabaseValue = mine[2]
        // Before it: the siblings further in the order's direction, and its equals listed
        // earlier (by row number, as `children` breaks ties).
        let beyond = by.descending ? ">" : "<"
        return try Int.fetchOne(
          db.cachedStatement(
            sql: """
              SELECT count(*) FROM totals WHERE parentSeq = ?
              AND (\(by.column) \(beyond) ? OR (\(by.column) = ? AND seq < ?))
              """), arguments: [mine[1], value, value, mine[0]]) ?? 0
      }
      let condition = parent == nil ? "parent IS NULL" : "parent = ?"
      let arguments: StatementArguments = parent.map { [$0, key] } ?? [key]
      let terms = terms(order)
      let values = columns(order).joined(separator: ", ")
      return try Int.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT count(*) FROM nodes WHERE \(condition)
            AND (\(terms)) \(order.before) (SELECT \(values) FROM nodes WHERE key = ?)
            """), arguments: arguments) ?? 0
    }
  }

  /// Links from `key` up to its root (or round a cycle once), in no particular order.
  func ancestors(of key: DatabaseValue) throws -> [ForeignHierarchy.Link] {
    try ancestors(of: [key])
  }

  /// Links from each of `keys` up to their roots, shared links once: one query for a
  /// page of search hits.
  func ancestors(of keys: [DatabaseValue]) throws -> [ForeignHierarchy.Link] {
    guard !keys.isEmpty else { return [] }
    return try queue.readKeepingStatements { db in
      if let links = try withBlocks(db, { try blockAncestors(of: keys, $0) }) { return links }
      return try Row.fetchAll(
        db,
        sql: """
          WITH RECURSIVE up(k, p) AS (
            SELECT key, parent FROM nodes WHERE key IN (\(placeholders(keys.count)))
            UNION
            SELECT n.key, n.parent FROM nodes AS n JOIN up ON n.key = up.p
          )
          SELECT up.k, up.p, n.label FROM up JOIN nodes AS n ON n.key = up.k
          """, arguments: StatementArguments(keys)
      ).map { row in
        let parent: DatabaseValue = row[1]
        return (row[0], parent, row[2], parent.isNull)
      }
    }
  }

}
