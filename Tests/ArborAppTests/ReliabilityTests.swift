import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Each test here failed before the defect it names was fixed (issue "Reliability under
/// torture").
@Suite(.serialized, .timeLimit(.minutes(1))) struct ReliabilityTests {
  /// Searches interrupted while edits commit: the interrupt used to reach the writer
  /// mid-transaction and GRDB trapped ("a transaction has been left opened").
  @Test func searchBurstsDuringEditsNeverTouchTheWriter() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try AppDatabase.open(path: directory.appendingPathComponent("burst.db").path)
    try Importer.run(fixtureTree(), database: database)
    let editor = try Editor(database: database)
    let search = SearchController(database: database, notify: {})
    var added: [Int] = []
    for index in 0..<300 {
      search.submit(index % 2 == 0 ? "ro" : "rose garden \(index)")
      added.append(try editor.addCategory(name: "burst \(index)", parent: nil))
      if index % 3 == 0 { search.cancel() }
    }
    search.waitUntilIdle()
    let names = try database.read { db in try Category.where { $0.name.like("burst %") }.count().fetchOne(db) }
    #expect(names == 300)
    #expect(Set(added).count == 300)
  }

  /// Another connection commits between our add and the next refresh, after a frame read
  /// rows with the old counts: the selection used to jump to whatever row number it had.
  @Test func theSelectionStaysOnOurAddWhileAnotherWriterCommits() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    let database = try AppDatabase.open(path: path)
    try Importer.run(fixtureTree(), database: database)
    let other = try DatabaseQueue(path: path)
    let screen = try makeScreen(database)
    for round in 0..<8 {
      screen.press(.character("A"))
      screen.type("mine \(round)")
      screen.press(.enter)
      #expect(screen.tree.selected?.title == "mine \(round)")
      try other.write { db in
        try db.execute(
          sql: "INSERT INTO categories (name, position) VALUES (?, -1 - ?)", arguments: ["theirs \(round)", round])
      }
      _ = render(screen, rows: 24, columns: 100)
      screen.tick()
      #expect(screen.tree.selected?.title == "mine \(round)", "round \(round)")
      // The next edit acts on our category, not the row number it used to have.
      screen.press(.character("r"))
      screen.press(Key(.character("u"), .ctrl))
      screen.type("renamed \(round)")
      screen.press(.enter)
      #expect(screen.tree.selected?.title == "renamed \(round)")
    }
    let theirs = try database.read { db in try Category.where { $0.name.like("theirs %") }.count().fetchOne(db) }
    #expect(theirs == 8)
  }

  /// A path thousands of levels deep: expanding and refreshing used to recurse once per
  /// level (SIGSEGV past ~7,000), revealing the bottom took minutes.
  @Test func aVeryDeepPathRevealsAndRefreshes() throws {
    let database = try AppDatabase.inMemory()
    let depth = 20_000
    try database.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE chain(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM chain WHERE n < ?)
          INSERT INTO categories (id, parentID, name) SELECT n, CASE WHEN n = 1 THEN NULL ELSE n - 1 END, 'level ' || n FROM chain
          """, arguments: [depth])
    }
    let model = try TreeModel(database: database)
    let row = try model.row(of: .category(depth), reveal: true)
    #expect(row == depth - 1)
    #expect(model.rowCount == depth)
    try model.refresh()
    #expect(model.rowCount == depth)
    model.select(row: depth - 1)
    try database.write { db in
      try db.execute(sql: "UPDATE categories SET name = 'bottom' WHERE id = ?", arguments: [depth])
    }
    try model.refresh()
    #expect(model.selected?.title == "bottom")
    #expect(try model.rows(in: depth - 2..<depth).map(\.depth) == [depth - 2, depth - 1])
  }

  @Test func aFourRowTerminalKeepsTheSelection() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.down, .down, .down)
    let selected = screen.tree.selected?.title
    _ = render(screen, rows: 4, columns: 60)
    #expect(screen.tree.selected?.title == selected)
    let surface = render(screen, rows: 24, columns: 100)
    #expect(screen.tree.selected?.title == selected)
    #expect(surface.text.contains(selected ?? "?"))
  }

  @Test func ctrlCInADialogWithTextAsksBeforeQuitting() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.character("a"))
    screen.type("half-typed name")
    screen.handle(.terminate(signal: SIGINT))
    #expect(!screen.wantsQuit)
    #expect(screen.message?.contains("Ctrl-C again") == true)
    screen.handle(.terminate(signal: SIGINT))
    #expect(screen.wantsQuit)
    #expect(screen.endingSignal == SIGINT)
    // Without typed text, and for SIGTERM/SIGHUP, quitting is immediate.
    let plain = try makeScreen(try fixtureDatabase())
    plain.handle(.terminate(signal: SIGINT))
    #expect(plain.wantsQuit)
    let hangup = try makeScreen(try fixtureDatabase())
    hangup.press(.character("a"))
    hangup.type("x")
    hangup.handle(.terminate(signal: SIGHUP))
    #expect(hangup.wantsQuit)
  }

  @Test func aRefusedEditsWholeMessageIsShownAtSixtyColumns() throws {
    var dialog = PromptDialog(title: "New category", label: "Name:")
    dialog.error = "The database is busy (another program is writing). Nothing was lost: press Enter to try again."
    let surface = MemorySurface(size: Size(rows: 12, columns: 60))
    dialog.draw(
      on: surface, in: Rect(row: 0, column: 0, width: 60, height: 12), theme: Theme(entries: [:], support: .monochrome))
    let text = surface.text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
      .joined(separator: " ")
    #expect(text.contains("press Enter to try again."))
  }
}
