import ArborCluster
import ArborTestSupport
import Foundation
import Testing

/// Nodes this process runs through libdqlite (what `arbor serve` runs): the first starts a
/// cluster, others join it through any member, and a restarted node is the same node.
@Suite(.enabled(if: DqliteInstall.hasLibrary, "needs libdqlite0"), .serialized)
struct ClusterNodeTests {
  @Test func threeNodesMakeAClusterThatOutlivesItsLeader() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-nodes-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let addresses = try (0..<3).map { _ in "127.0.0.1:\(try LoopbackPort.free())" }
    var nodes: [ClusterNode?] = []
    nodes.append(try ClusterNode(directory: base + "/a", address: addresses[0]))
    nodes.append(try ClusterNode(directory: base + "/b", address: addresses[1], join: [addresses[0]]))
    nodes.append(try ClusterNode(directory: base + "/c", address: addresses[2], join: [addresses[1]]))
    defer { for node in nodes { node?.stop() } }
    let client = ClusterClient(nodes: addresses, database: "tree", timeout: 2)
    defer { client.close() }
    let members = try client.members()
    #expect(Set(members.map(\.address)) == Set(addresses))
    #expect(members.allSatisfy { $0.role == .voter })
    try client.execute("CREATE TABLE t (n)")
    try client.execute("INSERT INTO t VALUES (?)", [42])

    let leader = try #require(try client.leader())
    let index = try #require(addresses.firstIndex(of: leader))
    nodes[index]?.stop()
    nodes[index] = nil
    #expect(try client.query("SELECT n FROM t").rows == [[.integer(42)]])
    try client.execute("INSERT INTO t VALUES (?)", [43])
    #expect(try client.leader() != leader)

    // Back from its directory: the same node (its identity kept), and it catches up.
    let name = ["a", "b", "c"][index]
    nodes[index] = try ClusterNode(directory: base + "/" + name, address: leader)
    #expect(try client.members().count == 3)
    #expect(throws: ClusterError.self) {
      try ClusterNode(directory: base + "/" + name + "-x", address: "nonsense")
    }
    #expect(throws: ClusterError.self) {
      // A directory names its node's address.
      try ClusterNode(directory: base + "/" + ["b", "c", "a"][index], address: leader)
    }
    #expect(try client.query("SELECT count(*) FROM t").rows == [[.integer(2)]])
  }
}
