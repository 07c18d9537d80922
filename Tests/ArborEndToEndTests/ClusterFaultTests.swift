import ArborCluster
import ArborTestSupport
import Dispatch
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A Jepsen-style run on three `arbor serve` nodes: writers add unique values (through
/// ArborCluster's client, through go-dqlite's own shell, a client this project did not
/// write, and as categories through `arbor import`), transfers move amounts between
/// accounts, readers check the total, while the
/// leader is killed with SIGKILL and started again, a follower is stopped with SIGSTOP and
/// let go, and then the leader is, past an election. Then: no acknowledged add is lost, none is made twice, none reported not
/// made is there, and no read saw money appear or vanish.
@Suite(.enabled(if: DqliteInstall.hasLibrary, "needs libdqlite0"), .serialized)
struct ClusterFaultTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
  static let shell = "/usr/bin/dqlite"
  let rounds = Int(ProcessInfo.processInfo.environment["ARBOR_TORTURE_ROUNDS"] ?? "") ?? 1

  @Test func addsAndTransfersSurviveKillsAndPauses() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nodes = try LoopbackNodes.arborCluster(arbor, in: directory)
    let addresses = nodes.addresses
    // Over TLS, as a team's cluster runs.
    let reach = try nodes.reach
    let setup = reach.client("faults", timeout: 2, leaderWait: 30)
    defer { setup.close() }
    // No UNIQUE on the values: an add applied twice shows as two rows.
    try setup.execute("CREATE TABLE elements (v INTEGER NOT NULL)")
    try setup.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)")
    try setup.execute("INSERT INTO accounts (id, balance) VALUES (1, 100), (2, 100), (3, 100), (4, 100), (5, 100)")

    let history = FaultHistory()
    let group = DispatchGroup()
    for writer in 0..<3 {
      group.enter()
      DispatchQueue.global().async {
        defer { group.leave() }
        Self.add(from: Int64(writer + 1) * 1_000_000, through: reach, into: history)
      }
    }
    if FileManager.default.isExecutableFile(atPath: Self.shell) {
      group.enter()
      DispatchQueue.global().async {
        defer { group.leave() }
        Self.addWithTheShell(from: 9_000_000, through: reach, into: history)
      }
    }
    // arbor's own notes: two categories of ten items each, whose items then move between
    // them (one statement each) while readers count them: always twenty.
    let seed = directory.appendingPathComponent("seed.json")
    let tenItems = (1...10).map { #"{"title": "item \#($0)"}"# }.joined(separator: ", ")
    try #"[{"name": "bank-a", "items": [\#(tenItems)]}, {"name": "bank-b", "items": [\#(tenItems)]}]"#
      .write(to: seed, atomically: true, encoding: .utf8)
    let notesAddress = "dqlite://\(addresses.joined(separator: ","))/notes"
    let seeded = try runToEnd(
      arbor, ["import", seed.path, "--db", notesAddress], environment: reach.environment)
    try #require(seeded.0 == 0, "\(seeded.1)")
    let notes = reach.client("notes", timeout: 2, leaderWait: 30)
    defer { notes.close() }
    let bank = try notes.query("SELECT id FROM categories WHERE name GLOB 'bank-*' ORDER BY name").rows.compactMap {
      row -> Int64? in if case .integer(let id) = row.first { id } else { nil }
    }
    try #require(bank.count == 2)
    let moves = FaultHistory()
    group.enter()
    DispatchQueue.global().async {
      defer { group.leave() }
      Self.moveItems(between: bank, through: reach, recording: moves, while: history)
    }

    let imports = FaultHistory()
    let arbor = self.arbor
    let folder = directory.path
    group.enter()
    DispatchQueue.global().async {
      defer { group.leave() }
      Self.importCategories(with: arbor, in: folder, through: reach, into: imports, while: history)
    }
    group.enter()
    DispatchQueue.global().async {
      defer { group.leave() }
      Self.transfer(through: reach, recording: history)
    }
    group.enter()
    DispatchQueue.global().async {
      defer { group.leave() }
      Self.readTotals(through: reach, into: history)
    }

    // The faults: the leader killed and started again, then a follower paused.
    let finder = reach.client("", timeout: 1, leaderWait: 20)
    defer { finder.close() }
    for _ in 0..<(3 * rounds) {
      Thread.sleep(forTimeInterval: 1.5)
      guard let leader = try finder.leader(), let index = addresses.firstIndex(of: leader) else {
        Issue.record("no leader between faults")
        break
      }
      let before = history.acknowledgedCount
      nodes.kill(index)
      Thread.sleep(forTimeInterval: 1.5)
      try nodes.start(index)
      #expect(
        settles(within: 20) { history.acknowledgedCount > before }, "adds acknowledged again after the kill")
      Thread.sleep(forTimeInterval: 1)
      let follower = (index + Int.random(in: 1...2)) % addresses.count
      nodes.pause(follower)
      Thread.sleep(forTimeInterval: 1)
      nodes.resume(follower)
      // The leader paused past an election: the others elect another, and when it runs
      // again its writes under way lose their leadership (committed or not by the next).
      Thread.sleep(forTimeInterval: 1)
      if let paused = try finder.leader(), let pausedIndex = addresses.firstIndex(of: paused) {
        nodes.pause(pausedIndex)
        Thread.sleep(forTimeInterval: 2.5)
        nodes.resume(pausedIndex)
      }
    }
    history.stop()
    group.wait()

    let reader = reach.client("faults", timeout: 2, leaderWait: 30)
    defer { reader.close() }
    let values = try reader.query("SELECT v FROM elements").rows.compactMap { row -> Int64? in
      if case .integer(let value) = row.first { value } else { nil }
    }
    let found = Set(values)
    let outcome = history.outcome
    print(
      "faults: \(3 * rounds) kills and pauses; \(outcome.acknowledged.count) adds acknowledged, \(outcome.unknown.count) "
        + "unknown, \(outcome.refused.count) refused; \(outcome.totals.count) totals read; \(outcome.transfers) transfers"
    )
    #expect(outcome.acknowledged.count > 20, "the writers made progress")
    #expect(
      outcome.acknowledged.subtracting(found).isEmpty, "lost: \(outcome.acknowledged.subtracting(found).sorted())")
    #expect(values.count == found.count, "made twice: \(values.count - found.count) rows")
    #expect(
      found.intersection(outcome.refused).isEmpty, "reported not made, but made: \(found.intersection(outcome.refused))"
    )
    let attempted = outcome.acknowledged.union(outcome.unknown)
    #expect(found.subtracting(attempted).isEmpty, "never asked for: \(found.subtracting(attempted))")
    #expect(outcome.totals.count > 5, "the readers made progress")
    #expect(outcome.totals.allSatisfy { $0 == 500 }, "totals read: \(Set(outcome.totals))")
    let total = try reader.query("SELECT sum(balance) FROM accounts").rows
    #expect(total == [[.integer(500)]])

    let moved = moves.outcome
    print("faults: \(moved.transfers) moves of items, \(moved.totals.count) counts read")
    #expect(moved.transfers > 5 && moved.totals.count > 5, "the movers and their readers made progress")
    #expect(moved.totals.allSatisfy { $0 == 20 }, "items counted: \(Set(moved.totals))")

    // `arbor import`'s categories, named by number: each acknowledged import there once.
    let names = try notes.query("SELECT name FROM categories WHERE name GLOB 'import-*'").rows
      .compactMap { row -> Int64? in
        if case .text(let name) = row.first { Int64(name.dropFirst("import-".count)) } else { nil }
      }
    let imported = imports.outcome
    print("faults: \(imported.acknowledged.count) imports acknowledged, \(imported.unknown.count) not known")
    #expect(!imported.acknowledged.isEmpty, "an import was acknowledged")
    #expect(imported.acknowledged.isSubset(of: Set(names)), "imports lost: \(imported.acknowledged.subtracting(names))")
    #expect(names.count == Set(names).count, "an import made twice")
    #expect(Set(names).subtracting(imported.acknowledged.union(imported.unknown)).isEmpty)
  }

  /// One category at a time through `arbor import --db dqlite://…`: exit status 0 is an
  /// acknowledged import (committed at the leader with all its rows); a refusal before
  /// anything was sent or a failed commit may or may not have been made, as arbor says.
  private static func importCategories(
    with arbor: String, in folder: String, through reach: ClusterReach, into imports: FaultHistory,
    while history: FaultHistory
  ) {
    var number: Int64 = 0
    let file = folder + "/import.json"
    while history.isRunning {
      number += 1
      do {
        try #"{"name": "import-\#(number)"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try runToEnd(
          arbor, ["import", file, "--db", "dqlite://\(reach.addresses.joined(separator: ","))/notes"],
          environment: reach.environment)
        imports.record(number, run.0 == 0 ? .acknowledged : .unknown)
      } catch {
        imports.record(number, .unknown)
      }
    }
  }

  /// Unique values added one statement each, each outcome recorded as the client gives it.
  private static func add(from start: Int64, through reach: ClusterReach, into history: FaultHistory) {
    let client = reach.client("faults", timeout: 1, leaderWait: 5, shuffled: true)
    defer { client.close() }
    var value = start
    while history.isRunning {
      value += 1
      do {
        try client.execute("INSERT INTO elements (v) VALUES (?)", [.integer(value)])
        history.record(value, .acknowledged)
      } catch let error as ClusterError {
        history.record(value, error.leavesTheWriteUnknown ? .unknown : .refused)
        Thread.sleep(forTimeInterval: 0.05)
      } catch {
        history.record(value, .unknown)
      }
    }
  }

  /// The same through go-dqlite's shell: exit status 0 is an acknowledged add; anything
  /// else may or may not have been made.
  private static func addWithTheShell(from start: Int64, through reach: ClusterReach, into history: FaultHistory) {
    var value = start
    while history.isRunning {
      value += 1
      let process = Process()
      process.executableURL = URL(fileURLWithPath: shell)
      process.arguments =
        [
          "-s", reach.addresses.joined(separator: ","), "faults", "INSERT INTO elements (v) VALUES (\(value))",
        ] + reach.shellOptions
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
        process.waitUntilExit()
        history.record(value, process.terminationStatus == 0 ? .acknowledged : .unknown)
      } catch {
        history.record(value, .unknown)
      }
    }
  }

  /// Items moved between the two categories, one statement each, and counted between
  /// moves through another connection: the count never changes.
  private static func moveItems(
    between bank: [Int64], through reach: ClusterReach, recording moves: FaultHistory, while history: FaultHistory
  ) {
    let mover = reach.client("notes", timeout: 1, leaderWait: 5, shuffled: true)
    let counter = reach.client("notes", timeout: 1, leaderWait: 5, shuffled: true)
    defer {
      mover.close()
      counter.close()
    }
    while history.isRunning {
      do {
        try mover.execute(
          """
          UPDATE items SET categoryID = CASE categoryID WHEN ? THEN ? ELSE ? END
          WHERE id = (SELECT id FROM items WHERE categoryID IN (?, ?) ORDER BY random() LIMIT 1)
          """, [.integer(bank[0]), .integer(bank[1]), .integer(bank[0]), .integer(bank[0]), .integer(bank[1])])
        moves.countTransfer()
        let rows = try counter.query(
          "SELECT count(*) FROM items WHERE categoryID IN (?, ?)", [.integer(bank[0]), .integer(bank[1])]
        ).rows
        if case .integer(let count) = rows.first?.first { moves.recordTotal(count) }
      } catch {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }

  /// Amounts moved between two accounts, one statement each: the total never changes.
  private static func transfer(through reach: ClusterReach, recording history: FaultHistory) {
    let client = reach.client("faults", timeout: 1, leaderWait: 5, shuffled: true)
    defer { client.close() }
    while history.isRunning {
      let from = Int64.random(in: 1...5)
      let to = (from % 5) + 1
      let amount = Int64.random(in: 1...20)
      do {
        try client.execute(
          "UPDATE accounts SET balance = balance + CASE WHEN id = ? THEN -? ELSE ? END WHERE id IN (?, ?)",
          [.integer(from), .integer(amount), .integer(amount), .integer(from), .integer(to)])
        history.countTransfer()
      } catch {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }

  private static func readTotals(through reach: ClusterReach, into history: FaultHistory) {
    let client = reach.client("faults", timeout: 1, leaderWait: 5, shuffled: true)
    defer { client.close() }
    while history.isRunning {
      do {
        let rows = try client.query("SELECT sum(balance) FROM accounts").rows
        if case .integer(let total) = rows.first?.first { history.recordTotal(total) }
      } catch {
        Thread.sleep(forTimeInterval: 0.05)
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }
}

extension ClusterError {
  /// A write the client cannot say was not made: its answer never came, or the leader lost
  /// its leadership while committing it (the client reports both as not known).
  var leavesTheWriteUnknown: Bool { kind == .unknownOutcome || kind == .broken }
}

/// What the workers saw, shared between their threads.
final class FaultHistory: Sendable {
  enum Outcome { case acknowledged, unknown, refused }

  struct Record {
    var acknowledged: Set<Int64> = []
    var unknown: Set<Int64> = []
    var refused: Set<Int64> = []
    var totals: [Int64] = []
    var transfers = 0
    var running = true
  }

  private let state = Mutex(Record())

  var isRunning: Bool { state.withLock { $0.running } }
  var acknowledgedCount: Int { state.withLock { $0.acknowledged.count } }
  var outcome: Record { state.withLock { $0 } }

  func stop() { state.withLock { $0.running = false } }

  func record(_ value: Int64, _ outcome: Outcome) {
    state.withLock { record in
      switch outcome {
      case .acknowledged: _ = record.acknowledged.insert(value)
      case .unknown: _ = record.unknown.insert(value)
      case .refused: _ = record.refused.insert(value)
      }
    }
  }

  func recordTotal(_ total: Int64) { state.withLock { $0.totals.append(total) } }
  func countTransfer() { state.withLock { $0.transfers += 1 } }
}
