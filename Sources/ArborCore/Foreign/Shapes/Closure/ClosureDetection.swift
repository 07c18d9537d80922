import ArborDB
import Foundation
import GRDB

/// Closure tables: a table of (ancestor, descendant) pairs of one table's rows, every
/// pair of the transitive closure present. Recognised by the pairs themselves (a child's
/// pair with its parent's parent is there too), never offered as links of a graph: when a
/// parent column of the node table agrees with it (digiKam keeps `Tags.pid` and the
/// closure `TagsTree`), the parent column is the tree and the closure is left out; when
/// none does (closure_tree's `tag_hierarchies(ancestor_id, descendant_id, generations)`
/// beside a table without one), it is offered as a closure.
enum ClosureDetection {
  static let ancestorNames: Set<String> = [
    "ancestor", "ancestorid", "ancestorkey", "parent", "parentid", "pid", "fatherid",
  ]
  static let descendantNames: Set<String> = [
    "descendant", "descendantid", "descendantkey", "child", "childid", "id", "nodeid",
  ]
  static let depthNames: Set<String> = ["depth", "generations", "distance", "level", "length", "pathlength"]

  /// Whether `links`' (child, parent) pairs are transitively closed: of a sample of pairs
  /// whose parent has a parent of its own, nine in ten have the child's pair with it.
  static func isClosure(_ links: String, child: String, parent: String, _ db: Database) throws -> Bool {
    let table = QueryFragment.identifier(links)
    let c = QueryFragment.identifier(child)
    let p = QueryFragment.identifier(parent)
    let row = try Row.fetchOne(
      db,
      """
      SELECT count(*), sum(EXISTS (SELECT 1 FROM \(table) AS z WHERE z.\(c) = s.c AND z.\(p) = s.g))
      FROM (SELECT a.\(c) AS c, b.\(p) AS g FROM \(table) AS a JOIN \(table) AS b ON b.\(c) = a.\(p)
            WHERE a.\(c) IS NOT a.\(p) AND b.\(c) IS NOT b.\(p) AND b.\(p) IS NOT a.\(c) LIMIT 300) AS s
      """)
    let total: Int = row?[0] ?? 0
    let closed: Int = row?[1] ?? 0
    return total >= 3 && Double(closed) >= 0.9 * Double(total)
  }

  /// A parent-like column of `table` whose (key, parent) pairs are pairs of the closure.
  static func agreeingParentColumn(
    of table: String, key: String, closure links: String, child: String, parent: String, _ db: Database
  ) throws -> String? {
    for column in try ForeignSchema.columns(of: table, db)
    where TreeDetector.parentNames.contains(TreeDetector.normalized(column.name)) {
      let row = try Row.fetchOne(
        db,
        """
        SELECT count(*), sum(EXISTS (SELECT 1 FROM \(quote: links) AS z
                                     WHERE z.\(quote: child) = s.k AND z.\(quote: parent) = s.p))
        FROM (SELECT \(quote: key) AS k, \(quote: column.name) AS p FROM \(quote: table)
              WHERE p IS NOT NULL AND p <> 0 AND p <> '' AND p IS NOT k LIMIT 300) AS s
        """)
      let total: Int = row?[0] ?? 0
      let agreed: Int = row?[1] ?? 0
      if total > 0 && Double(agreed) >= 0.9 * Double(total) { return column.name }
    }
    return nil
  }

  /// Closure tables named as such (ancestor and descendant columns) of a keyed table.
  static func candidates(keyed: [(table: String, key: String)], exactCounts: Bool, _ db: Database) throws
    -> [TreeCandidate]
  {
    var found: [TreeCandidate] = []
    for links in try ForeignSchema.tables(db) {
      let columns = try ForeignSchema.columns(of: links, db)
      let named = { (names: Set<String>) in columns.first { names.contains(TreeDetector.normalized($0.name)) }?.name }
      guard let ancestor = columns.first(where: { TreeDetector.normalized($0.name).hasPrefix("ancestor") })?.name,
        let descendant = columns.first(where: { TreeDetector.normalized($0.name).hasPrefix("descendant") })?.name
      else { continue }
      for (table, key) in keyed where table != links {
        let quotedKey = QueryFragment.identifier(key)
        guard try TreeDetector.keyShare(from: links, column: ancestor, into: table, key: quotedKey, db) >= 0.5,
          try TreeDetector.keyShare(from: links, column: descendant, into: table, key: quotedKey, db) >= 0.5
        else { continue }
        var tree = ForeignTree.closure(
          of: table, in: links, ancestor: ancestor, descendant: descendant, depth: named(depthNames))
        tree.id = key
        tree.label = try TreeDetector.labelColumn(
          of: table, columns: try ForeignSchema.columns(of: table, db), excluding: [key], db)
        let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : TreeDetector.countLimit, db)
        found.append(
          TreeCandidate(
            tree: tree, rows: rows, evidence: "a closure table \(links)",
            reasons: [
              .init("a closure table \(links)", 2), .init("labels \(tree.label ?? "")", tree.label == nil ? 0 : 0.5),
            ]))
      }
    }
    return found
  }
}
