import ArborDB

/// Editing arbor's own notes: categories are renamed, added, moved, reordered and deleted
/// with everything in them; items (with status, tags and attachments) live in categories
/// and are edited through `notesEditor`'s forms.
public final class NotesEditing: TreeEditing, ItemEditing {
  let editor: Editor

  public init(editor: Editor) {
    self.editor = editor
  }

  public var items: (any ItemEditing)? { self }
  public var history: UndoHistory { editor.history }
  public let capabilities = Set(EditCapability.allCases)

  public func refusal(_ capability: EditCapability, of node: NodeID?) -> String? {
    switch (capability, node) {
    case (.items, nil): "Select a category first: items live in categories."
    case (.move, .item?), (.move, nil): "Only categories move (with everything in them)."
    case (.reorder, .item?), (.reorder, nil): "Only categories are reordered; items are sorted by title."
    case (.rename, nil), (.delete, nil), (.notes, nil): "Select a category or an item first."
    case (_, .row?): "This is a row of another program's table, not one of arbor's notes."
    default: nil
    }
  }

  public func name(of node: NodeID) throws -> String? {
    try editor.database.read { db in
      switch node {
      case .category(let id): try Category.find(id).select(\.name).fetchOne(db)
      case .item(let id): try Item.find(id).select(\.title).fetchOne(db)
      case .row: nil
      }
    }
  }

  public func rename(_ node: NodeID, to name: String) throws {
    guard case .category(let id) = node else { throw EditError(field: "name", "Items are edited in their form (e).") }
    try editor.renameCategory(id, to: name)
  }

  /// The category a new node goes into: the node itself, or the category an item is in.
  func category(of node: NodeID?) throws -> Int? {
    switch node {
    case .category(let id)?: return id
    case .item(let id)?: return try editor.database.read { db in try Item.find(id).select(\.categoryID).fetchOne(db) }
    case .row?, nil: return nil
    }
  }

  public func draftChild(of node: NodeID?) throws -> NewNodeDraft {
    NewNodeDraft(parent: try category(of: node).map(NodeID.category), content: .named(""))
  }

  public func draftSibling(of node: NodeID, parent: NodeID?) throws -> NewNodeDraft {
    switch node {
    case .category: NewNodeDraft(parent: parent, after: node, content: .named(""))
    case .item, .row: try draftChild(of: node)
    }
  }

  public func add(_ draft: NewNodeDraft) throws -> NodeID {
    guard case .named(let name) = draft.content else { throw EditError(field: "name", "A category needs a name.") }
    var anchor: Int?
    if case .category(let id)? = draft.after { anchor = id }
    return .category(try editor.addCategory(name: name, parent: try category(of: draft.parent), after: anchor))
  }

  public func deletionQuestion(of node: NodeID, named name: String) throws -> String {
    switch node {
    case .category(let id):
      let impact = try editor.deletionImpact(of: id)
      let others = impact.categories - 1
      var what = "This deletes “\(name)”"
      if others > 0 || impact.items > 0 {
        what +=
          " with \(others) categor\(others == 1 ? "y" : "ies") and \(impact.items) item\(impact.items == 1 ? "" : "s") in it"
      }
      return what + "."
    case .item: return "Delete the item “\(name)”?"
    case .row: throw EditError(field: "name", refusal(.delete, of: node) ?? "")
    }
  }

  public func delete(_ node: NodeID, progress: ((String) -> Void)?) throws -> String {
    switch node {
    case .category(let id): try editor.deleteCategory(id)
    case .item(let id): try editor.deleteItem(id)
    case .row: throw EditError(field: "name", refusal(.delete, of: node) ?? "")
    }
    return "Deleted."
  }

  public func move(_ node: NodeID, from: NodeID?, to: NodeID?) throws {
    guard case .category(let id) = node else { throw EditError(field: "name", refusal(.move, of: node) ?? "") }
    switch to {
    case .category(let target)?: try editor.moveCategory(id, to: target)
    case nil: try editor.moveCategory(id, to: nil)
    case .item?, .row?: throw EditError(field: "name", "Choose a category to move it into.")
    }
  }

  public func reorder(_ node: NodeID, _ direction: Editor.Direction) throws -> Bool {
    guard case .category(let id) = node else { throw EditError(field: "name", refusal(.reorder, of: node) ?? "") }
    return try editor.reorderCategory(id, direction)
  }

  // MARK: Items

  func itemID(_ node: NodeID) throws -> Int {
    guard case .item(let id) = node else {
      throw EditError(field: "item", "Status, fields and attachments belong to items.")
    }
    return id
  }

  public func itemFields(of node: NodeID) throws -> ItemFields? {
    guard case .item(let id) = node else { return nil }
    return try editor.fields(of: id)
  }

  public func updateItem(_ node: NodeID, _ fields: ItemFields) throws {
    try editor.updateItem(try itemID(node), fields)
  }

  public func cycleStatus(of node: NodeID) throws {
    guard case .item(let id) = node else { throw EditError(field: "status", "Status is for items.") }
    try editor.cycleStatus(of: id)
  }

  public func addItem(in node: NodeID?, title: String) throws -> NodeID {
    guard let category = try category(of: node) else {
      throw EditError(field: "title", refusal(.items, of: nil) ?? "")
    }
    return .item(try editor.addItem(in: category, title: title))
  }

  public func title(of node: NodeID) throws -> String? { try name(of: node) }

  public func notes(of node: NodeID) throws -> String {
    try editor.database.read { db in
      switch node {
      case .category(let id): try Category.find(id).select(\.notes).fetchOne(db) ?? ""
      case .item(let id): try Item.find(id).select(\.notes).fetchOne(db) ?? ""
      case .row: ""
      }
    }
  }

  public func setNotes(of node: NodeID, to text: String) throws {
    try editor.setNotes(of: node, to: text)
  }

  public func attachments(of node: NodeID) throws -> [Attachment] {
    guard case .item(let id) = node else { throw EditError(field: "item", "Attachments belong to items.") }
    return try editor.database.read { db in try Attachment.where { $0.itemID.eq(id) }.order(by: \.id).fetchAll(db) }
  }

  public func addAttachment(to node: NodeID, _ input: AttachmentInput) throws {
    _ = try editor.addAttachment(to: try itemID(node), input)
  }

  public func updateAttachment(_ id: Int, _ input: AttachmentInput) throws {
    try editor.updateAttachment(id, input)
  }

  public func deleteAttachment(_ id: Int) throws {
    try editor.deleteAttachment(id)
  }
}
