import ArborCluster
import ArborTestSupport
import Foundation
import Testing

/// The client against real dqlite nodes (Debian's go-dqlite `dqlite-demo`; `.ci/run`
/// installs it).
@Suite(.enabled(if: LoopbackNodes.dqliteDemoAvailable, "needs dqlite-demo (apt-get install go-dqlite)"), .serialized)
struct ClusterClientTests {
  @Test func valuesOfEveryKindGoInAndComeBack() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    let address = try nodes.start()
    let client = ClusterClient(nodes: [address], database: "notes")
    defer { client.close() }
    try client.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, n, r, s, b, z)")
    let values: [ClusterValue] = [.integer(-42), .real(2.5), .text("Zoë ✓ 日本"), .blob([0, 1, 255, 7]), .null]
    let inserted = try client.execute("INSERT INTO t (n, r, s, b, z) VALUES (?, ?, ?, ?, ?)", values)
    #expect(inserted == ClusterResult(lastInsertID: 1, changes: 1))
    let read = try client.query("SELECT n, r, s, b, z FROM t WHERE id = ?", [1])
    #expect(read.columns == ["n", "r", "s", "b", "z"])
    #expect(read.rows == [values])
    // An integer beyond 32 bits, and text whose bytes fill a word exactly.
    let edge = try client.query("SELECT ?, ?, ?", [.integer(Int64.min), "1234567", ""])
    #expect(edge.rows == [[.integer(Int64.min), "1234567", ""]])
  }

  @Test func manyRowsComeInSeveralBatches() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    let client = ClusterClient(nodes: [try nodes.start()], database: "many")
    defer { client.close() }
    try client.execute("CREATE TABLE t (n INTEGER, label TEXT)")
    try client.execute(
      "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 20000) INSERT INTO t SELECT n, 'row ' || n FROM c"
    )
    let rows = try client.query("SELECT n, label FROM t ORDER BY n").rows
    #expect(rows.count == 20_000)
    #expect(rows.first == [.integer(1), "row 1"] && rows.last == [.integer(20_000), "row 20000"])
  }

  @Test func refusalsAreSQLitesWords() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    let client = ClusterClient(nodes: [try nodes.start()], database: "bad")
    defer { client.close() }
    #expect {
      try client.query("SELECT * FROM nowhere")
    } throws: { error in
      "\(error)".contains("no such table: nowhere")
    }
    // The connection goes on after a refusal.
    #expect(try client.query("SELECT 1").rows == [[.integer(1)]])
  }

  /// A refusal's meaning is read from the node's code (SQLite's extended codes come
  /// through dqlite), or, for Raft's refusals, from Raft's words in one place: callers
  /// switch on `refusal`, never on words.
  @Test func refusalsAreToldApartByKind() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    let address = try nodes.start()
    let client = ClusterClient(nodes: [address], database: "kinds")
    defer { client.close() }
    try client.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, u UNIQUE, n NOT NULL)")
    try client.execute("INSERT INTO t VALUES (1, 1, 1)")
    func refusal(_ sql: String) -> ClusterError.Refusal?? {
      do {
        try client.execute(sql)
        return nil
      } catch {
        return .some((error as? ClusterError)?.refusal)
      }
    }
    #expect(refusal("INSERT INTO t VALUES (2, 1, 1)") == .some(.taken))
    #expect(refusal("INSERT INTO t VALUES (1, 5, 1)") == .some(.taken))
    #expect(refusal("INSERT INTO t VALUES (3, 3, NULL)") == .some(nil))
    let member = try #require(try client.members().first)
    #expect {
      try client.add(id: member.id, address: "127.0.0.1:1")
    } throws: { error in
      (error as? ClusterError)?.refusal == .alreadyMember
    }
    #expect(
      ClusterError(.refused(code: 1), "a configuration change is already in progress").refusal == .membershipChanging)
  }

  @Test func noNodeAnsweringIsSaid() throws {
    let port = try LoopbackPort.free()
    let client = ClusterClient(nodes: ["127.0.0.1:\(port)"], database: "x", timeout: 1, leaderWait: 0.5)
    #expect {
      try client.query("SELECT 1")
    } throws: { error in
      (error as? ClusterError)?.kind == .unreachable && "\(error)".contains("127.0.0.1:\(port)")
    }
    #expect(throws: ClusterError.self) { try ClusterClient(nodes: ["no-port"], database: "x").leader() }
  }

  /// Three nodes: asked through any of them the client finds the leader; when the leader
  /// dies, the two left elect another and the client follows it, with every row
  /// committed before still there.
  @Test func aClusterSurvivesItsLeaderAndTheClientFollows() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    for _ in 0..<3 { try nodes.start() }
    // Joining takes a moment: until then the first node leads alone.
    #expect(settles(within: 30) { try self.voters(nodes.addresses) == 3 }, "three voters within 30 s")
    let client = ClusterClient(nodes: nodes.addresses.reversed(), database: "shared", timeout: 2)
    defer { client.close() }
    let leader = try #require(try client.leader())
    #expect(nodes.addresses.contains(leader))
    try client.execute("CREATE TABLE t (n)")
    for n in 1...10 { try client.execute("INSERT INTO t VALUES (?)", [.integer(Int64(n))]) }
    nodes.kill(try #require(nodes.addresses.firstIndex(of: leader)))
    // A write right after: the client sees its connection died before sending, finds the
    // new leader, and the row is committed once.
    try client.execute("INSERT INTO t VALUES (11)")
    let count = try client.query("SELECT count(*), count(DISTINCT n) FROM t").rows
    #expect(count == [[.integer(11), .integer(11)]])
    let newLeader = try #require(try client.leader())
    #expect(newLeader != leader)
    try client.execute("INSERT INTO t VALUES (12)")
    #expect(try client.query("SELECT max(n) FROM t").rows == [[.integer(12)]])
  }

  /// How many voters the cluster has (`.cluster` of the go-dqlite shell counts the same).
  private func voters(_ addresses: [String]) throws -> Int {
    try ClusterClient(nodes: addresses, database: "x", timeout: 1).members().filter { $0.role == .voter }.count
  }
}
