import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Trees kept in other programs' SQLite files: generated files of the shapes people have
/// (bookmarks, accounting books, note apps), detection, explicit options, odd roots,
/// cycles, empty labels, details and referencing rows, search, and the file left as it was.
@Suite struct ForeignTreeTests {
  /// A file written by "another program" with `sql`; its path.
  func foreignFile(_ sql: String) throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("other.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in try db.execute(sql: sql) }
    return (directory, path)
  }

  func open(_ path: String, _ requested: ForeignTree? = nil) throws -> (AppDatabase, ForeignHierarchy, String) {
    let database = try ForeignFile.open(path: path)
    let (hierarchy, notice) = try ForeignFile.hierarchy(database, requested: requested)
    return (database, try #require(hierarchy as? ForeignHierarchy), notice)
  }

  /// Every row, fully expanded, as an outline.
  func expandedOutline(_ database: AppDatabase, _ hierarchy: ForeignHierarchy) throws -> String {
    let model = try TreeModel(database: database, hierarchy: hierarchy)
    var row = 0
    while row < model.rowCount {
      try model.expand(row: row)
      row += 1
    }
    return try outline(model)
  }

  static let bookmarks = """
    CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT, title TEXT);
    CREATE TABLE moz_bookmarks (id INTEGER PRIMARY KEY, type INTEGER, fk INTEGER, parent INTEGER, position INTEGER, title TEXT);
    INSERT INTO moz_places VALUES (1, 'https://swift.org/', 'Swift'), (2, 'https://sqlite.org/', NULL);
    INSERT INTO moz_bookmarks VALUES
      (1, 2, NULL, 0, 0, ''), (2, 2, NULL, 1, 1, 'toolbar'), (3, 2, NULL, 1, 0, 'menu'),
      (4, 1, 1, 2, 1, 'Swift home'), (5, 1, 2, 2, 0, NULL), (6, 2, NULL, 3, NULL, 'Later'), (7, 2, NULL, 3, 0, 'Reading');
    """

  @Test func bookmarksOpenByPositionWithFallbackLabels() throws {
    let (directory, path) = try foreignFile(Self.bookmarks)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (database, hierarchy, notice) = try open(path)
    #expect(
      hierarchy.tree
        == ForeignTree(table: "moz_bookmarks", id: "id", parent: "parent", label: "title", order: "position"))
    #expect(notice.contains("moz_bookmarks"))
    // The root's label is empty: its key is shown; position orders siblings, NULLs last; a
    // bookmark without a title shows its place's (found through `fk` by its values), else
    // its URL.
    #expect(
      try expandedOutline(database, hierarchy) == """
        - 1
          - menu
              Reading
              Later
          - toolbar
              https://sqlite.org/
              Swift home
        """)
    // The URL lives in another table: a label expression reaches it.
    let byURL = ForeignTree(
      table: "moz_bookmarks", parent: "parent",
      label: "coalesce(title, (SELECT url FROM moz_places AS p WHERE p.id = fk))", order: "position")
    let (_, labelled, _) = try open(path, byURL)
    #expect(try expandedOutline(database, labelled).contains("https://sqlite.org/"))
  }

  /// django-mptt's table as Django 5.2 and django-mptt wrote it, beside Django's own
  /// tables: `tree_id` holds numbers that are ids of Django's tables, so it is taken for a
  /// reference whose row labels a blank name — in a table with one such column.
  static let djangoMPTT = """
    CREATE TABLE IF NOT EXISTS "django_migrations" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "app" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "applied" datetime NOT NULL);
    CREATE TABLE IF NOT EXISTS "django_content_type" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "app_label" varchar(100) NOT NULL, "model" varchar(100) NOT NULL);
    CREATE UNIQUE INDEX "django_content_type_app_label_model_76bd3d3b_uniq" ON "django_content_type" ("app_label", "model");
    CREATE TABLE IF NOT EXISTS "shop_category" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "name" varchar(100) NOT NULL, "size" integer NOT NULL, "lft" integer unsigned NOT NULL CHECK ("lft" >= 0), "rght" integer unsigned NOT NULL CHECK ("rght" >= 0), "tree_id" integer unsigned NOT NULL CHECK ("tree_id" >= 0), "level" integer unsigned NOT NULL CHECK ("level" >= 0), "parent_id" integer NULL REFERENCES "shop_category" ("id") DEFERRABLE INITIALLY DEFERRED);
    CREATE INDEX "shop_category_tree_id_c48d9e64" ON "shop_category" ("tree_id");
    CREATE INDEX "shop_category_parent_id_901626c9" ON "shop_category" ("parent_id");
    INSERT INTO django_migrations VALUES (1, 'contenttypes', '0001_initial', '2026-11-27 18:00:00'),
      (2, 'contenttypes', '0002_remove_content_type_name', '2026-11-27 18:00:00'), (3, 'shop', '0001_initial', '2026-11-27 18:00:00');
    INSERT INTO django_content_type VALUES (1, 'contenttypes', 'contenttype'), (2, 'shop', 'category');
    INSERT INTO shop_category VALUES (1, 'Food', 5, 1, 6, 1, 0, NULL), (2, 'Fruit', 3, 2, 3, 1, 1, 1), (3, 'Bread', 2, 4, 5, 1, 1, 1),
      (4, 'Tools', 7, 1, 4, 2, 0, NULL), (5, '', 1, 2, 3, 2, 1, 4);
    """

  @Test func aDjangoMPTTTreeOpensBesideDjangosTables() throws {
    let (directory, path) = try foreignFile(Self.djangoMPTT)
    defer { try? FileManager.default.removeItem(at: directory) }
    let requested = ForeignTree(table: "shop_category", id: "id", parent: "parent_id", label: "name", order: "lft")
    let (database, hierarchy, _) = try open(path, requested)
    // The blank name shows its id: `tree_id` numbers the table's own trees, and the
    // content type whose id it happens to equal ("shop") is not the row's name.
    #expect(
      try expandedOutline(database, hierarchy) == """
        - Food
            Fruit
            Bread
        - Tools
            5
        """)
  }

  static let accounts = """
    CREATE TABLE books (guid TEXT PRIMARY KEY, root_account_guid TEXT);
    CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, account_type TEXT, parent_guid TEXT, description TEXT);
    CREATE TABLE splits (guid TEXT PRIMARY KEY, account_guid TEXT REFERENCES accounts(guid), memo TEXT, value_num INTEGER);
    INSERT INTO books VALUES ('b0000000000000000000000000000001', 'a0000000000000000000000000000001');
    INSERT INTO accounts VALUES
      ('a0000000000000000000000000000001', 'Root Account', 'ROOT', NULL, NULL),
      ('a0000000000000000000000000000002', 'Assets', 'ASSET', 'a0000000000000000000000000000001', NULL),
      ('a0000000000000000000000000000003', 'Checking', 'BANK', 'a0000000000000000000000000000002', 'Main account'),
      ('a0000000000000000000000000000004', 'expenses', 'EXPENSE', 'a0000000000000000000000000000001', NULL),
      ('a0000000000000000000000000000005', 'Template Root', 'ROOT', NULL, NULL);
    INSERT INTO splits VALUES ('s1', 'a0000000000000000000000000000003', 'Rent', -1200), ('s2', 'a0000000000000000000000000000003', 'Pay', 3000);
    """

  @Test func textGUIDKeysAForestAndReferencingRows() throws {
    let (directory, path) = try foreignFile(Self.accounts)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (database, hierarchy, _) = try open(path)
    #expect(
      hierarchy.tree.table == "accounts" && hierarchy.tree.parent == "parent_guid" && hierarchy.tree.label == "name")
    // Two rows without a parent, but the book names its root (`books.root_account_guid`):
    // the template root is left out. Siblings by label, case-insensitively.
    #expect(hierarchy.tree.roots == ["books", "root_account_guid"])
    #expect(
      try expandedOutline(database, hierarchy) == """
        - Root Account
          - Assets
              Checking
            expenses
        """)
    let checking = NodeID.row("a0000000000000000000000000000003".databaseValue)
    let details = try #require(try database.read { db in try hierarchy.details(of: checking, db) })
    #expect(details.path == ["Root Account", "Assets", "Checking"])
    #expect(details.fields.contains(DetailField("description", .typed("Main account", type: "text", style: nil))))
    #expect(details.groups.contains { $0.title == "splits (2) by account_guid" && $0.entries.count == 2 })
    // Reveal by key, as search does: the path is found by text keys.
    let model = try TreeModel(database: database, hierarchy: hierarchy)
    let row = try #require(try model.row(of: checking, reveal: true))
    #expect(try model.rows(in: row..<row + 1).first?.title == "Checking")
  }

  @Test func rootsOfEveryKindAndCyclesThatEndWithoutLooping() throws {
    let (directory, path) = try foreignFile(
      """
      CREATE TABLE folders (id TEXT PRIMARY KEY, parent_id TEXT NOT NULL, title TEXT);
      INSERT INTO folders VALUES ('a', '', 'Top (empty parent)'), ('b', 'b', 'Self parent'), ('c', 'gone', 'Missing parent'),
        ('d', 'a', 'Child'), ('x', 'y', 'Cycle x'), ('y', 'x', 'Cycle y'), ('z', 'x', 'Below the cycle');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (database, hierarchy, _) = try open(path)
    #expect(hierarchy.tree.parent == "parent_id")
    // A node of the cycle is shown as an extra root, marked; met again below, it is a
    // marked leaf: shown once, never followed forever.
    #expect(
      try expandedOutline(database, hierarchy) == """
          Missing parent
          Self parent
        - Top (empty parent)
            Child
        - ⟳ Cycle x
            Below the cycle
          - Cycle y
              ↺ Cycle x
        """)
    let survey = try database.read { db in try TreeSurvey.survey(hierarchy, db) }
    #expect(survey == TreeSurvey(nodes: 7, roots: 3, depth: 2, inCycles: 3))
    // Walking up from under the cycle ends at its extra root.
    #expect(
      try database.read { db in try hierarchy.pathNames(of: .row("z".databaseValue), db) } == [
        "Cycle x", "Below the cycle",
      ])
    let model = try TreeModel(database: database, hierarchy: hierarchy)
    let row = try #require(try model.row(of: .row("z".databaseValue), reveal: true))
    #expect(try model.rows(in: row..<row + 1).first?.title == "Below the cycle")
  }

  @Test func detectionNeedsAForeignKeyOrValuesThatAreKeys() throws {
    let (directory, path) = try foreignFile(
      """
      CREATE TABLE tags (id INTEGER PRIMARY KEY, parentId INTEGER, label TEXT);
      INSERT INTO tags VALUES (1, NULL, 'all'), (2, 1, 'red'), (3, 1, 'blue');
      CREATE TABLE people (id INTEGER PRIMARY KEY, parent TEXT, name TEXT);
      INSERT INTO people VALUES (1, 'Alice Senior', 'Alice'), (2, 'Bob Senior', 'Bob');
      CREATE TABLE nodes (id INTEGER PRIMARY KEY, up INTEGER REFERENCES nodes(id), caption TEXT, sort INTEGER);
      INSERT INTO nodes VALUES (10, NULL, 'root', 0);
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    let candidates = try database.read { db in try TreeDetector.candidates(db) }.map(\.tree)
    // people.parent holds names, not keys: not a tree.
    #expect(Set(candidates.map(\.table)) == ["tags", "nodes"])
    #expect(candidates.contains(ForeignTree(table: "nodes", id: "id", parent: "up", label: "caption", order: "sort")))
    #expect(candidates.contains(ForeignTree(table: "tags", id: "id", parent: "parentId", label: "label")))
  }

  @Test func explicitOptionsAreCheckedWithWords() throws {
    let (directory, path) = try foreignFile(Self.bookmarks)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: OpenError.self) { try open(path, ForeignTree(table: "nope", parent: "parent")) }
    do {
      _ = try open(path, ForeignTree(table: "moz_bookmarks", parent: "dad"))
      Issue.record("a missing column was accepted")
    } catch {
      #expect("\(error)".contains("has no such column"))
    }
    do {
      _ = try open(path, ForeignTree(table: "moz_bookmarks", parent: "parent", label: "title ||"))
      Issue.record("a broken expression was accepted")
    } catch {
      #expect("\(error)".contains("not an SQL expression"))
    }
    // Table and column names are matched case-insensitively and quoted.
    let (_, hierarchy, _) = try open(path, ForeignTree(table: "MOZ_BOOKMARKS", parent: "PARENT"))
    #expect(hierarchy.tree.table == "moz_bookmarks" && hierarchy.tree.parent == "parent")
  }

  @Test func strangeNamesNullsBlobsAndSearch() throws {
    let (directory, path) = try foreignFile(
      """
      CREATE TABLE "my ""odd"" table" ("key id" INTEGER PRIMARY KEY, "parent ref" INTEGER REFERENCES "my ""odd"" table"("key id"),
        "name" TEXT, data BLOB, notes TEXT);
      INSERT INTO "my ""odd"" table" VALUES (1, NULL, 'Garden tools', x'00ff10', NULL), (2, 1, 'Spade', NULL, 'long ' || replace(hex(zeroblob(100)), '00', 'word ')),
        (3, 1, NULL, randomblob(200000), NULL);
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (database, hierarchy, _) = try open(path)
    #expect(
      try expandedOutline(database, hierarchy) == """
        - Garden tools
            3
            Spade
        """)
    // A large blob is measured, not read (megabytes on overflow pages at every cursor move).
    let large = try #require(try database.read { db in try hierarchy.details(of: .row(3.databaseValue), db) })
    #expect(large.fields.contains(DetailField("data", .typed("BLOB, 200,000 bytes", type: "blob", style: "dim"))))
    let root = try #require(try database.read { db in try hierarchy.details(of: .row(1.databaseValue), db) })
    #expect(root.fields.contains(DetailField("data", .typed("BLOB, 3 bytes: 00 ff 10", type: "blob", style: "dim"))))
    #expect(root.fields.contains(DetailField("notes", .typed("NULL", type: "text", style: "dim"))))
    let spade = try #require(try database.read { db in try hierarchy.details(of: .row(2.databaseValue), db) })
    #expect(spade.groups.contains { $0.title == "notes" })
    let hits = try database.read { db in try hierarchy.search("SPA", ranked: false, limit: 50, db) }
    #expect(hits.map(\.node) == [.row(2.databaseValue)])
    #expect(hits.first?.path == ["Garden tools"])
    #expect(hits.first?.title == SearchMarker.open + "Spa" + SearchMarker.close + "de")
    // LIKE's wildcards are text here.
    #expect(try database.read { db in try hierarchy.search("%", ranked: false, limit: 50, db) }.isEmpty)
  }

  @Test func browsingChangesNoByteOfTheFile() throws {
    let (directory, path) = try foreignFile(Self.accounts)
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let listing = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    do {
      let screen = try makeScreen(foreign: try ForeignFile.open(path: path))
      screen.press(.right, .down, .right, .down, .enter)
      screen.press(.character("/"))
      screen.type("check")
      screen.tick()
      screen.search.waitUntilIdle()
      screen.tick()
      let shown = render(screen, rows: 24, columns: 100).text
      #expect(shown.contains("Root Account › Assets"))
      screen.press(.escape, .character("a"))
      #expect(render(screen, rows: 24, columns: 100).text.contains("read-only"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == listing)
  }

  @Test func anotherProgramsWriteShowsInTheTree() throws {
    let (directory, path) = try foreignFile(Self.accounts)
    defer { try? FileManager.default.removeItem(at: directory) }
    let screen = try makeScreen(foreign: try ForeignFile.open(path: path))
    _ = try screen.tree.expand(row: 0)
    #expect(!render(screen, rows: 24, columns: 100).text.contains("Equity"))
    let other = try DatabaseQueue(path: path)
    try other.write { db in
      try db.execute(
        sql: """
          INSERT INTO accounts VALUES ('a0000000000000000000000000000009', 'Equity', 'EQUITY', 'a0000000000000000000000000000001', NULL)
          """)
    }
    screen.handle(.wake)
    #expect(render(screen, rows: 24, columns: 100).text.contains("Equity"))
  }

  @Test func exportedTreesImportIntoArborsOwnNotes() throws {
    let (directory, path) = try foreignFile(
      Self.accounts + """
        ;INSERT INTO accounts VALUES ('c1', 'Loop A', 'X', 'c2', NULL), ('c2', 'Loop B', 'X', 'c1', NULL);
        """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (database, hierarchy, _) = try open(path)
    var markdown = ""
    let left = try ForeignExport.run(.markdown, hierarchy: hierarchy, database: database) { markdown += $0 }
    #expect(left == 0)
    #expect(
      markdown == """
        - Root Account
          - Assets
            - Checking
          - expenses
        - ⟳ Loop A
          - Loop B

        """)
    var json = ""
    try ForeignExport.run(.json, hierarchy: hierarchy, database: database) { json += $0 }
    let tree = try JSONImport.parse(Data(json.utf8))
    let notes = try AppDatabase.inMemory()
    try Importer.run(tree, database: notes)
    let names = try notes.read { db in try Category.order(by: \.name).select(\.name).fetchAll(db) }
    #expect(names == ["Assets", "Checking", "Loop B", "Root Account", "expenses", "⟳ Loop A"])
    let checking = try notes.read { db in try Category.where { $0.name.eq("Checking") }.fetchOne(db) }
    let assets = try categoryID("Assets", in: notes)
    #expect(checking?.parentID == assets)
  }

  @Test func anExplicitChoiceIsRememberedForTheFile() throws {
    let (directory, path) = try foreignFile(Self.bookmarks)
    defer { try? FileManager.default.removeItem(at: directory) }
    let choices = TreeChoices(location: directory.appendingPathComponent("config/arbor/trees.json").path)
    let database = try ForeignFile.open(path: path)
    let byURL = ForeignTree(table: "moz_bookmarks", parent: "parent", label: "coalesce(title, fk)")
    _ = try ForeignFile.choose(database, path: path, requested: byURL, choices: choices)
    #expect(choices.remembered(for: path)?.label == "coalesce(title, fk)")
    let (again, notice) = try ForeignFile.choose(database, path: path, requested: nil, choices: choices)
    #expect(again.tree.label == "coalesce(title, fk)")
    #expect(notice.contains("as last time") && notice.contains("--forget"))
    // Another file is not affected.
    #expect(choices.remembered(for: path + "x") == nil)
  }

  @Test func anotherTreeOfTheFileIsChosenInTheApp() throws {
    let (directory, path) = try foreignFile(
      """
      CREATE TABLE tags (id INTEGER PRIMARY KEY, parentId INTEGER REFERENCES tags(id), label TEXT);
      INSERT INTO tags VALUES (1, NULL, 'all tags'), (2, 1, 'red');
      CREATE TABLE places (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES places(id), name TEXT);
      INSERT INTO places VALUES (1, NULL, 'Europe'), (2, 1, 'France');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let opened = try ForeignFileTree(
      database: try ForeignFile.open(path: path), requested: ForeignTree(table: "tags", parent: "parentId"))
    let screen = try makeScreen(opened)
    #expect(render(screen, rows: 24, columns: 100).text.contains("all tags"))
    screen.press(.character("T"))
    let listed = render(screen, rows: 24, columns: 100).text
    #expect(
      listed.contains("Trees in this file") && listed.contains("● tags by parentId")
        && listed.contains("places by parent"))
    // The shown tree is selected; the other is above or below it.
    let placesFirst =
      try #require(listed.range(of: "places by parent")).lowerBound
      < (try #require(listed.range(of: "tags by parentId"))).lowerBound
    screen.press(placesFirst ? .up : .down, .enter)
    let shown = render(screen, rows: 24, columns: 100).text
    #expect(shown.contains("Europe") && !shown.contains("all tags"))
    #expect(opened.shown.tree.table == "places")
    // The search follows the new tree.
    screen.press(.character("/"))
    screen.type("fra")
    screen.tick()
    screen.search.waitUntilIdle()
    screen.tick()
    #expect(render(screen, rows: 24, columns: 100).text.contains("France"))
  }

  @Test func linkTablesMakeAGraphWhereANodeWithSeveralParentsAppearsUnderEach() throws {
    let (directory, path) = try foreignFile(
      """
      CREATE TABLE nodes (node_id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE children (node_id INTEGER, father_id INTEGER, sequence INTEGER);
      CREATE TABLE related (node_id INTEGER, father_id INTEGER, sequence INTEGER);
      INSERT INTO nodes VALUES (1, 'Projects'), (2, 'Home'), (3, 'Garden'), (4, 'Shared budget'), (5, 'Tools');
      INSERT INTO children VALUES (3, 2, 1), (4, 1, 2), (5, 3, NULL), (99, 1, 1);
      INSERT INTO related VALUES (4, 2, 0);
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    // Found without declared foreign keys: both columns hold keys of `nodes`.
    let detected = try database.read { db in try TreeDetector.candidates(db) }.map(\.tree)
    #expect(
      detected.contains(
        ForeignTree(
          table: "nodes", id: "node_id", parent: "father_id", label: "name", order: "sequence",
          links: ["children"], child: "node_id")))
    let requested = ForeignTree(
      table: "nodes", parent: "father_id", order: "sequence", links: ["children", "related"], child: "node_id")
    let (hierarchy, notice) = try ForeignFile.hierarchy(database, requested: requested)
    #expect(notice.contains("linked by children, related"))
    #expect(hierarchy.tree.label == "name")
    let model = try TreeModel(database: database, hierarchy: hierarchy)
    var row = 0
    while row < model.rowCount {
      try model.expand(row: row)
      row += 1
    }
    // Shared budget has two parents: under each, marked; the link to a missing node 99 is
    // ignored; the links' sequence orders siblings.
    #expect(
      try outline(model) == """
        - Home
            ⧉ Shared budget
          - Garden
              Tools
        - Projects
            ⧉ Shared budget
        """)
    let shared = NodeID.row(4.databaseValue)
    let details = try #require(try database.read { db in try hierarchy.details(of: shared, db) })
    #expect(details.groups.first?.title == "Parents (2)")
    #expect(
      try database.read { db in try hierarchy.pathNames(of: .row(5.databaseValue), db) } == ["Home", "Garden", "Tools"])
    let hits = try database.read { db in try hierarchy.search("too", ranked: false, limit: 50, db) }
    #expect(hits.map(\.path) == [["Home", "Garden"]])
    // Places are counted under each parent; a node that is not a child has none.
    let places = try database.read { db in
      [
        try hierarchy.place(of: shared, under: .row(2.databaseValue), db)?.index,
        try hierarchy.place(of: .row(3.databaseValue), under: .row(2.databaseValue), db)?.index,
        try hierarchy.place(of: shared, under: .row(1.databaseValue), db)?.index,
        try hierarchy.place(of: shared, under: .row(3.databaseValue), db)?.index,
        try hierarchy.place(of: .row(1.databaseValue), under: nil, db)?.index,
      ]
    }
    #expect(places == [0, 1, 0, nil, 1])
    let revealed = try #require(try model.row(of: .row(5.databaseValue), reveal: true))
    #expect(try model.rows(in: revealed..<revealed + 1).first?.title == "Tools")
    // Expanded places survive a refresh: each occurrence is found again under its parent.
    try model.refresh()
    #expect(try outline(model).contains("- Projects\n    ⧉ Shared budget"))
  }

  @Test func theRowsThatReferToANodeAreListedFromTheDetailPane() throws {
    let (directory, path) = try foreignFile(Self.accounts)
    defer { try? FileManager.default.removeItem(at: directory) }
    let screen = try makeScreen(foreign: try ForeignFile.open(path: path))
    screen.reveal(.row("a0000000000000000000000000000003".databaseValue))
    screen.press(.tab, .enter)
    var shown = render(screen, rows: 24, columns: 100).text
    #expect(shown.contains("Rows referring to “Checking”") && shown.contains("splits by account_guid  (2)"))
    screen.press(.enter)
    shown = render(screen, rows: 24, columns: 100).text
    #expect(shown.contains("guid=s1  memo=Rent  value_num=-1200"))
    #expect(shown.contains("guid=s2  memo=Pay  value_num=3000"))
    screen.press(.escape)
    #expect(render(screen, rows: 24, columns: 100).text.contains("splits by account_guid  (2)"))
    screen.press(.escape)
    #expect(!render(screen, rows: 24, columns: 100).text.contains("Rows referring to"))
  }
}
