import ArborDB
import GRDB

/// The shape of a foreign tree, for `arbor trees`: how many nodes and roots, how deep,
/// and how many nodes sit in cycles (a chain of parents that never reaches a root).
/// Reads every row's key and parent once and walks them in memory.
public struct TreeSurvey: Hashable, Sendable {
  public var nodes: Int
  public var roots: Int
  public var depth: Int
  public var inCycles: Int

  public init(nodes: Int, roots: Int, depth: Int, inCycles: Int) {
    self.nodes = nodes
    self.roots = roots
    self.depth = depth
    self.inCycles = inCycles
  }
}
