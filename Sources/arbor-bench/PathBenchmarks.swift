import ArborApp
import ArborCore
import ArborDB
import ArborTerminal
import ArgumentParser
import Foundation
import GRDB

/// `arbor-bench make-paths-db PATH` and `arbor-bench paths PATH`: a package index's file
/// list — paths as a `WITHOUT ROWID` table's TEXT key, directories only as prefixes, one
/// directory of 30,000 files, some paths 17 levels deep — browsed through its side-car.
enum PathBenchmarks {
  static let bigDirectory = "usr/share/big"

  static func make(path: String, rows: Int) throws {
    for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let elapsed = try seconds {
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql:
            "CREATE TABLE contents (path TEXT PRIMARY KEY, package TEXT NOT NULL, size INTEGER NOT NULL) WITHOUT ROWID")
        let insert = try db.makeStatement(sql: "INSERT INTO contents VALUES (?, ?, ?)")
        for index in 0..<30_000 {
          try insert.execute(arguments: [String(format: "%@/file%05d.dat", bigDirectory, index), "big-data", index])
        }
        for index in 0..<max(0, rows - 30_000) {
          // Twelve files a directory, directories twelve to a parent: about a directory
          // for every twelve files; one path in fifty ten levels deeper.
          var parts = ["srv"]
          var rest = index / 12
          while rest > 0 {
            parts.append("d\(rest % 12)")
            rest /= 12
          }
          if index % 50 == 0 { parts += (1...10).map { "deep\($0)" } }
          parts.append("f\(index % 12)-\(index).txt")
          try insert.execute(arguments: [parts.joined(separator: "/"), "pkg\(index % 5000)", index % 100_000])
        }
      }
    }
    print(String(format: "wrote %d paths to %@ in %.1f s", rows, path, elapsed))
  }

  /// A django-treebeard-style nested-set table of `rows` nodes: a balanced tree of ten
  /// children a node, numbered depth first, no parent column.
  static func makeNested(path: String, rows: Int) throws {
    for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let elapsed = try seconds {
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE "shop_department" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
              "lft" integer unsigned NOT NULL, "rgt" integer unsigned NOT NULL, "tree_id" integer unsigned NOT NULL,
              "depth" integer unsigned NOT NULL, "name" varchar(100) NOT NULL)
            """)
        let insert = try db.makeStatement(
          sql: "INSERT INTO shop_department (lft, rgt, tree_id, depth, name) VALUES (?, ?, 1, ?, ?)")
        // Node n's children are 10n+1…10n+10 (below `rows`); bounds from a walk in order.
        var counter = 0
        func visit(_ node: Int, depth: Int) throws {
          counter += 1
          let left = counter
          for child in (node * 10 + 1)...(node * 10 + 10) where child < rows { try visit(child, depth: depth + 1) }
          counter += 1
          try insert.execute(arguments: [left, counter, depth, "department \(node)"])
        }
        try visit(0, depth: 1)
      }
    }
    print(String(format: "wrote %d nested-set rows to %@ in %.1f s", rows, path, elapsed))
  }

  static func run(path: String, sum: TreeSum? = nil) throws {
    let cache = NSTemporaryDirectory() + "arbor-bench-paths-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var openTree: ForeignFileTree!
    let open = try milliseconds {
      openTree = try ForeignFileTree(
        database: try ForeignFile.open(path: path), requested: nil, sums: sum.map { [$0] } ?? [], cacheDirectory: cache)
    }
    print(
      String(format: "detect and open                   %8.1f ms  (%@)", open, openTree.shown.tree.commandLineOptions))
    let keymap = try Keymap.parse(Keymap.standardText)
    let theme = Theme(entries: [:], support: .palette256)
    let surface = MemorySurface(size: Size(rows: 40, columns: 120))
    var screen: AppScreen!
    let first = try milliseconds {
      screen = try AppScreen(tree: openTree, keymap: keymap, theme: theme)
      screen.draw(on: surface)
    }
    print(String(format: "screen + first frame (no copy yet) %7.2f ms", first))
    let hierarchy = openTree.hierarchy
    // Before the copy, a tree of paths in an indexed column shows its roots from the
    // file's index (`PathIndexPreview`).
    let early = try openTree.database.read { db in try hierarchy.childCounts(of: nil, db) }.total
    print("  roots in that frame, from the file's own index: \(early)")
    // The 30,000-file directory, listed from the index while the copy is being made.
    var listed = 0
    let listing = try milliseconds {
      listed = try openTree.database.read { db in
        try hierarchy.childCounts(of: NodeID.row(bigDirectory.databaseValue), db)
      }.total
    }
    print(String(format: "  its 30,000-file directory from the index: %d names in %.1f ms", listed, listing))
    var treeReady = 0.0
    let build = try seconds {
      let start = AppClock.now()
      var lastActivity = ""
      while true {
        screen.tick()
        let roots = try openTree.database.read { db in try hierarchy.childCounts(of: nil, db) }
        let copied = openTree.signals.readsCopy
        if copied && roots != .none && treeReady == 0 { treeReady = AppClock.now() - start }
        if openTree.signals.activity == nil && copied && roots != .none { break }
        // Each phase as it starts; a failed one ends the wait instead of hanging it.
        if let activity = openTree.signals.activity, activity != lastActivity {
          lastActivity = activity
          FileHandle.standardError.write(Data(String(format: "%7.2f s  %@\n", AppClock.now() - start, activity).utf8))
          if activity.hasPrefix("Could not") { break }
        }
        Thread.sleep(forTimeInterval: 0.005)
      }
    }
    print(String(format: "side-car: tree copy ready         %8.2f s", treeReady))
    print(String(format: "side-car: label index ready       %8.2f s", build))
    defer { openTree.stop() }
    screen.tick()
    // Open the way down to the big directory, then open it.
    let big = NodeID.row(bigDirectory.databaseValue)
    let usr = NodeID.row("usr".databaseValue)
    let share = NodeID.row("usr/share".databaseValue)
    for node in [usr, share] {
      guard let row = try screen.tree.row(of: node, reveal: true) else { break }
      _ = try screen.tree.expand(row: row)
    }
    var openBig = 0.0
    if let row = try screen.tree.row(of: big, reveal: true) {
      screen.reveal(big)
      openBig = try milliseconds {
        _ = try screen.tree.expand(row: row)
        screen.draw(on: surface)
      }
    }
    if openBig > 0 {
      print(String(format: "open the 30,000-file directory    %8.2f ms", openBig))
      // Down through its files: past the screen's last row each move scrolls the pane.
      var scrolls: [Double] = []
      for _ in 0..<300 {
        scrolls.append(
          milliseconds {
            screen.handle(.key(.down))
            screen.draw(on: surface)
          })
      }
      print("move down its files, + frame    " + latencySummary(Array(scrolls.dropFirst(40))) + "  (scrolling)")
    }
    if sum != nil {
      // `s` with the cursor in the big directory: its 30,000 files by total, the
      // selection kept, the frame drawn.
      var sorts: [Double] = []
      for _ in 0..<10 {
        screen.reveal(NodeID.row("\(bigDirectory)/file12345.dat".databaseValue))
        sorts.append(
          milliseconds {
            screen.handle(.key(.character("s")))
            screen.draw(on: surface)
          })
      }
      print("s: sort by total / back, + frame  " + latencySummary(sorts))
    }
    AppBenchmarks.measureBrowsing(screen, on: surface, rounds: 100)
    var searches: [Double] = []
    for text in ["fi", "file0", "file12345", "deep7", "f3-", "pleas gr", "nothing"] {
      searches.append(
        try milliseconds {
          _ = try openTree.database.read { db in try hierarchy.search(text, ranked: true, limit: 50, db) }
        })
    }
    print("search, best 50                 " + latencySummary(searches))
    if sum != nil {
      // Another program, holding the file open, adds to a file of the 30,000-file
      // directory: its page's rows patched into the copy, the directory's total summed
      // again from its 30,000 files', and its ancestors'.
      var configuration = Configuration()
      // As programs do: a commit waits for a moment for arbor's read (the screen's, the
      // keeper's) to end.
      configuration.busyMode = .timeout(5)
      let program = try DatabaseQueue(path: path, configuration: configuration)
      try ForeignBenchmarks.measureTotalsFollowing(
        program: program, database: openTree.database, hierarchy: hierarchy,
        update: "UPDATE contents SET size = size + 1000 WHERE path = ?",
        victim: "\(bigDirectory)/file12345.dat".databaseValue)
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print(String(format: "peak resident                     %8.1f MB", Double(usage.ru_maxrss) / 1024))
  }
}

struct PathBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "paths", abstract: "A tree made only as a copy (paths, nested sets) through its side-car.")
  @Argument(help: "A file made by `arbor-bench make-paths-db PATH` or `make-nested-db PATH`.") var path: String
  @Option(help: "Totals per subtree of this expression (`size` on a paths file), as `arbor --sum`.") var sum: String?

  func run() throws { try PathBenchmarks.run(path: path, sum: sum.flatMap(TreeSum.init(option:))) }
}

struct MakeNestedDatabase: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-nested-db",
    abstract: "Writes a nested-set table (no parent column) for the paths benchmark (replacing PATH).")
  @Argument(help: "Where to write it.") var path: String
  @Option(help: "Rows in the table.") var rows = 1_000_000

  func run() throws { try PathBenchmarks.makeNested(path: path, rows: max(2, rows)) }
}

struct MakePathDatabase: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-paths-db", abstract: "Writes a table of paths for the paths benchmark (replacing PATH).")
  @Argument(help: "Where to write it.") var path: String
  @Option(help: "Paths in the table.") var rows = 2_000_000

  func run() throws { try PathBenchmarks.make(path: path, rows: max(30_001, rows)) }
}
