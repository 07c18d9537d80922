import ArborCluster
import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

/// `arbor import` and `arbor export` with `--db dqlite://…`: arbor's notes in a database of
/// a cluster, written and read as they are in a file — the same exports after the same
/// imports — with a refused import leaving the cluster as it was.
@Suite(.enabled(if: DqliteInstall.hasLibrary, "needs libdqlite0"), .serialized)
struct ClusterNotesTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
  let environment = ["PATH": "/usr/bin:/bin"]

  @Test func importsAndExportsAsAFileDoes() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // In the clear, as a node on loopback may serve: the other cluster tests use TLS.
    let node = try LoopbackNodes(.arborServe(arbor), in: directory, tls: false)
    let address = try node.start()
    #expect(
      settles(within: 40) {
        try runToEnd(arbor, ["serve", "--status", "--join", address], environment: environment).1.contains("leader")
      },
      "a leader: not within 40 s")

    let cluster = "dqlite://\(address)/notes"
    let file = directory.appendingPathComponent("notes.db").path
    let first = directory.appendingPathComponent("first.json")
    try #"""
    [{"name": "Home", "notes": "the house", "children": [
       {"name": "Garden — ✓", "items": [{"title": "Water tomatoes", "status": "doing", "tags": ["green"]}]}]},
     {"name": "Work", "items": [{"title": "Report", "due": "2026-12-24", "tags": ["green", "desk"]}]}]
    """#.write(to: first, atomically: true, encoding: .utf8)
    let second = directory.appendingPathComponent("second.json")
    try #"{"name": "Shed", "items": [{"title": "Oil hinges", "tags": ["tools"]}]}"#
      .write(to: second, atomically: true, encoding: .utf8)

    func export(_ database: String, _ format: String) throws -> String {
      let output = directory.appendingPathComponent("export-\(UUID().uuidString)").path
      let run = try runToEnd(arbor, ["export", format, "--db", database, "--output", output], environment: environment)
      #expect(run.0 == 0, "\(run.1)")
      return try String(contentsOfFile: output, encoding: .utf8)
    }
    for database in [cluster, file] {
      let imported = try runToEnd(arbor, ["import", first.path, "--db", database], environment: environment)
      #expect(imported.0 == 0 && imported.1.contains("Imported 3 categories and 2 items"), "\(imported.1)")
    }
    #expect(try export(cluster, "--json") == export(file, "--json"))
    for database in [cluster, file] {
      let imported = try runToEnd(
        arbor, ["import", second.path, "--into", "2", "--db", database], environment: environment)
      #expect(imported.0 == 0, "\(imported.1)")
    }
    let both = try export(cluster, "--json")
    #expect(both == (try export(file, "--json")))
    #expect(both.contains("Oil hinges") && both.contains("Water tomatoes"))
    #expect(try export(cluster, "--markdown") == export(file, "--markdown"))

    // Refused before anything reaches the cluster: its notes stay as they were.
    let missing = try runToEnd(
      arbor, ["import", second.path, "--into", "99", "--db", cluster], environment: environment)
    #expect(missing.0 != 0 && missing.1.contains("no category 99"), "\(missing.1)")
    #expect(try export(cluster, "--json") == both)

    // A first import of thousands of categories: its schema and rows in one transaction
    // failed on dqlite 1.11 ("disk I/O error" at the 4,096th category).
    let many = directory.appendingPathComponent("many.json")
    let categories = (0..<5_000).map { index in
      let notes = String(repeating: "lorem ipsum dolor sit amet consectetur \(index) ", count: 6)
      return #"{"name": "Category \#(index)", "notes": "\#(notes)", "items": [{"title": "Item \#(index)"}]}"#
    }
    try ("[" + categories.joined(separator: ",\n") + "]").write(to: many, atomically: true, encoding: .utf8)
    let large = try runToEnd(
      arbor, ["import", many.path, "--db", "dqlite://\(address)/many"], environment: environment)
    #expect(large.0 == 0 && large.1.contains("Imported 5000 categories and 5000 items"), "\(large.1)")
    #expect(try export("dqlite://\(address)/many", "--json").contains("Category 4999"))

    // Addresses that name no cluster's notes, in words.
    let nameless = try runToEnd(arbor, ["export", "--json", "--db", "dqlite://\(address)"], environment: environment)
    #expect(nameless.0 != 0 && nameless.1.contains("no database name"), "\(nameless.1)")
    // Another program's database on the cluster is left alone.
    let other = ClusterClient(nodes: [address], database: "other", credentials: try node.credentials)
    try other.execute("CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount INTEGER)")
    other.close()
    let foreign = try runToEnd(
      arbor, ["import", second.path, "--db", "dqlite://\(address)/other"], environment: environment)
    #expect(foreign.0 != 0 && foreign.1.contains("not arbor's notes"), "\(foreign.1)")
    let ledger = ClusterClient(nodes: [address], database: "other", credentials: try node.credentials)
    #expect(try ledger.query("SELECT name FROM sqlite_master").rows == [[.text("ledger")]])
    ledger.close()
    let empty = try runToEnd(
      arbor, ["export", "--json", "--db", "dqlite://\(address)/empty"], environment: environment)
    #expect(empty.0 != 0 && empty.1.contains("no notes there yet"), "\(empty.1)")
    let unreachable = try runToEnd(
      arbor, ["export", "--json", "--db", "dqlite://127.0.0.1:\(try LoopbackPort.free())/notes"],
      environment: environment)
    #expect(unreachable.0 != 0 && unreachable.1.contains("could not be reached"), "\(unreachable.1)")
  }
}
