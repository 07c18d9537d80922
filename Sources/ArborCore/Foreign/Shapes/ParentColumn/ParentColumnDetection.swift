import ArborDB
import GRDB

extension TreeDetector {
  /// The trees by a parent column of one table.
  static func parentColumnCandidates(in table: String, exactCounts: Bool, _ db: Database) throws -> [TreeCandidate] {
    var found: [TreeCandidate] = []
    let columns = try ForeignSchema.columns(of: table, db)
    let key = try ForeignSchema.singleKey(of: table, columns: columns, db)
    let rowid = try ForeignSchema.rowid(of: table, columns: columns, db)
    guard let keyExpression = key.map(QueryFragment.identifier) ?? rowid.map({ QueryFragment($0) }) else { return [] }
    var parents: [(column: String, evidence: String, bonus: Double)] = []
    for row in try Row.fetchAll(
      db,
      "SELECT \"from\", \"to\" FROM pragma_foreign_key_list(\(bind: table)) WHERE \"table\" = \(bind: table) COLLATE NOCASE"
    ) {
      parents.append((row[0], "foreign key to its own table", 3))
    }
    for column in columns where column.name != key && !parents.contains(where: { $0.column == column.name }) {
      let name = normalized(column.name)
      if parentNames.contains(name) || (name.hasPrefix("parent") && name.count <= 20) {
        parents.append((column.name, "named like a parent", 1))
      }
    }
    guard !parents.isEmpty else { return [] }
    let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : countLimit, db)
    let label = try labelColumn(of: table, columns: columns, excluding: [key] + parents.map(\.column), db)
    let order = columns.first { orderNames.contains(normalized($0.name)) && !$0.mayHoldTextOnly }?.name
    for parent in parents {
      // Every parent empty: a table of roots only; counted as fitting (a name said so).
      let share = try keyShare(
        from: table, column: parent.column, into: table, key: keyExpression, skippingEmpty: true, whenNone: 0.5, db)
      // A name alone is not enough: most values must name rows of the same table.
      if parent.bonus < 3 && share < 0.5 { continue }
      // A table that cannot be read for it (a damaged page) names no roots; the tree stays.
      let roots = try? namedRoots(of: table, key: key, parent: parent.column, db)
      let tree = ForeignTree(
        table: table, id: key, label: label, order: order, shape: .parentColumn(parent: parent.column, roots: roots))
      // Rows that name their parents by rowid alone, with no key of their own, are rarely
      // a tree: a rowid changes when the table is vacuumed.
      let byRowid = key == nil && parent.bonus < 3 ? -1.0 : 0
      let reasons: [TreeCandidate.Reason] = [
        .init("parent \(parent.column) " + parent.evidence, parent.bonus),
        .init("\(Int((share * 100).rounded())) % of the parents sampled are keys", share * 2),
        try labelReason(label, in: table, db),
        .init("no key but the rowid", byRowid),
        TreeCandidate.size(rows),
      ]
      found.append(TreeCandidate(tree: tree, rows: rows, evidence: parent.evidence, reasons: reasons))
    }
    return found
  }

  /// Where the file names the roots a person means among the rows of `table` without a
  /// parent: a column of a small table (a settings row) named `root…` and for the table
  /// (GnuCash's `books.root_account_guid`, beside `root_template_guid`), each value a key
  /// of such a row — and other such rows that it leaves out. Nil when none does.
  static func namedRoots(of table: String, key: String?, parent: String, _ db: Database) throws -> [String]? {
    guard let key else { return nil }
    let stems = ForeignSchema.stems(of: table)
    let quotedTable = QueryFragment.identifier(table)
    let parentless: QueryFragment = """
      (x.\(quote: parent) IS NULL OR NOT EXISTS (SELECT 1 FROM \(quotedTable) AS y
        WHERE y.\(quote: key) = x.\(quote: parent)))
      """
    for other in try ForeignSchema.tables(db) where other.caseInsensitiveCompare(table) != .orderedSame {
      guard try ForeignSchema.rowCount(of: other, limit: 11, db) <= 10 else { continue }
      for column in try ForeignSchema.columns(of: other, db) {
        let name = normalized(column.name)
        guard name.hasPrefix("root"), stems.contains(where: { name.contains($0) }) else { continue }
        let quoted = QueryFragment.identifier(column.name)
        let named: QueryFragment = "(SELECT \(quoted) FROM \(quote: other) WHERE \(quoted) IS NOT NULL)"
        let row = try Row.fetchOne(
          db,
          """
          SELECT (SELECT count(DISTINCT \(quoted)) FROM \(quote: other) WHERE \(quoted) IS NOT NULL),
            (SELECT count(*) FROM \(quotedTable) AS x WHERE x.\(quote: key) IN \(named) AND \(parentless)),
            (SELECT count(*) FROM (SELECT 1 FROM \(quotedTable) AS x
              WHERE \(parentless) AND x.\(quote: key) NOT IN \(named) LIMIT 1))
          """)
        let values: Int = row?[0] ?? 0
        let roots: Int = row?[1] ?? 0
        let others: Int = row?[2] ?? 0
        if values > 0, roots == values, others > 0 { return [other, column.name] }
      }
    }
    return nil
  }
}
