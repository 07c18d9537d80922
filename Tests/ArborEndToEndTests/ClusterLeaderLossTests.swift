import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

/// Imports into a three-node cluster go on while its leader is killed (SIGKILL): every
/// import reported done is in the notes exactly once, one reported not done is not there,
/// one whose outcome was lost is there at most once, a large import under way at the kill
/// is there whole or not at all, and imports succeed again once a new leader is elected
/// (those asked meanwhile wait for it, up to the client's ten seconds).
@Suite(.enabled(if: DqliteInstall.hasLibrary, "needs libdqlite0"), .serialized)
struct ClusterLeaderLossTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  @Test func noImportIsLostOrDoubledWhenTheLeaderDies() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nodes = try LoopbackNodes.arborCluster(arbor, in: directory)
    defer { nodes.stop() }
    let environment = nodes.environment
    let cluster = "dqlite://\(nodes.addresses.joined(separator: ","))/notes"
    enum Outcome { case done, notDone, notKnown }
    var outcomes: [String: Outcome] = [:]
    func importOne(_ name: String) throws {
      let file = directory.appendingPathComponent("\(name).json")
      try #"{"name": "\#(name)"}"#.write(to: file, atomically: true, encoding: .utf8)
      let run = try runToEnd(arbor, ["import", file.path, "--db", cluster], environment: environment)
      outcomes[name] =
        run.0 == 0 ? .done : (run.1.contains("not known") ? .notKnown : .notDone)
    }
    for index in 0..<6 { try importOne("before \(index)") }
    // A large import under way when the leader dies: all of its rows or none.
    let big = directory.appendingPathComponent("big.json")
    let categories = (0..<20_000).map {
      #"{"name": "Big \#($0)", "notes": "\#(String(repeating: "word ", count: 30))"}"#
    }
    try ("[" + categories.joined(separator: ",") + "]").write(to: big, atomically: true, encoding: .utf8)
    let bigImport = Process()
    bigImport.executableURL = URL(fileURLWithPath: arbor)
    bigImport.arguments = ["import", big.path, "--db", cluster]
    bigImport.environment = environment
    let bigOutput = Pipe()
    bigImport.standardOutput = bigOutput
    bigImport.standardError = bigOutput
    let leader = try #require(try nodes.leader())
    try bigImport.run()
    Thread.sleep(forTimeInterval: 2)
    nodes.kill(leader)
    bigImport.waitUntilExit()
    let bigSaid = String(decoding: bigOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // Imports while the cluster elects a new leader: done, refused or not known.
    for index in 0..<6 { try importOne("during \(index)") }
    #expect(settles(within: 40) { try nodes.leader().map { $0 != leader } ?? false }, "a new leader")
    for index in 0..<3 { try importOne("after \(index)") }

    let output = directory.appendingPathComponent("export.json").path
    let exported = try runToEnd(
      arbor, ["export", "--json", "--db", cluster, "--output", output], environment: environment)
    #expect(exported.0 == 0, "\(exported.1)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    for (name, outcome) in outcomes {
      let copies = text.components(separatedBy: "\"name\": \"\(name)\"").count - 1
      switch outcome {
      case .done: #expect(copies == 1, "\(name): reported done, \(copies) in the notes")
      case .notDone: #expect(copies == 0, "\(name): reported not done, \(copies) in the notes")
      case .notKnown: #expect(copies <= 1, "\(name): not known, \(copies) in the notes")
      }
    }
    let bigCopies = text.components(separatedBy: "\"name\": \"Big ").count - 1
    if bigImport.terminationStatus == 0 {
      #expect(bigCopies == 20_000, "\(bigSaid)")
    } else {
      #expect(bigCopies == 0 || (bigSaid.contains("not known") && bigCopies == 20_000), "\(bigCopies): \(bigSaid)")
    }
    #expect(
      outcomes.filter { $0.key.hasPrefix("before") || $0.key.hasPrefix("after") }.allSatisfy { $0.value == .done })
  }
}
