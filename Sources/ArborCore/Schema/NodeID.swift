import ArborDB

/// A node of a tree the screen shows: arbor's categories and items (as the tree, the
/// detail pane and the search index name them), or a row of another program's table,
/// named by its key exactly as SQLite stores it (an integer, a UUID text, a blob).
public enum NodeID: Hashable, Sendable, CustomStringConvertible {
  case category(Int)
  case item(Int)
  case row(DatabaseValue)

  /// A category or item from its row in arbor's search index.
  public init(searchRowID rowid: Int) {
    self = rowid % 2 == 0 ? .category(rowid / 2) : .item((rowid - 1) / 2)
  }

  /// The key of a row of another program's table; nil for arbor's own nodes.
  public var rowKey: DatabaseValue? {
    if case .row(let key) = self { return key }
    return nil
  }

  public var description: String {
    switch self {
    case .category(let id): "category \(id)"
    case .item(let id): "item \(id)"
    case .row(let key): "row \(key)"
    }
  }
}
