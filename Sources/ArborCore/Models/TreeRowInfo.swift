/// One visible row of the category tree.
public struct TreeRowInfo: Hashable, Sendable {
  public var node: NodeID
  /// The category the row sits in (nil for roots).
  public var parentID: Int?
  public var depth: Int
  public var title: String
  /// Subcategories plus items, for categories; 0 for items.
  public var childCount: Int
  public var isExpanded: Bool
  /// Items only.
  public var status: Status?
  public var priority: Priority?
}
