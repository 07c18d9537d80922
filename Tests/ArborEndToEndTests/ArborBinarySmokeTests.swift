import ArborCore
import ArborDB
import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// SGR runs (`ESC [ … m`) that come right before `word` in terminal output.
private func attributesBefore(_ word: String, in output: String) -> [String] {
  var runs: [String] = []
  var searchStart = output.startIndex
  while let range = output.range(of: word, range: searchStart..<output.endIndex) {
    var run = ""
    var index = range.lowerBound
    // Walk back over consecutive SGR sequences.
    while index > output.startIndex, output[output.index(before: index)] == "m" {
      guard let escape = output[..<index].lastIndex(of: "\u{1B}") else { break }
      let sequence = output[escape..<index]
      guard sequence.hasPrefix("\u{1B}["), sequence.dropFirst(2).dropLast().allSatisfy({ $0.isNumber || $0 == ";" })
      else { break }
      run = sequence + run
      index = escape
    }
    runs.append(run)
    searchStart = range.upperBound
  }
  return runs
}

@Suite(.serialized) struct ArborBinarySmokeTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  func environment(home: URL) -> [String: String] {
    [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
    ]
  }

  /// Runs `program` to the end without a terminal; its exit status and output.
  func runProgram(_ program: String, _ arguments: [String], home: URL) throws -> (Int32, String) {
    try runToEnd(program, arguments, environment: environment(home: home))
  }

  @Test func demoDatabaseSearchHighlightAndQuit() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = try PseudoTerminalSession(
      path: arbor, environment: environment(home: home), size: Size(rows: 40, columns: 120))
    #expect(session.read(until: { $0.contains("Inbox") && $0.contains("Archive") }, timeout: 30))
    #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("data/arbor/arbor.db").path))
    session.send("/")
    session.send("recipe")
    #expect(session.read(until: { $0.contains("Tried and to-try") }, timeout: 15))
    let runs = attributesBefore("Recipes", in: session.text)
    // The hit's title is drawn underlined (the highlight style), not just present.
    #expect(runs.contains { run in run.split(whereSeparator: { !$0.isNumber }).contains("4") })
    session.send("\u{1B}")
    // A key within 25 ms of ESC would read as Alt+key, as in any terminal program.
    session.read(until: { _ in false }, timeout: 0.2)
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
    #expect(session.text.contains("\u{1B}[?1049l"))
  }

  @Test func addRenameDeleteAndUndoInTheRealBinary() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let db = home.appendingPathComponent("edit.db").path
    let session = try PseudoTerminalSession(
      path: arbor, arguments: ["new", db], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("No categories yet") }, timeout: 30))
    func pause() { session.read(until: { _ in false }, timeout: 0.15) }
    session.send("a")
    #expect(session.read(until: { $0.contains("New category") }, timeout: 10))
    session.send("Projects\r")
    #expect(session.read(until: { $0.contains("Projects") }, timeout: 10))
    pause()
    session.send("r")
    pause()
    session.send("\u{15}Work projects\r")
    #expect(session.read(until: { $0.contains("Work projects") }, timeout: 10))
    pause()
    session.send("d")
    #expect(session.read(until: { $0.contains("This deletes") }, timeout: 10))
    session.send("y")
    #expect(session.read(until: { $0.contains("Deleted. u undoes it.") }, timeout: 10))
    pause()
    session.send("u")
    #expect(session.read(until: { $0.contains("Undid: delete") }, timeout: 10))
    pause()
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arbor)
    process.arguments = ["export", "--markdown", "--db", db]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(output == "# Work projects\n")
  }

  /// A file damaged where the tree's reads never go (another table's page): the browser
  /// says so on the status line and keeps saying it; export writes what it can read and
  /// exits non-zero.
  @Test func aDamagedFileIsSaidToBeDamaged() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("damaged.db").path
    let queue = try DatabaseQueue(path: file)
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES nodes(id), name TEXT);
          INSERT INTO nodes VALUES (1, NULL, 'root'), (2, 1, 'child');
          CREATE TABLE other (body TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) INSERT INTO other SELECT printf('%.200c', 'x') FROM n;
          """)
    }
    let pages = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") } ?? 0
    let pageSize = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } ?? 4096
    try queue.close()
    // Garbage over a page of `other`, near the end of the file.
    let handle = try #require(FileHandle(forUpdatingAtPath: file))
    try handle.seek(toOffset: UInt64((pages - 10) * pageSize))
    handle.write(Data((0..<pageSize).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
    try handle.close()
    let exported = try runProgram(arbor, ["export", "--json", file], home: home)
    #expect(exported.0 != 0)
    #expect(exported.1.contains("\"name\": \"child\""))
    #expect(exported.1.contains("is damaged"))
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [file], environment: environment(home: home), size: Size(rows: 24, columns: 200))
    #expect(session.read(until: { $0.contains("This file is damaged") }, timeout: 20))
    session.send("j")
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// A tree of link tables (CherryTree's own file) exports like any other, through the
  /// same open tree the browser uses; the file and its directory are left as they were.
  /// A damaged page met by `arbor trees` is said of the file, with what to do: it said
  /// "SQLite error 11" and SQLite's message alone.
  @Test func aDamagedPageIsSaidOfTheFile() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let db = home.appendingPathComponent("damaged.db").path
    try DatabaseQueue(path: db).write { db in
      try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t (id), name TEXT)")
      try db.execute(
        sql: """
          WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < 5000)
          INSERT INTO t SELECT x, CASE WHEN x > 1 THEN x / 2 END, 'node ' || x FROM r
          """)
    }
    let handle = try #require(FileHandle(forWritingAtPath: db))
    try handle.seek(toOffset: 4096 * 3)
    handle.write(Data([0x0D] + [UInt8](repeating: 0xFF, count: 4000)))
    try handle.close()
    for arguments in [["trees", db], ["export", "--json", db]] {
      let (status, output) = try runProgram(arbor, arguments, home: home)
      #expect(status != 0)
      #expect(output.contains("is damaged") && output.contains(".recover"), "\(arguments[0]): \(output)")
      #expect(!output.contains("SQLite error 11"), "\(output)")
    }
  }

  @Test func aLinkTableTreeExports() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let directory = home.appendingPathComponent("notes")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("notes.ctb").path
    try TreeShape.linkTables.write(at: file)
    let before = try Data(contentsOf: URL(fileURLWithPath: file))
    let exported = try runProgram(arbor, ["export", "--markdown", file], home: home)
    #expect(exported.0 == 0)
    #expect(exported.1 == "- Home\n  - Garden\n  - Kitchen\n- Work\n  - Reports\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.ctb"])
  }

  /// `arbor export --root` writes the subtree under the node named as `p` takes it, and
  /// `--csv` a row per node (id, parent, label), for arbor's notes and every shape of
  /// another program's tree.
  @Test(arguments: TreeShape.all)
  func aSubtreeExportsAsOutlineAndCSV(_ shape: TreeShape) throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("tree.db").path
    try shape.write(at: file)
    // Arbor's notes are exported from --db; another program's file is named.
    let from = shape == .notes ? ["--db", file] : [file]
    let outline = try runProgram(arbor, ["export", "--markdown", "--root", "Work"] + from, home: home)
    #expect(outline.0 == 0, "\(outline.1)")
    #expect(outline.1 == "- Work\n  - Reports\n", "\(outline.1)")
    let csv = try runProgram(arbor, ["export", "--csv", "--root", "Home"] + from, home: home)
    #expect(csv.0 == 0, "\(csv.1)")
    let rows = csv.1.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    // Arbor's notes add their fields: what a row is, an item's status, priority, due day,
    // tags, and notes.
    let header =
      ["id", "parent", "label"] + (shape == .notes ? ["kind", "status", "priority", "due", "tags", "notes"] : [])
    #expect(rows.first == header, "\(csv.1)")
    if shape == .notes { #expect(rows.dropFirst().allSatisfy { $0.count == header.count && $0[3] == "category" }) }
    let byLabel = Dictionary(rows.dropFirst().map { ($0[2], $0) }, uniquingKeysWith: { first, _ in first })
    #expect(Set(byLabel.keys) == ["Home", "Garden", "Kitchen"], "\(csv.1)")
    let homeID = try #require(byLabel["Home"]?[0])
    #expect(byLabel["Home"]?[1] == "")
    #expect(byLabel["Garden"]?[1] == homeID && byLabel["Kitchen"]?[1] == homeID, "\(csv.1)")
    let missing = try runProgram(arbor, ["export", "--json", "--root", "Nowhere"] + from, home: home)
    #expect(missing.0 != 0 && missing.1.contains("nothing in the tree is called “Nowhere”"), "\(missing.1)")
  }

  /// A CSV of arbor's notes keeps each item's fields: status, priority, due day, tags and
  /// notes, quoted where they hold a comma, a quote or a line break.
  @Test func notesExportAsCSVWithTheirItemsFields() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("notes.db").path
    let editor = try Editor(database: try AppDatabase.open(path: file))
    let home1 = try editor.addCategory(name: "Home", parent: nil)
    let item = try editor.addItem(in: home1, title: "Paint, then \"dry\"")
    try editor.updateItem(
      item,
      ItemFields(title: "Paint, then \"dry\"", priority: .high, status: .doing, due: "2026-12-24", tags: "house, diy"))
    let csv = try runProgram(arbor, ["export", "--csv", "--db", file], home: home)
    #expect(csv.0 == 0, "\(csv.1)")
    let expected = [
      "id,parent,label,kind,status,priority,due,tags,notes",
      "category \(home1),,Home,category,,,,,",
      "item \(item),category \(home1),\"Paint, then \"\"dry\"\"\",item,doing,high,2026-12-24,diy house,",
    ]
    #expect(csv.1 == expected.joined(separator: "\n") + "\n", "\(csv.1)")
  }

  /// `arbor trees` lists a tree of paths with the command that opens it, and that command
  /// exports it (directories that are only prefixes included).
  @Test func aTreeOfPathsIsListedAndExported() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("files.sqlite").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER) WITHOUT ROWID;
          INSERT INTO files VALUES ('etc/hosts', 1), ('etc/ssh/sshd_config', 2), ('usr/bin/env', 3), ('usr/bin/ls', 4);
          CREATE VIEW broken AS SELECT * FROM files WHERE nosuchcolumn;
          """)
    }
    let listed = try runProgram(arbor, ["trees", file], home: home)
    #expect(listed.0 == 0)
    #expect(listed.1.contains("1. table files: paths in path, split --separator /"), "\(listed.1)")
    #expect(listed.1.contains("4 rows, 2 first levels, 3 levels deep"))
    #expect(listed.1.contains("--table files --path path --separator /"))
    let exported = try runProgram(
      arbor, ["export", "--markdown", file, "--table", "files", "--path", "path"], home: home)
    #expect(exported.0 == 0)
    #expect(exported.1 == "- etc\n  - hosts\n  - ssh\n    - sshd_config\n- usr\n  - bin\n    - env\n    - ls\n")
    let refused = try runProgram(
      arbor, ["export", "--markdown", file, "--table", "files", "--path", "path", "--separator", ""], home: home)
    #expect(refused.0 != 0 && refused.1.contains("--separator cannot be empty"))
  }

  /// `--roots T.C` from the command line: only the rows the file names are roots, and a
  /// `--roots` without a parent column is refused before anything opens.
  @Test func rootsNamedOnTheCommandLine() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("book.gnucash").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, parent_guid TEXT);
          CREATE TABLE books (guid TEXT PRIMARY KEY NOT NULL, root_account_guid TEXT NOT NULL, root_template_guid TEXT NOT NULL);
          INSERT INTO books VALUES ('b', 'r', 't');
          INSERT INTO accounts VALUES ('r', 'Root Account', NULL), ('t', 'Template Root', NULL), ('a', 'Assets', 'r'),
            ('x', 'template', 't');
          """)
    }
    let exported = try runProgram(
      arbor,
      [
        "export", "--markdown", file, "--table", "accounts", "--parent", "parent_guid", "--roots",
        "books.root_account_guid",
      ],
      home: home)
    #expect(exported.0 == 0)
    #expect(exported.1 == "- Root Account\n  - Assets\n", "\(exported.1)")
    let all = try runProgram(
      arbor, ["export", "--markdown", file, "--table", "accounts", "--parent", "parent_guid"], home: home)
    #expect(all.1.hasPrefix("- Root Account\n  - Assets\n- Template Root\n"), "\(all.1)")
    let refused = try runProgram(
      arbor,
      ["export", "--markdown", file, "--table", "accounts", "--path", "name", "--roots", "books.root_account_guid"],
      home: home)
    #expect(refused.0 != 0 && refused.1.contains("--roots goes with --table T --parent C"))
    let missing = try runProgram(
      arbor,
      ["export", "--markdown", file, "--table", "accounts", "--parent", "parent_guid", "--roots", "books.nothere"],
      home: home)
    #expect(missing.0 != 0 && missing.1.contains("no such column"), "\(missing.1)")
  }

  /// Two sums from the command line, the file's stored totals overruled, and the
  /// mistakes said before anything opens.
  @Test func severalSumsFromTheCommandLine() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("usage.sqlite").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE entries (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT NOT NULL, size INTEGER NOT NULL);
          INSERT INTO entries VALUES (1, NULL, 'top', 3000), (2, 1, 'a', 1000), (3, 1, 'b', 1500), (4, 3, 'c', 500);
          """)
    }
    let tree = ["--table", "entries", "--parent", "parent", "--label", "name"]
    let added = try runProgram(
      arbor, ["export", "--markdown", file] + tree + ["--sum", "size", "--sum", "items=1", "--totals", "added"],
      home: home)
    #expect(added.0 == 0)
    #expect(
      added.1
        == "- top — size 5.9 KiB · items 4\n  - a — size 1000 B · items 1\n  - b — size 2.0 KiB · items 2\n    - c — size 500 B · items 1\n",
      "\(added.1)")
    let stored = try runProgram(
      arbor, ["export", "--markdown", file] + tree + ["--sum", "size", "--totals", "stored"], home: home)
    #expect(stored.1.hasPrefix("- top — size 2.9 KiB\n"), "\(stored.1)")
    let twice = try runProgram(
      arbor, ["export", "--markdown", file] + tree + ["--sum", "size", "--sum", "size=size * 2"], home: home)
    #expect(twice.0 != 0 && twice.1.contains("Two sums are named “size”"))
    let alone = try runProgram(arbor, ["export", "--markdown", file] + tree + ["--totals", "stored"], home: home)
    #expect(alone.0 != 0 && alone.1.contains("--totals goes with --sum"))
  }

  @Test func anotherProgramsFileOpensAsATreeAndIsLeftAlone() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("books.gnucash").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, parent_guid TEXT);
          INSERT INTO accounts VALUES ('a1', 'Root Account', NULL), ('a2', 'Assets', 'a1'), ('a3', 'Checking', 'a2');
          """)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: file))
    let listed = try runProgram(arbor, ["trees", file], home: home)
    #expect(listed.0 == 0)
    #expect(listed.1.contains("table accounts: parent parent_guid, id guid, label name"))
    #expect(listed.1.contains("3 nodes, 1 root, 3 levels deep, 0 in cycles"))
    #expect(listed.1.contains("--table accounts --id guid --parent parent_guid --label name"))
    // Which tree a plain `arbor FILE` opens, and with --why what each rank is made of.
    #expect(listed.1.hasPrefix("arbor \(ShellQuote.word(file)) opens the first of these, the likeliest"), "\(listed.1)")
    let why = try runProgram(arbor, ["trees", "--why", file], home: home)
    #expect(
      why.1.contains(
        "why: score 4.05: parent parent_guid named like a parent +1, 100 % of the parents sampled are keys +2, "
          + "labels name read as names +1, 3 rows +0.05"), "\(why.1)")
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [file], environment: environment(home: home), size: Size(rows: 24, columns: 100))
    #expect(session.read(until: { $0.contains("Root Account") && $0.contains("read-only") }, timeout: 30))
    session.send("l")
    #expect(session.read(until: { $0.contains("Assets") }, timeout: 10))
    session.read(until: { _ in false }, timeout: 0.15)
    session.send("/")
    session.send("check")
    #expect(session.read(until: { $0.contains("Root Account › Assets") }, timeout: 15))
    session.send("\r")
    session.read(until: { _ in false }, timeout: 0.3)
    // The file's trees, to choose another in the app.
    session.send("T")
    #expect(session.read(until: { $0.contains("Trees in this file") }, timeout: 10))
    session.send("\u{1B}")
    session.read(until: { _ in false }, timeout: 0.3)
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    // A wrong option is a sentence, not a crash.
    let wrong = try runProgram(arbor, [file, "--table", "accounts", "--parent", "father"], home: home)
    #expect(wrong.0 != 0 && wrong.1.contains("has no such column"))
  }

  /// `--edit`: a rename in the real binary reaches the file, undo takes it back, and
  /// nothing but the row changed: no table, trigger, index or journal mode of arbor's.
  @Test func anotherProgramsFileIsEditedOnlyWithEdit() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("notes.db").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE folders (id INTEGER PRIMARY KEY, parent_id INTEGER, title TEXT NOT NULL);
          INSERT INTO folders VALUES (1, NULL, 'Inbox'), (2, 1, 'Later');
          """)
    }
    func state() throws -> [String] {
      try DatabaseQueue(path: file).read { db in
        try String.fetchAll(db, sql: "SELECT type || ' ' || name FROM sqlite_master ORDER BY 1")
          + String.fetchAll(db, sql: "SELECT title FROM folders ORDER BY id")
          + [try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""]
      }
    }
    let before = try state()
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [file, "--edit"], environment: environment(home: home), size: Size(rows: 24, columns: 100)
    )
    #expect(session.read(until: { $0.contains("Inbox") && $0.contains("editing") }, timeout: 30))
    session.send("r")
    #expect(session.read(until: { $0.contains("Rename") }, timeout: 10))
    session.send("\u{15}Archive\r")
    #expect(session.read(until: { $0.contains("Renamed") }, timeout: 10))
    #expect(try state().contains("Archive"))
    session.send("u")
    // Read from the emulated screen: "Undoing…" was drawn first, and the terminal is sent
    // only the characters that differ from it.
    #expect(
      session.read(until: { _ in TortureTests.screen(session, rows: 24, columns: 100).contains("Undid") }, timeout: 10))
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
    #expect(try state() == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix("notes.db") }
    #expect(left == ["notes.db"])
  }

  /// The connection drops while arbor is stuck in a query that would run for hours (a
  /// label expression that joins a table with itself thrice): it still exits, within
  /// seconds, with the terminal restored.
  @Test func aDroppedConnectionEndsEvenAStuckQuery() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("slow.db").path
    try DatabaseQueue(path: file).write { db in
      try db.execute(
        sql: """
          CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) INSERT INTO t SELECT i, NULL, 'n' FROM n;
          """)
    }
    let session = try PseudoTerminalSession(
      path: arbor,
      arguments: [
        file, "--table", "t", "--parent", "parent", "--label", "(SELECT count(*) FROM t AS a, t AS b, t AS c)",
      ],
      environment: environment(home: home), size: Size(rows: 24, columns: 80))
    session.read(until: { _ in false }, timeout: 1)
    kill(session.pid, SIGHUP)
    let started = Date()
    #expect(session.waitForExit(timeout: 10) == 128 + SIGHUP)
    #expect(Date().timeIntervalSince(started) < 6)
    #expect(session.isInShellMode)
  }

  @Test func notATerminalIsAClearMessage() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arbor)
    process.arguments = ["new", home.appendingPathComponent("x.db").path]
    process.environment = environment(home: home)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = Pipe()
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(output.contains("needs a terminal"))
    // Nothing was created on the way: neither the named database nor the default one.
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("x.db").path))
    let plain = try runProgram(arbor, [], home: home)
    #expect(plain.0 == 1 && plain.1.contains("needs a terminal"))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path))
  }

  /// A mistyped path is refused with the way to make a new file; nothing is created.
  @Test func aPathThatDoesNotExistIsNotCreated() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let typo = home.appendingPathComponent("places.sqlite").path
    let (status, output) = try runProgram(arbor, [typo], home: home)
    #expect(status != 0)
    #expect(output.contains("no such file") && output.contains("arbor new"), "\(output)")
    #expect(!FileManager.default.fileExists(atPath: typo))
    let existing = try runProgram(arbor, ["new", home.path], home: home)
    #expect(existing.0 != 0 && existing.1.contains("exists already"), "\(existing.1)")
  }

  @Test func importAndExportFromTheCommandLine() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let csv = home.appendingPathComponent("tree.csv")
    try Data("id,parent,name,notes\n1,,Root,\"a, b\"\n2,1,Child,\n".utf8).write(to: csv)
    let db = home.appendingPathComponent("t.db").path
    func run(_ arguments: [String]) throws -> (Int32, String) { try runProgram(arbor, arguments, home: home) }
    let imported = try run(["import", csv.path, "--db", db])
    #expect(imported.0 == 0)
    #expect(imported.1.contains("Imported 2 categories and 0 items"))
    let exported = try run(["export", "--markdown", "--db", db])
    #expect(exported.0 == 0)
    #expect(exported.1.hasPrefix("# Root\n\na, b\n\n## Child\n"))
    try Data("id,parent,name\n1,,Root\n2,7,Lost\n".utf8).write(to: csv)
    let bad = try run(["import", csv.path, "--db", db])
    #expect(bad.0 != 0)
    #expect(bad.1.contains("line 3: the parent 7 of 2 is not in the file"))
    #expect(bad.1.contains("Nothing was imported."))
    let usage = try run(["export", "--db", db])
    #expect(usage.0 != 0)
    let help = try run(["--help"])
    #expect(help.0 == 0)
    #expect(help.1.contains("import"))
  }

  /// Five SSH users add to one file at the same time; every confirmed add is there.
  @Test func fiveArborsAddingToOneFileLoseNothing() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let db = home.appendingPathComponent("shared.db").path
    let size = Size(rows: 24, columns: 80)
    var sessions = [
      try PseudoTerminalSession(path: arbor, arguments: ["new", db], environment: environment(home: home), size: size)
    ]
    #expect(sessions[0].read(until: { $0.contains("No categories yet") }, timeout: 30))
    for _ in 1..<5 {
      sessions.append(
        try PseudoTerminalSession(path: arbor, arguments: [db], environment: environment(home: home), size: size))
    }
    for session in sessions.dropFirst() {
      #expect(session.read(until: { $0.contains("No categories yet") || $0.contains("Tree") }, timeout: 30))
    }
    for round in 0..<50 {
      for (number, session) in sessions.enumerated() {
        session.send("A")
        session.send("user\(number)-\(round)\r")
      }
      for session in sessions { session.read(until: { _ in false }, timeout: 0.01) }
    }
    for session in sessions { session.send("q") }
    for session in sessions { #expect(session.waitForExit(timeout: 30) == 0) }
    let count = try DatabaseQueue(path: db).read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM categories WHERE name GLOB 'user[0-4]-*'")
    }
    #expect(count == 250)
  }

  @Test func theVersionAndTheBuiltInKeymapNeedNoFilesBesideTheBinary() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    // A copy alone in a directory, as `install .build/release/arbor ~/.local/bin` makes.
    let copy = home.appendingPathComponent("bin/arbor").path
    try FileManager.default.createDirectory(
      atPath: home.appendingPathComponent("bin").path, withIntermediateDirectories: true)
    // Copied by `cp`, not in this process: a descriptor this process held open for
    // writing was inherited by a program another test started meanwhile, and running the
    // copy failed with "Text file busy".
    #expect(try runToEnd("/bin/cp", [arbor, copy], environment: [:]).0 == 0)
    func run(_ arguments: [String]) throws -> (Int32, String) { try runProgram(copy, arguments, home: home) }
    let version = try run(["--version"])
    #expect(version.0 == 0)
    #expect(version.1.first?.isNumber == true)
    let keymap = try run(["defaults", "keymap"])
    #expect(keymap.0 == 0)
    #expect(keymap.1.contains("copy-path    = Y"))
    // And the full-screen app starts from the copy, seeding the demo data.
    let session = try PseudoTerminalSession(
      path: copy, environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("Inbox") }, timeout: 30))
    #expect(session.text.contains("\u{1B}[?2004h"))
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// The app's threads (GRDB's readers, the search, the watches) allocate from the one C
  /// heap (`MallocArenas.useOne`): glibc would give each a heap of its own, a 64 MiB
  /// reservation at a multiple of 64 MiB whose used front is readable and writable.
  @Test func theThreadsShareOneCHeap() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = try PseudoTerminalSession(
      path: arbor, environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("Inbox") }, timeout: 30))
    session.send("/")
    session.send("tom")
    #expect(session.read(until: { $0.contains("Tomatoes") }, timeout: 15))
    let maps = try String(contentsOfFile: "/proc/\(session.pid)/maps", encoding: .utf8)
    #expect(Self.threadHeaps(in: maps) == 0)
    #expect(
      Self.threadHeaps(
        in: "7f0d70000000-7f0d70278000 rw-p 00000000 00:00 0 \n7f0d70278000-7f0d74000000 ---p 00000000 00:00 0 \n") == 1
    )
    session.send("\u{1B}")
    session.read(until: { _ in false }, timeout: 0.2)
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// glibc's heaps of threads other than the main one in `/proc/PID/maps`.
  static func threadHeaps(in maps: String) -> Int {
    let heapSize: UInt64 = 64 << 20
    let regions = maps.split(separator: "\n").compactMap { line -> (start: UInt64, end: UInt64, access: Substring)? in
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      let bounds = fields.first?.split(separator: "-").compactMap { UInt64($0, radix: 16) } ?? []
      guard fields.count >= 2, bounds.count == 2 else { return nil }
      return (bounds[0], bounds[1], fields[1])
    }
    return zip(regions, regions.dropFirst()).filter { used, rest in
      used.start % heapSize == 0 && used.access == "rw-p" && rest.start == used.end
        && rest.access == "---p" && rest.end == used.start + heapSize
    }.count
  }
}
