import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import InlineSnapshotTesting
import Testing

/// The editing keys on another program's tree, as a user presses them: a refused value
/// shown at its field in the form, the new row selected, delete asked and undone, and
/// a read-only file saying how to edit it.
@Suite struct ForeignEditScreenTests {
  static let schema = """
    CREATE TABLE folders (uuid TEXT PRIMARY KEY NOT NULL, parent TEXT REFERENCES folders(uuid),
      title TEXT NOT NULL CHECK (length(title) <= 12), color TEXT NOT NULL CHECK (color IN ('red', 'blue')));
    INSERT INTO folders VALUES ('8b1f0d2e-0000-4000-8000-000000000001', NULL, 'Projects', 'red'),
      ('8b1f0d2e-0000-4000-8000-000000000002', '8b1f0d2e-0000-4000-8000-000000000001', 'Garden', 'blue');
    """

  func screen(edit: Bool) throws -> (AppScreen, AppDatabase, URL) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("notes.sqlite").path
    try DatabaseQueue(path: path).write { db in try db.execute(sql: Self.schema) }
    let opened = try OpenTrees.open(path: path, OpenOptions(edit: edit))
    let database = opened.database
    let keymap = try AppSetup.keymap(environment: cleanEnvironment)
    let theme = try AppSetup.theme(environment: cleanEnvironment, support: .monochrome)
    let screen = try AppScreen(tree: opened, keymap: keymap, theme: theme, title: "notes.sqlite")
    screen.detailDelay = 0
    return (screen, database, directory)
  }

  /// The screen's text, a generated UUID written as x's (it differs every run).
  func text(_ screen: AppScreen, rows: Int, columns: Int) -> String {
    render(screen, rows: rows, columns: columns).text
      .replacingOccurrences(
        of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
        with: "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", options: .regularExpression)
  }

  func titles(_ database: AppDatabase) throws -> [String] {
    try database.read { db in try String.fetchAll(db, sql: "SELECT title FROM folders ORDER BY title") }
  }

  /// `e` on a row opens a form of every column it can change (not its key, not its
  /// parent: `m` moves it), with what it holds; a value the file refuses stays in the form
  /// with the reason; saved, only the changed columns are written, and `u` puts them back.
  @Test func aRowsOtherColumnsAreEditedInAForm() throws {
    let (screen, database, directory) = try screen(edit: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func row() throws -> [String] {
      try database.read { db in
        try Row.fetchAll(db, sql: "SELECT title, color FROM folders ORDER BY uuid").map {
          "\($0[0] as String) \($0[1] as String)"
        }
      }
    }
    let before = try row()
    screen.press(.character("e"))
    var shown = text(screen, rows: 24, columns: 80)
    #expect(shown.contains("Edit “Projects”") && shown.contains("title (TEXT)") && shown.contains("color (TEXT)"))
    #expect(!shown.contains("uuid (TEXT)") && !shown.contains("parent (TEXT)"), "\(shown)")
    // color takes red or blue (its CHECK): chosen. A title too long is refused there.
    screen.press(.tab)
    screen.press(.character("b"))
    screen.press(.tab)
    screen.press(.ctrl("u"))
    screen.type("A title far too long")
    screen.press(.enter)
    shown = text(screen, rows: 24, columns: 80)
    #expect(shown.contains("Edit “Projects”") && shown.contains("CHECK"), "\(shown)")
    #expect(try row() == before)
    screen.press(.ctrl("u"))
    screen.type("Plans")
    screen.press(.enter)
    #expect(try row() == ["Plans blue", "Garden blue"])
    #expect(screen.message?.hasPrefix("Saved") == true)
    screen.press(.character("u"))
    #expect(try row() == before)
    // Nothing changed: said, and nothing written.
    screen.press(.character("e"), .enter)
    #expect(text(screen, rows: 24, columns: 80).contains("Nothing changed"))
    #expect(try row() == before)
  }

  /// A label wider than the form's label column is cut with "…" and a space keeps it
  /// from its value (GnuCash's `commodity_scu (INTEGER)` ran into the value).
  @Test func aLongLabelNeverRunsIntoItsValue() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("accounts.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT NOT NULL,
            a_very_long_column_name_for_the_smallest_commodity_unit INTEGER NOT NULL);
          INSERT INTO accounts VALUES ('00000000000000000000000000000001', NULL, 'Root', 100);
          """)
    }
    let opened = try OpenTrees.open(
      path: path,
      OpenOptions(edit: true, tree: ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")))
    let screen = try AppScreen(
      tree: opened, keymap: try AppSetup.keymap(environment: cleanEnvironment),
      theme: try AppSetup.theme(environment: cleanEnvironment, support: .monochrome), title: "accounts.sqlite")
    screen.press(.character("a"))
    screen.press(.tab, .tab)
    screen.type("123")
    let lines = render(screen, rows: 24, columns: 80).text.split(separator: "\n").map(String.init)
    let row = try #require(
      lines.first { $0.contains("a_very_long") && $0.contains("123") }, "\(lines.joined(separator: "\n"))")
    #expect(row.contains("… 123"), "\(row)")
  }

  /// A column the file's check lists values for is chosen, not typed (`‹ red ›`; Right,
  /// Left or a letter change it).
  @Test func addingARowShowsTheRefusalAtItsFieldThenSelectsTheRow() throws {
    let (screen, database, directory) = try screen(edit: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    screen.press(.character("a"))
    screen.type("Kitchen and more")
    screen.press(.tab, .tab)
    screen.press(.right)
    screen.press(.enter)
    assertInlineSnapshot(of: text(screen, rows: 14, columns: 72), as: .lines) {
      """
       notes.sqlite › Projects
      ┌ Tree  1/1 ───────────────────────┐┌ folders ─────────────────────────┐
      │▸┌ New row in “Projects” ───────────────────────────────────────────┐…│
      │ │ title (TEXT) Kitchen and more                                    │ │
      │ │              “title” does not pass the file's check (SQLite:     │ │
      │ │              CHECK constraint failed: length(title) <= 12).      │ │
      │ │ uuid (TEXT)  xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx                │ │
      │ │ color (TEXT) ‹ blue ›  2 of 2                                    │ │
      │ │                                                                  │ │
      │ │ Tab next field  Enter save  Esc cancel                           │ │
      │ └──────────────────────────────────────────────────────────────────┘ │
      │                                  ││                                  │
      └──────────────────────────────────┘└──────────────────────────────────┘
       / search  Enter open  a add  e edit  d delete  u undo  ? help  q quit
      """
    }
    #expect(try titles(database) == ["Garden", "Projects"])
    // The refusal put the focus on the title; the colour is chosen again by its letter.
    for _ in 0..<9 { screen.press(.backspace) }
    screen.press(.tab, .tab)
    screen.press(.character("r"))
    screen.press(.enter)
    #expect(try titles(database) == ["Garden", "Kitchen", "Projects"])
    #expect(
      try database.read { db in try String.fetchOne(db, sql: "SELECT color FROM folders WHERE title = 'Kitchen'") }
        == "red")
    #expect(screen.tree.selected?.title == "Kitchen")
    // The key was made in the shape of the others: a lower-case UUID.
    let key = try #require(screen.tree.selected?.node.rowKey.flatMap { String.fromDatabaseValue($0) })
    #expect(UUID(uuidString: key) != nil && key == key.lowercased())
    screen.press(.character("u"))
    #expect(try titles(database) == ["Garden", "Projects"])
  }

  @Test func deleteAsksCountsAndUndoes() throws {
    let (screen, database, directory) = try screen(edit: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    screen.press(.character("d"))
    #expect(text(screen, rows: 20, columns: 90).contains("This deletes “Projects” and 1 row under it"))
    screen.press(.character("y"))
    #expect(try titles(database).isEmpty)
    screen.press(.character("u"))
    #expect(try titles(database) == ["Garden", "Projects"])
    #expect(try outline(screen.tree) == "+ Projects")
  }

  /// `y` and `Y` copy a row's label and its path on another program's tree (they said
  /// "That entry no longer exists": the path was looked up in arbor's notes schema).
  @Test func copyingANameAndAPathWorksOnAnotherProgramsTree() throws {
    let (screen, _, directory) = try screen(edit: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    nonisolated(unsafe) var copied: [String] = []
    screen.hooks.clipboard = { copied.append($0) }
    _ = render(screen, rows: 20, columns: 100)
    screen.press(.enter, .character("j"))
    _ = render(screen, rows: 20, columns: 100)
    screen.press(.character("y"))
    screen.press(.character("Y"))
    #expect(copied == ["Garden", "Projects / Garden"])
    #expect(!text(screen, rows: 20, columns: 100).contains("no longer exists"))
  }

  @Test func aReadOnlyFileSaysHowToEdit() throws {
    let (screen, database, directory) = try screen(edit: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    screen.press(.character("a"))
    // The command names the file itself, quoted for a shell.
    #expect(screen.message?.contains("arbor \(ShellQuote.word(database.path ?? "")) --edit") == true)
    #expect(screen.message?.contains("FILE") == false)
    screen.press(.character("d"))
    #expect(try titles(database) == ["Garden", "Projects"])
  }
}
