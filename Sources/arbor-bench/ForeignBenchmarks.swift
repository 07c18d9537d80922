import ArborApp
import ArborCore
import ArborDB
import ArborTerminal
import Foundation
import GRDB

/// `arbor-bench make-foreign-db PATH` and `arbor-bench foreign PATH`: another program's
/// tree — TEXT keys (32-hex GUIDs), no index on the parent column, empty names, a
/// position column with NULLs — browsed through the side-car copy.
enum ForeignBenchmarks {
  static func make(path: String, rows: Int) throws {
    for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let elapsed = try seconds {
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT, description TEXT, position INTEGER);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO accounts SELECT printf('%032x', i),
              CASE WHEN i <= 20 THEN NULL ELSE printf('%032x', abs(random()) % (i - 1) + 1) END,
              CASE WHEN i % 101 = 0 THEN '' ELSE 'account ' || i || ' ' || substr('alpha beta gamma delta epsilon zeta eta theta iota kappa', 1 + (i % 7) * 6, 12) END,
              'notes of ' || i, CASE WHEN i % 4 = 0 THEN NULL ELSE i % 17 END FROM n;
            """, arguments: [rows])
      }
    }
    print(String(format: "wrote %d rows to %@ in %.1f s (no index on parent_guid)", rows, path, elapsed))
  }

  static func run(path: String, sum: TreeSum? = nil) throws {
    let cache = NSTemporaryDirectory() + "arbor-bench-trees-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var openTree: ForeignFileTree!
    let detect = try milliseconds {
      openTree = try ForeignFileTree(
        database: try ForeignFile.open(path: path), requested: nil, sums: sum.map { [$0] } ?? [], cacheDirectory: cache)
    }
    let database = openTree.database
    let hierarchy = openTree.shown
    print(String(format: "detect the tree                  %8.1f ms  (%@)", detect, hierarchy.tree.commandLineOptions))
    var treeReady = 0.0
    let build = try seconds {
      try openTree.start {}
      let start = AppClock.now()
      while true {
        let roots = try database.read { db in try hierarchy.childCounts(of: nil, db) }
        if roots != .none && treeReady == 0 { treeReady = AppClock.now() - start }
        if openTree.signals.activity == nil && roots != .none { break }
        Thread.sleep(forTimeInterval: 0.005)
      }
    }
    print(String(format: "side-car: tree copy ready        %8.2f s", treeReady))
    defer { openTree.stop() }
    print(String(format: "side-car: label index ready      %8.2f s", build))
    let keymap = try Keymap.parse(Keymap.standardText)
    let theme = Theme(entries: [:], support: .palette256)
    var screen: AppScreen!
    let make = try milliseconds { screen = try AppScreen(tree: openTree, keymap: keymap, theme: theme) }
    let surface = MemorySurface(size: Size(rows: 40, columns: 120))
    let first = milliseconds { screen.draw(on: surface) }
    print(String(format: "screen + first frame (copy ready) %7.2f ms", make + first))
    AppBenchmarks.measureBrowsing(screen, on: surface, rounds: 100)
    var details: [Double] = []
    for _ in 0..<50 {
      screen.handle(.key(.down))
      details.append(
        milliseconds {
          screen.settle()
          screen.draw(on: surface)
        })
    }
    print("detail pane follows + frame     " + latencySummary(details))
    var searches: [Double] = []
    var rankedSearches: [Double] = []
    for text in ["ac", "acc", "account 5", "gamma", "account 99999", "zeta eta", "nothing"] {
      searches.append(
        try milliseconds { _ = try database.read { db in try hierarchy.search(text, ranked: false, limit: 50, db) } })
      rankedSearches.append(
        try milliseconds { _ = try database.read { db in try hierarchy.search(text, ranked: true, limit: 50, db) } })
    }
    print("search, first 50 matches        " + latencySummary(searches))
    print("search, best 50 (ranked)        " + latencySummary(rankedSearches))
    // Following rows one by one is for trees by a parent column (link trees are copied again).
    if let byColumn = hierarchy as? ForeignHierarchy {
      try measureFollowing(path: path, database: database, hierarchy: byColumn, cache: cache, stopping: openTree)
    }
  }

  /// Another program adds 1,000 to one row's `position` (the benchmark's sum), ten times:
  /// how long until the totals of the roots show it — the row's ancestors added up again.
  static func measureTotalsFollowing(
    program: DatabaseQueue, database: AppDatabase, hierarchy: ForeignHierarchy, victim: DatabaseValue
  ) throws {
    try measureTotalsFollowing(
      program: program, database: database, hierarchy: hierarchy,
      update: "UPDATE accounts SET position = coalesce(position, 0) + 1000 WHERE guid = ?", victim: victim)
  }

  /// `update` (given `victim`) adds 1,000 to one row's value of the sum, ten times.
  static func measureTotalsFollowing(
    program: DatabaseQueue, database: AppDatabase, hierarchy: any Hierarchy, update: String, victim: DatabaseValue
  ) throws {
    func rootsTotal() throws -> Double {
      try database.read { db in
        let counts = try hierarchy.childCounts(of: nil, db)
        return try hierarchy.children(of: nil, counts: counts, in: 0..<counts.total, db).reduce(0) {
          $0 + ($1.total?.value ?? 0)
        }
      }
    }
    var shown: [Double] = []
    for _ in 0..<10 {
      let before = try rootsTotal()
      let written = AppClock.now()
      try program.write { db in try db.execute(sql: update, arguments: [victim]) }
      guard try waitFor(since: written, { try rootsTotal() >= before + 1000 }) else {
        print("another program's value in totals: NOT SHOWN within 60 s")
        return
      }
      shown.append((AppClock.now() - written) * 1000)
      Thread.sleep(forTimeInterval: 0.137)
    }
    print("another program's value in totals " + latencySummary(shown) + "  (the roots' totals)")
  }

  /// Polls `condition` every 5 ms for up to 60 s from `start`; whether it came true.
  static func waitFor(since start: Double, _ condition: () throws -> Bool) throws -> Bool {
    while AppClock.now() - start < 60 {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return false
  }

  /// Another program renames a row, ten times: how long until the tree's copy and its
  /// search index show it (the file's size and times are looked at every 50 ms; the rows of
  /// the pages that changed are compared with the copy and patched). Then our own rename
  /// with `--edit`: the edit's time, the copy patched. Both change one row of the
  /// benchmark file.
  static func measureFollowing(
    path: String, database: AppDatabase, hierarchy: ForeignHierarchy, cache: String, stopping reader: any OpenTree
  ) throws {
    guard
      let victim = try database.read({ db in
        try DatabaseValue.fetchOne(db, sql: "SELECT guid FROM accounts WHERE rowid = 12345")
      })
    else { return }
    let word = "followed\(getpid())"
    // The other program keeps the file open, as programs do: a file in write-ahead-log
    // mode then keeps its `-wal`, with the latest writes in it.
    let program = try DatabaseQueue(path: path)
    var followed: [Double] = []
    for round in 0..<10 {
      let written = AppClock.now()
      try program.write { db in
        try db.execute(
          sql: "UPDATE accounts SET name = ? WHERE guid = ?", arguments: ["another program \(round) " + word, victim])
      }
      let seen = try waitFor(since: written) {
        try database.read({ db in try hierarchy.search("\(round) " + word, ranked: false, limit: 5, db) }).count == 1
      }
      guard seen else {
        print("another program's rename: NOT SHOWN within 60 s")
        return
      }
      followed.append((AppClock.now() - written) * 1000)
      Thread.sleep(forTimeInterval: 0.137)
    }
    print("another program's rename shown  " + latencySummary(followed) + "  (in the tree and its search)")
    if hierarchy.totals?.expression == "position" {
      try measureTotalsFollowing(program: program, database: database, hierarchy: hierarchy, victim: victim)
    }
    // One session's keeper from here: the edits' own.
    reader.stop()

    let editable = try ForeignFile.open(path: path, edit: true)
    guard let ours = try ForeignFile.hierarchy(editable, requested: hierarchy.tree).0 as? ForeignHierarchy,
      let keeper = try SideCarKeeper.start(hierarchy: ours, database: editable, directory: cache, notify: {}),
      let history = try ForeignFile.history(editable)
    else { return }
    defer { keeper.stop() }
    while try editable.read({ db in try ours.childCounts(of: nil, db) }) == .none {
      Thread.sleep(forTimeInterval: 0.005)
    }
    let editor = try ForeignEditor(tree: ours.tree, history: history)
    var edits: [Double] = []
    for round in 0..<21 {
      edits.append(try milliseconds { try editor.rename(victim, to: "ours \(round) " + word) })
    }
    let shown = try editable.read { db in try ours.search("ours 20 " + word, ranked: false, limit: 5, db) }.count
    print(
      String(format: "--edit first rename               %8.1f ms  (waits for the file's integrity check)", edits[0]))
    print(
      "--edit rename, copy patched     " + latencySummary(Array(edits.dropFirst()))
        + (shown == 1 ? "" : "  (NOT in the copy)"))
    for _ in 0..<21 { try history.undo() }
  }
}
