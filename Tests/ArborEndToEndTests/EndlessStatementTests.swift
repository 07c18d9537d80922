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

/// The real binary on files whose SQL never ends, on a WAL file it edits, and on damaged
/// files (issue "Reliability", items 4, 5, 6 and 8).
@Suite(.serialized, .timeLimit(.minutes(2))) struct EndlessStatementTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  func environment(home: URL) -> [String: String] {
    [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "PATH": "/usr/bin:/bin",
    ]
  }

  /// A file made by plain SQL, as another program would leave it.
  func file(_ sql: String, in home: URL, named name: String = "sent.db") throws -> String {
    let path = home.appendingPathComponent(name).path
    let setup = try DatabaseQueue(path: path)
    try setup.writeWithoutTransaction { db in try db.execute(sql: sql) }
    try setup.close()
    return path
  }

  func screen(_ session: PseudoTerminalSession) -> String {
    var screen = ScreenEmulator(rows: 24, columns: 80)
    screen.feed(session.output)
    return screen.text
  }

  /// Runs arbor without a terminal; its exit status and what it said.
  func run(_ arguments: [String], home: URL) throws -> (Int32, String) {
    try runToEnd(arbor, arguments, environment: environment(home: home))
  }

  static let endless = "(WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) SELECT count(*) FROM r)"

  /// A view whose root's label never finishes: arbor used to draw nothing and ignore `q`
  /// and Ctrl-C. Now a key stops the read, says so, and `q` quits at once.
  @Test func aLabelThatNeverEndsIsStoppedByAKey() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = try file(
      """
      CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t(id), name TEXT);
      INSERT INTO t VALUES (1, NULL, 'a'), (2, 1, 'b'), (3, 1, 'c');
      CREATE VIEW v AS SELECT id, parent, CASE WHEN id = 1 THEN \(Self.endless) ELSE name END AS name FROM t;
      """, in: home)
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path, "--table", "v", "--id", "id", "--parent", "parent", "--label", "name"],
      environment: environment(home: home), size: Size(rows: 24, columns: 80))
    session.read(until: { _ in false }, timeout: 1)
    let pressed = Date()
    session.send("j")
    #expect(session.read(until: { _ in self.screen(session).contains("Reading was stopped") }, timeout: 10))
    #expect(Date().timeIntervalSince(pressed) < 4, "the key waited for the read's deadline")
    session.send("q")
    #expect(session.waitForExit(timeout: 4) == 0)
  }

  /// A view of rows without end: its export used to run for ever. Now reading a whole
  /// view is bounded (`ARBOR_VIEW_DEADLINE`, here 2 s) and the export fails in words.
  @Test func theExportOfAViewWithoutEndStops() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = try file(
      """
      CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t(id), name TEXT);
      CREATE VIEW endless AS WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r)
        SELECT x AS id, CASE WHEN x = 1 THEN NULL ELSE x - 1 END AS parent, 'n' || x AS name FROM r;
      """, in: home)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arbor)
    process.arguments = [
      "export", "--json", path, "--table", "endless", "--id", "id", "--parent", "parent", "--label", "name",
    ]
    process.environment = environment(home: home).merging(["ARBOR_VIEW_DEADLINE": "2"]) { $1 }
    let errors = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = errors
    let started = Date()
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(process.terminationStatus != 0)
    #expect(said.contains("took longer than 2 s"), "\(said)")
  }

  /// With `--edit`, a trigger of the file's that never finishes: the screen says so, a
  /// key stops the edit and rolls it back, and other programs can write again.
  @Test func anEditWhoseTriggerNeverEndsIsStoppedAndRolledBack() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = try file(
      """
      PRAGMA journal_mode = WAL;
      CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t(id), name TEXT);
      INSERT INTO t VALUES (1, NULL, 'a'), (2, 1, 'b'), (3, 1, 'c');
      CREATE TABLE log (x);
      CREATE TRIGGER endless AFTER UPDATE OF name ON t BEGIN INSERT INTO log SELECT \(Self.endless); END;
      """, in: home)
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path, "--edit"], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(
      session.read(
        until: { _ in self.screen(session).contains("a") && self.screen(session).contains("e edit") }, timeout: 20))
    session.send("r")
    #expect(session.read(until: { _ in self.screen(session).contains("Rename") }, timeout: 10))
    session.send("\u{15}zz\r")
    #expect(session.read(until: { _ in self.screen(session).contains("Still writing") }, timeout: 10))
    session.send("\u{1B}")
    session.read(until: { _ in false }, timeout: 0.5)
    // Another program writes again: the edit's transaction is gone.
    var configuration = Configuration()
    configuration.busyMode = .timeout(3)
    let other = try DatabaseQueue(path: path, configuration: configuration)
    try other.write { db in try db.execute(sql: "DELETE FROM log") }
    #expect(try other.read { db in try String.fetchAll(db, sql: "SELECT name FROM t ORDER BY id") } == ["a", "b", "c"])
    try other.close()
    // The prompt, kept open with the reason, closes; then arbor quits.
    #expect(session.read(until: { _ in self.screen(session).contains("rolled back") }, timeout: 5))
    session.send("\u{1B}")
    session.read(until: { _ in false }, timeout: 0.3)
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
  }

  /// `--edit` on a WAL file: after a clean quit the edit is in the file itself, and the
  /// `-wal` and `-shm` arbor made are gone (a copy of the file alone used to lack it).
  @Test func anEditOfAWriteAheadLogFileIsInTheFileAfterQuitting() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = try file(
      """
      PRAGMA journal_mode = WAL;
      CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t(id), name TEXT);
      INSERT INTO t VALUES (1, NULL, 'a'), (2, 1, 'b'), (3, 1, 'c');
      """, in: home)
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path, "--edit"], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { _ in self.screen(session).contains("e edit") }, timeout: 20))
    session.send("r")
    #expect(session.read(until: { _ in self.screen(session).contains("Rename") }, timeout: 10))
    session.send("\u{15}zz\r")
    #expect(session.read(until: { _ in self.screen(session).contains("Renamed") }, timeout: 10))
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    // The file alone, copied, holds the edit.
    let copy = home.appendingPathComponent("copy.db").path
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    #expect(
      try DatabaseQueue(path: copy).read { db in try String.fetchOne(db, sql: "SELECT name FROM t WHERE id = 1") }
        == "zz")
  }

  /// Random bytes written inside a file: another program's is called damaged (it used to
  /// be "no table that looks like a tree"), and the export of a damaged notes file fails
  /// in words instead of trapping or exiting 0.
  @Test func damagedFilesAreCalledDamaged() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    var rows = "INSERT INTO t (id, parent, name) VALUES (1, NULL, 'root')"
    for id in 2...3_000 { rows += ", (\(id), \(id / 2), 'node \(id) \(String(repeating: "x", count: 40))')" }
    let path = try file(
      """
      CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t(id), name TEXT);
      CREATE INDEX t_parent ON t(parent);
      \(rows);
      """, in: home)
    try scribble(over: path, at: 8_192)
    let (status, output) = try run([path], home: home)
    #expect(status != 0)
    #expect(output.contains("damaged"), "\(output)")

    let notes = home.appendingPathComponent("notes.db").path
    do {
      let database = try AppDatabase.open(path: notes)
      try Importer.run(fixtureTree(), database: database)
    }
    // A category id kept as a blob in an item: GRDB's decoding trapped on it.
    let raw = try DatabaseQueue(path: notes)
    try raw.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA writable_schema = ON")
      // STRICT refuses a blob: the file is rewritten as a program ignoring it would.
      try db.execute(sql: "UPDATE sqlite_master SET sql = replace(sql, ') STRICT', ')') WHERE name = 'items'")
    }
    try raw.close()
    let edit = try DatabaseQueue(path: notes)
    try edit.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      try db.execute(
        sql: "UPDATE items SET categoryID = randomblob(24), status = 'todo', dueDate = '2001-01-01' WHERE id = 1")
    }
    try edit.close()
    let (exportStatus, exportOutput) = try run(["export", "--json", "--db", notes], home: home)
    #expect(exportStatus != 0 && exportStatus < 128, "\(exportStatus): \(exportOutput.suffix(300))")

    let damagedNotes = home.appendingPathComponent("damaged-notes.db").path
    do {
      let database = try AppDatabase.open(path: damagedNotes)
      try Importer.run(ImportTree.demo(categories: 400), database: database)
    }
    try scribble(over: damagedNotes, at: 8_192)
    let (damagedStatus, damagedOutput) = try run(["export", "--json", "--db", damagedNotes], home: home)
    #expect(damagedStatus != 0 && damagedStatus < 128, "\(damagedStatus)")
    #expect(damagedOutput.contains("damaged"), "\(damagedOutput.suffix(300))")
  }

  /// 4 KB of random bytes at `offset`.
  func scribble(over path: String, at offset: UInt64) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    var generator = SystemRandomNumberGenerator()
    handle.write(Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
  }
}

extension ImportTree {
  /// `categories` categories, each with a child and an item: enough pages to damage.
  static func demo(categories: Int) -> ImportTree {
    var tree = ImportTree()
    for index in 0..<categories {
      let top = tree.add(.init(parent: nil, name: "Category \(index)", notes: String(repeating: "words ", count: 30)))
      let child = tree.add(.init(parent: top, name: "Child \(index)"))
      tree.addItem(ImportItem(title: "Item \(index)", notes: String(repeating: "more words ", count: 20)), to: child)
    }
    return tree
  }
}
