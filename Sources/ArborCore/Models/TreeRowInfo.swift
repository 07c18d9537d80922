/// One visible row of the tree.
public struct TreeRowInfo: Hashable, Sendable {
  public var node: NodeID
  /// The node the row sits in (nil for roots).
  public var parent: NodeID?
  public var depth: Int
  public var title: String
  /// What the tree draws before the title (several parents, a cycle).
  public var mark: RowMark?
  /// How many children the node has (subcategories plus items, for arbor's categories).
  public var childCount: Int
  /// False where the tree knows only that the node opens, not into how many (a tree of
  /// paths before its copy): the count is then not shown.
  public var countIsKnown = true
  public var isExpanded: Bool
  /// Items only.
  public var status: Status?
  public var priority: Priority?
  /// The subtree's total when the tree adds one up; nil until it is known.
  public var total: SubtreeTotal?
  /// A category's items by status, its subcategories' included.
  public var progress: CategoryProgress?

  /// The category the row sits in, in arbor's notes.
  public var parentID: Int? {
    if case .category(let id)? = parent { return id }
    return nil
  }
}
