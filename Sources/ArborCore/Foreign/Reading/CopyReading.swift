import ArborDB
import Foundation
import GRDB

/// Reading a tree that exists only as a side-car copy made from the file — paths (their
/// directories are only prefixes), nested sets (parents are derived from intervals) —
/// through the copy's `nodes` table: the same windows, places, paths and search as a
/// parent column's copy. Each such hierarchy makes its copy its own way and shows its
/// own details; this is the rest.
public struct CopyReading: Sendable {
  let slot: SideCarSlot<TreeCopy>
  let searchAccess: InterruptibleAccess

  init(slot: SideCarSlot<TreeCopy>, searchAccess: InterruptibleAccess) {
    self.slot = slot
    self.searchAccess = searchAccess
  }

  func key(_ node: NodeID?) -> DatabaseValue?? {
    switch node {
    case nil: .some(nil)
    case .row(let key)?: .some(key)
    case .category?, .item?: nil
    }
  }

  func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    guard let parent = key(node), let copy = slot.copy else { return .none }
    return ChildCounts([try copy.childCount(of: parent)])
  }

  func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws -> [ChildRow] {
    guard let parent = key(parent), !range.isEmpty, let copy = slot.copy else { return [] }
    return try copy.children(of: parent, in: range, order: slot.order)
  }

  func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    guard case .row(let key) = node, let copy = slot.copy, let parent = try copy.parent(of: key) else { return nil }
    return NodePlace(parent: parent.map { .row($0) }, index: try copy.index(of: key, parent: parent, order: slot.order))
  }

  /// The chain from `key` up to its top level, node first.
  func chain(_ key: DatabaseValue) throws -> [TreeLink]? {
    guard let copy = slot.copy else { return nil }
    var byKey: [DatabaseValue: TreeLink] = [:]
    for link in try copy.ancestors(of: key) where byKey[link.key] == nil { byKey[link.key] = link }
    return TreeLinks.chain(from: key, in: byKey)
  }

  func path(to node: NodeID, _ db: Database) throws -> [PathStep]? {
    guard case .row(let key) = node, let copy = slot.copy, let chain = try chain(key) else { return nil }
    var steps: [PathStep] = []
    for (offset, link) in chain.reversed().enumerated() {
      let parent: DatabaseValue? = link.isRoot ? nil : link.parent
      let place = NodePlace(
        parent: parent.map { .row($0) }, index: try copy.index(of: link.key, parent: parent, order: slot.order))
      let counts = offset == chain.count - 1 ? ChildCounts.none : ChildCounts([try copy.childCount(of: link.key)])
      steps.append(PathStep(node: .row(link.key), place: place, counts: counts))
    }
    return steps
  }

  func pathNames(of node: NodeID, _ db: Database) throws -> [String]? {
    guard case .row(let key) = node else { return nil }
    return try chain(key)?.reversed().map(\.label)
  }
  func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty, let copy = slot.copy else { return [] }
    let pattern = SubstringMatch.likePattern(needle)
    let found =
      try slot.search(text, needle: needle, pattern: pattern, ranked: ranked, limit: limit, access: searchAccess) ?? []
    var byKey: [DatabaseValue: TreeLink] = [:]
    for link in try copy.ancestors(of: found.map(\.key)) where byKey[link.key] == nil { byKey[link.key] = link }
    return found.map { hit in
      let names = TreeLinks.chain(from: hit.key, in: byKey)?.reversed().map(\.label) ?? []
      return SearchHit(node: .row(hit.key), title: hit.title, snippet: "", path: Array(names.dropLast()))
    }
  }

  func fuzzyMatches(_ text: String, limit: Int) throws -> [NodeID] {
    guard let pattern = SubstringMatch.fuzzyPattern(text) else { return [] }
    return try slot.substringMatches(pattern, limit: limit, access: searchAccess) ?? []
  }

  func hitCount(_ text: String) throws -> Int {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty else { return 0 }
    return try slot.hitCount(text, pattern: SubstringMatch.likePattern(needle), access: searchAccess) ?? 0
  }
}

/// A tree read only through a copy made from the file (`CopyReading`): its reads and its
/// state come from the copy; the conforming type makes the copy and shows the details.
public protocol CopyReadHierarchy: ForeignTreeHierarchy {
  var copyReading: CopyReading { get }
}

extension CopyReadHierarchy {
  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    try copyReading.childCounts(of: node, db)
  }

  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws
    -> [ChildRow]
  {
    try copyReading.children(of: parent, counts: counts, in: range, db)
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? { try copyReading.place(of: node, db) }
  public func path(to node: NodeID, _ db: Database) throws -> [PathStep]? { try copyReading.path(to: node, db) }
  public func pathNames(of node: NodeID, _ db: Database) throws -> [String]? { try copyReading.pathNames(of: node, db) }

  public func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    try copyReading.search(text, ranked: ranked, limit: limit, db)
  }
  public func hitCount(_ text: String, _ db: Database) throws -> Int { try copyReading.hitCount(text) }
  public func fuzzyMatches(_ text: String, limit: Int, _ db: Database) throws -> [NodeID] {
    try copyReading.fuzzyMatches(text, limit: limit)
  }

  public func takeChange() -> Bool { copyReading.slot.takeChange() }
  public func takeComparison() -> Bool { copyReading.slot.takeComparison() }
  public var readsCopy: Bool { copyReading.slot.copy != nil }
  public var activity: String? { copyReading.slot.activity }
  public var emptyText: String { copyReading.slot.emptyText(table: tree.table) }
  public var totals: TreeSum? { tree.sum }
  public var siblingOrders: [SiblingOrder] { SiblingOrder.copyOrders(sum: tree.sum, ownOrderIsLabel: true) }
  public var siblingOrder: SiblingOrder { copyReading.slot.order }
  public func order(siblingsBy order: SiblingOrder) { copyReading.slot.order(siblingsBy: order) }
  public func interruptSearch() { copyReading.searchAccess.interrupt() }
}
