import ArborDB
import Foundation
import GRDB
import Synchronization

/// A tree kept in another program's table, as a `Hierarchy`: rows linked by a parent
/// column, read with the file's own values (keys compared as SQLite stores them, never
/// assumed to be integers). Read-only: nothing here writes to the file.
///
/// The structure (children, counts, places, paths, search) is read from the side-car
/// copy (`TreeCopy`) once one is ready, and straight from the file until then; a row's
/// details always come from the file.
public struct ForeignHierarchy: Hierarchy {
  public let tree: ForeignTree
  let sql: ForeignTreeSQL
  let columns: [ForeignColumn]
  let references: [ForeignReference]
  let refersTo: [OutgoingReference]
  let slot = SideCarSlot<TreeCopy>()
  /// A node of each cycle, shown as an extra root, when the tree is read directly (the
  /// side-car copy makes them roots itself).
  let cycles: CycleRoots
  /// The side-car search on its own connection, interrupted when a newer text comes.
  let searchAccess = InterruptibleAccess()

  public func interruptSearch() { searchAccess.interrupt() }

  /// Checks `tree` against the file's schema (table and columns exist, the label
  /// expression compiles) and resolves what was left to detection.
  public init(tree: ForeignTree, _ db: Database) throws {
    let shape = try ParentColumnResolution(tree, db)
    self.tree = shape.tree
    sql = shape.sql
    columns = shape.columns
    references = shape.references
    refersTo = shape.refersTo
    // Small enough to read every link: find the cycles now.
    let sql = shape.sql
    if try ForeignSchema.rowCount(of: shape.tree.table, limit: SideCarKeeper.indexedThreshold + 1, db)
      <= SideCarKeeper.indexedThreshold
    {
      cycles = CycleRoots.find(try Row.fetchAll(db, sql.links).map { (key: $0[0], parent: $0[1], isRoot: $0[2]) })
    } else {
      cycles = CycleRoots()
    }
  }

  /// The cycles' extra roots while the tree is read directly.
  private var extraRoots: CycleRoots { slot.copy == nil ? cycles : CycleRoots() }

  /// The tree's row for `key` (a cycle's extra root).
  private func cycleRoot(_ key: DatabaseValue, _ db: Database) throws -> ChildRow? {
    guard let row = try db.recordedRows(sql.row(key)).first else { return nil }
    return ChildRow(node: .row(key), title: row[1] ?? "", childCount: row[2], mark: .cycle)
  }

  public func takeChange() -> Bool { slot.takeChange() }
  public func takeComparison() -> Bool { slot.takeComparison() }
  public var readsCopy: Bool { slot.copy != nil }

  public var activity: String? { slot.activity }

  public var emptyText: String { slot.emptyText(table: tree.table) }
  public var totals: TreeSum? { tree.sum }
  public var siblingOrders: [SiblingOrder] {
    SiblingOrder.copyOrders(sum: tree.sum, ownOrderIsLabel: tree.order == nil)
  }
  /// The file itself is read in an order by total only through the copy; before it is
  /// there, in the tree's own order.
  public var siblingOrder: SiblingOrder { slot.copy == nil && slot.order.byTotals != nil ? .tree : slot.order }
  public func order(siblingsBy order: SiblingOrder) { slot.order(siblingsBy: order) }

  private func parentValue(_ node: NodeID?) -> DatabaseValue?? {
    switch node {
    case nil: return .some(nil)
    case .row(let value)?: return .some(value)
    case .category?, .item?: return nil
    }
  }

  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    guard let parent = parentValue(node), !slot.isPending else { return .none }
    if let copy = slot.copy {
      return ChildCounts([try copy.childCount(of: parent)])
    }
    if let parent {
      return ChildCounts([try db.recordedRows(sql.count(of: parent)).first?[0] ?? 0])
    }
    // Roots, then a node of each cycle.
    return ChildCounts([try db.recordedRows(sql.count(of: nil)).first?[0] ?? 0, extraRoots.keys.count])
  }

  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws
    -> [ChildRow]
  {
    guard let value = parentValue(parent), !range.isEmpty, !slot.isPending else { return [] }
    if let copy = slot.copy {
      return try copy.children(of: value, in: range, order: slot.order)
    }
    let roots = counts.groups.first ?? 0
    let fromFile = value == nil ? range.clamped(to: 0..<roots) : range
    var rows: [ChildRow] = []
    if !fromFile.isEmpty {
      let cycles = extraRoots.set
      rows = try db.recordedRows(sql.children(of: value, in: fromFile, order: siblingOrder)).map { row in
        let key: DatabaseValue = row[0]
        // A cycle's root met again below: marked, and not opened a second time.
        if cycles.contains(key) {
          return ChildRow(node: .row(key), title: row[1] ?? "", childCount: 0, mark: .metAgain)
        }
        return ChildRow(node: .row(key), title: row[1] ?? "", childCount: row[2])
      }
    }
    if value == nil {
      let keys = extraRoots.keys
      for index in range.clamped(to: roots..<roots + keys.count) {
        if let row = try cycleRoot(keys[index - roots], db) { rows.append(row) }
      }
    }
    return rows
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    guard case .row(let key) = node else { return nil }
    if let copy = slot.copy {
      guard let parent = try copy.parent(of: key) else { return nil }
      return NodePlace(
        parent: parent.map { .row($0) }, index: try copy.index(of: key, parent: parent, order: slot.order))
    }
    if let position = extraRoots.keys.firstIndex(of: key) {
      let roots = try childCounts(of: nil, db).groups.first ?? 0
      return NodePlace(parent: nil, index: roots + position)
    }
    guard let row = try db.recordedRows(sql.node(key)).first else { return nil }
    let isRoot: Bool = row[3]
    let parent: DatabaseValue = row[1]
    return NodePlace(parent: isRoot ? nil : .row(parent), index: try index(of: key, parent: isRoot ? nil : parent, db))
  }

  private func index(of key: DatabaseValue, parent: DatabaseValue?, _ db: Database) throws -> Int {
    if let copy = slot.copy { return try copy.index(of: key, parent: parent, order: slot.order) }
    if parent == nil, let position = cycles.keys.firstIndex(of: key) {
      return (try db.recordedRows(sql.count(of: nil)).first?[0] ?? 0) + position
    }
    return try db.recordedRows(sql.index(of: key, parent: parent, order: siblingOrder)).first?[0] ?? 0
  }

  /// The chain from `node` up to its root, node first; nil when the node is gone or the
  /// chain never reaches a root (it runs into a cycle).
  private func chainUp(from node: NodeID, _ db: Database) throws -> [TreeLink]? {
    guard case .row(let key) = node else { return nil }
    let links: [TreeLink]
    if let copy = slot.copy {
      links = try copy.ancestors(of: key)
    } else {
      links = try db.recordedRows(sql.ancestors(of: key)).map { row in
        (row[0], row[1], row[2] ?? "", row[3])
      }
    }
    var byKey: [DatabaseValue: TreeLink] = [:]
    let cycles = extraRoots.set
    for link in links where byKey[link.key] == nil {
      // A cycle's extra root ends the walk up, as a root does.
      byKey[link.key] = cycles.contains(link.key) ? (link.key, link.parent, link.label, true) : link
    }
    return TreeLinks.chain(from: key, in: byKey)
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
    return slot.withTotals(
      try ForeignDetails.load(key: key, path: names, hierarchy: self, db), of: node, sums: tree.sums)
  }

  public func referenceGroups(of node: NodeID, _ db: Database) throws -> [ReferenceGroup] {
    guard case .row(let key) = node else { return [] }
    return try ForeignDetails.referenceGroups(
      key: key, table: sql.table, keyExpression: sql.key, references: references, db
    ).map(\.group)
  }

  public func referencingRows(of node: NodeID, group: Int, in range: Range<Int>, _ db: Database) throws
    -> [ReferencingRow]
  {
    guard case .row(let key) = node else { return [] }
    return try ForeignDetails.referencingRows(
      key: key, group: group, in: range, table: sql.table, keyExpression: sql.key, references: references, db)
  }

  public func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty, !slot.isPending else { return [] }
    let found: [(key: DatabaseValue, title: String)]
    let pattern = SubstringMatch.likePattern(needle)
    if let fromCopy = try slot.search(
      text, needle: needle, pattern: pattern, ranked: ranked, limit: limit, access: searchAccess)
    {
      found = fromCopy
    } else {
      // No copy: a substring of the label in the file, bounded by `limit`.
      found = try db.recordedRows(sql.search(pattern, ranking: ranked ? text : nil, limit: limit)).map { row in
        (row[0], SubstringMatch.mark(needle, in: row[1] ?? ""))
      }
    }
    // Every hit's path from one query on the copy (one per hit from the file).
    var byKey: [DatabaseValue: TreeLink]?
    if let copy = slot.copy {
      var links: [DatabaseValue: TreeLink] = [:]
      for link in try copy.ancestors(of: found.map(\.key)) where links[link.key] == nil { links[link.key] = link }
      byKey = links
    }
    return try found.compactMap { hit in
      let names: [String]?
      if let byKey {
        names = TreeLinks.chain(from: hit.key, in: byKey)?.reversed().map(\.label)
      } else {
        names = try pathNames(of: .row(hit.key), db)
      }
      // Under a row the file does not name as a root (`--roots`): not shown.
      if names == nil && sql.roots != nil { return nil }
      return SearchHit(node: .row(hit.key), title: hit.title, snippet: "", path: Array((names ?? []).dropLast()))
    }
  }

  public func hitCount(_ text: String, _ db: Database) throws -> Int {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty, !slot.isPending else { return 0 }
    let pattern = SubstringMatch.likePattern(needle)
    if let fromCopy = try slot.hitCount(text, pattern: pattern, access: searchAccess) { return fromCopy }
    return try Int.fetchOne(db, sql.searchCount(pattern)) ?? 0
  }

  public func fuzzyMatches(_ text: String, limit: Int, _ db: Database) throws -> [NodeID] {
    guard let pattern = SubstringMatch.fuzzyPattern(text), !slot.isPending else { return [] }
    if let fromCopy = try slot.substringMatches(pattern, limit: limit, access: searchAccess) { return fromCopy }
    return try db.recordedRows(sql.search(pattern, limit: limit)).map { .row($0[0]) }
  }
}

/// Substring search over labels where no index answers: the `LIKE` pattern, and the match
/// marked with `SearchMarker`s.
enum SubstringMatch {
  /// `%needle%` with `LIKE`'s wildcards in the needle escaped by `\` (so `%` and `_` are
  /// text); used with `ESCAPE '\'`.
  static func likePattern(_ needle: String) -> String {
    "%" + escaped(needle) + "%"
  }

  /// `text`'s letters in order with anything between them (`%g%d%r%`), spaces left out,
  /// each letter escaped as in `likePattern`; nil when there is no letter.
  static func fuzzyPattern(_ text: String) -> String? {
    let letters = text.filter { !$0.isWhitespace }
    guard !letters.isEmpty else { return nil }
    return "%" + letters.map { escaped(String($0)) }.joined(separator: "%") + "%"
  }

  /// `needle` with `LIKE`'s wildcards and the escape character escaped by `\`.
  static func escaped(_ needle: String) -> String {
    needle.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }

  /// Marks the first case-insensitive occurrence of `needle` in `text`.
  static func mark(_ needle: String, in text: String) -> String {
    guard let range = text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) else { return text }
    return String(text[..<range.lowerBound]) + SearchMarker.open + String(text[range]) + SearchMarker.close
      + String(text[range.upperBound...])
  }
}
