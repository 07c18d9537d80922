import ArborDB

/// A tree narrowed to some nodes and the way down to each (the filter key, as in lazygit
/// and broot): every read goes to the tree it narrows, which keeps its rows, totals and
/// details; only which children are listed changes. Made from one snapshot; the screen
/// makes it again when the data changes, since the nodes' places may have moved.
public struct FilteredHierarchy: Hierarchy {
  public let base: any Hierarchy
  /// The children kept under each parent (nil: the roots), in the base tree's order.
  let kept: [NodeID?: [NodeID]]
  /// Each kept node's parent on the way down to it.
  let parents: [NodeID: NodeID?]
  /// The nodes asked for (not only on the way to one).
  public let matches: Set<NodeID>

  /// `matches` (search hits, say) and their ancestors; a node the tree no longer has is
  /// left out.
  public init(base: any Hierarchy, matches: [NodeID], _ db: Database) throws {
    self.base = base
    var placed: [NodeID?: [(index: Int, node: NodeID)]] = [:]
    var parents: [NodeID: NodeID?] = [:]
    var found = Set<NodeID>()
    for node in matches {
      guard let steps = try base.path(to: node, db) else { continue }
      found.insert(node)
      for step in steps where parents[step.node] == nil {
        placed[step.place.parent, default: []].append((step.place.index, step.node))
        parents[step.node] = .some(step.place.parent)
      }
    }
    self.kept = placed.mapValues { $0.sorted { $0.index < $1.index }.map(\.node) }
    self.parents = parents
    self.matches = found
  }

  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    ChildCounts([kept[node]?.count ?? 0])
  }

  /// The base tree's rows of the kept children, each found where it is now; one that is
  /// gone reads as such until the filter is made again.
  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws
    -> [ChildRow]
  {
    guard let nodes = kept[parent] else { return [] }
    let wanted = nodes[max(0, range.lowerBound)..<min(nodes.count, range.upperBound)]
    guard !wanted.isEmpty else { return [] }
    let baseCounts = try base.childCounts(of: parent, db)
    return try wanted.map { node in
      guard let place = try base.place(of: node, under: parent, db),
        var row = try base.children(of: parent, counts: baseCounts, in: place.index..<place.index + 1, db).first,
        row.node == node
      else { return ChildRow(node: node, title: "(no longer here)", childCount: 0) }
      row.childCount = kept[node]?.count ?? 0
      return row
    }
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    guard let parent = parents[node], let index = kept[parent]?.firstIndex(of: node) else { return nil }
    return NodePlace(parent: parent, index: index)
  }

  public func place(of node: NodeID, under parent: NodeID?, _ db: Database) throws -> NodePlace? {
    guard let place = try place(of: node, db), place.parent == parent else { return nil }
    return place
  }

  public func path(to node: NodeID, _ db: Database) throws -> [PathStep]? {
    var steps: [PathStep] = []
    var current: NodeID? = node
    while let step = current {
      guard let place = try place(of: step, db) else { return nil }
      steps.append(PathStep(node: step, place: place, counts: try childCounts(of: step, db)))
      current = place.parent
    }
    return steps.reversed()
  }

  public func pathNames(of node: NodeID, _ db: Database) throws -> [String]? { try base.pathNames(of: node, db) }
  public func storedPath(of node: NodeID, _ db: Database) throws -> String? { try base.storedPath(of: node, db) }
  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? { try base.details(of: node, db) }
  public func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    try base.search(text, ranked: ranked, limit: limit, db)
  }
  public func ranks(_ text: String, _ db: Database) throws -> Bool { try base.ranks(text, db) }
  public func hitCount(_ text: String, _ db: Database) throws -> Int { try base.hitCount(text, db) }
  public func referenceGroups(of node: NodeID, _ db: Database) throws -> [ReferenceGroup] {
    try base.referenceGroups(of: node, db)
  }
  public func referencingRows(of node: NodeID, group: Int, in range: Range<Int>, _ db: Database) throws
    -> [ReferencingRow]
  {
    try base.referencingRows(of: node, group: group, in: range, db)
  }
  public func interruptSearch() { base.interruptSearch() }
  public var emptyText: String { "Nothing matches the filter (Esc: the whole tree)" }
  public var vocabulary: TreeVocabulary { base.vocabulary }
  public var listsReferences: Bool { base.listsReferences }
  public var totals: TreeSum? { base.totals }
  public var allTotals: [TreeSum] { base.allTotals }
  /// The order the filter was made in: sorting waits for the whole tree.
  public var siblingOrders: [SiblingOrder] { [base.siblingOrder] }
  public var siblingOrder: SiblingOrder { base.siblingOrder }
  public func order(siblingsBy order: SiblingOrder) {}
  public var keepsGivenOrder: Bool { base.keepsGivenOrder }
  /// The base tree's, among the nodes kept.
  public func fuzzyMatches(_ text: String, limit: Int, _ db: Database) throws -> [NodeID] {
    try base.fuzzyMatches(text, limit: limit, db).filter { parents[$0] != nil }
  }
  public func programPath(of names: [String]) -> String? { base.programPath(of: names) }
}
