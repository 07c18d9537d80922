import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import Synchronization
import Testing

/// The integrity check reads every page inside one SQLite instruction: the gate the quiet
/// VFS asks at each read is what makes it wait for the person at the keyboard and end
/// with its session.
@Suite struct ReadGateTests {
  /// A file of a few hundred pages, so the check reads many.
  func file() throws -> String {
    let path = NSTemporaryDirectory() + "read-gate-\(UUID().uuidString).sqlite"
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE t (x TEXT); CREATE INDEX t_x ON t (x)")
      for index in 0..<2_000 {
        try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [String(repeating: "\(index)", count: 20)])
      }
    }
    return path
  }

  func check(_ path: String, gate: ReadGate) throws -> [String] {
    let queue = try DatabaseQueue(
      path: QuietRead.location(of: path, gate: gate),
      configuration: {
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
      }())
    return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
  }

  @Test func aCheckWaitsWhileAskedToAndThenFinishes() throws {
    let path = try file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let busy = Atomic<Bool>(true)
    let gate = ReadGate(isUnwanted: { false }, shouldWait: { busy.load(ordering: .relaxed) })
    defer { gate.close() }
    let outcome = Mutex<[String]?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      outcome.withLock { $0 = try? check(path, gate: gate) }
      done.signal()
    }
    // Without the gate the check of this file takes a few milliseconds.
    #expect(done.wait(timeout: .now() + 0.5) == .timedOut)
    busy.store(false, ordering: .relaxed)
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(outcome.withLock { $0 } == ["ok"])
  }

  @Test func aCheckNoLongerWantedEndsWithoutAFinding() throws {
    let path = try file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let gate = ReadGate(isUnwanted: { true }, shouldWait: { true })
    defer { gate.close() }
    #expect(throws: DatabaseError.self) { try check(path, gate: gate) }
  }

  @Test func aWaitThatRunsOutLetsSomeReadsThrough() throws {
    let path = try file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let asked = Atomic<Int>(0)
    // Always busy: each wait runs out after `longestWait` naps, then a credit of reads goes
    // through unasked — so the check ends, slowly, even if typing never stops.
    let gate = ReadGate(isUnwanted: { false }, shouldWait: { asked.add(1, ordering: .relaxed).newValue > 0 })
    defer { gate.close() }
    let started = Date()
    #expect(try check(path, gate: gate) == ["ok"])
    let waits = Double(ReadGate.longestWait) * 0.02
    #expect(Date().timeIntervalSince(started) >= waits)
  }
}
