import ArborTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `arbor serve`: three nodes on loopback ports make a cluster (`--status` lists them and
/// the leader), SIGTERM stops a node cleanly, and it comes back as the same node.
/// libdqlite, which `arbor serve` loads.
let dqliteLibraryPresent = ["/usr/lib/x86_64-linux-gnu/libdqlite.so.0", "/lib/x86_64-linux-gnu/libdqlite.so.0"]
  .contains { FileManager.default.fileExists(atPath: $0) }

@Suite(.enabled(if: dqliteLibraryPresent, "needs libdqlite0"), .serialized)
struct ServeTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  /// A node started in the background, its standard error kept.
  func serve(_ arguments: [String], log: URL) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arbor)
    process.arguments = ["serve"] + arguments
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: log)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return process
  }

  func status(_ nodes: [String]) throws -> (Int32, String) {
    try runToEnd(arbor, ["serve", "--status", "--join", nodes.joined(separator: ",")], environment: ["PATH": "/usr/bin:/bin"])
  }

  @Test func threeNodesOnOneMachine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ports = try (0..<3).map { _ in try freePort() }
    let addresses = ports.map { "127.0.0.1:\($0)" }
    var processes: [Process] = []
    defer { for process in processes where process.isRunning { process.terminate(); process.waitUntilExit() } }
    func start(_ index: Int) throws {
      let join = index == 0 ? [] : ["--join", addresses[0]]
      processes.append(
        try serve(
          ["--data", directory.appendingPathComponent("n\(index)").path, "--address", addresses[index]] + join,
          log: directory.appendingPathComponent("n\(index)-\(processes.count).log")))
    }
    try start(0)
    try waitFor("a first leader") { try status([addresses[0]]).1.contains("leader") }
    try start(1)
    try start(2)
    try waitFor("three voters") { try status(addresses).1.components(separatedBy: "  voter").count == 4 }
    let listed = try status(addresses)
    #expect(listed.0 == 0)
    #expect(addresses.allSatisfy { listed.1.contains($0 + "  voter") }, "\(listed.1)")
    #expect(listed.1.components(separatedBy: "leader").count == 2)

    // SIGTERM: a clean stop, said in the log, exit status 0.
    processes[0].terminate()
    processes[0].waitUntilExit()
    #expect(processes[0].terminationStatus == 0)
    let log = try String(contentsOf: directory.appendingPathComponent("n0-0.log"), encoding: .utf8)
    #expect(log.contains("stopping") && log.contains("stopped; the data stays in"), "\(log)")
    // The two left elect a leader among themselves.
    try waitFor("a new leader") {
      let now = try status(Array(addresses[1...]))
      return now.1.contains(addresses[1] + "  voter, leader") || now.1.contains(addresses[2] + "  voter, leader")
    }
    // Back from its directory, the same node: three members still, not four.
    try start(0)
    try waitFor("the node back") { try status(addresses).1.contains(addresses[0] + "  voter") }
    #expect(try status(addresses).1.split(separator: "\n").count == 3)

    // Refusals in words.
    let missing = try runToEnd(arbor, ["serve", "--address", addresses[0]], environment: ["PATH": "/usr/bin:/bin"])
    #expect(missing.0 != 0 && missing.1.contains("--data DIR and --address HOST:PORT"))
    let nobody = try runToEnd(
      arbor, ["serve", "--status", "--join", "127.0.0.1:\(try freePort())"], environment: ["PATH": "/usr/bin:/bin"])
    #expect(nobody.0 != 0 && nobody.1.contains("could not be reached"))
  }

  private func waitFor(_ what: String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(40)
    while Date() < deadline {
      if (try? condition()) == true { return }
      Thread.sleep(forTimeInterval: 0.2)
    }
    Issue.record("\(what): not within 40 s")
  }

  private func freePort() throws -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(fd, pointer, length) == 0 ? getsockname(fd, pointer, &length) : -1
      }
    }
    return UInt16(bigEndian: address.sin_port)
  }
}
