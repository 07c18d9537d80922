/// One kind of change an open tree may allow. The screen asks the tree which it offers
/// (`TreeEditing.capabilities`) and offers only those keys, hints and help lines.
public enum EditCapability: Hashable, Sendable, CaseIterable {
  case rename
  case addChild
  case addSibling
  /// Give a node another parent.
  case move
  /// Change a node's place among its siblings.
  case reorder
  /// Delete a node with everything under it.
  case delete
  /// A node's long text, edited in $EDITOR.
  case notes
  /// Items under a node, with status, priority, dates, tags and attachments.
  case items
  /// A row's other columns, in a form (another program's table).
  case editRow
}
