import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Dispatch
import Foundation
import InlineSnapshotTesting
import Testing

@Suite(.serialized) struct EditingScreenTests {
  func text(_ screen: AppScreen, rows: Int = 24, columns: Int = 100) -> String {
    render(screen, rows: rows, columns: columns).text
  }

  @Test func addRenameDeleteAndUndoFromTheKeyboard() throws {
    let database = try fixtureDatabase()
    let before = try snapshotRows(database)
    let screen = try makeScreen(database)
    // On "Home": add a child category.
    screen.press(.character("a"))
    #expect(text(screen).contains("New category in “Home”"))
    screen.type("Cellar")
    screen.press(.enter)
    #expect(screen.tree.selected?.title == "Cellar")
    #expect(text(screen).contains("Cellar"))
    // Rename it.
    screen.press(.character("r"), .ctrl("u"))
    screen.type("Wine cellar")
    screen.press(.enter)
    #expect(screen.tree.selected?.title == "Wine cellar")
    // Delete it, after the confirmation.
    screen.press(.character("d"))
    #expect(text(screen).contains("This deletes “Wine cellar”"))
    screen.press(.character("y"))
    #expect(!text(screen).contains("Wine cellar"))
    // Undo all three.
    screen.press(.character("u"), .character("u"), .character("u"))
    #expect(try snapshotRows(database) == before)
    screen.press(.ctrl("r"))
    #expect(text(screen).contains("Cellar"))
  }

  @Test func refusedInputKeepsTheDialogAndTheText() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    screen.press(.character("a"))
    screen.type("   ")
    screen.press(.enter)
    let shown = text(screen)
    #expect(shown.contains("A name cannot be empty."))
    #expect(shown.contains("New category in “Home”"))
    screen.press(.escape)
    #expect(!text(screen).contains("New category"))
  }

  @Test func deleteAsksWithTheCountsOfWhatGoes() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    screen.press(.character("d"))
    assertInlineSnapshot(of: text(screen, rows: 12, columns: 70), as: .lines) {
      """
       test.db › Home
      ┌ Tree  1/3 ──────────────────────┐┌ Category ───────────────────────┐
      │▸ Home                   1/4 done││ Name      Home                  │
      │▸ Wo┌ Delete ──────────────────────────────────────────────────┐    │
      │· Em│ This deletes “Home” with 4 categories and 4 items in it. │ems │
      │    │ (u undoes it.)                                           │ (w…│
      │    │                                                          │    │
      │    │ y Delete   n Cancel                                      │    │
      │    └──────────────────────────────────────────────────────────┘    │
      │                                 ││ Notes                           │
      └─────────────────────────────────┘└─────────────────────────────────┘
       / search  Enter open  a add  i item  e edit  d delete  u undo
      """
    }
    screen.press(.character("n"))
    #expect(try database.read { db in try Category.count().fetchOne(db) } == 8)
  }

  @Test func itemFormRefusesABadDateAtItsField() throws {
    let database = try fixtureDatabase()
    try pinTimestamps(database)
    let screen = try makeScreen(database)
    screen.reveal(.item(try itemID("Bake bread", in: database)))
    screen.press(.character("e"))
    screen.press(.tab, .right, .tab, .tab, .ctrl("u"))
    screen.type("tomorrow")
    screen.press(.enter)
    assertInlineSnapshot(of: text(screen, rows: 16, columns: 80), as: .lines) {
      """
       test.db › Home › Kitchen › Bake bread
      ┌ Tree  4/6 ───────────────────────────┐┌ Item ────────────────────────────────┐
      │▾ Home                        1/4 done││ Title     Bake bread                 │
      │  ▸ ┌ Edit item ─────────────────────────────────────────────────────────┐    │
      │  ▾ │ Title    Bake bread                                                │    │
      │    │ Priority  low   normal   high                                      │    │
      │▸ Wo│ Status    todo   doing   done                                      │    │
      │· Em│ Due      tomorrow                                                  │    │
      │    │          Dates are YYYY-MM-DD (2026-12-24), or empty.              │    │
      │    │ Tags     baking, weekend                                           │    │
      │    │                                                                    │    │
      │    │ Tab next field  Left/Right change  Enter save  Esc cancel          │    │
      │    └────────────────────────────────────────────────────────────────────┘    │
      │                                      ││   night before                       │
      └──────────────────────────────────────┘└──────────────────────────────────────┘
       / search  Enter open  a add  i item  e edit  d delete  u undo  ? help  q quit
      """
    }
    screen.press(.ctrl("u"))
    screen.type("2027-03-01")
    screen.press(.enter)
    let bread = try itemID("Bake bread", in: database)
    let item = try database.read { db in try Item.find(bread).fetchOne(db) }
    #expect(item?.priority == .high)
    #expect(item.flatMap { $0.dueDate.map(DateText.day) } == "2027-03-01")
  }

  @Test func moveModePicksTheNewParentAndRefusesDescendants() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    // Select "Home", try to move it into its own child "Garden".
    screen.press(.character("m"))
    #expect(text(screen).contains("Moving “Home”"))
    screen.press(.right)  // expand Home
    screen.press(.down)  // Garden
    screen.press(.enter)
    #expect(text(screen).contains("cannot move under itself"))
    // To the top level is a no-op for a root; choose "Work" instead.
    screen.press(.escape)
    #expect(screen.tree.selected?.title == "Garden")
    screen.press(.character("m"), .up, .up, .up)
    screen.press(.end)
    screen.press(.up)  // "Work" (rows: Home, Garden, Kitchen, Work, Empty)
    #expect(screen.tree.selected?.title == "Work")
    screen.press(.enter)
    let garden = try database.read { db in try Category.where { $0.name.eq("Garden") }.fetchOne(db) }
    let work = try categoryID("Work", in: database)
    #expect(garden?.parentID == work)
    #expect(screen.tree.selected?.title == "Garden")
  }

  @Test func attachmentsAreAddedEditedAndDeleted() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    let roses = try itemID("Prune roses", in: database)
    screen.reveal(.item(roses))
    screen.press(.character("@"))
    #expect(text(screen).contains("No attachments yet."))
    screen.press(.character("a"), .character("l"))
    screen.type("not a link")
    screen.press(.enter)
    #expect(text(screen).contains("Not a link"))
    screen.press(.ctrl("u"))
    screen.type("https://example.org/pruning")
    screen.press(.enter)
    #expect(text(screen).contains("https://example.org/pruning"))
    screen.press(.character("a"), .character("i"))
    screen.type("Before")
    screen.press(.tab)
    screen.type("https://example.org/before.jpg")
    screen.press(.enter)
    let kinds = try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.order(by: \.id).fetchAll(db) }
      .map(\.kind)
    #expect(
      kinds == [
        .link(URL(string: "https://example.org/pruning")!),
        .image(Attachment.Image(caption: "Before", url: URL(string: "https://example.org/before.jpg")!)),
      ])
    screen.press(.character("d"), .character("y"))
    #expect(try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.count().fetchOne(db) } == 1)
    screen.press(.escape, .character("u"))
    #expect(try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.count().fetchOne(db) } == 2)
  }

  @Test func theAttachmentsPanelTakesItsKeysFromTheKeymap() throws {
    let database = try fixtureDatabase()
    let defaults = try AppSetup.keymap(environment: cleanEnvironment)
    let keymap = defaults.merging(
      try Keymap.parse(
        """
        add-child = +
        delete = X
        undo = U
        """, knownActions: AppAction.all))
    let screen = try AppScreen(
      tree: try NotesTree(database: database), keymap: keymap,
      theme: try AppSetup.theme(environment: cleanEnvironment, support: .monochrome))
    let roses = try itemID("Prune roses", in: database)
    screen.reveal(.item(roses))
    screen.press(.character("@"))
    #expect(text(screen).contains("+ add"))
    #expect(text(screen).contains("X delete"))
    // The old keys do nothing here now; the new ones work.
    screen.press(.character("a"))
    #expect(!text(screen).contains("Which kind?"))
    screen.press(.character("+"), .character("l"))
    screen.type("https://example.org/remapped")
    screen.press(.enter)
    #expect(try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.count().fetchOne(db) } == 1)
    screen.press(.character("d"))
    #expect(!text(screen).contains("Delete this attachment?"))
    screen.press(.character("X"))
    #expect(text(screen).contains("Delete this attachment? (U undoes it.)"))
    screen.press(.character("y"))
    #expect(try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.count().fetchOne(db) } == 0)
    screen.press(.escape, .character("U"))
    #expect(try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.count().fetchOne(db) } == 1)
  }

  @Test func statusCyclesAndReorderMovesSiblings() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    screen.press(.down, .down)  // Empty
    screen.press(.character("K"))
    #expect(screen.tree.selected?.title == "Empty")
    #expect(try screen.tree.rows(in: 0..<3).map(\.title) == ["Home", "Empty", "Work"])
    let water = try itemID("Water roses", in: database)
    screen.reveal(.item(water))
    screen.press(.character("x"))
    #expect(try database.read { db in try Item.find(water).fetchOne(db)?.status } == .done)
  }

  @Test func readOnlyFilesSayEditingIsOff() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ro.db").path
    try Importer.run(fixtureTree(), database: try AppDatabase.open(path: path))
    let screen = try makeScreen(try AppDatabase.open(path: path, readOnly: true))
    screen.press(.character("a"))
    #expect(text(screen).contains("read-only"))
    #expect(screen.openTree.editing == nil)
  }
}

@Suite(.serialized) struct TwoWritersTests {
  @Test func aBusyDatabaseKeepsTheTypedTextAndRetries() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("busy.db").path
    try Importer.run(fixtureTree(), database: try AppDatabase.open(path: path))
    let screen = try makeScreen(try AppDatabase.open(path: path, busyTimeout: 0.2))
    // Another program holds the write lock (a write transaction left open on a thread).
    let other = try DatabaseQueue(path: path)
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      try? other.write { db in
        try db.execute(sql: "UPDATE categories SET notes = notes WHERE id = 1")
        holding.signal()
        release.wait()
      }
      done.signal()
    }
    holding.wait()
    screen.press(.character("a"))
    screen.type("Typed while locked")
    screen.press(.enter)
    let shown = render(screen, rows: 24, columns: 100).text
    release.signal()
    done.wait()
    #expect(shown.contains("The database is busy"))
    #expect(shown.contains("Typed while locked"))
    screen.press(.enter)
    #expect(screen.tree.selected?.title == "Typed while locked")
  }

  @Test func twoArborProcessesSeeEachOthersEdits() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let db = home.appendingPathComponent("shared.db").path
    try Importer.run(fixtureTree(), database: try AppDatabase.open(path: db))
    let binary = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path, "PATH": "/usr/bin:/bin"]
    let first = try PseudoTerminalSession(
      path: binary, arguments: [db], environment: environment, size: Size(rows: 24, columns: 80))
    let second = try PseudoTerminalSession(
      path: binary, arguments: [db], environment: environment, size: Size(rows: 24, columns: 80))
    #expect(first.read(until: { $0.contains("Empty") }, timeout: 30))
    #expect(second.read(until: { $0.contains("Empty") }, timeout: 30))
    // A new top-level category (after "Home"), so the other screen shows it without expanding.
    first.send("A")
    #expect(first.read(until: { $0.contains("New category after") }, timeout: 10))
    first.send("From the first\r")
    #expect(first.read(until: { $0.contains("From the first") }, timeout: 10))
    // The second sees it through data_version polling (every 50 ms); allow for a slow CI.
    #expect(second.read(until: { $0.contains("From the first") }, timeout: 5))
    second.send("A")
    #expect(second.read(until: { $0.contains("New category after") }, timeout: 10))
    second.send("From the second\r")
    #expect(first.read(until: { $0.contains("From the second") }, timeout: 5))
    first.send("q")
    second.send("q")
    #expect(first.waitForExit(timeout: 10) == 0)
    #expect(second.waitForExit(timeout: 10) == 0)
    let names = try AppDatabase.open(path: db).read { db in try Category.select(\.name).fetchAll(db) }
    #expect(names.contains("From the first") && names.contains("From the second"))
  }
}
