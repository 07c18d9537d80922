import ArborDB

/// The changes an open tree allows, in terms of its nodes: one editing path for every
/// kind of tree. Each change is one transaction and one step of `history`, so undo and
/// redo go the same way whatever the tree. A refusal is an `EditError` with words.
public protocol TreeEditing: AnyObject {
  /// What the tree offers at all (for hints and help).
  var capabilities: Set<EditCapability> { get }

  /// Why `capability` does not apply to `node` (nil: the top level), or nil when it does.
  func refusal(_ capability: EditCapability, of node: NodeID?) -> String?

  /// Every change of this tree, for undo and redo.
  var history: UndoHistory { get }

  /// The name the rename prompt starts from; nil when the node is gone.
  func name(of node: NodeID) throws -> String?
  func rename(_ node: NodeID, to name: String) throws

  /// A new child of `node` (nil: the top level), with its defaults filled in.
  func draftChild(of node: NodeID?) throws -> NewNodeDraft
  /// A new sibling of `node`, which sits under `parent`.
  func draftSibling(of node: NodeID, parent: NodeID?) throws -> NewNodeDraft
  /// Adds the drafted node (its content as the user filled it in); returns it.
  func add(_ draft: NewNodeDraft) throws -> NodeID

  /// The question asked before deleting `node` (shown as `name`) and everything under it.
  func deletionQuestion(of node: NodeID, named name: String) throws -> String
  /// Deletes `node` and everything under it; the sentence that says what went. Long
  /// deletes report their steps through `progress`.
  func delete(_ node: NodeID, progress: ((String) -> Void)?) throws -> String

  /// Makes `node` (now under `from`) a child of `to` (nil: the top level).
  func move(_ node: NodeID, from: NodeID?, to: NodeID?) throws

  /// Moves `node` one place up or down among its siblings; false when it is already first
  /// or last.
  func reorder(_ node: NodeID, _ direction: Editor.Direction) throws -> Bool

  /// Notes, items and their attachments (`.notes`, `.items`); nil for trees without them.
  var items: (any ItemEditing)? { get }

  /// The row's columns for its form (`.editRow`); nil when `node` has none to edit.
  func rowFields(of node: NodeID) throws -> [ForeignField]?
  /// Writes the fields that changed into `node`'s row: one step of `history`.
  func updateRow(_ node: NodeID, _ fields: [ForeignField]) throws
}

extension TreeEditing {
  public func rowFields(of node: NodeID) throws -> [ForeignField]? { nil }
  public func updateRow(_ node: NodeID, _ fields: [ForeignField]) throws {
    throw EditError(field: ForeignEditor.nodeField, "This tree's nodes have no other columns to edit.")
  }
}

/// What only a tree with items has (arbor's notes): long notes edited in $EDITOR, items
/// with a form of their own, a status cycled in place, attachments. Nodes are named by
/// their `NodeID`, as everywhere on the screen.
public protocol ItemEditing: AnyObject {
  /// The item's fields for its form; nil when `node` is not an item (or is gone).
  func itemFields(of node: NodeID) throws -> ItemFields?
  func updateItem(_ node: NodeID, _ fields: ItemFields) throws
  /// todo → doing → done → todo.
  func cycleStatus(of node: NodeID) throws
  /// A new item in `node`'s category (the node itself, or the category an item is in).
  func addItem(in node: NodeID?, title: String) throws -> NodeID
  /// The category name or item title, for a dialog's title.
  func title(of node: NodeID) throws -> String?

  func notes(of node: NodeID) throws -> String
  func setNotes(of node: NodeID, to text: String) throws

  /// The item's attachments, oldest first.
  func attachments(of node: NodeID) throws -> [Attachment]
  func addAttachment(to node: NodeID, _ input: AttachmentInput) throws
  func updateAttachment(_ id: Int, _ input: AttachmentInput) throws
  func deleteAttachment(_ id: Int) throws
}
