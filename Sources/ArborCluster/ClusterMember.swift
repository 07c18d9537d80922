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
    guard let leader = try leader() else {
      throw ClusterError(.noLeader, "the cluster has no leader now to list its members")
    }
    let connection = try NodeConnection(address: leader, timeout: timeout)
    defer { connection.close() }
    var body = WireWriter()
    // Format 1: each member with its role.
    body.uint64(1)
    let answer = try connection.request(.cluster, body)
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
