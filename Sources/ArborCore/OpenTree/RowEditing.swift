import ArborDB

/// Editing a tree of another program's table (`arbor FILE --edit`): rename a row's label,
/// add a row (a form of the values the table needs), move it under another row, delete
/// it with everything under it — through `ForeignEditor`, undone by exact inverse actions.
/// Rows keep the order the file gives them; they have no notes or items. A tree whose
/// shape makes the other edits unsafe (nested sets, closure tables) offers only some,
/// and says why not the rest.
public final class RowEditing: TreeEditing {
  let editor: ForeignEditor
  /// What is offered when not everything is, and why not the rest.
  let limits: (offered: Set<EditCapability>, reason: String)?

  public init(editor: ForeignEditor, only offered: Set<EditCapability>? = nil, because reason: String = "") {
    self.editor = editor
    limits = offered.map { ($0, reason) }
  }

  /// Refuses `capability` when this tree does not offer it (every edit goes through here:
  /// the parent-column edits would be wrong on another shape).
  private func require(_ capability: EditCapability) throws {
    if let limits, !limits.offered.contains(capability) {
      throw EditError(field: ForeignEditor.nodeField, limits.reason)
    }
  }

  public var history: UndoHistory { editor.history }
  public var items: (any ItemEditing)? { nil }

  public var capabilities: Set<EditCapability> {
    var offered: Set<EditCapability> = [.addChild, .addSibling, .move, .delete, .editRow]
    if editor.renameRefusal == nil { offered.insert(.rename) }
    return limits.map { offered.intersection($0.offered) } ?? offered
  }

  public func refusal(_ capability: EditCapability, of node: NodeID?) -> String? {
    if let limits, !limits.offered.contains(capability), capability != .notes, capability != .items {
      return limits.reason
    }
    switch capability {
    case .rename: if let refusal = editor.renameRefusal { return refusal }
    case .reorder: return "Reordering rows of another program's file is not offered: move (m) changes the parent."
    case .notes, .items:
      return "Notes, status and attachments belong to arbor's own files; this tree is another program's."
    case .addChild, .addSibling: return nil
    case .editRow: break
    case .move, .delete: break
    }
    return node?.rowKey == nil ? "Select a row first." : nil
  }

  func key(_ node: NodeID) throws -> DatabaseValue {
    guard let key = node.rowKey else { throw EditError(field: ForeignEditor.nodeField, "Select a row first.") }
    return key
  }

  public func name(of node: NodeID) throws -> String? {
    let key = try key(node)
    return try editor.history.writer.read { db in try editor.label(of: key, db) }
  }

  public func rename(_ node: NodeID, to name: String) throws {
    try require(.rename)
    try editor.rename(try key(node), to: name)
  }

  public func rowFields(of node: NodeID) throws -> [ForeignField]? {
    guard capabilities.contains(.editRow) else { return nil }
    return try editor.rowFields(of: try key(node))
  }

  public func updateRow(_ node: NodeID, _ fields: [ForeignField]) throws {
    try require(.editRow)
    try editor.updateRow(try key(node), fields)
  }

  public func draftChild(of node: NodeID?) throws -> NewNodeDraft {
    try require(.addChild)
    return NewNodeDraft(parent: node, content: .row(try editor.newChildFields()))
  }

  /// Rows keep the file's order: a sibling is a new child of the same parent.
  public func draftSibling(of node: NodeID, parent: NodeID?) throws -> NewNodeDraft {
    try draftChild(of: parent)
  }

  public func add(_ draft: NewNodeDraft) throws -> NodeID {
    guard case .row(let fields) = draft.content else {
      throw EditError(field: ForeignEditor.nodeField, "A new row needs its table's values.")
    }
    try require(.addChild)
    return .row(try editor.addChild(under: draft.parent?.rowKey, fields: fields))
  }

  public func deletionQuestion(of node: NodeID, named name: String) throws -> String {
    try require(.delete)
    let count = try editor.deletionCount(of: try key(node))
    let what =
      count > 1
      ? "This deletes “\(name)” and \(count - 1) row\(count == 2 ? "" : "s") under it" : "This deletes “\(name)”"
    return what + " from \(editor.tree.table), with what the file's own rules delete along."
  }

  public func delete(_ node: NodeID, progress: ((String) -> Void)?) throws -> String {
    try require(.delete)
    let count = try editor.deleteSubtree(try key(node), progress: progress)
    return "Deleted \(count) row\(count == 1 ? "" : "s")."
  }

  public func move(_ node: NodeID, from: NodeID?, to: NodeID?) throws {
    try require(.move)
    try editor.move(try key(node), from: from?.rowKey, to: to?.rowKey)
  }

  public func reorder(_ node: NodeID, _ direction: Editor.Direction) throws -> Bool {
    throw EditError(field: ForeignEditor.nodeField, refusal(.reorder, of: node) ?? "")
  }
}
