import ArborDB
import Foundation
import GRDB

/// Nested sets: two integer columns named like a nested set's bounds (`lft`/`rgt`,
/// `lft`/`rght`, `left`/`right`) whose sampled rows hold proper intervals, in a table
/// that names no parent (django-mptt's, which does, is read by its parent column, its
/// `lft` ordering siblings).
enum NestedSetDetection {
  static let pairs = [
    ("lft", "rgt"), ("lft", "rght"), ("left", "right"), ("lft", "rgt_"), ("nleft", "nright"), ("l", "r"),
  ]
  static let treeNames: Set<String> = ["treeid", "tree", "rootid", "root"]

  static func candidates(in table: String, columns: [ForeignColumn], exactCounts: Bool, _ db: Database) throws
    -> [TreeCandidate]
  {
    let byName = Dictionary(
      columns.map { (TreeDetector.normalized($0.name), $0.name) }, uniquingKeysWith: { first, _ in first })
    for (leftName, rightName) in pairs {
      guard let left = byName[leftName], let right = byName[rightName] else { continue }
      let (share, total) = try intervals(table, left, right, db)
      guard total >= 2, share >= 0.9 else { continue }
      let treeColumn = columns.first { treeNames.contains(TreeDetector.normalized($0.name)) }?.name
      var tree = ForeignTree.nestedSets(in: table, left: left, right: right, treeID: treeColumn)
      let key = try ForeignSchema.singleKey(of: table, columns: columns, db)
      tree.label = try TreeDetector.labelColumn(
        of: table, columns: columns, excluding: [key, left, right, treeColumn], db)
      let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : TreeDetector.countLimit, db)
      return [
        TreeCandidate(
          tree: tree, rows: rows, evidence: "nested intervals \(left)…\(right)",
          reasons: [.init("nested intervals \(left)…\(right)", 2.5), TreeCandidate.size(rows)])
      ]
    }
    return []
  }

  /// The share of sampled rows whose bounds are numbers with left < right.
  static func intervals(_ table: String, _ left: String, _ right: String, _ db: Database) throws -> (Double, Int) {
    let rows = try Row.fetchAll(
      db,
      """
      SELECT typeof(\(quote: left)) IN ('integer', 'real') AND typeof(\(quote: right)) IN ('integer', 'real')
        AND \(quote: left) < \(quote: right)
      FROM \(quote: table) LIMIT 300
      """)
    let good = rows.filter { ($0[0] as Bool?) == true }.count
    return (rows.isEmpty ? 0 : Double(good) / Double(rows.count), rows.count)
  }
}
