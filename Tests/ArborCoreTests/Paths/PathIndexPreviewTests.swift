import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ArborCore

/// Before its copy is made, a tree of paths reads its levels from the file's index on the
/// path column (`PathIndexPreview`). What it shows must be what the copy shows once made —
/// the same nodes, names, order and way down — or the tree would change under the cursor.
@Suite struct PathIndexPreviewTests {
  /// Names that begin with others and go on with bytes below and above the separator
  /// (`bin-x` and `bin.d` sort between `bin` and `bin/ls`; `bin0` after them), names
  /// differing only in case, a directory written with its trailing separator and only as
  /// a prefix, a file and a directory of one name.
  static let tricky = [
    "bin", "bin/ls", "bin/ls-x", "bin-x", "bin-x/a", "bin.d/conf", "bin0", "bin/sub/deep/file",
    "usr/share/doc/", "usr/share/doc/readme", "usr/lib/libc.so", "usr/lib.d", "Zeta", "alpha", "Alpha/x",
    "a b/c d", "ünïcode/naïve", "x/y/z/w/v/u",
  ]

  func paths() -> [String] {
    var generator = TestRandom(seed: 11)
    var paths = Self.tricky
    for index in 0..<1_500 {
      let depth = Int.random(in: 1...4, using: &generator)
      let levels = (0..<depth).map { level in
        ["d", "d-", "d.", "D", "d0", "e"][Int.random(in: 0..<6, using: &generator)] + "\(index % (3 + level))"
      }
      paths.append(levels.joined(separator: "/"))
    }
    return paths
  }

  enum Layout: String, CaseIterable {
    /// The path as a `WITHOUT ROWID` primary key (a package index).
    case keyed
    /// A rowid table with an index on the path (`sqlar`'s `name TEXT PRIMARY KEY` too).
    case indexed
    /// Paths written from the root, `/usr/bin`.
    case rooted
  }

  func file(_ layout: Layout, _ paths: [String], in directory: URL) throws -> DatabaseQueue {
    let path = directory.appendingPathComponent("\(layout).sqlite").path
    try DatabaseQueue(path: path).write { db in
      switch layout {
      case .keyed: try db.execute(sql: "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER) WITHOUT ROWID")
      case .indexed, .rooted:
        try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT, size INTEGER)")
        try db.execute(sql: "CREATE INDEX files_path ON files (path)")
      }
      for (index, path) in paths.enumerated() {
        try db.execute(
          sql: "INSERT OR IGNORE INTO files (path, size) VALUES (?, ?)",
          arguments: [layout == .rooted ? "/" + path : path, index])
      }
    }
    var configuration = Configuration()
    configuration.readonly = true
    return try DatabaseQueue(path: path, configuration: configuration)
  }

  /// Every node, depth first, as `key|title|opens`, read through the hierarchy.
  func outline(_ hierarchy: PathHierarchy, _ db: Database) throws -> [String] {
    var lines: [String] = []
    func walk(_ parent: NodeID?) throws {
      let counts = try hierarchy.childCounts(of: parent, db)
      for row in try hierarchy.children(of: parent, counts: counts, in: 0..<counts.total, db) {
        guard case .row(let key) = row.node else { continue }
        lines.append("\(String.fromDatabaseValue(key) ?? "?")|\(row.title)|\(row.childCount > 0)")
        if row.childCount > 0 { try walk(row.node) }
      }
    }
    try walk(nil)
    return lines
  }

  @Test(arguments: Layout.allCases)
  func showsWhatTheCopyWillShow(_ layout: Layout) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try file(layout, paths(), in: directory)
    try source.read { db in
      let hierarchy = try PathHierarchy(tree: .paths(in: "files", column: "path"), db)
      try #require(hierarchy.preview != nil)
      let deep = NodeID.row("bin/sub/deep/file".databaseValue)
      for order in [SiblingOrder.tree, .labelReversed] {
        hierarchy.order(siblingsBy: order)
        hierarchy.slot.install(nil)
        let previewed = try outline(hierarchy, db)
        let previewedWay = try hierarchy.path(to: deep, db)
        let previewedNames = try hierarchy.pathNames(of: deep, db)
        hierarchy.slot.install(try hierarchy.makeCopy(in: db))
        let copied = try outline(hierarchy, db)
        #expect(previewed.count > 1_000)
        // The first line that differs, not two thousand lines of each.
        let differs = zip(previewed, copied).first { $0 != $1 }
        #expect(
          previewed.count == copied.count && differs == nil,
          "\(previewed.count) / \(copied.count): \(differs.map { "\($0)" } ?? "")")
        #expect(previewedWay == (try hierarchy.path(to: deep, db)))
        #expect(previewedNames == ["bin", "sub", "deep", "file"])
        #expect(previewedNames == (try hierarchy.pathNames(of: deep, db)))
      }
    }
  }

  /// Every statement the preview runs on the file seeks in the index: one that scans it
  /// reads the whole table (an OR of its first looks read 1.65M paths: a second on a cold
  /// file before the first frame).
  @Test(arguments: Layout.allCases)
  func everyLookIsASeek(_ layout: Layout) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try file(layout, paths(), in: directory)
    let statements = Mutex<Set<String>>([])
    try source.read { db in
      db.trace { event in
        if case .statement(let statement) = event { _ = statements.withLock { $0.insert(statement.sql) } }
      }
      let preview = try #require(
        try PathIndexPreview.make(
          table: "files", pathColumn: "path", splitter: PathSplitter(.separator("/")), labelled: false, db))
      #expect(try preview.entries(below: nil, order: .tree, db)?.isEmpty == false)
      #expect(try preview.entries(below: "bin", order: .tree, db)?.isEmpty == false)
      #expect(try preview.storedRow(of: "usr/share/doc", db) != nil)
      db.trace(options: [], nil)
      let run = statements.withLock { $0 }.filter { $0.contains("\"files\"") }
      #expect(run.count >= 8)
      for sql in run {
        let placeholders = sql.filter { $0 == "?" }.count
        let plan = try Row.fetchAll(
          db, sql: "EXPLAIN QUERY PLAN \(sql)",
          arguments: StatementArguments(Array(repeating: "a", count: placeholders))
        ).map { $0["detail"] as String }
        let reads = plan.filter { $0.contains(" x ") || $0.hasSuffix(" x") || $0.contains("files") }
        // Only the ends of the index are read in its order, one row each.
        let end = sql.hasSuffix("LIMIT 1") && !sql.contains("WHERE")
        #expect(!reads.isEmpty && reads.allSatisfy { $0.hasPrefix("SEARCH") || end }, "\(sql): \(plan)")
      }
    }
  }

  /// A node's details before the copy: a row's columns, or a directory's words.
  @Test func detailsComeFromTheFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try file(.rooted, paths(), in: directory)
    try source.read { db in
      let hierarchy = try PathHierarchy(tree: .paths(in: "files", column: "path"), db)
      let file = try #require(try hierarchy.details(of: .row("usr/lib/libc.so".databaseValue), db))
      #expect(file.path == ["usr", "lib", "libc.so"])
      #expect(file.fields.contains { $0.label == "path" && "\($0.value)".contains("/usr/lib/libc.so") })
      let written = try #require(try hierarchy.details(of: .row("usr/share/doc".databaseValue), db))
      #expect(written.kind != "directory")
      let prefix = try #require(try hierarchy.details(of: .row("usr/share".databaseValue), db))
      #expect(prefix.kind == "directory")
      #expect(try hierarchy.storedPath(of: .row("usr/share/doc".databaseValue), db) == "/usr/share/doc/")
      #expect(try hierarchy.storedPath(of: .row("usr/share".databaseValue), db) == "/usr/share")
    }
  }

  /// Where the index cannot give the copy's levels, there is no preview: the tree waits
  /// for the copy, as before.
  @Test(arguments: [
    "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT)",
    "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT); CREATE INDEX p ON files (path DESC)",
    "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT); CREATE INDEX p ON files (path COLLATE NOCASE)",
    "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT); CREATE INDEX p ON files (path) WHERE id > 0",
    "CREATE TABLE files (path TEXT PRIMARY KEY) WITHOUT ROWID; INSERT INTO files VALUES ('/')",
    "CREATE TABLE files (path TEXT PRIMARY KEY) WITHOUT ROWID; INSERT INTO files VALUES ('')",
    "CREATE TABLE files (path PRIMARY KEY) WITHOUT ROWID; INSERT INTO files VALUES (12)",
    "CREATE TABLE files (id INTEGER PRIMARY KEY, path); CREATE INDEX p ON files (path); INSERT INTO files VALUES (1, NULL)",
  ])
  func noPreviewWhereTheIndexCannotGiveTheLevels(_ schema: String) throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: schema)
      try db.execute(sql: "INSERT OR IGNORE INTO files (path) VALUES ('a/b'), ('a/c')")
      let hierarchy = try PathHierarchy(tree: .paths(in: "files", column: "path"), db)
      #expect(hierarchy.preview == nil)
    }
  }

  /// A level with a doubled separator or a `.` is the copy's to spell: it waits for it,
  /// while the levels beside it show.
  @Test func aLevelTheCopySpellsOtherwiseWaits() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE files (path TEXT PRIMARY KEY) WITHOUT ROWID")
      try db.execute(sql: "INSERT INTO files VALUES ('a//b'), ('c/./d'), ('e/f')")
      let hierarchy = try PathHierarchy(tree: .paths(in: "files", column: "path"), db)
      #expect(try hierarchy.childCounts(of: nil, db) == ChildCounts([3]))
      #expect(try hierarchy.childCounts(of: .row("a".databaseValue), db) == .none)
      #expect(try hierarchy.childCounts(of: .row("c".databaseValue), db) == .none)
      #expect(try hierarchy.childCounts(of: .row("e".databaseValue), db) == ChildCounts([1]))
    }
  }
}
