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

/// The real binary on arbor's own notes while another process writes the same file, and
/// on a file another process left with a cycle of parents (issue "Reliability: a rename
/// that lands on another row").
@Suite(.serialized, .timeLimit(.minutes(3))) struct NotesUnderAnotherWriterTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  func environment(home: URL) -> [String: String] {
    [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
    ]
  }

  /// A shell loop of `sqlite3` runs: another program, adding a root category at the top
  /// and deleting older ones of its own every 20 ms, `rounds` times.
  func startWriter(_ path: String, rounds: Int) throws -> Process {
    let script = """
      i=0
      while [ $i -lt \(rounds) ]; do
        /usr/bin/sqlite3 -cmd ".timeout 2000" "$1" "INSERT INTO categories (name, position) VALUES ('theirs $i', -1 - $i); \
      DELETE FROM categories WHERE name LIKE 'theirs %' AND id NOT IN (SELECT id FROM categories WHERE name LIKE 'theirs %' ORDER BY id DESC LIMIT 3);" \
          >/dev/null 2>&1
        sleep 0.02
        i=$((i + 1))
      done
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "writer", path]
    try process.run()
    return process
  }

  func screen(_ session: PseudoTerminalSession) -> ScreenEmulator {
    var screen = ScreenEmulator(rows: 24, columns: 80)
    screen.feed(session.output)
    return screen
  }

  /// "Add a category, then rename it" while another program adds and deletes root
  /// categories: the rename used to land on the other program's rows (the selection was
  /// placed by row numbers read in a snapshot other than the counts').
  @Test func addThenRenameLandsOnOurCategoryWhileAnotherProgramWrites() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("shared.db").path
    do {
      let database = try AppDatabase.open(path: path)
      try Importer.run(fixtureTree(), database: database)
    }
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("Tree") }, timeout: 30))
    let writer = try startWriter(path, rounds: 1_500)
    defer { if writer.isRunning { writer.terminate() } }
    let rounds = 12
    for round in 0..<rounds {
      session.send("A")
      #expect(session.read(until: { $0.contains("Name:") }, timeout: 10), "round \(round): no prompt")
      session.send("mine \(round)\r")
      // Refreshes of the other program's commits happen between the add and the rename.
      session.read(until: { _ in false }, timeout: 0.15)
      session.send("r")
      #expect(
        session.read(until: { _ in self.screen(session).text.contains("Rename") }, timeout: 10),
        "round \(round): no rename")
      // The dialog names the row it will rename: ours.
      #expect(screen(session).text.contains("mine \(round)"), "round \(round): the rename dialog shows another row")
      session.send("\u{15}renamed \(round)\r")
      session.read(until: { _ in false }, timeout: 0.1)
    }
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
    writer.terminate()
    writer.waitUntilExit()
    let database = try DatabaseQueue(path: path)
    let names = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM categories") }
    for round in 0..<rounds {
      #expect(names.filter { $0 == "renamed \(round)" }.count == 1, "round \(round): renamed rows")
      #expect(!names.contains("mine \(round)"), "round \(round): our category kept its name: the rename went elsewhere")
    }
  }

  /// Parents that lead round in a cycle, written by another program with triggers off:
  /// arbor used to run a core at 100 % and ignore every key. Now the cycle shows as a
  /// root, marked, `q` quits, and the export ends.
  @Test func aCycleOfParentsInTheNotesShowsAndQuits() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("cycle.db").path
    let pairs: [(root: Int, child: Int)]
    do {
      let database = try AppDatabase.open(path: path)
      try Importer.run(fixtureTree(), database: database)
      // Roots with a child, those with items first.
      pairs = try database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT "root", "child" FROM (
              SELECT p.id AS "root", min(c.id) AS "child" FROM categories AS p JOIN categories AS c ON c.parentID = p.id
              WHERE p.parentID IS NULL GROUP BY p.id)
            ORDER BY EXISTS (SELECT 1 FROM items WHERE items.categoryID = "child") DESC
            """
        ).map { (try $0.decode(atIndex: 0), try $0.decode(atIndex: 1)) }
      }
      try #require(pairs.count >= 2)
      // Overdue items under the cycle: the overdue count walked up for ever.
      try database.write { db in try db.execute(sql: "UPDATE items SET status = 'todo', dueDate = '2001-01-01'") }
    }
    let (home1, garden) = pairs[0]
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [
      path, ".dbconfig enable_trigger off", "UPDATE categories SET parentID = \(garden) WHERE id = \(home1);",
    ]
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)

    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { _ in self.screen(session).text.contains(RowMark.cycle.sign) }, timeout: 20))
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)

    let export = Process()
    export.executableURL = URL(fileURLWithPath: arbor)
    export.arguments = ["export", "--json", "--db", path]
    export.environment = environment(home: home)
    let pipe = Pipe()
    export.standardOutput = pipe
    try export.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    export.waitUntilExit()
    #expect(export.terminationStatus == 0)
    // Every category is written once, the cycle's with the rest.
    let count = try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM categories")!
    }
    let written = String(decoding: data, as: UTF8.self).components(separatedBy: "\"children\"").count - 1
    #expect(written == count)

    // The file's own triggers refuse to close another cycle, and return.
    let closing = Process()
    closing.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    closing.arguments = [path, "UPDATE categories SET parentID = \(pairs[1].child) WHERE id = \(pairs[1].root);"]
    closing.standardError = Pipe()
    try closing.run()
    closing.waitUntilExit()
    #expect(closing.terminationStatus != 0)
  }
}
