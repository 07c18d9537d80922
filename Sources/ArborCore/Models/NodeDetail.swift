import ArborDB

/// Everything the detail pane shows for the selected row.
public enum NodeDetail: Hashable, Sendable {
  case category(CategoryDetail)
  case item(ItemDetail)
}

public struct CategoryDetail: Hashable, Sendable {
  public var category: Category
  public var path: [String]
  public var subcategories: Int
  public var items: Int
}

public struct ItemDetail: Hashable, Sendable {
  public var item: Item
  public var path: [String]
  public var attachments: [Attachment]
  public var tags: [String]
}
