import ArborCluster
import ArborTestSupport
import Foundation
import Testing

/// A transaction at the leader commits all its statements or none: a statement refused
/// in the middle leaves nothing of the ones before it, and the error says nothing was
/// committed; a body's own error rolls back the same way.
@Suite(.enabled(if: LoopbackNodes.dqliteDemoAvailable, "needs dqlite-demo (apt-get install go-dqlite)"), .serialized)
struct ClusterTransactionTests {
  @Test func allOrNothing() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    let cluster = ClusterClient(nodes: [try nodes.start()], database: "ledger")
    defer { cluster.close() }
    try cluster.execute("CREATE TABLE entries (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL)")
    let count = { () throws -> [ClusterValue] in
      let answer = try cluster.query("SELECT count(*), total(amount) FROM entries")
      return answer.rows[0]
    }

    let committed = try cluster.transaction { transaction in
      try transaction.execute("INSERT INTO entries (id, amount) VALUES (?, ?)", [1, 10])
      try transaction.execute("INSERT INTO entries (id, amount) VALUES (?, ?)", [2, 20])
      return "two"
    }
    #expect(committed == "two")
    #expect(try count() == [.integer(2), .real(30)])

    // The second insert is refused (id 2 is taken): the first is not committed either.
    let refused = #expect(throws: ClusterError.self) {
      try cluster.transaction { transaction in
        try transaction.execute("INSERT INTO entries (id, amount) VALUES (?, ?)", [3, 30])
        try transaction.execute("INSERT INTO entries (id, amount) VALUES (?, ?)", [2, 99])
      }
    }
    #expect(refused?.description.contains("nothing was committed") == true, "\(String(describing: refused))")
    #expect(refused?.description.contains("UNIQUE constraint failed") == true, "\(String(describing: refused))")
    #expect(try count() == [.integer(2), .real(30)])

    struct Changed: Error {}
    #expect(throws: ClusterError.self) {
      try cluster.transaction { transaction in
        try transaction.execute("DELETE FROM entries")
        throw Changed()
      }
    }
    #expect(try count() == [.integer(2), .real(30)])

    // The connection goes on serving after each rollback.
    try cluster.execute("INSERT INTO entries (id, amount) VALUES (?, ?)", [3, 5])
    #expect(try count() == [.integer(3), .real(35)])
  }
}
