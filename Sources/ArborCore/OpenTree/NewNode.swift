/// What a new node is made from: a name alone (arbor's categories), or one field per
/// value the other program's table needs.
public enum NewNode: Hashable, Sendable {
  case named(String)
  case row([ForeignField])
}

/// A node about to be added: where it goes and what it is made from, as the tree worked
/// it out from the node the user had selected (an item's new sibling category goes in the
/// item's category; a row's new sibling under the row's parent).
public struct NewNodeDraft: Hashable, Sendable {
  /// The node it goes under (nil: the top level).
  public var parent: NodeID?
  /// The sibling it follows, where the tree keeps an order of its own.
  public var after: NodeID?
  public var content: NewNode

  public init(parent: NodeID?, after: NodeID? = nil, content: NewNode) {
    self.parent = parent
    self.after = after
    self.content = content
  }
}
