import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// `arbor FILE` with no options opens the tree a person means (issue "The tree a person
/// means"): on files the programs wrote themselves where Debian or PyPI has the program
/// (`RealFiles`), else with the program's schema statement for statement.
@Suite struct WhatAPersonMeansTests {
  /// Anki keeps decks as names joined by `\x1f`; its notes' tag lists (" ICD-10::A01
  /// medicine ") and fields (joined by `\x1f` too) are no tree, nor its tag table before
  /// the decks.
  @Test func anAnkiCollectionOpensItsDecks() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try RealFiles.write("anki-collection", as: "collection.anki2", in: directory)
    let found = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    #expect(found.first?.tree.table == "decks" && found.first?.tree.separator == "\u{1f}", "\(found.map(\.tree))")
    #expect(!found.contains { $0.tree.table == "notes" }, "\(found.map(\.tree))")
    let (tree, roots, below) = try opened(path, under: ["Medicine", "ICD-10"])
    #expect(tree?.table == "decks")
    #expect(roots == ["Default", "Japanese", "Medicine"])
    #expect(below == ["Chapter 1"])
  }

  /// Fossil links check-in blobs by `plink`, labelled by hashes, and keeps its file names
  /// as paths: the files are the tree; `plink`, declared to refer to `blob`, links no
  /// other table.
  @Test func aFossilRepositoryOpensItsFileNames() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try RealFiles.write("fossil-repository", as: "repo.fossil", in: directory)
    let found = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    #expect(found.first?.tree.table == "filename" && found.first?.tree.path == "name", "\(found.map(\.tree))")
    #expect(found.filter { $0.tree.links == ["plink"] }.map(\.tree.table) == ["blob"], "\(found.map(\.tree))")
    let (_, roots, below) = try opened(path, under: ["src", "core"])
    #expect(roots == ["docs", "README.md", "src"])
    #expect(below == ["file1.c", "file2.c", "file3.c"])
  }

  /// Bioconductor's GO.db: one term table, a link table per ontology. Alone, each makes
  /// every term of the other two a root; the three together have the one root, "all".
  /// Synonyms such as `GO:0000001` are names, not paths split on `:`.
  @Test func theGeneOntologyOpensItsThreeLinkTablesAsOneTree() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("GO.sqlite").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(sql: RealSchemas.geneOntology)
      try db.execute(
        sql: """
          INSERT INTO go_ontology VALUES ('universal', 'universal'), ('BP', 'biological_process'),
            ('MF', 'molecular_function'), ('CC', 'cellular_component');
          """)
      let terms: [(Int, String, String, String)] = [
        (1, "all", "all", "universal"), (2, "GO:0008150", "biological_process", "BP"),
        (3, "GO:0003674", "molecular_function", "MF"), (4, "GO:0005575", "cellular_component", "CC"),
        (5, "GO:0009987", "cellular process", "BP"), (6, "GO:0008152", "metabolic process", "BP"),
        (7, "GO:0003824", "catalytic activity", "MF"), (8, "GO:0005488", "binding", "MF"),
        (9, "GO:0110165", "cellular anatomical entity", "CC"), (10, "GO:0044237", "cellular metabolic process", "BP"),
      ]
      for term in terms {
        try db.execute(
          sql: "INSERT INTO go_term VALUES (?, ?, ?, ?, 'defined')", arguments: [term.0, term.1, term.2, term.3])
      }
      let parents: [(String, Int, Int)] = [
        ("bp", 2, 1), ("bp", 5, 2), ("bp", 6, 2), ("bp", 10, 5), ("bp", 10, 6), ("mf", 3, 1), ("mf", 7, 3),
        ("mf", 8, 3), ("cc", 4, 1), ("cc", 9, 4),
      ]
      for (ontology, child, parent) in parents {
        try db.execute(
          sql: "INSERT INTO go_\(ontology)_parents VALUES (?, ?, 'is_a')", arguments: [child, parent])
      }
      for (id, synonym) in [
        (2, "GO:0000004"), (2, "biological process"), (5, "GO:0008151"), (7, "GO:0000005"), (8, "GO:0005489"),
      ] {
        try db.execute(sql: "INSERT INTO go_synonym VALUES (?, ?, NULL, 0)", arguments: [id, synonym])
      }
    }
    let found = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    let best = try #require(found.first)
    #expect(Set(best.tree.links ?? []) == ["go_bp_parents", "go_cc_parents", "go_mf_parents"], "\(found.map(\.tree))")
    #expect(best.tree.table == "go_term" && best.tree.label == "term")
    // Each alone is still offered (the tree key).
    #expect(found.filter { $0.tree.links?.count == 1 }.count == 3)
    #expect(!found.contains { $0.tree.table == "go_synonym" }, "\(found.map(\.tree))")
    let (_, roots, below) = try opened(path, under: ["all", "biological_process"])
    #expect(roots == ["all"])
    #expect(below == ["cellular process", "metabolic process"])
    // `p` takes a term's GO id (a unique column, not the tree's key), as people paste it.
    let tree = try OpenTrees.open(path: path, OpenOptions())
    defer { tree.stop() }
    for (typed, title) in [("GO:0008152", "metabolic process"), ("go:0005488", "binding")] {
      let node = try tree.node(named: typed)
      let names = try tree.database.read { db in try node.flatMap { try tree.hierarchy.pathNames(of: $0, db) } }
      #expect(names?.last == title, "\(typed): \(String(describing: names))")
    }
  }

  /// GnuCash's empty tables with a parent-like column (`billterms.parent`) make no tree
  /// to offer; a file whose every candidate is empty still lists them.
  @Test func anEmptyTableIsOfferedOnlyWhenEveryTableIsEmpty() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE billterms (guid text(32) PRIMARY KEY NOT NULL, name text(2048) NOT NULL,
            description text(2048) NOT NULL, refcount integer NOT NULL, invisible integer NOT NULL,
            parent text(32), type text(2048) NOT NULL, duedays integer, discountdays integer,
            discount_num bigint, discount_denom bigint, cutoff integer);
          """)
    }
    #expect(try queue.read { db in try TreeDetector.candidates(db) }.map(\.tree.table) == ["billterms"])
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE accounts (guid text(32) PRIMARY KEY NOT NULL, name text(2048) NOT NULL,
            account_type text(2048) NOT NULL, commodity_guid text(32), commodity_scu integer NOT NULL,
            non_std_scu integer NOT NULL, parent_guid text(32), code text(2048), description text(2048),
            hidden integer, placeholder integer);
          INSERT INTO accounts VALUES ('r', 'Root Account', 'ROOT', NULL, 0, 0, NULL, '', '', 0, 0),
            ('a', 'Assets', 'ASSET', NULL, 100, 0, 'r', '', '', 0, 1);
          """)
    }
    #expect(try queue.read { db in try TreeDetector.candidates(db) }.map(\.tree.table) == ["accounts"])
  }

  /// CherryTree links its top nodes to `father_id` 0 in `sequence` order: the roots keep
  /// it, read from the file and from the copy alike, and each root's place agrees.
  @Test(arguments: [false, true])
  func cherryTreesRootsKeepTheFilesOrder(fromCopy: Bool) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("notes.ctb").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE node (node_id INTEGER UNIQUE, name TEXT, txt TEXT, syntax TEXT, tags TEXT, is_ro INTEGER,
            is_richtxt INTEGER, has_codebox INTEGER, has_table INTEGER, has_image INTEGER, level INTEGER,
            ts_creation INTEGER, ts_lastsave INTEGER);
          CREATE TABLE children (node_id INTEGER UNIQUE, father_id INTEGER, sequence INTEGER, master_id INTEGER);
          INSERT INTO node (node_id, name, txt, level) VALUES (1, 'Read me', '', 0), (2, 'cellular organisms', '', 0),
            (3, 'Inbox', '', 0), (4, 'Eukaryota', '', 1), (5, 'Bacteria', '', 1), (6, 'Loose', '', 0);
          INSERT INTO children VALUES (1, 0, 1, 0), (2, 0, 2, 0), (3, 0, 3, 0), (4, 2, 2, 0), (5, 2, 1, 0);
          WITH RECURSIVE n(i) AS (SELECT 7 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
          INSERT INTO node (node_id, name, txt, level) SELECT i, 'Species ' || i, '', 2 FROM n;
          WITH RECURSIVE n(i) AS (SELECT 7 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
          INSERT INTO children SELECT i, 4 + i % 2, i, 0 FROM n;
          """)
    }
    let database = try ForeignFile.open(path: path)
    var requested = try #require(try database.read { db in try TreeDetector.candidates(db) }.first?.tree)
    #expect(requested.order == "sequence")
    // A sum makes the keeper copy even so small a file.
    if fromCopy { requested.sum = TreeSum(name: "nodes", expression: "1") }
    let hierarchy = try database.read { db in try LinkedHierarchy(tree: requested, db) }
    var keeper: SideCarKeeper?
    if fromCopy {
      keeper = try SideCarKeeper.start(
        hierarchy: hierarchy, database: database, directory: directory.appendingPathComponent("cache").path
      ) {}
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline, !hierarchy.readsCopy || hierarchy.activity != nil { Thread.sleep(forTimeInterval: 0.02) }
      #expect(hierarchy.readsCopy)
    }
    defer { keeper?.stop() }
    try database.read { db in
      let counts = try hierarchy.childCounts(of: nil, db)
      let roots = try hierarchy.children(of: nil, counts: counts, in: 0..<counts.total, db)
      // Loose has no link at all: after the roots the file orders.
      #expect(roots.map(\.title) == ["Read me", "cellular organisms", "Inbox", "Loose"])
      for (index, root) in roots.enumerated() {
        #expect(try hierarchy.place(of: root.node, db)?.index == index, "\(root.title)")
      }
      let below = try hierarchy.children(of: roots[1].node, counts: ChildCounts([2]), in: 0..<2, db)
      #expect(below.map(\.title) == ["Bacteria", "Eukaryota"])
    }
    // By label, and the file's order turned round.
    hierarchy.order(siblingsBy: .label)
    #expect(
      try database.read { db in try hierarchy.children(of: nil, counts: ChildCounts([4]), in: 0..<4, db) }.map(\.title)
        == ["cellular organisms", "Inbox", "Loose", "Read me"])
    hierarchy.order(siblingsBy: .treeReversed)
    #expect(
      try database.read { db in try hierarchy.children(of: nil, counts: ChildCounts([4]), in: 0..<4, db) }.map(\.title)
        == ["Loose", "Inbox", "cellular organisms", "Read me"])
  }

  /// Joplin declares no foreign keys: a folder's notes name it in `notes.parent_id`, and
  /// are listed with it all the same; a parent column of a tree of its own is not taken
  /// for one (`tags.parent_id`, into the tags).
  @Test func aJoplinFolderListsItsNotesThoughNoKeyIsDeclared() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("database.sqlite").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT NOT NULL DEFAULT "", created_time INT NOT NULL,
            updated_time INT NOT NULL, user_created_time INT NOT NULL DEFAULT 0, user_updated_time INT NOT NULL DEFAULT 0,
            encryption_cipher_text TEXT NOT NULL DEFAULT "", encryption_applied INT NOT NULL DEFAULT 0,
            parent_id TEXT NOT NULL DEFAULT "", is_shared INT NOT NULL DEFAULT 0, share_id TEXT NOT NULL DEFAULT "",
            master_key_id TEXT NOT NULL DEFAULT "", icon TEXT NOT NULL DEFAULT "", user_data TEXT NOT NULL DEFAULT "",
            deleted_time INT NOT NULL DEFAULT 0);
          CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT NOT NULL DEFAULT "", title TEXT NOT NULL DEFAULT "",
            body TEXT NOT NULL DEFAULT "", created_time INT NOT NULL, updated_time INT NOT NULL,
            is_conflict INT NOT NULL DEFAULT 0, latitude NUMERIC NOT NULL DEFAULT 0, longitude NUMERIC NOT NULL DEFAULT 0,
            altitude NUMERIC NOT NULL DEFAULT 0, author TEXT NOT NULL DEFAULT "", source_url TEXT NOT NULL DEFAULT "",
            is_todo INT NOT NULL DEFAULT 0, todo_due INT NOT NULL DEFAULT 0, todo_completed INT NOT NULL DEFAULT 0,
            source TEXT NOT NULL DEFAULT "", source_application TEXT NOT NULL DEFAULT "",
            application_data TEXT NOT NULL DEFAULT "", `order` NUMERIC NOT NULL DEFAULT 0,
            user_created_time INT NOT NULL DEFAULT 0, user_updated_time INT NOT NULL DEFAULT 0,
            encryption_cipher_text TEXT NOT NULL DEFAULT "", encryption_applied INT NOT NULL DEFAULT 0,
            markup_language INT NOT NULL DEFAULT 1, is_shared INT NOT NULL DEFAULT 0, share_id TEXT NOT NULL DEFAULT "",
            conflict_original_id TEXT NOT NULL DEFAULT "", master_key_id TEXT NOT NULL DEFAULT "",
            user_data TEXT NOT NULL DEFAULT "", deleted_time INT NOT NULL DEFAULT 0);
          CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT NOT NULL DEFAULT "", created_time INT NOT NULL,
            updated_time INT NOT NULL, user_created_time INT NOT NULL DEFAULT 0, user_updated_time INT NOT NULL DEFAULT 0,
            encryption_cipher_text TEXT NOT NULL DEFAULT "", encryption_applied INT NOT NULL DEFAULT 0,
            is_shared INT NOT NULL DEFAULT 0, parent_id TEXT NOT NULL DEFAULT "", user_data TEXT NOT NULL DEFAULT "");
          INSERT INTO folders (id, title, created_time, updated_time, parent_id) VALUES
            ('0a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Work', 0, 0, ''),
            ('1a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Reports', 0, 0, '0a1b2c3d4e5f60718293a4b5c6d7e8f9'),
            ('2a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Home', 0, 0, '');
          INSERT INTO notes (id, parent_id, title, created_time, updated_time) VALUES
            ('aa1b2c3d4e5f60718293a4b5c6d7e8f9', '1a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Q3 figures', 0, 0),
            ('ab1b2c3d4e5f60718293a4b5c6d7e8f9', '1a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Q4 figures', 0, 0),
            ('ac1b2c3d4e5f60718293a4b5c6d7e8f9', '2a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Shopping', 0, 0);
          INSERT INTO tags (id, title, created_time, updated_time, parent_id) VALUES
            ('ba1b2c3d4e5f60718293a4b5c6d7e8f9', 'urgent', 0, 0, ''),
            ('bb1b2c3d4e5f60718293a4b5c6d7e8f9', 'very', 0, 0, 'ba1b2c3d4e5f60718293a4b5c6d7e8f9');
          UPDATE notes SET body = 'Revenue grew by a tenth.' || char(10) || 'Costs fell.' WHERE title = 'Q3 figures';
          """)
    }
    let opened = try OpenTrees.open(path: path, OpenOptions())
    defer { opened.stop() }
    let hierarchy = opened.hierarchy
    #expect((hierarchy as? any ForeignTreeHierarchy)?.tree.table == "folders")
    let reports = NodeID.row("1a1b2c3d4e5f60718293a4b5c6d7e8f9".databaseValue)
    try opened.database.read { db in
      let groups = try hierarchy.referenceGroups(of: reports, db)
      #expect(groups == [ReferenceGroup(title: "notes by parent_id", count: 2)])
      let rows = try hierarchy.referencingRows(of: reports, group: 0, in: 0..<10, db)
      #expect(rows.map(\.label) == ["Q3 figures", "Q4 figures"], "\(rows)")
    }
    // On the screen: the folder's notes by their titles, and one opened whole, its body
    // wrapped; back a level at a time.
    let screen = try makeScreen(opened)
    screen.reveal(reports)
    screen.press(.tab, .enter, .enter)
    var text = render(screen, rows: 24, columns: 80).text
    #expect(text.contains("Q3 figures — ") && text.contains("Q4 figures — "), "\(text)")
    screen.press(.enter)
    text = render(screen, rows: 24, columns: 80).text
    #expect(
      text.contains("“Q3 figures”") && text.contains("Revenue grew by a tenth.") && text.contains("Costs fell."),
      "\(text)")
    screen.press(.escape)
    #expect(render(screen, rows: 24, columns: 80).text.contains("Q4 figures — "))
    screen.press(.escape)
    #expect(render(screen, rows: 24, columns: 80).text.contains("Rows referring to “Reports”"))
    screen.press(.escape)
    #expect(!render(screen, rows: 24, columns: 80).text.contains("Rows referring to"))
  }

  /// Anki names a card's deck in `cards.did` (its notes in `nid`), declared nowhere: a
  /// deck, a node of a tree of paths, lists its cards; a directory-only level lists none.
  @Test func anAnkiDeckListsItsCards() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try RealFiles.write("anki-collection", as: "collection.anki2", in: directory)
    let opened = try OpenTrees.open(path: path, OpenOptions())
    defer { opened.stop() }
    let kanji = NodeID.row("Japanese\u{1f}Kanji".databaseValue)
    try opened.database.read { db in
      let groups = try opened.hierarchy.referenceGroups(of: kanji, db)
      #expect(groups == [ReferenceGroup(title: "cards by did", count: 14)])
      let rows = try opened.hierarchy.referencingRows(of: kanji, group: 0, in: 0..<3, db)
      #expect(rows.count == 3 && rows.allSatisfy { $0.summary.contains("nid=") }, "\(rows)")
      let details = try #require(try opened.hierarchy.details(of: kanji, db))
      #expect(details.groups.map(\.title) == ["cards (14) by did"])
    }
  }

  /// Fossil declares `mlink.fnid` to refer to `filename`: a file lists its check-ins'
  /// links; `mlink.fid`, a blob's number, is no file name's though both are small numbers.
  @Test func aFossilFileListsItsLinksByTheDeclaredColumn() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try RealFiles.write("fossil-repository", as: "repo.fossil", in: directory)
    let opened = try OpenTrees.open(path: path, OpenOptions())
    defer { opened.stop() }
    let groups = try opened.database.read { db in
      try opened.hierarchy.referenceGroups(of: .row("src/core/file1.c".databaseValue), db)
    }
    #expect(groups == [ReferenceGroup(title: "mlink by fnid", count: 1)])
  }

  /// GnuCash declares no foreign keys either: an account's splits name it in
  /// `splits.account_guid`.
  @Test func aGnuCashAccountListsItsSplits() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let opened = try OpenTrees.open(path: path, OpenOptions())
    defer { opened.stop() }
    let groups = try opened.database.read { db in try opened.hierarchy.referenceGroups(of: .row("b".databaseValue), db)
    }
    #expect(groups == [ReferenceGroup(title: "splits by account_guid", count: 2)])
  }

  /// What detection found is kept per file beside the schema it saw: the next open reads
  /// no samples of every table; a changed schema detects again, and `--forget` forgets it.
  @Test func detectionIsKeptUntilTheSchemaChanges() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try RealFiles.write("fossil-repository", as: "repo.fossil", in: directory)
    let choices = directory.appendingPathComponent("config/trees.json").path
    let options = OpenOptions(choicesLocation: choices)
    func openedTable() throws -> String? {
      let opened = try OpenTrees.open(path: path, options)
      defer { opened.stop() }
      return (opened.hierarchy as? any ForeignTreeHierarchy)?.tree.table
    }
    #expect(try openedTable() == "filename")
    let kept = directory.appendingPathComponent("config/trees-detected.json")
    let text = try String(contentsOf: kept, encoding: .utf8)
    #expect(text.contains("\"filename\""))
    // Kept, not detected again: a tree written into the record in place of the one found
    // is what opens (detection would choose the file names).
    var record = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]])
    let file = try #require(record.keys.first)
    record[file]?["tree"] = ["table": "blob", "id": "rid", "parent": "pid", "links": ["plink"], "child": "cid"]
    try JSONSerialization.data(withJSONObject: record).write(to: kept)
    #expect(try openedTable() == "blob")
    // Another table: the schema changed, and detection runs again.
    try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE extra (x)") }
    #expect(try openedTable() == "filename")
    try TreeChoices(location: choices).forget(path)
    #expect(try !String(contentsOf: kept, encoding: .utf8).contains("filename"))
  }

  /// An archive written by `sqlite3 -A` adds up its files' sizes on every open, not only
  /// the first: what detection chose was kept without the sum it chose itself, and a
  /// record kept so by an older arbor is detected again.
  @Test func anArchiveKeepsItsSizesOnEveryOpen() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("share/doc")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    try String(repeating: "words ", count: 500).write(
      to: source.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
    try "short".write(to: source.appendingPathComponent("b.txt"), atomically: true, encoding: .utf8)
    let path = directory.appendingPathComponent("share.sqlar").path
    try sqliteShell(["-A", "-c", "-f", path, "share"], in: directory)
    let choices = directory.appendingPathComponent("config/trees.json").path
    func openedSum() throws -> TreeSum? {
      let opened = try OpenTrees.open(path: path, OpenOptions(choicesLocation: choices))
      defer { opened.stop() }
      return (opened.hierarchy as? any ForeignTreeHierarchy)?.tree.sum
    }
    for open in 1...3 { #expect(try openedSum() == .archiveBytes, "open \(open)") }
    // A record an older arbor kept: the tree without its sum, and no format.
    let kept = directory.appendingPathComponent("config/trees-detected.json")
    var record = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: kept)) as? [String: [String: Any]])
    let file = try #require(record.keys.first)
    record[file]?["format"] = nil
    var tree = try #require(record[file]?["tree"] as? [String: Any])
    tree["sum"] = nil
    record[file]?["tree"] = tree
    try JSONSerialization.data(withJSONObject: record).write(to: kept)
    #expect(try openedSum() == .archiveBytes)
    #expect(try openedSum() == .archiveBytes)
  }

  /// `--columns` shows chosen columns' values beside each row's label, so rows of one
  /// label can be told apart; a column the table lacks, or columns of arbor's own notes,
  /// are refused in words.
  @Test func chosenColumnsShowBesideTheLabels() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = OpenOptions()
    options.columns = ["Account_Type"]
    let tree = try OpenTrees.open(path: path, options)
    defer { tree.stop() }
    let screen = try makeScreen(tree)
    screen.press(.character("*"))
    let text = render(screen, rows: 24, columns: 80).text
    #expect(text.contains("Assets  ASSET") && text.contains("Bank  BANK") && text.contains("Food  EXPENSE"), "\(text)")
    options.columns = ["nope"]
    #expect {
      try OpenTrees.open(path: path, options)
    } throws: { error in
      "\(error)".contains("no column “nope”")
    }
    // arbor's notes show an item's fields: its status, due day, priority, tags.
    let notes = directory.appendingPathComponent("notes.db").path
    try Importer.run(fixtureTree(), database: try AppDatabase.open(path: notes))
    options.columns = ["name"]
    #expect {
      try OpenTrees.open(path: notes, options)
    } throws: { error in
      "\(error)".contains("an item of arbor's notes has no field “name” (it has status, due, priority, tags)")
    }
    options.columns = ["Tags", "status", "due"]
    let notesTree = try OpenTrees.open(path: notes, options)
    defer { notesTree.stop() }
    #expect(notesTree.shownColumns == ["status", "due", "tags"])
    let notesScreen = try makeScreen(notesTree)
    notesScreen.press(.character("*"))
    let shown = render(notesScreen, rows: 24, columns: 160).text
    let lines = shown.split(separator: "\n").map { $0.split(separator: "│").first.map(String.init) ?? "" }
    #expect(lines.contains { $0.contains("Bake bread  done · due 2026-12-01 · #baking #weekend") }, "\(lines)")
    #expect(lines.contains { $0.contains("Water roses  doing") }, "\(lines)")
    #expect(lines.contains { $0.contains("Kitchen ") && !$0.contains("Kitchen  ·") }, "a category shows none: \(lines)")
  }

  /// `c` picks the columns beside each label while the tree is open: the table's columns
  /// (an item's fields in the notes) ticked in a list, in the order ticked; Enter shows
  /// them, and untick all for only the labels.
  @Test func theColumnsKeyPicksColumnsWhileTheTreeIsOpen() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = try OpenTrees.open(path: path, OpenOptions())
    defer { tree.stop() }
    let screen = try makeScreen(tree)
    screen.press(.character("*"))
    screen.press(.character("c"))
    var text = render(screen, rows: 24, columns: 80).text
    #expect(text.contains("Columns beside each label") && text.contains("[ ] account_type"), "\(text)")
    // The third column, account_type; then the first, guid: shown in the order ticked.
    screen.press(.down, .down, .character(" "))
    screen.press(.character("g"), .character(" "))
    text = render(screen, rows: 24, columns: 80).text
    #expect(text.contains("[1] account_type") && text.contains("[2] guid"), "\(text)")
    screen.press(.enter)
    #expect(tree.shownColumns == ["account_type", "guid"])
    #expect(screen.message == "Beside each label: account_type, guid")
    text = render(screen, rows: 24, columns: 80).text
    #expect(text.contains("Bank  BANK · b"), "\(text)")
    screen.press(.character("c"), .character("g"), .character(" "), .down, .character(" "), .enter)
    #expect(tree.shownColumns == [])
    #expect(screen.message == "Only the labels")
    #expect(!render(screen, rows: 24, columns: 80).text.contains("BANK"))
    // The notes: an item's fields.
    let notes = directory.appendingPathComponent("notes.db").path
    try Importer.run(fixtureTree(), database: try AppDatabase.open(path: notes))
    let notesTree = try OpenTrees.open(path: notes, OpenOptions())
    defer { notesTree.stop() }
    let notesScreen = try makeScreen(notesTree)
    notesScreen.press(.character("c"))
    text = render(notesScreen, rows: 24, columns: 80).text
    #expect(["[ ] status", "[ ] due", "[ ] priority", "[ ] tags"].allSatisfy(text.contains), "\(text)")
    notesScreen.press(.down, .character(" "), .enter)
    #expect(notesTree.shownColumns == ["due"])
  }

  /// Firefox's root has no title and no place: its GUID `root________` names it; a
  /// bookmark without a title shows its place's title or URL; a separator is a rule.
  @Test func firefoxsRootIsCalledByItsGUID() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("places.sqlite").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: firefoxPlaces) }
    let (tree, roots, below) = try opened(path, under: ["root", "toolbar"])
    #expect(tree?.table == "moz_bookmarks")
    #expect(roots == ["root"])
    #expect(below == ["Example Domain", "https://example.org/untitled", String(repeating: "─", count: 12)])
  }

  /// A bookmark's details show the place its `fk` names — its title and URL — though
  /// Firefox declares no foreign key; a table of visits, whose ids cover the places' too,
  /// is not taken for it (it has no label), and a folder (no `fk`) shows no place. On
  /// screen at 80×24 the URL is there beside the bookmark.
  @Test func aFirefoxBookmarkShowsItsPlacesURL() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("places.sqlite").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(sql: firefoxPlaces)
      try db.execute(
        sql: """
          CREATE TABLE moz_historyvisits (id INTEGER PRIMARY KEY, from_visit INTEGER, place_id INTEGER,
            visit_date INTEGER, visit_type INTEGER, session INTEGER, source INTEGER NOT NULL DEFAULT 0,
            triggeringPlaceId INTEGER);
          WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 10)
          INSERT INTO moz_historyvisits (place_id, visit_date, visit_type)
            SELECT 1 + value % 3, 1700000000000000 + value, 1 FROM n;
          """)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions())
    defer { tree.stop() }
    try tree.database.read { db in
      let databases = try #require(try tree.hierarchy.details(of: .row(6.databaseValue), db))
      let place = try #require(databases.groups.first { $0.title == "moz_places by fk" }, "\(databases.groups)")
      #expect(place.entries.contains(.labelled("url", "https://www.sqlite.org/", style: "link", wraps: false)))
      #expect(place.entries.contains(.labelled("title", "SQLite Home Page", style: nil, wraps: true)))
      let untitled = try #require(try tree.hierarchy.details(of: .row(5.databaseValue), db))
      #expect(untitled.groups.contains { $0.title == "moz_places by fk" })
      let toolbar = try #require(try tree.hierarchy.details(of: .row(3.databaseValue), db))
      #expect(!toolbar.groups.contains { $0.title.hasPrefix("moz_places") })
      #expect(!toolbar.groups.contains { $0.title.hasPrefix("moz_historyvisits by") })
    }
    let screen = try makeScreen(tree)
    _ = try screen.tree.expand(row: 0)
    screen.reveal(.row(6.databaseValue))
    screen.settle()
    let text = render(screen, rows: 24, columns: 80).text
    #expect(text.contains("moz_places by fk") && text.contains("https://www.sqlite.org/"), "\(text)")
  }

  /// A GnuCash book has two accounts without a parent: its root and the scheduled
  /// transactions' template root. `books.root_account_guid` names the one a person means:
  /// it is the one root, read from the file and from the copy (a sum makes one) alike.
  @Test(arguments: [false, true])
  func aGnuCashBookHasTheRootItsBookNames(withSum: Bool) throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE books (guid text(32) PRIMARY KEY NOT NULL, root_account_guid text(32) NOT NULL,
            root_template_guid text(32) NOT NULL);
          INSERT INTO books VALUES ('book1', 'r', 'tr');
          INSERT INTO accounts VALUES ('tr', 'Template Root', 'ROOT', NULL, 0, 0, NULL, '', '', 0, 0),
            ('tx', 'template account', 'BANK', 'c', 100, 0, 'tr', '', '', 0, 0);
          """)
    }
    let found = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    let tree = try #require(found.first?.tree)
    #expect(tree.roots == ["books", "root_account_guid"])
    if !withSum {
      // Edited, a row put at the top would be a root the book does not name: refused.
      let file = try EditableFile.open(
        GnuCashBook.book + """
          CREATE TABLE books (guid text(32) PRIMARY KEY NOT NULL, root_account_guid text(32) NOT NULL,
            root_template_guid text(32) NOT NULL);
          INSERT INTO books VALUES ('book1', 'r', 'tr');
          """, tree)
      #expect(throws: EditError.self) {
        try file.editor.addChild(
          under: nil, fields: [ForeignField(column: "name", declaredType: "TEXT", text: "Loose")])
      }
    }
    #expect(tree.options.joined(separator: " ").contains("--roots books.root_account_guid"))
    var options = OpenOptions(cacheDirectory: directory.appendingPathComponent("cache").path)
    if withSum { options.sums = [GnuCashBook.balance] }
    let opened = try OpenTrees.open(path: path, options)
    defer { opened.stop() }
    try opened.start {}
    let deadline = Date().addingTimeInterval(30)
    while withSum, Date() < deadline, !opened.signals.readsCopy || opened.signals.activity != nil {
      Thread.sleep(forTimeInterval: 0.02)
    }
    let hierarchy = opened.hierarchy
    #expect(opened.signals.readsCopy == withSum)
    try opened.database.read { db in
      let counts = try hierarchy.childCounts(of: nil, db)
      let roots = try hierarchy.children(of: nil, counts: counts, in: 0..<counts.total, db)
      #expect(roots.map(\.title) == ["Root Account"])
      let below = try hierarchy.children(
        of: roots[0].node, counts: try hierarchy.childCounts(of: roots[0].node, db), in: 0..<10, db)
      #expect(below.map(\.title) == ["Assets", "Expenses", "Liabilities"])
      // What is under the template root is found by no search either.
      #expect(try hierarchy.search("template", ranked: false, limit: 50, db).isEmpty)
      #expect(try hierarchy.search("wallet", ranked: false, limit: 50, db).map(\.path) == [["Root Account", "Assets"]])
    }
  }
}
