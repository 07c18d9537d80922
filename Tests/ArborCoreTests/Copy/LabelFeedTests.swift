import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// The label index fed while a copy is written (`LabelFeed`): the labels it gets must be
/// the copy's own, row for row — one number off and search opens another node.
@Suite struct LabelFeedTests {
  /// The copy's rows and the index's, as (row number, label).
  func rows(copy: String, labels: String) throws -> (copy: [[String]], index: [[String]]) {
    let copyRows = try DatabaseQueue(path: copy).read { db in
      try Row.fetchAll(db, sql: "SELECT seq, label FROM nodes WHERE seq > 0 ORDER BY seq").map {
        ["\($0[0] as Int64)", $0[1] as String]
      }
    }
    let indexRows = try DatabaseQueue(path: labels).read { db in
      try Row.fetchAll(db, sql: "SELECT id, c0 FROM labels_content ORDER BY id").map {
        ["\($0[0] as Int64)", $0[1] as String]
      }
    }
    return (copyRows, indexRows)
  }

  /// The first row where the index and the copy differ (nil: none), and their counts.
  func difference(_ rows: (copy: [[String]], index: [[String]])) -> String? {
    if let row = zip(rows.copy, rows.index).first(where: { $0 != $1 }) { return "copy \(row.0), index \(row.1)" }
    return rows.copy.count == rows.index.count ? nil : "copy \(rows.copy.count) rows, index \(rows.index.count)"
  }

  /// Paths whose directories are met again (`metAgain`): "d1.txt" comes between "d1"'s own
  /// row and the paths under it, so the copy is laid out from a copy keyed by paths and
  /// the labels fed are forgotten. Else "d1" and "d1_txt", after the paths under "d1".
  func pathsFile(in directory: URL, metAgain: Bool = true) throws -> String {
    let path = directory.appendingPathComponent("files.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER) WITHOUT ROWID")
      for index in 0..<3_000 {
        let folder = "d\(index % 40)"
        for path in [folder, folder + (metAgain ? ".txt" : "_txt"), "\(folder)/sub \(index % 7)/f\(index).dat"] {
          try db.execute(sql: "INSERT OR IGNORE INTO files VALUES (?, ?)", arguments: [path, index])
        }
      }
    }
    return path
  }

  func pathHierarchy(_ file: String) throws -> (PathHierarchy, DatabaseQueue) {
    var configuration = Configuration()
    configuration.readonly = true
    let source = try DatabaseQueue(path: file, configuration: configuration)
    let hierarchy = try source.read { db in try PathHierarchy(tree: .paths(in: "files", column: "path"), db) }
    return (hierarchy, source)
  }

  /// In memory, or every batch through the spill file; laid out in one pass, or from a
  /// copy keyed by paths (the labels fed so far forgotten, the index made from the copy).
  @Test(arguments: [LabelFeed.waitingLimit, 0], [false, true])
  func aCopyOfPathsFeedsItsIndexRowForRow(keptInMemory: Int, metAgain: Bool) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (hierarchy, source) = try pathHierarchy(try pathsFile(in: directory, metAgain: metAgain))
    let copyPath = directory.appendingPathComponent("copy.sqlite").path
    let labelsPath = LabelIndex.location(copy: copyPath)
    let feed = LabelFeed(location: labelsPath, keptInMemory: keptInMemory)
    let copy = try #require(
      try hierarchy.buildCopy(from: source, location: copyPath, stamp: "s", labels: feed) { _ in true })
    let index = try #require(try feed.finish(copy: copy) { true })
    let copyRows = try rows(copy: copyPath, labels: labelsPath).copy
    #expect(copyRows.count > 3_000)
    #expect(difference(try rows(copy: copyPath, labels: labelsPath)) == nil)
    // All of them came from the feed: the copy never outruns it (batches wait, in memory
    // or spilled) — unless the copy was begun again.
    #expect(feed.fedLabels == (metAgain ? 0 : Int64(copyRows.count)))
    // The spill file was unlinked when made: only the copy and its index are left.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["copy-labels.sqlite", "copy.sqlite", "files.sqlite"])
    let hits = try index.search("\"txt\"", text: "txt", ranked: false, limit: 100, access: InterruptibleAccess())
    #expect(hits.count == 40)
    #expect(hits.allSatisfy { copyRows[Int($0.seq) - 1][1].hasSuffix("txt") })
  }

  @Test func labelsTheFeedMissedAreReadFromTheCopy() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (hierarchy, source) = try pathHierarchy(try pathsFile(in: directory))
    let copyPath = directory.appendingPathComponent("copy.sqlite").path
    let unused = LabelFeed(location: directory.appendingPathComponent("unused-labels.sqlite").path)
    let copy = try #require(
      try hierarchy.buildCopy(from: source, location: copyPath, stamp: "s", labels: unused) { _ in true })
    unused.abandon()
    let labels = try DatabaseQueue(path: copyPath).read { db in
      try String.fetchAll(db, sql: "SELECT label FROM nodes WHERE seq > 0 ORDER BY seq")
    }
    // Ten labels, then a batch that does not follow them (as when batches were dropped).
    let labelsPath = LabelIndex.location(copy: copyPath)
    let feed = LabelFeed(location: labelsPath)
    func batch(_ range: Range<Int>) -> LabelFeed.Batch {
      var batch = LabelFeed.Batch(first: Int64(range.lowerBound + 1))
      for label in labels[range] { Array(label.utf8).withUnsafeBufferPointer { batch.append($0) } }
      return batch
    }
    feed.offer(batch(0..<10))
    feed.offer(batch(20..<30))
    _ = try #require(try feed.finish(copy: copy) { true })
    #expect(feed.fedLabels == 10)
    #expect(difference(try rows(copy: copyPath, labels: labelsPath)) == nil)
  }

  /// A parent-column copy numbers its rows in the file's order, each fed as it is copied.
  @Test func aParentColumnCopyFeedsItsIndexRowForRow() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("items.sqlite").path
    try DatabaseQueue(path: file).write { db in
      // Labels of every storage class: a number's text is what the copy's TEXT column keeps.
      try db.execute(
        sql: """
          CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES items(id), name);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
          INSERT INTO items SELECT i, CASE WHEN i <= 3 THEN NULL ELSE i / 3 END,
            CASE i % 3 WHEN 0 THEN 'item ' || i WHEN 1 THEN i * 1.5 ELSE i END FROM n;
          """)
    }
    let source = try DatabaseQueue(path: file)
    let hierarchy = try source.read { db in
      try ForeignHierarchy(tree: ForeignTree(table: "items", parent: "parent"), db)
    }
    let copyPath = directory.appendingPathComponent("copy.sqlite").path
    let labelsPath = LabelIndex.location(copy: copyPath)
    let feed = LabelFeed(location: labelsPath)
    let copy = try #require(
      try TreeCopy.build(from: source, sql: hierarchy.sql, location: copyPath, stamp: "s", labels: feed))
    _ = try #require(try feed.finish(copy: copy) { true })
    #expect(try rows(copy: copyPath, labels: labelsPath).copy.count == 5_000)
    #expect(difference(try rows(copy: copyPath, labels: labelsPath)) == nil)
    #expect(feed.fedLabels == 5_000)
  }

  /// Builds `hierarchy`'s copy from `source` with a feed, and checks its index.
  func checkFedIndex(of hierarchy: any SideCarTree, from source: DatabaseQueue, in directory: URL, rows: Int) throws {
    let copyPath = directory.appendingPathComponent("copy.sqlite").path
    let labelsPath = LabelIndex.location(copy: copyPath)
    let feed = LabelFeed(location: labelsPath)
    let copy = try #require(
      try hierarchy.buildCopy(from: source, location: copyPath, stamp: "s", labels: feed) { _ in true })
    _ = try #require(try feed.finish(copy: copy) { true })
    #expect(try self.rows(copy: copyPath, labels: labelsPath).copy.count == rows)
    #expect(difference(try self.rows(copy: copyPath, labels: labelsPath)) == nil)
    #expect(feed.fedLabels == Int64(rows))
  }

  /// A tree filled into the copy a row a statement (nested sets, closures): a key met
  /// again adds no row and no label.
  func checkFilledCopy(_ file: String, tree: ForeignTree, in directory: URL, rows: Int) throws {
    let source = try DatabaseQueue(path: file)
    let hierarchy: any FilledCopyTree = try source.read { db -> any FilledCopyTree in
      if tree.nested != nil { return try NestedSetHierarchy(tree: tree, db) }
      return try ClosureHierarchy(tree: tree, db)
    }
    try checkFedIndex(of: hierarchy, from: source, in: directory, rows: rows)
  }

  /// django-treebeard's nested sets (its own schema).
  @Test func nestedSetsFeedTheirIndexRowForRow() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("ns.sqlite").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE "shop_department" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
            "lft" integer unsigned NOT NULL, "rgt" integer unsigned NOT NULL, "tree_id" integer unsigned NOT NULL,
            "depth" integer unsigned NOT NULL, "name" varchar(100) NOT NULL);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
          INSERT INTO shop_department (lft, rgt, tree_id, depth, name) SELECT 2 * i, 2 * i + 1, 1, 2, 'department ' || i FROM n;
          INSERT INTO shop_department (lft, rgt, tree_id, depth, name) VALUES (1, 6002, 1, 1, 'all');
          """)
    }
    let tree = ForeignTree.nestedSets(in: "shop_department", left: "lft", right: "rgt", treeID: "tree_id")
    try checkFilledCopy(file, tree: tree, in: directory, rows: 3_001)
  }

  /// A closure table beside its tags.
  @Test func closuresFeedTheirIndexRowForRow() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("tags.sqlite").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT);
          CREATE TABLE tag_hierarchies (ancestor_id INTEGER NOT NULL, descendant_id INTEGER NOT NULL, generations INTEGER NOT NULL);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
          INSERT INTO tags SELECT i, 'tag ' || i FROM n;
          INSERT INTO tag_hierarchies SELECT id, id, 0 FROM tags;
          INSERT INTO tag_hierarchies SELECT 1, id, 1 FROM tags WHERE id > 1;
          """)
    }
    var tree = ForeignTree.closure(
      of: "tags", in: "tag_hierarchies", ancestor: "ancestor_id", descendant: "descendant_id",
      depth: "generations")
    tree.label = "name"
    try checkFilledCopy(file, tree: tree, in: directory, rows: 3_000)
  }

  /// CherryTree's link tables (its own schema): a node row each, fed as it is copied.
  @Test func linkTablesFeedTheirIndexRowForRow() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.ctb").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE node (node_id INTEGER UNIQUE, name TEXT, txt TEXT, syntax TEXT, tags TEXT, is_ro INTEGER,
            is_richtxt INTEGER, has_codebox INTEGER, has_table INTEGER, has_image INTEGER, level INTEGER,
            ts_creation INTEGER, ts_lastsave INTEGER);
          CREATE TABLE children (node_id INTEGER UNIQUE, father_id INTEGER, sequence INTEGER, master_id INTEGER);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
          INSERT INTO node (node_id, name, txt, syntax, tags, is_ro, is_richtxt, has_codebox, has_table, has_image, level,
            ts_creation, ts_lastsave) SELECT i, 'note ' || i, '', 'plain-text', '', 0, 0, 0, 0, 0, 0, 1700000000, 1700000000 FROM n;
          INSERT INTO children SELECT node_id, node_id / 3, node_id, 0 FROM node;
          """)
    }
    let database = try ForeignFile.open(path: file)
    let hierarchy = try #require(try ForeignFile.hierarchy(database, requested: nil).0 as? LinkedHierarchy)
    try checkFedIndex(of: hierarchy, from: try DatabaseQueue(path: file), in: directory, rows: 3_000)
  }

  @Test func anAbandonedFeedLeavesNothingBehind() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let feed = LabelFeed(location: directory.appendingPathComponent("x-labels.sqlite").path)
    var batch = LabelFeed.Batch(first: 1)
    Array("a label".utf8).withUnsafeBufferPointer { batch.append($0) }
    feed.offer(batch)
    feed.abandon()
    // Twice is harmless (the keeper abandons on every way out).
    feed.abandon()
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }
}
