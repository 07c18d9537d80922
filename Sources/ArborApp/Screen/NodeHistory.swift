import ArborCore

/// Where the selection was before each jump and search hit: `[` goes back, `]` forward
/// again, as a browser's history does. Moving the cursor is not a step in it.
struct NodeHistory {
  private(set) var back: [NodeID] = []
  private(set) var forward: [NodeID] = []
  /// Steps kept: an afternoon of jumps, not an unbounded list.
  static let limit = 100

  /// A jump from `node`: it becomes the way back, and the way forward is gone.
  mutating func leave(_ node: NodeID) {
    if back.last != node { back.append(node) }
    if back.count > Self.limit { back.removeFirst(back.count - Self.limit) }
    forward.removeAll()
  }

  /// The node to go back to from `current` (nil: none), `current` kept for `forward`.
  mutating func stepBack(from current: NodeID?) -> NodeID? {
    guard let node = back.popLast() else { return nil }
    if let current { forward.append(current) }
    return node
  }

  mutating func stepForward(from current: NodeID?) -> NodeID? {
    guard let node = forward.popLast() else { return nil }
    if let current { back.append(current) }
    return node
  }

  /// `[` (`back`) or `]`: the node to go to, or why there is none.
  mutating func step(back: Bool, from current: NodeID?) -> Result<NodeID, NoStep> {
    let node = back ? stepBack(from: current) : stepForward(from: current)
    return node.map { .success($0) } ?? .failure(NoStep(back: back))
  }

  struct NoStep: Error {
    let back: Bool
    var words: String {
      back ? "Nothing to go back to: [ returns from a jump (p) or a search hit" : "Nothing to go forward to"
    }
  }
}
