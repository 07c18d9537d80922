import ArborApp
import ArborCore
import ArborDB
import Foundation
import GRDB
import Testing

/// The best match first, on every kind of foreign tree and every way it is searched (the
/// file itself, a side-car's labels, its label index): a label equal to the words, then
/// one starting with them, shorter before longer, then one that merely contains them.
@Suite(.serialized) struct SearchRankingTests {
  func ranked(_ tree: any OpenTree, _ text: String) throws -> [String] {
    try tree.database.read { db in try tree.hierarchy.search(text, ranked: true, limit: 10, db) }.map {
      $0.title.replacingOccurrences(of: SearchMarker.open, with: "").replacingOccurrences(of: SearchMarker.close, with: "")
    }
  }

  /// usb.ids as a table: vendors, their devices under them.
  @Test func aVendorComesBeforeADeviceNamedAfterIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("usb.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: """
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
      try db.execute(sql: """
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
      try db.execute(sql: """
        CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000)
        INSERT INTO items SELECT i, CASE WHEN i <= 3 THEN NULL ELSE i / 2 END, 'garden tool ' || i FROM n;
        INSERT INTO items VALUES (9001, 1, 'old garden spade'), (9002, 1, 'spade spade spade'), (9003, 1, 'spade, large'),
          (9004, 1, 'spade');
        """)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions(cacheDirectory: directory.appendingPathComponent("cache").path))
    defer { tree.stop() }
    let screen = try makeScreen(tree)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, !(tree.hierarchy.readsCopy && tree.hierarchy.activity == nil) {
      screen.tick()
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(tree.hierarchy.readsCopy && tree.hierarchy.activity == nil)
    // bm25 alone put the thrice-repeated word first.
    #expect(try ranked(tree, "spade") == ["spade", "spade, large", "spade spade spade", "old garden spade"])
  }
}
