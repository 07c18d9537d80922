import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

/// `arbor serve`: three nodes on loopback ports make a cluster (`--status` lists them and
/// the leader), SIGTERM stops a node cleanly, and it comes back as the same node.
@Suite(.enabled(if: DqliteInstall.hasLibrary, "needs libdqlite0"), .serialized)
struct ServeTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  /// `--status` asked of `nodes`, with the cluster's certificate in `environment`.
  func status(_ nodes: [String], _ environment: [String: String]) throws -> (Int32, String) {
    try runToEnd(arbor, ["serve", "--status", "--join", nodes.joined(separator: ",")], environment: environment)
  }

  /// What cannot be served is refused in words before anything listens: a port past
  /// 65535 listened on another one, no port on 8080, and the address was stored as the
  /// node's identity; a file given as `--data` was refused in Foundation's words.
  @Test func anAddressOrDirectoryThatCannotBeServedIsRefused() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = directory.appendingPathComponent("node").path
    let environment = ["PATH": "/usr/bin:/bin"]
    for (address, words) in [
      ("127.0.0.1:99999", "is not from 1 to 65535"), ("127.0.0.1", "has no port"), (":9001", "names no host"),
      ("127.0.0.1:90x1", "is not a number"),
      // Not loopback, without TLS: refused unless --insecure says so.
      ("10.0.0.2:9001", "over the network in the clear"), ("0.0.0.0:9001", "add --insecure"),
    ] {
      let refused = try runToEnd(arbor, ["serve", "--data", data, "--address", address], environment: environment)
      #expect(refused.0 != 0 && refused.1.contains(words), "\(address): \(refused.1)")
    }
    #expect(!FileManager.default.fileExists(atPath: data), "nothing is made for an address that was refused")
    let file = directory.appendingPathComponent("a-file").path
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let port = try LoopbackPort.free()
    let onFile = try runToEnd(
      arbor, ["serve", "--data", file + "/node", "--address", "127.0.0.1:\(port)"], environment: environment)
    #expect(onFile.0 != 0 && onFile.1.contains("is a file, not a directory"), "\(onFile.1)")
  }

  @Test func threeNodesOnOneMachine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nodes = try LoopbackNodes(.arborServe(arbor), in: directory, keepingLogs: true)
    let environment = nodes.environment
    try nodes.start()
    #expect(
      settles(within: 40) { try status([nodes.addresses[0]], environment).1.contains("leader") },
      "a first leader: not within 40 s")
    try nodes.start()
    try nodes.start()
    let addresses = nodes.addresses
    #expect(
      settles(within: 40) { try status(addresses, environment).1.components(separatedBy: "  voter").count == 4 },
      "three voters: not within 40 s")
    let listed = try status(addresses, environment)
    #expect(listed.0 == 0)
    #expect(addresses.allSatisfy { listed.1.contains($0 + "  voter") }, "\(listed.1)")
    #expect(listed.1.components(separatedBy: "leader").count == 2)

    // SIGTERM: a clean stop, said in the log, exit status 0.
    #expect(nodes.terminate(0) == 0)
    let log = try String(contentsOf: nodes.log(of: 0, run: 0), encoding: .utf8)
    #expect(log.contains("stopping") && log.contains("stopped; the data stays in"), "\(log)")
    // The two left elect a leader among themselves.
    let elected = settles(within: 40) {
      let now = try status(Array(addresses[1...]), environment)
      return now.1.contains(addresses[1] + "  voter, leader") || now.1.contains(addresses[2] + "  voter, leader")
    }
    #expect(elected, "a new leader: not within 40 s")
    // Two of three down: no leader, and `--status` says so within seconds, naming the node
    // that answers and the ones that do not.
    #expect(nodes.terminate(1) == 0)
    // (A leader left alone steps down once it has not heard from the others for a while.)
    #expect(
      settles(within: 30) { try status(addresses, environment).1.contains("The cluster has no leader now") },
      "the leader alone stepped down: not within 30 s")
    let asked = Date()
    let leaderless = try status(addresses, environment)
    #expect(Date().timeIntervalSince(asked) < 9, "no leader: said after \(Date().timeIntervalSince(asked)) s")
    #expect(leaderless.0 != 0)
    #expect(leaderless.1.contains("The cluster has no leader now"), "\(leaderless.1)")
    #expect(leaderless.1.contains(addresses[2] + "  answers"), "\(leaderless.1)")
    #expect(
      leaderless.1.contains(addresses[0] + "  does not answer: could not be reached")
        && leaderless.1.contains(addresses[1] + "  does not answer"), "\(leaderless.1)")
    try nodes.start(1)
    // Back from its directory, the same node: three members still, not four.
    try nodes.start(0)
    #expect(
      settles(within: 40) { try status(addresses, environment).1.contains(addresses[0] + "  voter") },
      "the node back: not within 40 s")
    #expect(try status(addresses, environment).1.split(separator: "\n").count == 3)

    // Refusals in words.
    let missing = try runToEnd(arbor, ["serve", "--address", addresses[0]], environment: ["PATH": "/usr/bin:/bin"])
    #expect(missing.0 != 0 && missing.1.contains("--data DIR and --address HOST:PORT"))
    let nobody = try runToEnd(
      arbor, ["serve", "--status", "--join", "127.0.0.1:\(try LoopbackPort.free())"], environment: environment)
    #expect(nobody.0 != 0 && nobody.1.contains("could not be reached"))
    let latency = try runToEnd(
      arbor, ["serve", "--data", "/tmp/unused", "--address", addresses[0], "--network-latency", "0"],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(latency.0 != 0 && latency.1.contains("--network-latency takes 1 to 60000 milliseconds"), "\(latency.1)")
  }
}
