import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// One odd table must never stop detection of the whole file: a Fossil repository's
/// `cherrypick(parentid, childid) WITHOUT ROWID` made `arbor trees` fail with "no such
/// column: y.rowid" (a parent-named column, no single key, and a rowid assumed).
@Suite struct DetectionRobustnessTests {
  @Test func aWithoutRowidTableDoesNotStopDetection() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      // Fossil's own statements for these tables (its schema, abridged to them).
      try db.execute(
        sql: """
          CREATE TABLE blob(rid INTEGER PRIMARY KEY, rcvid INTEGER, size INTEGER, uuid TEXT UNIQUE NOT NULL, content BLOB,
            CHECK( length(uuid)>=40 AND rid>0 ));
          CREATE TABLE filename(fnid INTEGER PRIMARY KEY, name TEXT UNIQUE);
          CREATE TABLE plink(pid INTEGER REFERENCES blob, cid INTEGER REFERENCES blob, isprim BOOLEAN, mtime DATETIME,
            baseid INTEGER REFERENCES blob, UNIQUE(pid, cid));
          CREATE TABLE cherrypick(parentid INT, childid INT, isExclude BOOLEAN DEFAULT false, PRIMARY KEY(parentid, childid))
            WITHOUT ROWID;
          INSERT INTO blob (rid, size, uuid) VALUES (1, 10, printf('%040d', 1)), (2, 10, printf('%040d', 2)), (3, 10, printf('%040d', 3));
          INSERT INTO plink VALUES (1, 2, 1, 0, NULL), (2, 3, 1, 0, NULL);
          INSERT INTO cherrypick VALUES (1, 3, 0);
          INSERT INTO filename VALUES (1, 'src/main.c');
          """)
    }
    let found = try queue.read { db in try TreeDetector.candidates(db) }
    #expect(found.contains { $0.tree.table == "blob" && $0.tree.links == ["plink"] }, "\(found.map(\.tree))")
    #expect(!found.contains { $0.tree.table == "cherrypick" && $0.tree.links == nil })
  }

  /// CherryTree's real schema declares `node_id INTEGER UNIQUE` (not a primary key, not
  /// NOT NULL) in both tables: `children` was taken as a tree of its own, keyed by rowid,
  /// and showed its rows as numbers in false cycles. A unique column without NULLs is a
  /// key, so `node` linked by `children` is found.
  @Test func cherryTreesRealSchemaIsNodesLinkedByChildren() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE node (node_id INTEGER UNIQUE, name TEXT, txt TEXT, syntax TEXT, tags TEXT, is_ro INTEGER, is_richtxt INTEGER,
            has_codebox INTEGER, has_table INTEGER, has_image INTEGER, level INTEGER, ts_creation INTEGER, ts_lastsave INTEGER);
          CREATE TABLE codebox (node_id INTEGER, offset INTEGER, justification TEXT, txt TEXT, syntax TEXT, width INTEGER,
            height INTEGER, is_width_pix INTEGER, do_highl_bra INTEGER, do_show_linenum INTEGER);
          CREATE TABLE grid (node_id INTEGER, offset INTEGER, justification TEXT, txt TEXT, col_min INTEGER, col_max INTEGER);
          CREATE TABLE image (node_id INTEGER, offset INTEGER, justification TEXT, anchor TEXT, png BLOB, filename TEXT,
            link TEXT, time INTEGER);
          CREATE TABLE children (node_id INTEGER UNIQUE, father_id INTEGER, sequence INTEGER, master_id INTEGER);
          CREATE TABLE bookmark (node_id INTEGER UNIQUE, sequence INTEGER);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
          INSERT INTO node (node_id, name, txt, level) SELECT i, 'Node ' || i, '', 0 FROM n;
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
          INSERT INTO children SELECT i, CASE WHEN i <= 3 THEN 0 ELSE (i - 1) / 3 END, i, 0 FROM n;
          """)
    }
    let found = try queue.read { db in try TreeDetector.candidates(db) }
    let best = try #require(found.first)
    #expect(
      best.tree.table == "node" && best.tree.links == ["children"] && best.tree.id == "node_id", "\(found.map(\.tree))")
    #expect(best.tree.label == "name" && best.tree.order == "sequence")
    #expect(!found.contains { $0.tree.table == "children" && $0.tree.links == nil })
  }

  /// Anki's deck table sorts names with `unicase`, a collation only Anki registers: a
  /// plain connection cannot even look a name up. On another program's file arbor stands
  /// in a case-insensitive comparison and says so.
  @Test func anUnknownCollationGetsAStandInAndIsSaid() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("collection.anki2").path
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      db.add(
        collation: DatabaseCollation("unicase") { left, right in
          left.lowercased() < right.lowercased()
            ? .orderedAscending
            : left.lowercased() > right.lowercased() ? .orderedDescending : .orderedSame
        })
    }
    let anki = try DatabaseQueue(path: path, configuration: configuration)
    try anki.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL COLLATE unicase, mtime_secs integer NOT NULL,
            usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
          CREATE UNIQUE INDEX idx_decks_name ON decks (name);
          CREATE TABLE notes (id integer PRIMARY KEY, parent integer REFERENCES notes(id), title text);
          INSERT INTO decks VALUES (1, 'Default', 0, 0, x'', x''), (2, 'Japanese' || char(31) || 'Kanji', 0, 0, x'', x'');
          INSERT INTO notes VALUES (1, NULL, 'root'), (2, 1, 'leaf');
          """)
    }
    try anki.close()
    let plain = try DatabaseQueue(path: path)
    #expect(throws: DatabaseError.self) {
      try plain.read { db in try String.fetchAll(db, sql: "SELECT name FROM decks ORDER BY name") }
    }
    try plain.close()
    let database = try ForeignFile.open(path: path)
    #expect(
      try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM decks WHERE name = 'default'") } == [
        "Default"
      ])
    let (_, notice) = try ForeignFile.hierarchy(database, requested: nil)
    #expect(notice.contains("collation unicase"), "\(notice)")
  }

  /// django-mptt keeps `parent_id` beside its nested-set columns; siblings belong in `lft`
  /// order (the table Django's migration writes for an MPTTModel named Category).
  @Test func djangoMpttSiblingsFollowLft() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE "shop_category" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "name" varchar(50) NOT NULL UNIQUE,
            "lft" integer unsigned NOT NULL CHECK ("lft" >= 0), "rght" integer unsigned NOT NULL CHECK ("rght" >= 0),
            "tree_id" integer unsigned NOT NULL CHECK ("tree_id" >= 0), "level" integer unsigned NOT NULL CHECK ("level" >= 0),
            "parent_id" bigint NULL REFERENCES "shop_category" ("id") DEFERRABLE INITIALLY DEFERRED);
          CREATE INDEX "shop_category_tree_id_0f7ba0d3" ON "shop_category" ("tree_id");
          CREATE INDEX "shop_category_parent_id_0b9bd7f8" ON "shop_category" ("parent_id");
          INSERT INTO shop_category VALUES (1, 'Root', 1, 8, 1, 0, NULL), (2, 'Zebra first', 2, 3, 1, 1, 1),
            (3, 'Apple second', 4, 5, 1, 1, 1), (4, 'Mango third', 6, 7, 1, 1, 1);
          """)
    }
    let found = try queue.read { db in try TreeDetector.candidates(db) }
    let tree = try #require(found.first?.tree)
    #expect(tree.order == "lft", "\(tree)")
    let hierarchy = try queue.read { db in try ForeignHierarchy(tree: tree, db) }
    let titles = try queue.read { db in
      try hierarchy.children(of: .row(1.databaseValue), counts: ChildCounts([3]), in: 0..<3, db).map(\.title)
    }
    #expect(titles == ["Zebra first", "Apple second", "Mango third"])
  }
}
