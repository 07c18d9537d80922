import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Testing

@testable import ArborApp

/// Every dialog and mode takes its keys from the user's keymap: a remapped key works, the
/// default it replaced does nothing, and the hints name the new key.
@Suite(.serialized) struct DialogKeymapTests {
  func remappedScreen(_ database: AppDatabase) throws -> AppScreen {
    let defaults = try AppSetup.keymap(environment: cleanEnvironment)
    let keymap = defaults.merging(
      try Keymap.parse(
        """
        [question]
        yes = o
        no = x, Esc

        [form]
        save = Ctrl-s

        [move]
        move-to-top = T

        [add-attachment]
        link = 1

        [search]
        close = Ctrl-g
        """, knownModes: KeyMode.actions))
    return try AppScreen(
      tree: try NotesTree(database: database), keymap: keymap,
      theme: try AppSetup.theme(environment: cleanEnvironment, support: .monochrome))
  }

  func text(_ screen: AppScreen) -> String { render(screen, rows: 24, columns: 100).text }

  @Test func aQuestionAnswersToItsRemappedKeys() throws {
    let database = try fixtureDatabase()
    let screen = try remappedScreen(database)
    screen.press(.down, .down)  // Empty
    #expect(screen.tree.selected?.title == "Empty")
    let before = try categoryCount(database)
    screen.press(.character("d"))
    #expect(text(screen).contains("o Delete   x Cancel"))
    screen.press(.character("y"))  // the default yes: nothing
    #expect(try categoryCount(database) == before)
    screen.press(.character("o"))
    #expect(try categoryCount(database) == before - 1)
  }

  @Test func aPromptAndAFormSaveWithTheRemappedKey() throws {
    let database = try fixtureDatabase()
    let screen = try remappedScreen(database)
    screen.press(.character("r"), .ctrl("u"))
    screen.type("Household")
    screen.press(.enter)  // no longer saves
    #expect(text(screen).contains("Rename"))
    screen.press(.ctrl("s"))
    #expect(!text(screen).contains("Name:"))
    #expect(screen.tree.selected?.title == "Household")
    let roses = try itemID("Prune roses", in: database)
    screen.reveal(.item(roses))
    screen.press(.character("e"))
    #expect(text(screen).contains("Ctrl-s save"))
    screen.press(.ctrl("u"))
    screen.type("Prune the roses")
    screen.press(.ctrl("s"))
    #expect(try database.read { db in try Item.find(roses).fetchOne(db)?.title } == "Prune the roses")
  }

  @Test func theAttachmentKindAndMoveModeUseTheirSections() throws {
    let database = try fixtureDatabase()
    let screen = try remappedScreen(database)
    let roses = try itemID("Prune roses", in: database)
    screen.reveal(.item(roses))
    screen.press(.character("@"), .character("a"))
    #expect(text(screen).contains("1: a link"))
    screen.press(.character("l"))  // the default letter: nothing
    #expect(text(screen).contains("Which kind?"))
    screen.press(.character("1"))
    screen.type("https://example.org/x")
    screen.press(.ctrl("s"))
    #expect(try database.read { db in try Attachment.where { $0.itemID.eq(roses) }.count().fetchOne(db) } == 1)
    screen.press(.escape)
    // Move "Garden" to the top level with T (t is the default).
    let garden = try categoryID("Garden", in: database)
    screen.reveal(.category(garden))
    screen.press(.character("m"), .character("t"))
    #expect(try database.read { db in try Category.find(garden).fetchOne(db)?.parentID } != nil)
    screen.press(.character("T"))
    #expect(try database.read { db in try Category.find(garden).fetchOne(db)?.parentID } == nil)
  }

  @Test func theSearchBoxClosesWithItsRemappedKey() throws {
    let database = try fixtureDatabase()
    let screen = try remappedScreen(database)
    screen.press(.character("/"))
    #expect(screen.isSearchOpen)
    screen.press(.escape)
    #expect(screen.isSearchOpen)
    screen.press(.ctrl("g"))
    #expect(!screen.isSearchOpen)
  }

  @Test func helpListsEveryModeUnderItsHeading() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    screen.press(.character("?"))
    // Scroll to the end: the modes come after the main keys.
    for _ in 0..<80 { screen.press(.down) }
    let shown = render(screen, rows: 60, columns: 100).text
    #expect(shown.contains("While moving (choosing the new parent)"))
    #expect(shown.contains("Move it to the top level"))
  }

  @Test func aKeymapFileNamesOnlyKnownModesAndActions() {
    #expect(throws: Keymap.ParseError.self) { try Keymap.parse("[dialogs]\nyes = y", knownModes: KeyMode.actions) }
    #expect(throws: Keymap.ParseError.self) { try Keymap.parse("[question]\nmaybe = m", knownModes: KeyMode.actions) }
    #expect(throws: Keymap.ParseError.self) { try Keymap.parse("[move]\nyes = y", knownModes: KeyMode.actions) }
  }

  func categoryCount(_ database: AppDatabase) throws -> Int {
    try database.read { db in try Category.count().fetchOne(db) } ?? 0
  }

  /// An Alt key a text field edits with stays Alt: Alt-Backspace deletes a word of the
  /// search, and the search stays open.
  @Test func anAltKeyThatEditsStaysOneKey() throws {
    let keymap = try AppSetup.keymap(environment: ["HOME": "/nonexistent"])
    #expect(AppScreen.meant(by: Key(.backspace, .alt), keymap: keymap) == [Key(.backspace, .alt)])
    #expect(AppScreen.meant(by: Key(.character("b"), .alt), keymap: keymap) == [Key(.character("b"), .alt)])
    #expect(AppScreen.meant(by: Key(.character("q"), .alt), keymap: keymap) == [.escape, Key(.character("q"))])
    #expect(AppScreen.meant(by: Key(.character("q")), keymap: keymap) == [Key(.character("q"))])
    let bound = keymap.merging(Keymap(bindings: [.init(action: "quit", keys: [Key(.character("x"), .alt)], help: "")]))
    #expect(AppScreen.meant(by: Key(.character("x"), .alt), keymap: bound) == [Key(.character("x"), .alt)])
  }
}
