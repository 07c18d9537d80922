import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

/// A large foreign tree with no index on its parent column is browsed through a side-car
/// copy in the cache: the same rows, order, paths and search as reading the file, a copy
/// reused while the file is unchanged, rebuilt when another program writes, and the file
/// itself never touched.
@Suite(.serialized) struct ForeignSkeletonTests {
  /// 20,000 nodes with 32-hex text keys, parents by text, a position column with NULLs,
  /// some empty names; no index on the parent column.
  func largeFile() throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("big.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE items (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT, position INTEGER);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
          INSERT INTO items SELECT printf('%032x', i), CASE WHEN i <= 5 THEN NULL ELSE printf('%032x', (i * 7919) % (i - 1) + 1) END,
            CASE WHEN i % 97 = 0 THEN '' ELSE 'node ' || i || CASE WHEN i % 3 = 0 THEN ' garden' ELSE ' kitchen' END END,
            CASE WHEN i % 5 = 0 THEN NULL ELSE i % 13 END FROM n;
          INSERT INTO items VALUES ('c1', 'c2', 'loop one', 1), ('c2', 'c1', 'loop two', 2), ('c3', 'c2', 'under the loop', 3);
          """)
    }
    return (directory, path)
  }

  func byColumn(_ database: AppDatabase, _ tree: ForeignTree?) throws -> ForeignHierarchy {
    try #require(try ForeignFile.hierarchy(database, requested: tree).0 as? ForeignHierarchy)
  }

  func waitFor(_ condition: () -> Bool, seconds: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
  }

  func window(_ model: TreeModel, expanding rows: [Int]) throws -> [TreeRowInfo] {
    for row in rows { try model.expand(row: row) }
    return try model.rows(in: 0..<min(model.rowCount, 200))
  }

  @Test func theCopyAnswersLikeTheFile() throws {
    let (directory, path) = try largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let database = try ForeignFile.open(path: path)
    let direct = try byColumn(database, nil)
    #expect(
      direct.tree == ForeignTree(table: "items", id: "guid", parent: "parent_guid", label: "name", order: "position"))
    let indexed = try byColumn(database, direct.tree)
    let cache = directory.appendingPathComponent("cache").path
    let notified = Mutex(0)
    let keeper = try #require(
      try SideCarKeeper.start(hierarchy: indexed, database: database, directory: cache) {
        notified.withLock { $0 += 1 }
      })
    defer { keeper.stop() }
    #expect(
      waitFor {
        indexed.activity == nil && indexed.takeChange()
          && (try? database.read { db in try indexed.childCounts(of: nil, db) }) == ChildCounts([6])
      })
    #expect(notified.withLock { $0 } > 0)
    // The same windows, paths and details, whichever way they are read.
    let expand = [0, 1, 3, 8]
    let fromFile = try window(TreeModel(database: database, hierarchy: direct), expanding: expand)
    let fromCopy = try window(TreeModel(database: database, hierarchy: indexed), expanding: expand)
    #expect(fromFile == fromCopy)
    #expect(fromFile.count > 20)
    let deep = NodeID.row(String(format: "%032x", 19_999).databaseValue)
    try database.read { db in
      #expect(try direct.path(to: deep, db) == indexed.path(to: deep, db))
      #expect(try direct.details(of: deep, db) == indexed.details(of: deep, db))
      // Search: words from the FTS5 index of the copy; each hit's path as in the file.
      let hits = try indexed.search("node 1999", ranked: true, limit: 50, db)
      #expect(hits.contains { $0.node == .row(String(format: "%032x", 1999).databaseValue) })
      for hit in hits.prefix(5) { #expect(try direct.pathNames(of: hit.node, db)?.dropLast() == hit.path[...]) }
      // The count of all hits, from the index: what an unbounded search lists.
      for text in ["node 1999", "node 19", "no"] {
        #expect(
          try indexed.hitCount(text, db) == indexed.search(text, ranked: false, limit: 100_000, db).count, "\(text)")
      }
      // 19, 190–199, 1900–1999 and 19000–19999, but for the unlabelled multiples of 97.
      #expect(try indexed.hitCount("node 19", db) == 1_098)
      #expect(try direct.hitCount("node 19", db) == 1_098)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      !FileManager.default.fileExists(atPath: path + "-wal")
        && !FileManager.default.fileExists(atPath: path + "-journal"))
  }

  /// `arbor cache` lists each copy with the file and tree it copies, its size and its
  /// last use, and removes it with its label index and description.
  @Test func theCacheListsAndRemovesCopies() throws {
    let (directory, path) = try largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache").path
    let database = try ForeignFile.open(path: path)
    let hierarchy = try byColumn(database, nil)
    do {
      let keeper = try #require(try SideCarKeeper.start(hierarchy: hierarchy, database: database, directory: cache) {})
      defer { keeper.stop() }
      #expect(waitFor { hierarchy.activity == nil && hierarchy.readsCopy })
    }
    let copies = SideCarCache.copies(in: cache)
    #expect(copies.count == 1)
    let copy = try #require(copies.first)
    #expect(copy.file == URL(fileURLWithPath: path).standardizedFileURL.path)
    #expect(copy.tree == hierarchy.tree.commandLineOptions)
    let files = try FileManager.default.contentsOfDirectory(atPath: cache)
    let sizes = try files.filter { $0.hasSuffix(".sqlite") }.map {
      (try FileManager.default.attributesOfItem(atPath: cache + "/" + $0)[.size] as? NSNumber)?.int64Value ?? 0
    }
    #expect(copy.bytes == sizes.reduce(0, +) && copy.bytes > 0)
    try SideCarCache.remove(copy)
    #expect(SideCarCache.copies(in: cache).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache).filter { !$0.hasPrefix(".") } == [])
  }

  @Test func aCopyIsReusedThenRebuiltWhenTheFileChanges() throws {
    let (directory, path) = try largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache").path
    let database = try ForeignFile.open(path: path)
    do {
      let first = try byColumn(database, nil)
      let keeper = try #require(try SideCarKeeper.start(hierarchy: first, database: database, directory: cache) {})
      #expect(
        waitFor {
          first.activity == nil && (try? database.read { db in try first.childCounts(of: nil, db) }) == ChildCounts([6])
        })
      keeper.stop()
    }
    // A second session on the unchanged file: the copy is ready at once.
    let second = try byColumn(database, nil)
    let keeper = try #require(try SideCarKeeper.start(hierarchy: second, database: database, directory: cache) {})
    defer { keeper.stop() }
    #expect(try database.read { db in try second.childCounts(of: nil, db) } == ChildCounts([6]))
    _ = second.takeChange()
    // Another program adds a root: the copy is compared with the file and patched.
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "INSERT INTO items VALUES ('ffffffffffffffffffffffffffffffff', NULL, 'Added elsewhere', 0)")
    }
    #expect(
      waitFor(
        {
          second.takeChange() && (try? database.read { db in try second.childCounts(of: nil, db) }) == ChildCounts([7])
        }, seconds: 30))
  }

  static func key(_ number: Int) -> DatabaseValue { String(format: "%032x", number).databaseValue }

  /// With `--edit`, our own rename, delete and undo reach the copy and its label index
  /// before the edit returns: the tree and search show them at once, without a new copy.
  @Test func ourEditsReachTheCopyAtOnce() throws {
    let (directory, path) = try largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path, edit: true)
    let hierarchy = try byColumn(database, nil)
    let keeper = try #require(
      try SideCarKeeper.start(
        hierarchy: hierarchy, database: database, directory: directory.appendingPathComponent("cache").path
      ) {})
    defer { keeper.stop() }
    #expect(
      waitFor {
        hierarchy.activity == nil
          && (try? database.read { db in try hierarchy.childCounts(of: nil, db) }) == ChildCounts([6])
      })
    // The label index is in once search finds a word by its prefix.
    #expect(
      waitFor {
        ((try? database.read { db in try hierarchy.search("kitch", ranked: false, limit: 5, db) }) ?? []).count == 5
      })
    let history = try #require(try ForeignFile.history(database))
    let editor = try ForeignEditor(tree: hierarchy.tree, history: history)
    func titles(under parent: DatabaseValue?) throws -> [String] {
      try database.read { db in
        let counts = try hierarchy.childCounts(of: parent.map { .row($0) }, db)
        return try hierarchy.children(of: parent.map { .row($0) }, counts: counts, in: 0..<counts.total, db).map(
          \.title)
      }
    }
    func found(_ text: String) throws -> [NodeID] {
      try database.read { db in try hierarchy.search(text, ranked: true, limit: 10, db).map(\.node) }
    }
    let parentOfSeven = try #require(
      try database.read { db in try hierarchy.place(of: .row(Self.key(7)), db) }?.parent?.rowKey)
    try editor.rename(Self.key(7), to: "Renamed seventh")
    #expect(try titles(under: parentOfSeven).contains("Renamed seventh"))
    #expect(try found("seventh") == [.row(Self.key(7))])
    // Deleting the root above it takes it out of the tree and of search.
    let topCount = try titles(under: nil).count
    let root = try #require(
      try database.read { db in try hierarchy.path(to: .row(Self.key(7)), db) }?.first?.node.rowKey)
    try editor.deleteSubtree(root)
    #expect(try titles(under: nil).count == topCount - 1)
    #expect(try found("seventh").isEmpty)
    try history.undo()
    try history.undo()
    #expect(try titles(under: nil).count == topCount)
    #expect(try found("seventh").isEmpty)
    #expect(!(try titles(under: parentOfSeven).contains("Renamed seventh")))
    #expect(try database.read { db in try hierarchy.childCounts(of: .row(root), db) }.total > 0)
    #expect(try found("kitchen").count == 10)
  }

  /// Another program's rename reaches the tree and the search index by comparison with
  /// the copy: only the row that differs is replaced.
  @Test func anotherProgramsWriteIsFoundByComparison() throws {
    let (directory, path) = try largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    let hierarchy = try byColumn(database, nil)
    let keeper = try #require(
      try SideCarKeeper.start(
        hierarchy: hierarchy, database: database, directory: directory.appendingPathComponent("cache").path
      ) {})
    defer { keeper.stop() }
    func hits(_ text: String) -> [NodeID] {
      let found = try? database.read { db in try hierarchy.search(text, ranked: true, limit: 5, db) }
      return (found ?? []).map(\.node)
    }
    func roots() -> Int {
      let counts = try? database.read { db in try hierarchy.childCounts(of: nil, db) }
      return counts?.total ?? 0
    }
    #expect(waitFor { hierarchy.activity == nil && hits("kitch").count == 5 })
    try anotherProgram(path).write { db in
      try db.execute(
        sql: "UPDATE items SET name = 'Moved elsewhere', parent_guid = NULL WHERE guid = ?", arguments: [Self.key(12)])
    }
    #expect(waitFor({ hits("elsewhere") == [.row(Self.key(12))] && roots() == 7 }, seconds: 30))
    #expect(try database.read { db in try hierarchy.path(to: .row(Self.key(12)), db) }?.count == 1)
  }

  /// A graph in a link table without indexes (an ontology's is_a): through its copy the
  /// same roots, children, several-parent marks, paths and search as read from the file.
  /// 6,000 terms in a link table without indexes, a quarter under two parents, a link to
  /// no term and a link to itself.
  func linkFile() throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("onto.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE terms (id TEXT PRIMARY KEY, name TEXT);
          CREATE TABLE is_a (child TEXT, parent TEXT, rank INTEGER);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
          INSERT INTO terms SELECT 'T:' || i, CASE WHEN i % 50 = 0 THEN NULL ELSE 'term ' || i END FROM n;
          WITH RECURSIVE n(i) AS (SELECT 4 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
          INSERT INTO is_a SELECT 'T:' || i, 'T:' || ((i * 7919) % (i - 1) + 1), CASE WHEN i % 3 = 0 THEN NULL ELSE i % 5 END FROM n;
          WITH RECURSIVE n(i) AS (SELECT 10 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
          INSERT INTO is_a SELECT 'T:' || i, 'T:' || ((i * 104729) % (i - 2) + 1), NULL FROM n WHERE i % 4 = 0;
          INSERT INTO is_a VALUES ('T:7', 'T:nowhere', 1), ('T:8', 'T:8', 1);
          """)
    }
    return (directory, path)
  }

  static let linkTree = ForeignTree(
    table: "terms", parent: "parent", label: "name", order: "rank", links: ["is_a"], child: "child")

  @Test func aLinkTableCopyAnswersLikeTheFile() throws {
    let (directory, path) = try linkFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    let tree = ForeignTree(table: "terms", parent: "parent", order: "rank", links: ["is_a"], child: "child")
    let direct = try database.read { db in try LinkedHierarchy(tree: tree, db) }
    let copied = try database.read { db in try LinkedHierarchy(tree: tree, db) }
    let keeper = try #require(
      try SideCarKeeper.start(
        hierarchy: copied, database: database, directory: directory.appendingPathComponent("cache").path
      ) {})
    defer { keeper.stop() }
    func hits(_ hierarchy: LinkedHierarchy, _ text: String) -> [SearchHit] {
      (try? database.read { db in try hierarchy.search(text, ranked: false, limit: 20, db) }) ?? []
    }
    #expect(waitFor { copied.activity == nil && hits(copied, "term").count == 20 })
    let expand = [0, 1, 2, 5, 9]
    let fromFile = try window(TreeModel(database: database, hierarchy: direct), expanding: expand)
    let fromCopy = try window(TreeModel(database: database, hierarchy: copied), expanding: expand)
    #expect(fromFile == fromCopy)
    #expect(fromFile.contains { $0.mark == .severalParents && !$0.title.hasPrefix("⧉") })
    let deep = NodeID.row("T:5999".databaseValue)
    let paths = try database.read { db in (try direct.path(to: deep, db), try copied.path(to: deep, db)) }
    #expect(paths.0 == paths.1 && paths.0 != nil)
    let details = try database.read { db in (try direct.details(of: deep, db), try copied.details(of: deep, db)) }
    #expect(details.0 == details.1)
    let found = hits(copied, "5999")
    #expect(found.map(\.node) == [deep])
    #expect(found.first?.path == hits(direct, "term 5999").first?.path)
  }

  /// With `--edit` on a link-table tree: a rename, a move (one link) and a delete reach
  /// the copy before the edit returns, and undoing them gives back the same tree.
  @Test func ourEditsReachALinkCopyAtOnce() throws {
    let (directory, path) = try linkFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path, edit: true)
    let hierarchy = try database.read { db in try LinkedHierarchy(tree: Self.linkTree, db) }
    let keeper = try #require(
      try SideCarKeeper.start(
        hierarchy: hierarchy, database: database, directory: directory.appendingPathComponent("cache").path
      ) {})
    defer { keeper.stop() }
    func hits(_ text: String) -> [NodeID] {
      ((try? database.read { db in try hierarchy.search(text, ranked: false, limit: 20, db) }) ?? []).map(\.node)
    }
    #expect(waitFor { hierarchy.activity == nil && hits("term").count == 20 })
    let history = try #require(try ForeignFile.history(database))
    let editor = try ForeignEditor(tree: hierarchy.tree, history: history)
    func outline() throws -> [TreeRowInfo] {
      try window(TreeModel(database: database, hierarchy: hierarchy), expanding: [0, 1, 2, 5])
    }
    func children(_ key: String) throws -> [String] {
      try database.read { db in
        let counts = try hierarchy.childCounts(of: .row(key.databaseValue), db)
        return try hierarchy.children(of: .row(key.databaseValue), counts: counts, in: 0..<counts.total, db).map(
          \.title)
      }
    }
    let before = try outline()
    try editor.rename("T:100".databaseValue, to: "renamed hundred")
    #expect(hits("hundred") == [.row("T:100".databaseValue)])
    let parent = try #require(
      try database.read { db in try hierarchy.place(of: .row("T:100".databaseValue), db) }?.parent?.rowKey)
    #expect(try children(String.fromDatabaseValue(parent) ?? "").contains { $0.hasSuffix("renamed hundred") })
    try editor.move("T:100".databaseValue, from: parent, to: "T:2".databaseValue)
    #expect(try children("T:2").contains { $0.hasSuffix("renamed hundred") })
    try editor.deleteSubtree("T:2".databaseValue)
    #expect(try children("T:2").isEmpty)
    #expect(try database.read { db in try hierarchy.place(of: .row("T:2".databaseValue), db) } == nil)
    // T:100 has a second parent: it stays, under that one.
    let kept = try database.read { db in try hierarchy.place(of: .row("T:100".databaseValue), db) }
    #expect(kept != nil && kept?.parent != .row("T:2".databaseValue))
    for _ in 0..<3 { try history.undo() }
    #expect(try outline() == before)
    #expect(hits("hundred").isEmpty)
  }
}
