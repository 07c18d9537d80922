/// What a cluster could not do, in words: which node, and why.
public struct ClusterError: Error, Sendable, CustomStringConvertible, Equatable {
  public enum Kind: Sendable, Equatable {
    /// No node of those given answered.
    case unreachable
    /// The nodes answered, but none knows a leader (an election, or too few nodes up).
    case noLeader
    /// The node refused the request: SQLite's or dqlite's code and message.
    case refused(code: UInt64)
    /// The node sent something this client does not understand, or the connection broke
    /// in the middle of an answer: whether a write took effect is not known.
    case broken
  }

  public let kind: Kind
  public let description: String

  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}
