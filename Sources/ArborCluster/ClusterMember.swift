import Foundation

/// A node of the cluster as the leader's configuration lists it.
public struct ClusterMember: Sendable, Equatable {
  public enum Role: Sendable, Equatable {
    /// Votes in elections and holds the data.
    case voter
    /// Holds the data, ready to become a voter.
    case standby
    /// Neither: a node known to the cluster that takes no part.
    case spare
  }

  public var id: UInt64
  public var address: String
  public var role: Role
}

extension ClusterClient {
  /// The cluster's members, as the leader knows them (any node may be behind).
  public func members() throws -> [ClusterMember] {
    var body = WireWriter()
    // Format 1: each member with its role.
    body.uint64(1)
    let (leader, answer) = try leaderRequest(.cluster, body, what: "list its members")
    guard answer.type == Wire.Response.servers.rawValue else {
      throw ClusterError(.broken, "\(leader) answered the member list with message type \(answer.type)")
    }
    var reader = WireReader(answer.body)
    let count = try reader.uint64()
    guard count <= 1_000 else { throw ClusterError(.broken, "\(leader) listed \(count) members: not a dqlite node?") }
    return try (0..<count).map { _ in
      let id = try reader.uint64()
      let address = try reader.text()
      let role: ClusterMember.Role =
        switch try reader.uint64() {
        case 0: .voter
        case 1: .standby
        default: .spare
        }
      return ClusterMember(id: id, address: address, role: role)
    }
  }
}

extension ClusterClient {
  /// Adds a node to the cluster's configuration (as a spare, until `assign`), through the
  /// leader.
  public func add(id: UInt64, address: String) throws {
    var body = WireWriter()
    body.uint64(id)
    body.text(address)
    try leaderRequest(.add, body, what: "add \(address)")
  }

  /// Gives a member its role (a voter votes and holds the data).
  public func assign(id: UInt64, role: ClusterMember.Role) throws {
    var body = WireWriter()
    body.uint64(id)
    let code: UInt64 =
      switch role {
      case .voter: 0
      case .standby: 1
      case .spare: 2
      }
    body.uint64(code)
    try leaderRequest(.assign, body, what: "assign a role to node \(String(id, radix: 16))")
  }

  /// A request only the leader answers, on a connection of its own, asked again while a
  /// leader is being elected (the nodes may still name one that died) or while another
  /// change of the configuration is under way (nodes joining together).
  @discardableResult
  private func leaderRequest(_ type: Wire.Request, _ body: WireWriter, what: String) throws -> (
    leader: String, answer: Wire.Message
  ) {
    var brokenBefore = false
    let pause = { (error: ClusterError) -> Double? in
      if error.refusal == .membershipChanging { return 0.3 }
      let notLeader =
        error.kind == .refused(code: Self.notLeader) || error.kind == .refused(code: Self.leadershipLost)
      return notLeader ? 0.1 : nil
    }
    return try withLeader(to: what, pauseBefore: pause) { leader in
      let connection = try NodeConnection(address: leader, timeout: timeout, credentials: credentials)
      defer { connection.close() }
      do {
        return (leader, try connection.request(type, body))
      } catch let error as ClusterError {
        // Asked again after a connection broke (a leader stepping down closes them): the
        // member list is a read, a role the same again; an add that went through before
        // the break is now refused as already there, which is what was asked.
        if error.kind == .broken {
          brokenBefore = true
        } else if brokenBefore && type == .add && error.refusal == .alreadyMember {
          return (leader, Wire.Message(type: Wire.Response.empty.rawValue, schema: 0, body: []))
        }
        throw error
      }
    }
  }
}
