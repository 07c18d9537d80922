import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// Another program's writes into a table of paths are patched into the copy from the
/// pages they changed (`PathPatch`): after each round of random writes the patched copy
/// must hold what a new copy of the file holds — nodes, parents, child counts, labels,
/// own values, totals of both sums — and its label index the copy's labels.
@Suite(.serialized) struct PathPatchTests {
  /// Two sums: the second's totals are kept in a table of their own.
  static let tree = ForeignTree.paths(in: "files", column: "path").adding([
    TreeSum(name: "size", expression: "size"), TreeSum(name: "noted", expression: "length(note)"),
  ])

  /// A table keyed by rowid (its paths in no order), one keyed by the path itself, each in
  /// rollback-journal and write-ahead-log form.
  static let shapes = ["rowid", "keyed", "rowid WAL", "keyed WAL"]

  func makeFile(_ shape: String, in directory: URL) throws -> (path: String, program: DatabaseQueue) {
    let path = directory.appendingPathComponent("files.sqlite").path
    let program = try DatabaseQueue(path: path)
    try program.writeWithoutTransaction { db in
      if shape.hasSuffix("WAL") { try db.execute(sql: "PRAGMA journal_mode = WAL") }
      try db.execute(
        sql: shape.hasPrefix("keyed")
          ? "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER, note TEXT) WITHOUT ROWID"
          : "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT UNIQUE, size INTEGER, note TEXT)")
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
          INSERT INTO files (path, size, note) SELECT
            'usr/' || (i % 7) || '/d' || (i % 53) || '/' || CASE WHEN i % 5 = 0 THEN 'sub' || (i % 3) || '/' ELSE '' END || 'f' || i,
            CASE WHEN i % 11 = 0 THEN NULL ELSE i % 1000 END, printf('%.40c', 'n') FROM n
          """)
      // Directories that have rows of their own too, and paths spelt with extra slashes.
      try db.execute(
        sql:
          "INSERT INTO files (path, size) VALUES ('usr/1', 5), ('usr/2/d3', 7), ('/etc//passwd/', 3), ('etc/hosts', 2)")
    }
    return (path, program)
  }

  /// One random write of another program: new paths (in new and existing directories),
  /// paths deleted (leaving directories empty), sizes changed, paths moved, paths spelt
  /// otherwise than their keys (`/a//b/`) written.
  func randomWrite(_ random: inout TestRandom) -> String {
    let id = random.below(3000) + 1
    let directory = "usr/\(random.below(9))/d\(random.below(60))"
    switch random.below(8) {
    case 6: return "UPDATE files SET size = \(random.below(5000)) WHERE path IN ('/etc//passwd/', 'etc/hosts', 'usr/1')"
    case 7:
      return
        "INSERT OR IGNORE INTO files (path, size) VALUES ('/\(directory)//spelt\(random.below(1000))/', \(random.below(500)))"
    case 0:
      return
        "INSERT OR IGNORE INTO files (path, size) VALUES ('\(directory)/new\(random.below(100_000))', \(random.below(500)))"
    case 1: return "DELETE FROM files WHERE path LIKE 'usr/%/f\(id)'"
    case 2: return "DELETE FROM files WHERE path LIKE '\(directory)/%'"
    case 3: return "UPDATE files SET size = \(random.below(5000)) WHERE path LIKE '%/f\(id)'"
    case 4: return "UPDATE OR IGNORE files SET path = '\(directory)/moved\(id)' WHERE path LIKE '%/f\(id)'"
    default: return "UPDATE files SET note = 'changed \(id)' WHERE path LIKE '%/f\(id)'"
    }
  }

  /// What a copy holds, row numbers aside: each node's key, parent, label, children in
  /// order, own values and totals, and whether its totals name its parent — read block by
  /// block from the top, every row met once.
  func contents(of copy: TreeCopy) throws -> [String] {
    let splitter = try #require(copy.layout.levelSplitter)
    return try copy.queue.read { db in
      let block = try db.makeStatement(
        sql: """
          SELECT n.seq, n.level, n.label, n.childCount, n.first, n.own, n.own2, n.source IS NOT NULL, t.total, t.descendants,
            t2.total, t.parentSeq
          FROM nodes AS n LEFT JOIN totals AS t ON t.seq = n.seq LEFT JOIN totals2 AS t2 ON t2.seq = n.seq
          WHERE n.seq BETWEEN ? AND ? ORDER BY n.seq
          """)
      var lines: [String] = []
      let top = try #require(try Row.fetchOne(db, sql: "SELECT first, childCount FROM nodes WHERE seq = 0"))
      var waiting: [(seq: Int64, key: String?, first: Int64?, count: Int64)] = [(0, nil, top[0], top[1])]
      while let parent = waiting.popLast() {
        guard let first = parent.first, parent.count > 0 else { continue }
        let rows = try Row.fetchAll(block, arguments: [first, first + parent.count - 1])
        #expect(rows.count == Int(parent.count), "block of \(String(describing: parent.key))")
        for row in rows {
          let level: String = row[1]
          let key = parent.key.map { splitter.key([$0[...], level[...]]) } ?? level
          let values = ([2, 3] + (5..<11)).map { "\(row[$0] as DatabaseValue)" }
          let levels = try Row.fetchAll(
            db, sql: "SELECT level FROM nodes WHERE seq BETWEEN ? AND ? ORDER BY seq",
            arguments: [row[4] as Int64? ?? 0, (row[4] as Int64? ?? 0) + (row[3] as Int64) - 1]
          ).map { $0[0] as String }
          lines.append("\(key) \(parent.key ?? "-") \(values) \(levels) \((row[11] as Int64?) == parent.seq)")
          waiting.append((row[0], key, row[4], row[3]))
        }
      }
      #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes WHERE seq > 0") == lines.count)
      return lines.sorted()
    }
  }

  /// The file read-only, and its tree of paths (`tree`).
  func opened(_ path: String) throws -> (file: DatabaseQueue, hierarchy: PathHierarchy) {
    var configuration = Configuration()
    configuration.readonly = true
    let file = try DatabaseQueue(path: path, configuration: configuration)
    return (file, try file.read { db in try PathHierarchy(tree: Self.tree, db) })
  }

  /// A new copy of the file, with its label index; installed as the keeper installs it
  /// when `installed`.
  func build(_ hierarchy: PathHierarchy, from file: DatabaseQueue, in directory: URL, installed: Bool = true) throws
    -> TreeCopy
  {
    let location = directory.appendingPathComponent("copy-\(UUID().uuidString).sqlite").path
    let feed = LabelFeed(location: LabelIndex.location(copy: location))
    let built = try #require(
      try hierarchy.buildCopy(from: file, location: location, stamp: "s", labels: feed) { _ in true })
    let labels = try feed.finish(copy: built) { true }
    if installed {
      hierarchy.slot.install(built)
      hierarchy.slot.install(labels: labels)
    }
    return built
  }

  @Test(arguments: shapes)
  func randomWritesArePatchedAsANewCopyHoldsThem(shape: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (path, program) = try makeFile(shape, in: directory)
    var configuration = Configuration()
    configuration.readonly = true
    ForeignConnection.harden(&configuration)
    let file = try DatabaseQueue(path: path, configuration: configuration)
    let hierarchy = try file.read { db in try PathHierarchy(tree: Self.tree, db) }
    var copy = try build(hierarchy, from: file, in: directory)
    #expect(copy.pageWatch.hasBaseline)
    var random = TestRandom(seed: 41)
    var patched = 0
    for round in 0..<12 {
      try program.write { db in
        for _ in 0..<(1 + random.below(round % 5 == 0 ? 12 : 3)) { try db.execute(sql: randomWrite(&random)) }
      }
      let outcome = try file.read { db in try hierarchy.resync(copy, in: db, stamp: "r\(round)") }
      switch outcome {
      case .patched: patched += 1
      case .same: break
      case .rebuild: copy = try build(hierarchy, from: file, in: directory)
      }
      let fresh = try build(hierarchy, from: file, in: directory, installed: false)
      #expect(try contents(of: copy) == contents(of: fresh), "round \(round)")
      let labels = try #require(hierarchy.slot.labels)
      let indexed = try labels.queue.read { db in
        try Row.fetchAll(db, sql: "SELECT rowid AS seq, label FROM labels ORDER BY rowid")
      }
      let nodes = try copy.queue.read { db in
        try Row.fetchAll(db, sql: "SELECT seq, label FROM nodes WHERE seq > 0 ORDER BY seq")
      }
      #expect(indexed == nodes, "round \(round)")
    }
    #expect(patched >= 9)
  }

  /// Two spellings of one path share a node: which row a changed page held cannot be
  /// told, so the copy is made again rather than patched.
  @Test func aNodeOfTwoRowsIsCopiedAgain() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (path, program) = try makeFile("rowid", in: directory)
    try program.write { db in try db.execute(sql: "INSERT INTO files (path, size) VALUES ('usr/1/', 100)") }
    let (file, hierarchy) = try opened(path)
    let copy = try build(hierarchy, from: file, in: directory)
    try program.write { db in try db.execute(sql: "UPDATE files SET size = 1 WHERE path = 'usr/1/'") }
    #expect(try file.read { db in try hierarchy.resync(copy, in: db, stamp: "t") } == .rebuild)
  }

  /// A directory of 2,000 rows renamed by another program: patched (not made again), as a
  /// new copy holds it. Its rows were each looked up from the top and the emptied
  /// directories weighed against every new node (8,939 rows took 74 s).
  @Test(arguments: ["rowid", "keyed"])
  func aRenamedDirectoryIsPatched(shape: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    let program = try DatabaseQueue(path: path)
    try program.write { db in
      try db.execute(
        sql: shape == "keyed"
          ? "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER, note TEXT) WITHOUT ROWID"
          : "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT UNIQUE, size INTEGER, note TEXT)")
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12000)
          INSERT INTO files (path, size) SELECT 'top/d' || (i / 2000) || '/s' || (i % 20) || '/f' || i, i FROM n ORDER BY 1
          """)
    }
    let (file, hierarchy) = try opened(path)
    let copy = try build(hierarchy, from: file, in: directory)
    try program.write { db in
      try db.execute(sql: "UPDATE files SET path = 'top/d2R' || substr(path, 7) WHERE path LIKE 'top/d2/%'")
      #expect(db.changesCount == 2000)
    }
    #expect(try file.read { db in try hierarchy.resync(copy, in: db, stamp: "r") } == .patched)
    let fresh = try build(hierarchy, from: file, in: directory, installed: false)
    #expect(try contents(of: copy) == contents(of: fresh))
  }

  /// A tree whose root is a row (digiKam's album `/`) holds the paths under it: an album
  /// added or removed there is patched in; the root's row gone, or come back, makes a new
  /// copy, rooted as the file now is.
  @Test func aRootedTreeIsPatchedAndTakesAnotherShapeWithItsRoot() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    let program = try DatabaseQueue(path: path)
    try program.write { db in
      try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT UNIQUE, size INTEGER, note TEXT)")
      try db.execute(
        sql: """
          INSERT INTO files (path, size) VALUES ('/', 1), ('relative/r1', 2);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
          INSERT INTO files (path, size) SELECT '/d' || (i % 20) || '/f' || i, i FROM n;
          """)
    }
    let (file, hierarchy) = try opened(path)
    var copy = try build(hierarchy, from: file, in: directory)
    #expect(copy.layout.levelSplitter?.rooted == true)
    try program.write { db in
      try db.execute(
        sql: "INSERT INTO files (path, size) VALUES ('/d3/new', 9); DELETE FROM files WHERE path LIKE '/d4/%'")
    }
    #expect(try file.read { db in try hierarchy.resync(copy, in: db, stamp: "a") } == .patched)
    #expect(try contents(of: copy) == contents(of: build(hierarchy, from: file, in: directory, installed: false)))
    #expect(try contents(of: copy).contains { $0.hasPrefix("/d3/new /d3 ") })
    try program.write { db in try db.execute(sql: "DELETE FROM files WHERE path = '/'") }
    #expect(try file.read { db in try hierarchy.resync(copy, in: db, stamp: "b") } == .rebuild)
    copy = try build(hierarchy, from: file, in: directory)
    #expect(copy.layout.levelSplitter?.rooted == false)
    #expect(try contents(of: copy).contains { $0.hasPrefix("d3/new d3 ") })
    try program.write { db in try db.execute(sql: "INSERT INTO files (path, size) VALUES ('/', 1)") }
    #expect(try file.read { db in try hierarchy.resync(copy, in: db, stamp: "c") } == .rebuild)
  }

  /// A write that touches most of the file's rows makes a new copy rather than a patch
  /// that would cost more (every page of 30,000 rows rewritten).
  @Test func aCopyTooFarBehindIsMadeAgain() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    let program = try DatabaseQueue(path: path)
    try program.write { db in
      try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT, size INTEGER, note TEXT)")
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
          INSERT INTO files (path, size) SELECT 'top/d' || (i % 40) || '/f' || i, i FROM n
          """)
    }
    let (file, hierarchy) = try opened(path)
    let copy = try build(hierarchy, from: file, in: directory)
    try program.write { db in
      try db.execute(sql: "UPDATE files SET path = 'top/x' || substr(path, 6) WHERE id % 40 = 0")
    }
    #expect(try file.read { db in try hierarchy.resync(copy, in: db, stamp: "r") } == .rebuild)
  }

  /// The screen reads the copy while a patch writes it: the patch has a connection of its
  /// own, and the copy as last committed is read until it commits (a patch holding the
  /// copy's one connection froze every key for its whole length).
  @Test func theCopyIsReadWhileAPatchWritesIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (path, _) = try makeFile("rowid", in: directory)
    let (file, hierarchy) = try opened(path)
    let copy = try build(hierarchy, from: file, in: directory)
    let before = try copy.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") }
    try copy.patching { db in
      try db.execute(sql: "DELETE FROM nodes WHERE seq > 10")
      // Another thread, as the screen: it reads the copy as it was, and is not held.
      let read = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var seen: Int?
      DispatchQueue.global().async {
        seen = try? copy.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") }
        read.signal()
      }
      #expect(read.wait(timeout: .now() + 30) == .success, "the read waited for the patch")
      #expect(seen == before)
    }
    #expect(try copy.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") } == 11)
  }
}
