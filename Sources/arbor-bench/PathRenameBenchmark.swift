import ArborApp
import ArborCore
import ArborTerminal
import ArgumentParser
import Foundation
import GRDB

/// Another program renames a directory of a tree of paths while arbor shows it: how long
/// until the copy shows the new name, and how long the keys pressed meanwhile take (a
/// patch once held the copy, and every key waited for it).
struct PathRenameBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "path-rename",
    abstract: "Another program renames a directory of a paths file (make-paths-db) while the screen moves.")
  @Argument(help: "A file made by `arbor-bench make-paths-db PATH` (it is changed: the directory is renamed back).")
  var path: String
  @Option(help: "The directory renamed (its rows' paths start with it and a slash).") var directory = "srv/d1/d1"

  func run() throws {
    let cache = NSTemporaryDirectory() + "arbor-bench-rename-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let openTree = try ForeignFileTree(
      database: try ForeignFile.open(path: path), requested: nil, sums: [], cacheDirectory: cache)
    defer { openTree.stop() }
    let hierarchy = openTree.hierarchy
    let screen = try AppScreen(
      tree: openTree, keymap: try Keymap.parse(Keymap.standardText), theme: Theme(entries: [:], support: .palette256))
    let surface = MemorySurface(size: Size(rows: 24, columns: 80))
    let start = AppClock.now()
    while !(openTree.signals.readsCopy && openTree.signals.activity == nil) {
      screen.tick()
      guard AppClock.now() - start < 300 else { throw ValidationError("the copy was not ready within 300 s") }
      Thread.sleep(forTimeInterval: 0.01)
    }
    let parent = (directory as NSString).deletingLastPathComponent
    let name = (directory as NSString).lastPathComponent
    func shown(_ label: String) throws -> Bool {
      try openTree.database.read { db in
        let node = NodeID.row(parent.databaseValue)
        let counts = try hierarchy.childCounts(of: node, db)
        return try hierarchy.children(of: node, counts: counts, in: 0..<counts.total, db).contains { $0.title == label }
      }
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    let program = try DatabaseQueue(path: path, configuration: configuration)
    let rows =
      try program.read { db in
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM contents WHERE path > ? AND path < ?",
          arguments: [directory + "/", directory + "0"])
      } ?? 0
    print("renaming \(directory) (\(rows) rows under it) and back, three times each")
    for (round, (from, to)) in Array(repeating: [(name, name + "R"), (name + "R", name)], count: 3).joined()
      .enumerated()
    {
      let old = parent + "/" + from
      let new = parent + "/" + to
      let written = AppClock.now()
      try program.write { db in
        try db.execute(
          sql: "UPDATE contents SET path = ? || substr(path, ?) WHERE path > ? AND path < ?",
          arguments: [new, old.utf8.count + 1, old + "/", old + "0"])
      }
      var keys: [Double] = []
      while try !shown(to) {
        guard AppClock.now() - written < 120 else {
          print("round \(round + 1): NOT SHOWN within 120 s")
          return
        }
        keys.append(
          milliseconds {
            screen.handle(.key(round % 2 == 0 ? .down : .up))
            screen.tick()
            screen.draw(on: surface)
          })
        Thread.sleep(forTimeInterval: 0.02)
      }
      let took = (AppClock.now() - written) * 1000
      // The label index follows the tree: each rename on its own.
      Thread.sleep(forTimeInterval: 3)
      print(
        String(format: "round %d: %@ → %@ shown after %6.0f ms; ", round + 1, from, to, took)
          + "keys meanwhile " + (keys.isEmpty ? "none" : latencySummary(keys))
          + String(format: "  max %.1f ms", keys.max() ?? 0))
    }
  }
}
