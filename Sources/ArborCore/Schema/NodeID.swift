/// A node of arbor's tree: a category or an item, as the tree, the detail pane and the
/// search index name it.
public enum NodeID: Hashable, Sendable, CustomStringConvertible {
  case category(Int)
  case item(Int)

  public init(searchRowID rowid: Int) {
    self = rowid % 2 == 0 ? .category(rowid / 2) : .item((rowid - 1) / 2)
  }

  public var searchRowID: Int {
    switch self {
    case .category(let id): 2 * id
    case .item(let id): 2 * id + 1
    }
  }

  public var description: String {
    switch self {
    case .category(let id): "category \(id)"
    case .item(let id): "item \(id)"
    }
  }
}
