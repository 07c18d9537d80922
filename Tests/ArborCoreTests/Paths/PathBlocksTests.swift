import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// A tree of paths laid out in blocks (`PathBlocks`) reads as the copy keyed by paths
/// (`PathSideCar`) made from the same file: for every node the same children in the same
/// order (both ways), the same parent, place and chain up to the top, and every row's key
/// finds that row again — laid out in one pass from a walk in path order, or from the
/// keyed copy when the walk meets a directory again.
@Suite struct PathBlocksTests {
  /// Paths of every kind the copy meets: directories met again after others (scrambled),
  /// a path naming a directory met as a prefix, empty levels and `.`, no path at all,
  /// only a separator, and a directory of 300 entries (found by halves) whose names
  /// differ in case only, some of them named by the row otherwise than by their level.
  /// `sorted`: no path starts with `./`, which sorts before the paths of the directory
  /// it names.
  static func paths(sorted: Bool) -> [(path: String, name: String?)] {
    var paths: [(String, String?)] = []
    for index in 0..<1_500 {
      paths.append(("d\(index % 20)/s\(index % 3)/f\(index).txt", nil))
      if index % 9 == 0 { paths.append(("d\(index % 20)/s\(index % 3)", nil)) }
      if index % 13 == 0 { paths.append(("\(sorted ? "" : "./")d\(index % 20)//x\(index)/", nil)) }
    }
    for index in 0..<300 {
      let name = index % 3 == 0 ? "Big\(index / 3)" : "big\(index / 3)\(index % 3 == 1 ? "" : "b")"
      paths.append(("wide/\(name)", index % 7 == 0 ? "zz named \(index)" : nil))
    }
    paths += [("", nil), ("/", nil), ("top", nil), ("d1", nil), ("wide/é", nil), ("wide/É", nil)]
    var generator = TestRandom(seed: 11)
    paths.shuffle(using: &generator)
    return paths
  }

  /// The file of `paths` spelt with `rule`'s separator (steps: each name as a code of
  /// three characters): scrambled in a rowid table, or keyed by the path (walked in path
  /// order).
  func file(_ rule: PathSplitter.Rule, sorted: Bool, clean: Bool? = nil, at path: String) throws {
    var codes: [Substring: String] = [:]
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: sorted
          ? "CREATE TABLE files (path TEXT PRIMARY KEY, name TEXT) WITHOUT ROWID"
          : "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT, name TEXT)")
      for (path, name) in Self.paths(sorted: clean ?? sorted) {
        let spelt: String
        switch rule {
        case .separator(let separator): spelt = path.replacingOccurrences(of: "/", with: separator)
        case .step(let width):
          spelt = path.split(separator: "/").map { level in
            if let code = codes[level] { return code }
            let code = String(codes.count, radix: 36)
            codes[level] = String(repeating: "0", count: max(0, width - code.count)) + code
            return codes[level]!
          }.joined()
        }
        try db.execute(sql: "INSERT OR IGNORE INTO files (path, name) VALUES (?, ?)", arguments: [spelt, name])
      }
    }
  }

  @Test(
    arguments: [
      PathSplitter.Rule.separator("/"), .separator("::"), .separator("\u{1f}"), .step(3),
    ], [false, true])
  func blocksReadAsTheCopyKeyedByPaths(rule: PathSplitter.Rule, sorted: Bool) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let filePath = directory.appendingPathComponent("file.sqlite").path
    try file(rule, sorted: sorted, at: filePath)
    var tree = ForeignTree(table: "files", shape: .paths(column: "path", rule: rule))
    tree.label = "name"
    let source = try DatabaseQueue(path: filePath)
    let hierarchy = try source.read { db in try PathHierarchy(tree: tree, db) }
    let splitter = PathSplitter(rule)
    // The copy keyed by paths, as arbor made it before blocks.
    let keyed = try source.read { db in
      let walk = PathWalk(select: try db.makeStatement(hierarchy.select), db: db, splitter: splitter)
      return try PathSideCar.inMemory(sums: 0, layout: PathSideCar.schema(sums: 0, keys: CopyKeys(splitter))) { copy in
        _ = try PathSideCar.fill(copy, walk: walk, sums: 0, total: 0) { _ in true }
      }
    }
    let blocks = try DatabaseQueue()
    let filled = try source.read { db in
      let walk = PathWalk(select: try db.makeStatement(hierarchy.select), db: db, splitter: splitter)
      return try blocks.write { target in
        try target.execute(PathBlocks.schema(sums: 0))
        return try PathBlocks.fill(target, walk: walk, rowids: !sorted, total: 0, sums: []) { _ in true }
      }
    }
    // A walk in path order is laid out in one pass — but `::` sorts after the digits, so
    // there `d10`'s paths come between the row `d1` and `d1`'s paths.
    #expect(try #require(filled).arranged == (!sorted || rule == .separator("::")))
    let copy = TreeCopy(queue: blocks, stamp: "")
    #expect(copy.layout.levelSplitter == splitter)
    let keys = try keyed.queue.read { db in try DatabaseValue.fetchAll(db, sql: "SELECT key FROM nodes") }
    let seqs = try blocks.read { db in try Int64.fetchAll(db, sql: "SELECT seq FROM nodes WHERE seq > 0") }
    #expect(seqs.count == keys.count)
    // Every row's key is made from its levels, and finds the row again.
    let made = try copy.keys(of: seqs)
    #expect(Set(made.values) == Set(keys))
    try blocks.read { db in
      let reads = PathBlockReads(db: db, splitter: splitter)
      for (seq, key) in made { #expect(try reads.node(of: key)?.seq == seq) }
      // A key of no node, and one spelt otherwise than the walk spells keys, find none.
      #expect(try reads.node(of: "no such path".databaseValue) == nil)
      if case .separator(let separator) = rule {
        #expect(try reads.node(of: "d1\(separator)\(separator)s1".databaseValue) == nil)
        #expect(try reads.node(of: "wide\(separator)BIG1".databaseValue) == nil)
      }
      // Every row but the top's sits in exactly one block.
      let placed = try #require(
        try Row.fetchOne(
          db,
          sql: """
            SELECT count(*), count(DISTINCT c.seq) FROM nodes AS p
            JOIN nodes AS c ON c.seq BETWEEN p.first AND p.first + p.childCount - 1 WHERE p.first IS NOT NULL
            """))
      let inBlocks: Int = placed[0]
      let distinct: Int = placed[1]
      #expect(inBlocks == keys.count)
      #expect(distinct == keys.count)
    }
    try expectSameReads(copy, keyed, keys: keys)
  }

  /// `copy` (in blocks) answers every read as `keyed` does, for every node.
  func expectSameReads(_ copy: TreeCopy, _ keyed: TreeCopy, keys: [DatabaseValue]) throws {
    for key in [nil] + keys.map(Optional.some) {
      #expect(try copy.childCount(of: key) == keyed.childCount(of: key))
      for order in [SiblingOrder.tree, .treeReversed] {
        let expected = try keyed.children(of: key, in: 0..<Int.max / 2, order: order)
        let found = try copy.children(of: key, in: 0..<Int.max / 2, order: order)
        #expect(found == expected, "\(String(describing: key))")
        #expect(try copy.children(of: key, in: 1..<3, order: order) == Array(expected.dropFirst().prefix(2)))
      }
      guard let key else { continue }
      let parent = try keyed.parent(of: key)
      #expect(try copy.parent(of: key) == parent)
      for order in [SiblingOrder.tree, .treeReversed] {
        #expect(
          try copy.index(of: key, parent: parent ?? nil, order: order)
            == keyed.index(of: key, parent: parent ?? nil, order: order))
      }
      #expect(
        Set(try copy.ancestors(of: key).map { "\($0.key)|\($0.parent)|\($0.label)|\($0.isRoot)" })
          == Set(try keyed.ancestors(of: key).map { "\($0.key)|\($0.parent)|\($0.label)|\($0.isRoot)" }))
      #expect(
        try copy.node(key, columns: "source, rawParent, childCount")
          == keyed.node(key, columns: "source, rawParent, childCount"))
    }
  }

  /// Rows in no order (a table keyed by rowid) are walked again in path order once a
  /// directory is met again, and laid out in one pass — not through the copy keyed by
  /// paths.
  @Test func rowsInNoOrderAreWalkedAgainSorted() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let filePath = directory.appendingPathComponent("file.sqlite").path
    try file(.separator("/"), sorted: false, clean: true, at: filePath)
    var tree = ForeignTree(table: "files", shape: .paths(column: "path", rule: .separator("/")))
    tree.label = "name"
    let source = try DatabaseQueue(path: filePath)
    let hierarchy = try source.read { db in try PathHierarchy(tree: tree, db) }
    let splitter = PathSplitter(.separator("/"))
    let keyed = try source.read { db in
      let walk = PathWalk(select: try db.makeStatement(hierarchy.select), db: db, splitter: splitter)
      return try PathSideCar.inMemory(sums: 0, layout: PathSideCar.schema(sums: 0, keys: CopyKeys(splitter))) { copy in
        _ = try PathSideCar.fill(copy, walk: walk, sums: 0, total: 0) { _ in true }
      }
    }
    let blocks = try DatabaseQueue()
    let filled = try source.read { db in
      let walk = PathWalk(select: try db.makeStatement(hierarchy.select), db: db, splitter: splitter)
      let sorted = {
        PathWalk(
          select: try db.makeStatement("\(hierarchy.select) ORDER BY x.path COLLATE BINARY"), db: db,
          splitter: splitter)
      }
      return try blocks.write { target in
        try target.execute(PathBlocks.schema(sums: 0))
        return try PathBlocks.fill(target, walk: walk, sorted: sorted, rowids: true, total: 0, sums: []) { _ in true }
      }
    }
    #expect(try #require(filled).arranged == false)
    let keys = try keyed.queue.read { db in try DatabaseValue.fetchAll(db, sql: "SELECT key FROM nodes") }
    try expectSameReads(TreeCopy(queue: blocks, stamp: ""), keyed, keys: keys)
  }

  /// A directory with more children than a walk holds in memory (`BlockBatch.heldAtMost`)
  /// has them put aside and sorted by SQLite: the same block as one held whole.
  @Test func aDirectoryTooWideToHoldIsSortedBySQLite() throws {
    let count = BlockBatch.heldAtMost * 2 + 77
    let source = try DatabaseQueue()
    try source.write { db in
      try db.execute(sql: "CREATE TABLE files (path TEXT PRIMARY KEY, name TEXT) WITHOUT ROWID")
      for index in 0..<count {
        let name = index % 5 == 0 ? "File\(index)" : "file\(index)"
        try db.execute(
          sql: "INSERT INTO files VALUES (?, ?)", arguments: ["wide/\(name)", index % 97 == 0 ? "named \(index)" : nil])
        if index % 1_000 == 0 {
          try db.execute(sql: "INSERT INTO files VALUES (?, NULL)", arguments: ["wide/file\(index)x/inner"])
        }
      }
      try db.execute(sql: "INSERT INTO files VALUES ('top', NULL)")
    }
    var tree = ForeignTree(table: "files", shape: .paths(column: "path", rule: .separator("/")))
    tree.label = "name"
    let hierarchy = try source.read { db in try PathHierarchy(tree: tree, db) }
    let splitter = PathSplitter(.separator("/"))
    let keyed = try source.read { db in
      let walk = PathWalk(select: try db.makeStatement(hierarchy.select), db: db, splitter: splitter)
      return try PathSideCar.inMemory(sums: 0, layout: PathSideCar.schema(sums: 0, keys: CopyKeys(splitter))) { copy in
        _ = try PathSideCar.fill(copy, walk: walk, sums: 0, total: 0) { _ in true }
      }
    }
    let copy = try source.read { db in try hierarchy.makeCopy(in: db) }
    let keys = try keyed.queue.read { db in try DatabaseValue.fetchAll(db, sql: "SELECT key FROM nodes") }
    #expect(try copy.childCount(of: "wide".databaseValue) == count + count / 1_000 + 1)
    try expectSameReads(
      copy, keyed,
      keys: keys.filter { key in
        // Every directory, and a sample of the files.
        guard let text = String.fromDatabaseValue(key) else { return false }
        return !text.hasPrefix("wide/") || text.hasSuffix("x") || text.hasSuffix("7")
      })
  }

  /// The order blocks are written in is SQLite's own for every pair of these texts: a
  /// block searched by halves with SQLite's comparisons finds each row.
  @Test func blockOrderComparesAsSQLite() throws {
    let texts = ["", "a", "A", "b", "B", "ab", "aB", "a\u{0}b", "a\u{0}c", "a\u{0}", "é", "É", "z", "_", "[", "`", "{"]
    let db = try DatabaseQueue()
    try db.read { db in
      for one in texts {
        for other in texts {
          let bytes = (Array(one.utf8), Array(other.utf8))
          // As bytes: a string is bound up to its first NUL.
          let sqlite = try Int.fetchOne(
            db,
            sql: """
              SELECT (CAST(?1 AS TEXT) < CAST(?2 AS TEXT) COLLATE NOCASE) - (CAST(?1 AS TEXT) > CAST(?2 AS TEXT) COLLATE NOCASE)
              """, arguments: [Data(bytes.0), Data(bytes.1)])
          let ours = bytes.0.withUnsafeBufferPointer { left in
            bytes.1.withUnsafeBufferPointer { right in BlockOrder.noCase(left, right) }
          }
          #expect(sqlite == (ours < 0 ? 1 : ours > 0 ? -1 : 0), "\(one.debugDescription) \(other.debugDescription)")
        }
      }
    }
  }
}
