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
    /// in the middle of an answer.
    case broken
    /// A write, or a transaction's commit, was sent and its answer never came: whether it
    /// took effect is not known (read it back to see).
    case unknownOutcome
    /// The node and this end do not share the cluster's certificate (or one of them
    /// speaks TLS and the other does not): asking again will not help.
    case notAdmitted
  }

  /// A refusal that does not say the write was not made: the leader lost its leadership
  /// while committing it (SQLITE_IOERR_LEADERSHIP_LOST), and the next leader may still
  /// commit what it had replicated.
  var leftTheWriteUnknown: Bool { kind == .refused(code: ClusterClient.leadershipLost) }

  /// What a refusal means where a caller acts on it.
  public enum Refusal: Sendable, Equatable {
    /// A row's key or unique value is another row's (SQLite's UNIQUE or PRIMARY KEY).
    case taken
    /// Raft takes one change of the members at a time, and one is under way.
    case membershipChanging
    /// The node's id or address is the cluster's already.
    case alreadyMember
  }

  /// The refusal's meaning: SQLite's extended result code where the node gives one. Raft's
  /// refusals come from dqlite with a code that does not tell them apart (SQLITE_ERROR for
  /// an id or address in use) and Raft's own words (`raft_strerror`), so those words are
  /// read here, and nowhere else.
  public var refusal: Refusal? {
    guard case .refused(let code) = kind else { return nil }
    switch code {
    case Self.constraintUnique, Self.constraintPrimaryKey: return .taken
    default:
      if description.contains("already in progress") { return .membershipChanging }
      if description.contains("server ID already in use") || description.contains("server address already in use") {
        return .alreadyMember
      }
      return nil
    }
  }

  /// SQLite's codes the client tells apart.
  static let constraintUnique: UInt64 = 2067
  static let constraintPrimaryKey: UInt64 = 1555

  public let kind: Kind
  public let description: String

  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}
