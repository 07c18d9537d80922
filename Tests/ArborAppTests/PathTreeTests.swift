import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Trees kept as paths in one column, in the formats real programs write: an archive made
/// by the sqlite3 shell itself (`sqlite3 -A`), a Fossil-style file list beside a
/// `WITHOUT ROWID` table, Anki's deck names joined by `\x1f` in a `unicase` column, a
/// package index keyed by path, django-treebeard's fixed-width steps, and paths with
/// every oddity (leading and doubled separators, `.` and `..`, a path that is a file and
/// a directory, no path at all).
@Suite struct PathTreeTests {
  func file(_ sql: String) throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("paths.sqlite").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: sql) }
    return (directory, path)
  }

  /// The tree opened as the app opens it (detected unless `tree` is given), all of it open.
  func outline(_ path: String, _ tree: ForeignTree? = nil) throws -> (String, AppScreen, any OpenTree) {
    let opened = try OpenTrees.open(path: path, OpenOptions(tree: tree))
    let screen = try makeScreen(opened)
    var row = 0
    while row < screen.tree.rowCount {
      _ = try screen.tree.expand(row: row)
      row += 1
    }
    return (try ArborFixtures.outline(screen.tree), screen, opened)
  }

  func select(_ title: String, in screen: AppScreen) throws {
    let rows = try screen.tree.rows(in: 0..<screen.tree.rowCount)
    screen.reveal(try #require(rows.first { $0.title == title }?.node, "\(title)"))
    screen.settle()
  }

  func fields(_ screen: AppScreen) -> [String: String] {
    var found: [String: String] = [:]
    for field in screen.detail.details?.fields ?? [] {
      switch field.value {
      case .text(let text, _), .typed(let text, _, _): found[field.label] = text
      case .tags(let tags): found[field.label] = tags.joined(separator: ",")
      }
    }
    return found
  }

  @Test func anArchiveMadeBySQLiteItselfOpensAsItsDirectories() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("src")
    try FileManager.default.createDirectory(
      at: source.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: source.appendingPathComponent("lib"), withIntermediateDirectories: true)
    try Data(String(repeating: "hello ", count: 400).utf8).write(to: source.appendingPathComponent("docs/readme.txt"))
    try Data("int main;\n".utf8).write(to: source.appendingPathComponent("lib/a.c"))
    try FileManager.default.createSymbolicLink(
      atPath: source.appendingPathComponent("lib/link").path, withDestinationPath: "../docs/readme.txt")
    let archive = directory.appendingPathComponent("src.sqlar").path
    try sqliteShell(["-A", "-c", "-f", archive, "src"], in: directory)
    // Another tool's archive: intermediate directories without rows of their own.
    try DatabaseQueue(path: archive).write { db in
      try db.execute(sql: "DELETE FROM sqlar WHERE name IN ('src', 'src/lib')")
    }
    let found = try ForeignFile.open(path: archive).read { db in try TreeDetector.candidates(db) }
    var archiveTree = ForeignTree.paths(in: "sqlar", column: "name")
    archiveTree.sum = TreeSum(name: "size", expression: "CASE WHEN (x.mode & 61440) = 32768 THEN x.sz END")
    #expect(found.first?.tree == archiveTree)
    #expect(found.first?.evidence == "an SQLite archive")
    let (shown, screen, _) = try outline(archive)
    // Bytes per directory: the two files; the symbolic link is no bytes.
    let totals = try screen.tree.rows(in: 0..<screen.tree.rowCount).map {
      "\($0.title) \($0.total.map { Int($0.value) } ?? -1)"
    }
    #expect(totals == ["src 2410", "docs 2400", "readme.txt 2400", "lib 10", "a.c 10", "link 0"])
    #expect(
      shown == """
        - src
          - docs
              readme.txt
          - lib
              a.c
              link
        """)
    try select("link", in: screen)
    #expect(fields(screen)["sz"] == "symbolic link (no bytes)  (-1)")
    #expect(fields(screen)["data"]?.hasPrefix("link to") == true)
    try select("readme.txt", in: screen)
    #expect(fields(screen)["mode"]?.hasPrefix("-rw") == true)
    #expect(fields(screen)["sz"] == "2.3 KiB (2400 bytes)  (2400)")
    // The member's text, inflated as the shell deflated it (2,400 bytes stored in fewer).
    func content() -> String? {
      guard
        case .paragraph(let text)? = screen.detail.details?.groups.first(where: { $0.title == "Content" })?.entries
          .first
      else { return nil }
      return text
    }
    #expect(content() == String(repeating: "hello ", count: 400))
    try select("a.c", in: screen)
    #expect(content() == "int main;\n")
    try select("link", in: screen)
    #expect(content() == nil)
    try select("lib", in: screen)
    #expect(fields(screen)["row"] == "(a directory only: no row of its own, named by the paths below it)")
    #expect(fields(screen)["entries"] == "2")
    #expect(screen.detail.details?.path == ["src", "lib"])
  }

  @Test func oddPathsMakeOneNodeEachAndNoLoop() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT, size INTEGER);
      INSERT INTO files (path, size) VALUES ('/usr/bin/env', 1), ('usr//bin/./ls', 2), ('usr/bin/', 3), ('usr/bin/../x', 4),
        ('usr/share/doc/a b', 5), (NULL, 6), ('', 7), ('//', 8);
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (shown, screen, opened) = try outline(path, .paths(in: "files", column: "path"))
    // Chosen once, it is the file's tree the next time, said in its own words.
    let choices = TreeChoices(location: directory.appendingPathComponent("trees.json").path)
    _ = try ForeignFile.choose(
      try ForeignFile.open(path: path), path: path, requested: .paths(in: "files", column: "path"), choices: choices)
    let again = try ForeignFile.choose(try ForeignFile.open(path: path), path: path, requested: nil, choices: choices)
    #expect(again.1.hasPrefix("Table files paths in path, as last time"), "\(again.1)")
    // Whole on an 80-column status line: it was cut at "--forg…".
    #expect(again.1.count <= 79 && again.1.hasSuffix("--forget chooses anew"), "\(again.1)")
    #expect(
      shown == """
          (no path)
        - usr
          - bin
            - ..
                x
              env
              ls
          - share
            - doc
                a b
        """)
    // `usr/bin/` is a row and a directory: one node, with the row's details.
    try select("bin", in: screen)
    #expect(fields(screen)["size"] == "3" && fields(screen)["entries"] == "3")
    var markdown = ""
    try opened.export(.markdown) { markdown += $0 }
    #expect(markdown.hasPrefix("- (no path)\n- usr\n  - bin\n    - ..\n      - x\n"))
    #expect(opened.editing == nil)
  }

  /// digiKam's root album `/` (its schema as digiKam writes it) holds the albums under it,
  /// and is called `/`, not "(no path)"; a path that does not start with `/` stays beside
  /// it. It was shown beside its own sub-albums.
  @Test func aRootAlbumHoldsTheAlbumsUnderIt() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE Albums (id INTEGER PRIMARY KEY, albumRoot INTEGER NOT NULL, relativePath TEXT NOT NULL, date DATE,
        caption TEXT, collection TEXT, icon INTEGER, modificationDate DATETIME, UNIQUE(albumRoot, relativePath));
      INSERT INTO Albums (albumRoot, relativePath) VALUES (1, '/2024/Holidays'), (1, '/'), (1, '/2024'),
        (1, '/2019/Summer'), (1, 'Imported');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (shown, _, _) = try outline(path, .paths(in: "Albums", column: "relativePath"))
    #expect(
      shown == """
        - /
          - 2019
              Summer
          - 2024
              Holidays
          Imported
        """)
  }

  @Test func aFossilFileListBesideAWithoutRowidTableIsFound() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE blob(rid INTEGER PRIMARY KEY, rcvid INTEGER, size INTEGER, uuid TEXT UNIQUE NOT NULL, content BLOB);
      CREATE TABLE filename(fnid INTEGER PRIMARY KEY, name TEXT UNIQUE);
      CREATE TABLE mlink(mid INTEGER, fid INTEGER, pmid INTEGER, pid INTEGER, fnid INTEGER REFERENCES filename, pfnid INTEGER,
        mperm INTEGER, isaux BOOLEAN DEFAULT 0);
      CREATE TABLE cherrypick(parentid INT, childid INT, isExclude BOOLEAN DEFAULT false, PRIMARY KEY(parentid, childid)) WITHOUT ROWID;
      INSERT INTO filename(name) VALUES ('src/main.c'), ('src/db.c'), ('src/th/th.c'), ('www/index.wiki'), ('Makefile'),
        ('src/th/th_lang.c'), ('www/build.wiki'), ('src/add.c');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let candidates = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    let best = try #require(candidates.first)
    #expect(
      best.tree.table == "filename" && best.tree.path == "name" && best.tree.separator == "/",
      "\(candidates.map(\.tree))")
    let (shown, _, _) = try outline(path)
    #expect(
      shown == """
          Makefile
        - src
            add.c
            db.c
            main.c
          - th
              th.c
              th_lang.c
        - www
            build.wiki
            index.wiki
        """)
  }

  /// Anki keeps decks as names joined by `\x1f`, sorted by a collation only Anki has.
  @Test func ankiDecksAreATreeOfNames() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("collection.anki2").path
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      db.add(
        collation: DatabaseCollation("unicase") {
          $0.lowercased() < $1.lowercased()
            ? .orderedAscending : $0.lowercased() > $1.lowercased() ? .orderedDescending : .orderedSame
        })
    }
    try DatabaseQueue(path: path, configuration: configuration).writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL COLLATE unicase, mtime_secs integer NOT NULL,
            usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
          CREATE UNIQUE INDEX idx_decks_name ON decks (name);
          """)
      for (id, name) in [
        (1, "Default"), (2, "Japanese\u{1f}Vocabulary"), (3, "Japanese\u{1f}Kanji"), (4, "Japanese"),
        (5, "Japanese\u{1f}Kanji\u{1f}N5"), (6, "Spanish\u{1f}Verbs"),
      ] {
        try db.execute(sql: "INSERT INTO decks VALUES (?, ?, 0, 0, x'', x'')", arguments: [id, name])
      }
    }
    let (shown, screen, _) = try outline(path)
    #expect(
      shown == """
          Default
        - Japanese
          - Kanji
              N5
            Vocabulary
        - Spanish
            Verbs
        """)
    screen.press(.character("/"))
    screen.type("kanji")
    screen.tick()
    screen.search.waitUntilIdle()
    screen.tick()
    #expect(screen.searchResults?.hits.first?.path == ["Japanese"])
  }

  /// A package index's contents: a `WITHOUT ROWID` table keyed by the path, directories
  /// only as prefixes; a node's details are found by its path.
  @Test func aWithoutRowidTableKeyedByPathShowsItsRows() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE contents (path TEXT PRIMARY KEY, package TEXT NOT NULL) WITHOUT ROWID;
      INSERT INTO contents VALUES ('usr/bin/python3', 'python3-minimal'), ('usr/lib/python3/dist-packages/apt/__init__.py', 'python3-apt'),
        ('usr/lib/python3/dist-packages/apt/cache.py', 'python3-apt'), ('usr/share/doc/apt/copyright', 'apt'),
        ('/usr/bin/', 'a directory spelt otherwise than its key');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (shown, screen, _) = try outline(path, .paths(in: "contents", column: "path"))
    #expect(shown.contains("        - apt\n            __init__.py\n            cache.py"))
    try select("cache.py", in: screen)
    #expect(fields(screen)["package"] == "python3-apt")
    #expect(screen.detail.details?.path == ["usr", "lib", "python3", "dist-packages", "apt", "cache.py"])
    try select("bin", in: screen)
    #expect(fields(screen)["package"] == "a directory spelt otherwise than its key")
    try select("lib", in: screen)
    #expect(fields(screen)["row"] == "(a directory only: no row of its own, named by the paths below it)")
  }

  /// django-treebeard's materialized path: four base-36 characters a level, no separator,
  /// `depth` and `numchild` beside; the steps are ids, `name` labels the rows.
  @Test func treebeardStepsAreLevelsLabelledByName() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE "shop_category" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "path" varchar(255) NOT NULL UNIQUE,
        "depth" integer unsigned NOT NULL CHECK ("depth" >= 0), "numchild" integer unsigned NOT NULL CHECK ("numchild" >= 0),
        "name" varchar(100) NOT NULL);
      INSERT INTO shop_category (path, depth, numchild, name) VALUES ('0001', 1, 2, 'Garden'), ('00010001', 2, 0, 'Seeds'),
        ('00010002', 2, 1, 'Tools'), ('000100020001', 3, 0, 'Spades'), ('0002', 1, 0, 'Kitchen');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let best = try #require(try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }.first)
    #expect(best.tree.path == "path" && best.tree.step == 4 && best.tree.label == "name", "\(best.tree)")
    let (shown, _, _) = try outline(path)
    #expect(
      shown == """
        - Garden
            Seeds
          - Tools
              Spades
          Kitchen
        """)
    #expect(best.tree.commandLineOptions == "--table shop_category --path path --step 4 --label name")
  }

  /// django-treebeard's nested sets (`NS_Node`), the schema Django writes for it: no parent
  /// column; parents come from the intervals, siblings in `lft` order, one tree per
  /// `tree_id`. An interval that overlaps its neighbour without nesting (damage) becomes a
  /// sibling, never a loop.
  @Test func treebeardNestedSetsAreTreesOfIntervals() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE "shop_department" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
        "lft" integer unsigned NOT NULL CHECK ("lft" >= 0), "rgt" integer unsigned NOT NULL CHECK ("rgt" >= 0),
        "tree_id" integer unsigned NOT NULL CHECK ("tree_id" >= 0), "depth" integer unsigned NOT NULL CHECK ("depth" >= 0),
        "name" varchar(100) NOT NULL);
      CREATE INDEX "shop_department_lft_4b5a2b0c" ON "shop_department" ("lft");
      CREATE INDEX "shop_department_rgt_0c2e3f1d" ON "shop_department" ("rgt");
      CREATE INDEX "shop_department_tree_id_7d9c4b1a" ON "shop_department" ("tree_id");
      CREATE INDEX "shop_department_depth_3e8f2a6b" ON "shop_department" ("depth");
      INSERT INTO shop_department (lft, rgt, tree_id, depth, name) VALUES
        (1, 10, 1, 1, 'Garden'), (2, 3, 1, 2, 'Seeds'), (4, 9, 1, 2, 'Tools'), (5, 6, 1, 3, 'Spades'), (7, 8, 1, 3, 'Rakes'),
        (1, 4, 2, 1, 'Kitchen'), (2, 3, 2, 2, 'Knives'),
        (1, 4, 3, 1, 'Damaged'), (2, 6, 3, 2, 'Overlaps'), (5, 7, 3, 2, 'Beyond');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let best = try #require(try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }.first)
    #expect(
      best.tree
        == {
          var tree = ForeignTree.nestedSets(in: "shop_department", left: "lft", right: "rgt", treeID: "tree_id")
          tree.label = "name"
          return tree
        }(), "\(best.tree)")
    let (shown, screen, opened) = try outline(path)
    #expect(
      shown == """
        - Garden
            Seeds
          - Tools
              Spades
              Rakes
        - Kitchen
            Knives
          Damaged
          Overlaps
          Beyond
        """)
    try select("Rakes", in: screen)
    #expect(screen.detail.details?.path == ["Garden", "Tools", "Rakes"])
    #expect(fields(screen)["depth"] == "3")
    #expect(opened.editing == nil)
    #expect(best.tree.commandLineOptions == "--table shop_department --nested lft,rgt --tree-id tree_id --label name")
  }

  /// digiKam keeps tags by `pid` and, kept by triggers, their closure `TagsTree(id, pid)`:
  /// the tags are a tree by `pid`; the closure is never offered as a graph of its own,
  /// nor as links between images (whose ids overlap the tags').
  @Test func digiKamsTagClosureIsNotOfferedAsAGraph() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE Albums (id INTEGER PRIMARY KEY, albumRoot INTEGER NOT NULL, relativePath TEXT NOT NULL, date DATE,
        caption TEXT, collection TEXT, icon INTEGER, modificationDate DATETIME, UNIQUE(albumRoot, relativePath));
      CREATE TABLE Images (id INTEGER PRIMARY KEY, album INTEGER, name TEXT NOT NULL, status INTEGER NOT NULL,
        category INTEGER NOT NULL, modificationDate DATETIME, fileSize INTEGER, uniqueHash TEXT, manualOrder INTEGER,
        UNIQUE (album, name));
      CREATE TABLE Tags (id INTEGER PRIMARY KEY, pid INTEGER, name TEXT NOT NULL, icon INTEGER, iconkde TEXT, UNIQUE (name, pid));
      CREATE TABLE TagsTree (id INTEGER NOT NULL, pid INTEGER NOT NULL, UNIQUE (id, pid));
      CREATE TABLE ImageTags (imageid INTEGER NOT NULL, tagid INTEGER NOT NULL, UNIQUE (imageid, tagid));
      INSERT INTO Albums VALUES (1, 1, '/', NULL, NULL, NULL, NULL, NULL), (2, 1, '/2024', NULL, NULL, NULL, NULL, NULL),
        (3, 1, '/2024/Holidays', NULL, NULL, NULL, NULL, NULL);
      INSERT INTO Tags VALUES (1, 0, '_Digikam_Internal_Tags_', NULL, NULL), (2, 0, 'People', NULL, NULL),
        (3, 2, 'Family', NULL, NULL), (4, 3, 'Ann', NULL, NULL), (5, 3, 'Bob', NULL, NULL), (6, 0, 'Places', NULL, NULL),
        (7, 6, 'Lyon', NULL, NULL), (8, 2, 'Friends', NULL, NULL), (9, 8, 'Cleo', NULL, NULL);
      INSERT INTO TagsTree VALUES (1, 0), (2, 0), (3, 2), (3, 0), (4, 3), (4, 2), (4, 0), (5, 3), (5, 2), (5, 0), (6, 0),
        (7, 6), (7, 0), (8, 2), (8, 0), (9, 8), (9, 2), (9, 0);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9)
      INSERT INTO Images SELECT i, 3, 'img' || i || '.jpg', 1, 1, NULL, 1000, NULL, NULL FROM n;
      INSERT INTO ImageTags VALUES (1, 4), (1, 7), (2, 5), (3, 9);
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let found = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    #expect(found.first?.tree.table == "Tags" && found.first?.tree.parent == "pid", "\(found.map(\.tree))")
    #expect(
      !found.contains {
        $0.tree.links?.contains("TagsTree") == true || $0.tree.table == "TagsTree" || $0.tree.closure != nil
      },
      "\(found.map(\.tree))")
  }

  /// Rails' closure_tree: `tag_hierarchies(ancestor_id, descendant_id, generations)`
  /// with every node's pair with itself, beside a table without a parent column.
  @Test func aClosureTableIsATreeOfItsDirectPairs() throws {
    let (directory, path) = try file(
      """
      CREATE TABLE "tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar, "created_at" datetime(6) NOT NULL);
      CREATE TABLE "tag_hierarchies" ("ancestor_id" integer NOT NULL, "descendant_id" integer NOT NULL, "generations" integer NOT NULL);
      CREATE UNIQUE INDEX "tag_anc_desc_idx" ON "tag_hierarchies" ("ancestor_id", "descendant_id", "generations");
      CREATE INDEX "tag_desc_idx" ON "tag_hierarchies" ("descendant_id");
      INSERT INTO tags (name, created_at) VALUES ('Garden', 0), ('Tools', 0), ('Spades', 0), ('Seeds', 0), ('Kitchen', 0);
      INSERT INTO tag_hierarchies VALUES (1, 1, 0), (2, 2, 0), (3, 3, 0), (4, 4, 0), (5, 5, 0),
        (1, 2, 1), (2, 3, 1), (1, 3, 2), (1, 4, 1);
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let best = try #require(try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }.first)
    #expect(best.tree.closure == "tag_hierarchies" && best.tree.depth == "generations", "\(best.tree)")
    let (shown, screen, _) = try outline(path)
    #expect(
      shown == """
        - Garden
            Seeds
          - Tools
              Spades
          Kitchen
        """)
    try select("Spades", in: screen)
    #expect(screen.detail.details?.path == ["Garden", "Tools", "Spades"])
    // Without the distances, the nearest ancestor is worked out.
    var plain = best.tree
    plain.depth = nil
    let (again, _, _) = try outline(path, plain)
    #expect(again == shown)
  }
}
