import ArborDB

/// Loads the detail of one node; re-run when the selection or the node's rows change.
public final class DetailModel {
  let database: AppDatabase
  public private(set) var node: NodeID?
  public private(set) var detail: NodeDetail?

  public init(database: AppDatabase) {
    self.database = database
  }

  /// Shows `node` (nil clears the pane). Reloads only when the node differs or `force`.
  public func show(_ node: NodeID?, force: Bool = false) throws {
    guard force || node != self.node else { return }
    self.node = node
    guard let node else {
      detail = nil
      return
    }
    detail = try database.read { db in try Self.load(node, db) }
  }

  /// The names from the root down to `node` (inclusive); nil when it is gone.
  public static func pathNames(of node: NodeID, _ db: Database) throws -> [String]? {
    switch node {
    case .category(let id):
      let chain = try TreeQueries.ancestry(of: id, db).map(\.name)
      return chain.isEmpty ? nil : chain
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return nil }
      return try TreeQueries.ancestry(of: item.categoryID, db).map(\.name) + [item.title]
    }
  }

  static func load(_ node: NodeID, _ db: Database) throws -> NodeDetail? {
    switch node {
    case .category(let id):
      guard let category = try Category.find(id).fetchOne(db) else { return nil }
      let path = try TreeQueries.ancestry(of: id, db).dropLast().map(\.name)
      return .category(CategoryDetail(
        category: category, path: Array(path),
        subcategories: try TreeQueries.categoryCount(parent: id, db),
        items: try TreeQueries.itemCount(category: id, db)))
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return nil }
      let path = try TreeQueries.ancestry(of: item.categoryID, db).map(\.name)
      let attachments = try Attachment.where { $0.itemID.eq(id) }.order(by: \.id).fetchAll(db)
      let tags = try Tag.names(ofItem: id, db)
      return .item(ItemDetail(item: item, path: path, attachments: attachments, tags: tags))
    }
  }
}
