import ArborDB

/// A tree the screen can show, whatever database holds it: arbor's own notes
/// (`NotesHierarchy`) are one; a tree kept in another program's tables is another. The
/// tree, detail and search panes read only through this, so a new kind of tree needs no
/// change to the screen.
///
/// Every read is bounded by what is on screen: a window of children, one node's path,
/// one node's details, a page of search hits. Implementations take a `Database` and run
/// their queries through ArborDB, so the views that call them record which tables,
/// columns and rows they read (`WatchedRegion`) and refresh only when a commit touched
/// those.
public protocol Hierarchy: Sendable {
  /// How many children `node` has (nil: the roots), in the groups they are listed in.
  func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts

  /// Children `range` of `parent` (whose counts are `counts`), in display order, each
  /// with its own child count.
  func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws -> [ChildRow]

  /// Where `node` sits: its parent and its index among that parent's children; nil when
  /// the node no longer exists.
  func place(of node: NodeID, _ db: Database) throws -> NodePlace?

  /// Where `node` sits among the children of `parent` (nil: the roots); nil when it is
  /// not (or no longer) there. A node with several parents has a place under each.
  func place(of node: NodeID, under parent: NodeID?, _ db: Database) throws -> NodePlace?

  /// The way from a root down to `node` (inclusive), each step with its place and child
  /// counts; nil when the node no longer exists. One query for any depth.
  func path(to node: NodeID, _ db: Database) throws -> [PathStep]?

  /// The labels from a root down to `node` (inclusive); nil when it no longer exists.
  func pathNames(of node: NodeID, _ db: Database) throws -> [String]?

  /// The node's path as the file itself writes it (`usr/share/doc/valgrind` in a tree of
  /// paths), for copying; nil where the file writes none, and the names are joined.
  func storedPath(of node: NodeID, _ db: Database) throws -> String?

  /// What the detail pane shows for `node`; nil when it no longer exists.
  func details(of node: NodeID, _ db: Database) throws -> NodeDetails?

  /// Hits for typed `text`: the best ones when `ranked`, otherwise a quick first answer.
  func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit]
  /// How many hits `search` finds for `text` with no limit: the number a heading gives
  /// while the list is read a page at a time.
  func hitCount(_ text: String, _ db: Database) throws -> Int
  /// Whether a ranked search for `text` would rank: false where it would only give the
  /// quick answer again (too many matches to order while the words are being typed).
  func ranks(_ text: String, _ db: Database) throws -> Bool

  /// The rows of other tables that refer to `node`, per table (a folder's notes, an
  /// account's splits), with counts; empty when the hierarchy has none to list.
  func referenceGroups(of node: NodeID, _ db: Database) throws -> [ReferenceGroup]

  /// Rows `range` of reference group `group` of `node`.
  func referencingRows(of node: NodeID, group: Int, in range: Range<Int>, _ db: Database) throws -> [ReferencingRow]

  /// Stops a `search` running on another thread (a newer text was typed), when the
  /// hierarchy searches on connections of its own.
  func interruptSearch()

  /// What the tree pane says when it has no rows to show (a copy still being made says so).
  var emptyText: String { get }

  /// The words the panes use for this tree's nodes.
  var vocabulary: TreeVocabulary { get }

  /// Whether rows of other tables referring to a node are listed on request (the
  /// references dialog); false where the details show them in place.
  var listsReferences: Bool { get }

  /// What each subtree's total adds up, shown on every row; nil when the tree has none.
  var totals: TreeSum? { get }
  /// Every sum added up, `totals` first (the others are in the details and the export).
  var allTotals: [TreeSum] { get }
  /// Nodes whose label holds `text`'s letters in order, not necessarily together (fzf's
  /// matching: `gdrs` finds "Garden roses"), case aside for ASCII; at most `limit`, in no
  /// particular order. The filter's other way of matching (`SubstringMatch.fuzzyPattern`).
  func fuzzyMatches(_ text: String, limit: Int, _ db: Database) throws -> [NodeID]
  /// The sibling orders this tree offers (`s` goes through them), and the one in use.
  var siblingOrders: [SiblingOrder] { get }
  var siblingOrder: SiblingOrder { get }
  /// Lists siblings in `order` from now on (the panes read again).
  func order(siblingsBy order: SiblingOrder)
  /// Siblings stand in the order people give them (moved with K and J): no sort or
  /// turn replaces it, and no order is remembered for the file.
  var keepsGivenOrder: Bool { get }
  /// The path to a node, from the names on the way down to it, as the file's own program
  /// writes one (GnuCash's `Assets:Current Assets`, its hidden root left out); nil where
  /// the program has no such form.
  func programPath(of names: [String]) -> String?
}

extension Hierarchy {
  public func referenceGroups(of node: NodeID, _ db: Database) throws -> [ReferenceGroup] { [] }
  public func referencingRows(of node: NodeID, group: Int, in range: Range<Int>, _ db: Database) throws
    -> [ReferencingRow]
  { [] }

  public func place(of node: NodeID, under parent: NodeID?, _ db: Database) throws -> NodePlace? {
    guard let place = try place(of: node, db), place.parent == parent else { return nil }
    return place
  }

  public func interruptSearch() {}
  public func storedPath(of node: NodeID, _ db: Database) throws -> String? { nil }
  public var listsReferences: Bool { false }
  public var totals: TreeSum? { nil }
  public func ranks(_ text: String, _ db: Database) throws -> Bool { true }
  public var allTotals: [TreeSum] { totals.map { [$0] } ?? [] }
  public var siblingOrders: [SiblingOrder] { [.tree] }
  public var siblingOrder: SiblingOrder { .tree }
  public func order(siblingsBy order: SiblingOrder) {}
  public var keepsGivenOrder: Bool { false }
  public func programPath(of names: [String]) -> String? { nil }
}

/// Rows of another table that refer to a node: "splits by account_guid", 2 rows.
/// A row of another table that refers to a node: named by its label (a `title` or
/// `name` column, else the text column with the most distinct values), the rest of its
/// columns short on one line, and every column whole to open it with.
public struct ReferencingRow: Hashable, Sendable {
  public struct Field: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public var label: String
  /// The other columns, `name=value`, each value cut short.
  public var summary: String
  public var fields: [Field]

  public init(label: String, summary: String, fields: [Field]) {
    self.label = label
    self.summary = summary
    self.fields = fields
  }

  /// The row on one line: its label, then the rest.
  public var line: String { label.isEmpty ? summary : summary.isEmpty ? label : label + " — " + summary }
}

public struct ReferenceGroup: Hashable, Sendable {
  public var title: String
  public var count: Int

  public init(title: String, count: Int) {
    self.title = title
    self.count = count
  }
}

/// A node's children, counted per group (arbor lists a category's subcategories, then
/// its items); the groups are the hierarchy's business, the tree only adds them up.
public struct ChildCounts: Hashable, Sendable {
  public var groups: [Int]

  public init(_ groups: [Int]) { self.groups = groups }

  public static let none = ChildCounts([])

  public var total: Int { groups.reduce(0, +) }
}

/// One child as the tree lists it.
public struct ChildRow: Hashable, Sendable {
  public var node: NodeID
  /// The node's label as the file holds it; what the tree adds is in `mark`.
  public var title: String
  public var childCount: Int
  /// False where only whether the node opens is known (`childCount` 1 then), not into
  /// how many: a tree of paths before its copy.
  public var countIsKnown = true
  /// Why this row is not an ordinary child (several parents, a cycle); nil for most.
  public var mark: RowMark?
  /// Items only (arbor's notes).
  public var status: Status?
  public var priority: Priority?
  /// The subtree's total when the tree adds one up (`Hierarchy.totals`); nil until it is
  /// known.
  public var total: SubtreeTotal?
  /// The totals of the sums after the first, in order (the details and the export show
  /// them; the row shows the first); empty with one sum or none.
  public var moreTotals: [Double?] = []
  /// A category's items by status, its subcategories' included (arbor's notes).
  public var progress: CategoryProgress?

  public init(
    node: NodeID, title: String, childCount: Int, mark: RowMark? = nil, status: Status? = nil,
    priority: Priority? = nil,
    total: SubtreeTotal? = nil
  ) {
    self.node = node
    self.title = title
    self.childCount = childCount
    self.mark = mark
    self.status = status
    self.priority = priority
    self.total = total
  }
}

/// A node's subtree total: its own value and all its descendants', their number, and its
/// share of its parent's total (nil when the parent's is not above zero).
public struct SubtreeTotal: Hashable, Sendable {
  public var value: Double
  public var descendants: Int
  public var share: Double?

  public init(value: Double, descendants: Int, share: Double?) {
    self.value = value
    self.descendants = descendants
    self.share = share
  }
}

/// How siblings are listed: as the tree has them (its order column, else by label), by
/// subtree total or by how many nodes are below (largest first, or reversed: smallest
/// first), or by label — ncdu's orders.
public enum SiblingOrder: String, Hashable, Sendable, Codable, CaseIterable {
  case tree, total, label, count, totalSmallest, countFewest, treeReversed, labelReversed

  public var words: String {
    switch self {
    case .tree: "the tree's own order"
    case .treeReversed: "the tree's own order, last first"
    case .total: "total, largest first"
    case .totalSmallest: "total, smallest first"
    case .count: "nodes below, most first"
    case .countFewest: "nodes below, fewest first"
    case .label: "label, A to Z"
    case .labelReversed: "label, Z to A"
    }
  }

  /// What the tree pane's title says of the order (nothing for the tree's own).
  public var title: String {
    switch self {
    case .tree: ""
    case .treeReversed: "last first"
    case .total: "by total"
    case .totalSmallest: "by total, smallest first"
    case .count: "by count"
    case .countFewest: "by count, fewest first"
    case .label: "by label"
    case .labelReversed: "by label, Z to A"
    }
  }

  /// The column of a copy's `totals` table the order sorts by, and whether the largest
  /// comes first; nil for an order that is not by a total.
  public var byTotals: (column: String, descending: Bool)? {
    switch self {
    case .total: ("total", true)
    case .totalSmallest: ("total", false)
    case .count: ("descendants", true)
    case .countFewest: ("descendants", false)
    case .tree, .label, .treeReversed, .labelReversed: nil
    }
  }

  /// The same order the other way round (`S`, as ncdu's second press of a sort key).
  public var reversed: SiblingOrder {
    switch self {
    case .total: .totalSmallest
    case .totalSmallest: .total
    case .count: .countFewest
    case .countFewest: .count
    case .tree: .treeReversed
    case .treeReversed: .tree
    case .label: .labelReversed
    case .labelReversed: .label
    }
  }

  /// Whether the order is by label (either way round): a copy sorts by the label's terms.
  public var isByLabel: Bool { self == .label || self == .labelReversed }

  /// Whether an order by the tree's own terms or by label runs the other way: a copy then
  /// turns each of its `ORDER BY` terms round and counts a node's place from the other end.
  public var runsBackwards: Bool { self == .treeReversed || self == .labelReversed }

  /// `terms` (`ORDER BY` terms, without directions) as this order sorts them.
  func sorting(_ terms: [QueryFragment]) -> QueryFragment {
    terms.map { runsBackwards ? "\($0) DESC" : $0 }.joined(separator: ", ")
  }

  /// The comparison a sibling listed before another passes: `<` in a forward order.
  var before: String { runsBackwards ? ">" : "<" }
}

/// A node's parent (nil: a root) and its index among the parent's children.
public struct NodePlace: Hashable, Sendable {
  public var parent: NodeID?
  public var index: Int

  public init(parent: NodeID?, index: Int) {
    self.parent = parent
    self.index = index
  }
}

/// A node on the way down to another, with its place and its own child counts (to open
/// it on the way).
public struct PathStep: Hashable, Sendable {
  public var node: NodeID
  public var place: NodePlace
  public var counts: ChildCounts

  public init(node: NodeID, place: NodePlace, counts: ChildCounts) {
    self.node = node
    self.place = place
    self.counts = counts
  }
}
