import ArborDB

/// The single facts about one node that the screen needs outside its panes: a name for
/// a dialog's title, the notes handed to `$EDITOR`, an item's attachments for their
/// panel. Reads only, so it serves read-only files too.
public struct NodeLookup: Sendable {
  let database: AppDatabase

  public init(database: AppDatabase) {
    self.database = database
  }

  /// A category's name, or nil when it is gone.
  public func name(ofCategory id: Int) throws -> String? {
    try database.read { db in try Category.find(id).select(\.name).fetchOne(db) }
  }

  /// An item's title, or nil when it is gone.
  public func title(ofItem id: Int) throws -> String? {
    try database.read { db in try Item.find(id).select(\.title).fetchOne(db) }
  }

  /// A node's notes ("" when it has none or is gone).
  public func notes(of node: NodeID) throws -> String {
    try database.read { db in
      switch node {
      case .category(let id): try Category.find(id).select(\.notes).fetchOne(db) ?? ""
      case .item(let id): try Item.find(id).select(\.notes).fetchOne(db) ?? ""
      case .row: ""
      }
    }
  }

  /// An item's attachments, oldest first.
  public func attachments(ofItem id: Int) throws -> [Attachment] {
    try database.read { db in try Attachment.where { $0.itemID.eq(id) }.order(by: \.id).fetchAll(db) }
  }

}
