import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// The best match first, on every kind of foreign tree and every way it is searched (the
/// file itself, a side-car's labels, its label index): a label equal to the words, then
/// one starting with them, shorter before longer, then one that merely contains them.
@Suite(.serialized) struct SearchRankingTests {
  func ranked(_ tree: any OpenTree, _ text: String) throws -> [String] {
    try tree.database.read { db in try tree.hierarchy.search(text, ranked: true, limit: 10, db) }.map {
      $0.title.replacingOccurrences(of: SearchMarker.open, with: "").replacingOccurrences(
        of: SearchMarker.close, with: "")
    }
  }

  /// usb.ids as a table: vendors, their devices under them.
  @Test func aVendorComesBeforeADeviceNamedAfterIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("usb.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE usb (id TEXT PRIMARY KEY, parent TEXT REFERENCES usb(id), name TEXT NOT NULL);
          INSERT INTO usb VALUES ('03f0', NULL, 'HP, Inc'), ('03f0:0c17', '03f0', 'Logitech M-UAL-96 Mouse'),
            ('046d', NULL, 'Logitech, Inc.'), ('046d:c077', '046d', 'M105 Optical Mouse'), ('0000', NULL, 'Not Logitech'),
            ('04b3', NULL, 'IBM Corp.'), ('046e', NULL, 'Logitech');
          """)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions())
    #expect(try ranked(tree, "logitech") == ["Logitech", "Logitech, Inc.", "Logitech M-UAL-96 Mouse", "Not Logitech"])
  }

  /// A tree of paths searched in its side-car's labels (no label index yet).
  @Test func aTreeOfPathsRanksItsLevels() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE files (path TEXT PRIMARY KEY) WITHOUT ROWID;
          INSERT INTO files VALUES ('src/readme-old.txt'), ('docs/readme'), ('src/old-readme'), ('readme.md');
          """)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions(tree: .paths(in: "files", column: "path")))
    #expect(try ranked(tree, "readme") == ["readme", "readme.md", "readme-old.txt", "old-readme"])
  }

  /// A large tree searched in its side-car's label index (FTS5).
  @Test func theLabelIndexRanksExactAndPrefixMatchesFirst() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000)
          INSERT INTO items SELECT i, CASE WHEN i <= 3 THEN NULL ELSE i / 2 END, 'garden tool ' || i FROM n;
          INSERT INTO items VALUES (9001, 1, 'old garden spade'), (9002, 1, 'spade spade spade'), (9003, 1, 'spade, large'),
            (9004, 1, 'spade'), (9005, 1, 'f10-14.txt'), (9006, 1, '14-f10.txt'), (9007, 1, 'f10 from 14');
          """)
    }
    let tree = try OpenTrees.open(
      path: path, OpenOptions(cacheDirectory: directory.appendingPathComponent("cache").path))
    defer { tree.stop() }
    let screen = try makeScreen(tree)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, !(tree.signals.readsCopy && tree.signals.activity == nil) {
      screen.tick()
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(tree.signals.readsCopy && tree.signals.activity == nil)
    // bm25 alone put the thrice-repeated word first.
    #expect(try ranked(tree, "spade") == ["spade", "spade, large", "spade spade spade", "old garden spade"])
    // The index keeps no word positions: a word with punctuation is matched by its
    // parts, and the label holding it as typed comes first.
    #expect(try ranked(tree, "f10-14") == ["f10-14.txt", "14-f10.txt", "f10 from 14"])
    #expect(try ranked(tree, "f10-14.t").first == "f10-14.txt")
    #expect(try ranked(tree, "f10-14.tx") == ["f10-14.txt", "14-f10.txt"])
    #expect(try ranked(tree, "-") == [])
  }

  /// Firefox's own tables (`places.sqlite`): a bookmark without a title shows its place's
  /// title, else its URL, found through `fk` by its values (Firefox declares no foreign
  /// key), and is found by search under that name.
  @Test func aBookmarkWithoutATitleShowsItsPlace() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("places.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: firefoxPlaces)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions())
    let screen = try makeScreen(tree)
    var row = 0
    while row < screen.tree.rowCount {
      _ = try screen.tree.expand(row: row)
      row += 1
    }
    #expect(
      try outline(screen.tree) == """
        - root
          - menu
              Databases
          - toolbar
              Example Domain
              https://example.org/untitled
              ────────────
        """)
    #expect(try ranked(tree, "example") == ["Example Domain", "https://example.org/untitled"])
  }
}
