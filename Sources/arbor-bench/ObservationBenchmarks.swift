import ArborApp
import ArborDB
import Foundation
import Synchronization

@Table
struct Tick {
  let id: Int
  var title: String
}

/// Observed queries, timed: how long from a commit to the new value in a callback, for
/// a commit of this process and one of another process; and what 1,000 live
/// observations cost each commit.
enum ObservationBenchmarks {
  static let schema = """
    CREATE TABLE IF NOT EXISTS "ticks" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS "others" ("id" INTEGER PRIMARY KEY, "value" INTEGER NOT NULL);
    """

  static func run(commits: Int, observers: Int) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("observe.db").path
    let database = try defaultDatabase(path: path)
    try database.write { db in try db.execute(sql: schema) }

    print(summary("commit → value, this process", try sameProcess(database, commits: commits)))
    print(summary("commit → value, other process", try otherProcess(database, path: path, commits: commits)))
    try fanOut(database, observers: observers)
  }

  /// `name`, padded, and its latencies' median and p95.
  static func summary(_ name: String, _ milliseconds: [Double]) -> String {
    padded(name) + " " + latencySummary(milliseconds)
  }

  static func padded(_ name: String) -> String {
    name.count >= 52 ? name : name + String(repeating: " ", count: 52 - name.count)
  }

  /// The count of ticks, observed; each commit adds one and waits for the callback.
  static func sameProcess(_ database: any DatabaseWriter, commits: Int) throws -> [Double] {
    let total = FetchOne(wrappedValue: 0, Tick.count(), database: database)
    let seen = Mutex<[Int: Double]>([:])
    let arrived = DispatchSemaphore(value: 0)
    let subscription = total.onChange { count in
      let time = AppClock.now()
      seen.withLock { $0[count] = time }
      arrived.signal()
    }
    defer { subscription.cancel() }
    var latencies: [Double] = []
    for _ in 0..<commits {
      let count = try database.write { db -> Int in
        try Tick.insert { Tick.Draft(title: "tick") }.execute(db)
        return try Tick.count().fetchOne(db) ?? 0
      }
      let returned = AppClock.now()
      while arrived.wait(timeout: .now() + 2) == .success {
        if seen.withLock({ $0[count] }) != nil { break }
      }
      if let time = seen.withLock({ $0[count] }) {
        latencies.append((time - returned) * 1000)
      }
    }
    return latencies
  }

  /// Another process commits one tick at a time; the observed count tells which commit
  /// a callback saw.
  static func otherProcess(_ database: any DatabaseWriter, path: String, commits: Int) throws -> [Double] {
    let start = try database.read { db in try Tick.count().fetchOne(db) ?? 0 }
    let total = FetchOne(wrappedValue: 0, Tick.count(), database: database)
    let seen = Mutex<[Int: Double]>([:])
    let subscription = total.onChange { count in
      let time = AppClock.now()
      seen.withLock { $0[count] = time }
    }
    defer { subscription.cancel() }
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    writer.arguments = ["commit-writer", path, "--commits", "\(commits)", "--pause-milliseconds", "120"]
    let output = Pipe()
    writer.standardOutput = output
    try writer.run()
    let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    writer.waitUntilExit()
    Thread.sleep(forTimeInterval: 0.3)
    var latencies: [Double] = []
    for line in lines.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let count = Int(fields[0]), let committed = Double(fields[1]) else { continue }
      if let time = seen.withLock({ $0[start + count] }) {
        latencies.append((time - committed) * 1000)
      }
    }
    if latencies.count < commits {
      print("  (\(commits - latencies.count) of \(commits) commits were seen only with a later one)")
    }
    return latencies
  }

  static func writeFromAnotherProcess(path: String, commits: Int, pause: Int) throws {
    let queue = try DatabaseQueue(path: path)
    for index in 1...commits {
      Thread.sleep(forTimeInterval: Double(pause) / 1000)
      try queue.write { db in try Tick.insert { Tick.Draft(title: "from another process") }.execute(db) }
      // Straight to the pipe: stdio would hold the line until exit.
      // AppClock is CLOCK_MONOTONIC, the same in both processes.
      FileHandle.standardOutput.write(Data("\(index) \(AppClock.now())\n".utf8))
    }
  }

  /// Milliseconds per commit of a row no observation reads.
  static func unrelatedCommits(_ database: any DatabaseWriter) throws -> [Double] {
    try (0..<200).map { value in
      try seconds {
        try database.write { db in try db.execute(sql: "INSERT INTO others (value) VALUES (?)", arguments: [value]) }
      } * 1000
    }
  }

  /// `observers` live observations, each of one row's title.
  static func fanOut(_ database: any DatabaseWriter, observers: Int) throws {
    try database.write { db in
      try db.execute(sql: "DELETE FROM ticks")
      for id in 1...observers { try Tick.insert { Tick(id: id, title: "t") }.execute(db) }
    }
    print(summary("commit elsewhere, none live", try unrelatedCommits(database)))
    let changes = Mutex(0)
    var titles: [FetchOne<String>] = []
    var subscriptions: [FetchSubscription] = []
    let made = seconds {
      for id in 1...observers {
        let title = FetchOne(wrappedValue: "", Tick.where { $0.id.eq(id) }.select(\.title), database: database)
        subscriptions.append(title.onChange { _ in changes.withLock { $0 += 1 } })
        titles.append(title)
      }
    }
    print(padded("make \(observers) observations") + String(format: " %8.3f ms", made * 1000))
    Thread.sleep(forTimeInterval: 0.5)

    // A commit none of them read: what their presence costs the writer.
    print(summary("commit elsewhere, \(observers) live", try unrelatedCommits(database)))

    // A commit all of them read: until the last one has its new value.
    var everyone: [Double] = []
    for round in 0..<20 {
      changes.withLock { $0 = 0 }
      let start = AppClock.now()
      try database.write { db in try db.execute(sql: "UPDATE ticks SET title = ?", arguments: ["round \(round)"]) }
      while changes.withLock({ $0 }) < observers, AppClock.now() - start < 10 { usleep(200) }
      everyone.append((AppClock.now() - start) * 1000)
    }
    print(summary("commit read by all \(observers), until all updated", everyone))
    precondition(titles.allSatisfy { $0.wrappedValue == "round 19" }, "an observation missed the last commit")
    subscriptions.removeAll()
  }
}
