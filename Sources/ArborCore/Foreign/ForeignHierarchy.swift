import ArborDB
import Foundation
import GRDB

/// A tree kept in another program's table, as a `Hierarchy`: rows linked by a parent
/// column, read with the file's own values (keys compared as SQLite stores them, never
/// assumed to be integers). Read-only: nothing here writes.
public struct ForeignHierarchy: Hierarchy {
  public let tree: ForeignTree
  let sql: ForeignTreeSQL
  let columns: [ForeignColumn]
  let references: [ForeignReference]

  /// Checks `tree` against the file's schema (table and columns exist, the label
  /// expression compiles) and resolves what was left to detection.
  public init(tree: ForeignTree, _ db: Database) throws {
    let shape = try ForeignTreeShape(tree, db)
    self.tree = shape.tree
    sql = shape.sql
    columns = shape.columns
    references = shape.references
  }

  private func parentValue(_ node: NodeID?) -> DatabaseValue?? {
    switch node {
    case nil: return .some(nil)
    case .row(let value)?: return .some(value)
    case .category?, .item?: return nil
    }
  }

  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    guard let parent = parentValue(node) else { return .none }
    let count: Int
    if let parent {
      count = try db.recordedRows(sql: sql.count(root: false), arguments: [parent]).first?[0] ?? 0
    } else {
      count = try db.recordedRows(sql: sql.count(root: true)).first?[0] ?? 0
    }
    return ChildCounts([count])
  }

  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws -> [ChildRow] {
    guard let value = parentValue(parent), !range.isEmpty else { return [] }
    var arguments: StatementArguments = value.map { [$0] } ?? []
    arguments += [range.count, range.lowerBound]
    return try db.recordedRows(sql: sql.children(root: value == nil), arguments: arguments).map { row in
      ChildRow(node: .row(row[0]), title: row[1] ?? "", childCount: row[2])
    }
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    guard case .row(let key) = node, let row = try db.recordedRows(sql: sql.node, arguments: [key]).first else { return nil }
    let isRoot: Bool = row[3]
    let parent: DatabaseValue = row[1]
    return NodePlace(parent: isRoot ? nil : .row(parent), index: try index(of: key, parent: isRoot ? nil : parent, db))
  }

  private func index(of key: DatabaseValue, parent: DatabaseValue?, _ db: Database) throws -> Int {
    let arguments: StatementArguments = parent.map { [$0, key] } ?? [key]
    return try db.recordedRows(sql: sql.index(root: parent == nil), arguments: arguments).first?[0] ?? 0
  }

  /// The chain from `node` up to its root, node first; nil when the node is gone or the
  /// chain never reaches a root (a cycle).
  private func chainUp(from node: NodeID, _ db: Database) throws -> [(key: DatabaseValue, parent: DatabaseValue, label: String, isRoot: Bool)]? {
    guard case .row(let key) = node else { return nil }
    var chain: [(key: DatabaseValue, parent: DatabaseValue, label: String, isRoot: Bool)] = []
    var seen = Set<DatabaseValue>()
    for row in try db.recordedRows(sql: sql.ancestors, arguments: [key]) {
      let key: DatabaseValue = row[0]
      guard seen.insert(key).inserted else { return nil }
      chain.append((key, row[1], row[2] ?? "", row[3]))
    }
    return chain.last?.isRoot == true ? chain : nil
  }

  public func path(to node: NodeID, _ db: Database) throws -> [PathStep]? {
    guard let chain = try chainUp(from: node, db) else { return nil }
    var steps: [PathStep] = []
    for (offset, link) in chain.reversed().enumerated() {
      let parent: DatabaseValue? = link.isRoot ? nil : link.parent
      let place = NodePlace(parent: parent.map { NodeID.row($0) }, index: try index(of: link.key, parent: parent, db))
      // The node itself need not be opened.
      let counts = offset == chain.count - 1 ? ChildCounts.none : try childCounts(of: .row(link.key), db)
      steps.append(PathStep(node: .row(link.key), place: place, counts: counts))
    }
    return steps
  }

  public func pathNames(of node: NodeID, _ db: Database) throws -> [String]? {
    try chainUp(from: node, db)?.reversed().map(\.label)
  }

  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? {
    guard case .row(let key) = node, let names = try pathNames(of: node, db) else { return nil }
    return try ForeignDetails.load(key: key, path: names, hierarchy: self, db)
  }

  public func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty else { return [] }
    let escaped = needle.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
    let rows = try db.recordedRows(sql: sql.search, arguments: ["%" + escaped + "%", limit])
    return try rows.map { row in
      let key: DatabaseValue = row[0]
      let label: String = row[1] ?? ""
      let path = try pathNames(of: .row(key), db)?.dropLast() ?? []
      return SearchHit(node: .row(key), title: SubstringMatch.mark(needle, in: label), snippet: "", path: Array(path))
    }
  }
}

/// Marks the first case-insensitive occurrence of a needle with `SearchMarker`s.
enum SubstringMatch {
  static func mark(_ needle: String, in text: String) -> String {
    guard let range = text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) else { return text }
    return String(text[..<range.lowerBound]) + SearchMarker.open + String(text[range]) + SearchMarker.close
      + String(text[range.upperBound...])
  }
}
