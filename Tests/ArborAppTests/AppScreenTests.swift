import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import InlineSnapshotTesting
import Testing

@testable import ArborApp

@Suite(.serialized) struct AppScreenTests {
  @Test func pagingUsesTheGeometryOnScreenNow() throws {
    let database = try AppDatabase.inMemory()
    var tree = ImportTree()
    for index in 0..<200 { _ = tree.add(ImportTree.Node(parent: nil, name: "root \(index)", notes: "")) }
    try Importer.run(tree, database: database)
    let screen = try makeScreen(database)
    _ = render(screen, rows: 40, columns: 100)
    // The terminal shrinks; the next page is the new pane's height, before any frame.
    screen.handle(.resize(Size(rows: 20, columns: 100)))
    screen.press(.pageDown)
    let page = 20 - 2 - 2 - 1  // bars, box, and one row kept for context
    #expect(screen.tree.selectedRow == page)
    let surface = render(screen, rows: 20, columns: 100)
    #expect(surface.text.contains("root \(screen.tree.selectedRow)"))
  }

  @Test func aWakeWithNothingNewDrawsNothing() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    _ = render(screen, rows: 30, columns: 100)
    screen.didDraw()
    screen.handle(.wake)
    screen.tick()
    #expect(!screen.needsDraw)
    // Our own edit draws once, when it is made; the wake that follows draws nothing.
    screen.press(.character("r"))
    screen.type("!")
    screen.press(.enter)
    #expect(screen.needsDraw)
    _ = render(screen, rows: 30, columns: 100)
    screen.didDraw()
    screen.handle(.wake)
    screen.tick()
    #expect(!screen.needsDraw)
    // A key always draws.
    screen.press(.down)
    #expect(screen.needsDraw)
  }

  @Test func browseExpandAndDetails() throws {
    let database = try fixtureDatabase()
    try pinTimestamps(database)
    let screen = try makeScreen(database)
    screen.press(.enter, .down, .enter, .down, .enter, .down)
    assertInlineSnapshot(of: render(screen, rows: 24, columns: 80).text, as: .lines) {
      """
       test.db › Home › Garden › Roses › Prune roses
      ┌ Tree  4/9 ───────────────────────────┐┌ Item ────────────────────────────────┐
      │▾ Home                        1/4 done││ Title     Prune roses                │
      │  ▾ Garden                    0/3 done││ Path      Home › Garden › Roses      │
      │    ▾ Roses                   0/2 done││ Status    todo                       │
      │      · [ ] Prune roses !             ││ Priority  high                       │
      │      · [-] Water roses               ││ Due       —                          │
      │    ▸ Vegetables              0/1 done││ Created   2026-01-02 03:04           │
      │  ▸ Kitchen                   1/1 done││ Updated   2026-02-03 04:05           │
      │▸ Work                        0/2 done││ Tags      —                          │
      │· Empty                               ││                                      │
      │                                      ││ Notes                                │
      │                                      ││   In March, above an outward bud     │
      │                                      ││                                      │
      │                                      ││ Attachments (0)                      │
      │                                      ││   none                               │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      └──────────────────────────────────────┘└──────────────────────────────────────┘
       / search  Enter open  a add  i item  e edit  d delete  u undo  ? help  q quit
      """
    }
  }

  @Test func itemDetailsShowEveryAttachmentKindAndTags() throws {
    let database = try fixtureDatabase()
    try pinTimestamps(database)
    let screen = try makeScreen(database)
    screen.reveal(.item(try itemID("Bake bread", in: database)))
    assertInlineSnapshot(of: render(screen, rows: 40, columns: 120).text, as: .lines) {
      """
       test.db › Home › Kitchen › Bake bread
      ┌ Tree  4/6 ───────────────────────────────────────────────┐┌ Item ────────────────────────────────────────────────────┐
      │▾ Home                                            1/4 done││ Title     Bake bread                                     │
      │  ▸ Garden                                        0/3 done││ Path      Home › Kitchen                                 │
      │  ▾ Kitchen                                       1/1 done││ Status    done                                           │
      │    · [x] Bake bread                                      ││ Priority  normal                                         │
      │▸ Work                                            0/2 done││ Due       2026-12-01                                     │
      │· Empty                                                   ││ Created   2026-01-02 03:04                               │
      │                                                          ││ Updated   2026-02-03 04:05                               │
      │                                                          ││ Tags      #baking #weekend                               │
      │                                                          ││                                                          │
      │                                                          ││ Notes                                                    │
      │                                                          ││   Sourdough: feed the starter the night before           │
      │                                                          ││                                                          │
      │                                                          ││ Attachments (3)                                          │
      │                                                          ││   link  https://example.org/sourdough                    │
      │                                                          ││   note  Use the blue bowl                                │
      │                                                          ││   image First loaf                                       │
      │                                                          ││         https://example.org/loaf.jpg                     │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      └──────────────────────────────────────────────────────────┘└──────────────────────────────────────────────────────────┘
       / search  Enter open  a add  i item  e edit  d delete  u undo  ? help  q quit
      """
    }
  }

  @Test func searchListsHighlightedHitsAndEnterRevealsThem() throws {
    let database = try fixtureDatabase()
    try pinTimestamps(database)
    let screen = try makeScreen(database)
    screen.press(.character("/"))
    screen.type("rose")
    // Typed text is submitted once per burst of input, when the loop ticks.
    screen.tick()
    screen.search.waitUntilIdle()
    screen.tick()
    let surface = render(screen, rows: 24, columns: 100)
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """
       test.db › Home
      ┌ Tree  1/3 ─────────────────────────────────────┐┌ Search  4 hits ────────────────────────────────┐
      │▸ Home                                  1/4 done││/ rose                                          │
      │▸ Work                                  0/2 done││                                                │
      │· Empty                                         ││• Water roses                                   │
      │                                                ││  Weekly in summer                              │
      │                                                ││  Home › Garden › Roses                         │
      │                                                ││▸ Roses                                         │
      │                                                ││  The red ones by the fence                     │
      │                                                ││  Home › Garden                                 │
      │                                                ││• Prune roses                                   │
      │                                                ││  In March, above an outward bud                │
      │                                                ││  Home › Garden › Roses                         │
      │                                                ││• Ship arbor                                    │
      │                                                ││  Release notes mention roses only in passing   │
      │                                                ││  Work › Projects                               │
      │                                                ││                                                │
      │                                                ││                                                │
      │                                                ││                                                │
      │                                                ││                                                │
      │                                                ││                                                │
      │                                                ││                                                │
      └────────────────────────────────────────────────┘└────────────────────────────────────────────────┘
       Enter show in tree  Up/Down choose  Esc close
      """
    }
    // The match is drawn in the highlight style (bold + underline in monochrome).
    let highlighted = surface.marks {
      $0.style.attributes.contains(.underline) && $0.style.attributes.contains(.bold) ? "^" : " "
    }
    #expect(highlighted.contains("^^^^"))
    let second = try #require(screen.searchResults?.hits.dropFirst().first)
    screen.press(.down, .enter)
    #expect(screen.isSearchOpen == false)
    #expect(screen.tree.selected?.node == second.node)
  }

  @Test func escapeClosesSearchAndHostileTextIsHarmless() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    screen.press(.character("/"))
    screen.type("\"AND( * -")
    screen.handle(.paste("\u{1B}[2J\nroses"))
    screen.tick()
    screen.search.waitUntilIdle()
    screen.tick()
    let surface = render(screen, rows: 24, columns: 100)
    #expect(!surface.text.contains("\u{1B}"))
    #expect(surface.text.contains("^[[2J"))
    screen.press(.escape)
    #expect(!screen.isSearchOpen)
  }

  @Test func tinyAndHugeScreensDoNotBreak() throws {
    let screen = try makeScreen(try fixtureDatabase())
    for (rows, columns) in [(1, 1), (2, 5), (3, 10), (5, 20), (24, 59), (200, 400)] {
      let surface = render(screen, rows: rows, columns: columns)
      #expect(surface.size == Size(rows: rows, columns: columns))
    }
    assertInlineSnapshot(of: render(screen, rows: 5, columns: 20).text, as: .lines) {
      """
       test.db › Home
      ┌ Tree  1/3 ───────┐
      │▸ Home    1/4 done│
      └──────────────────┘
       / search
      """
    }
  }

  @Test func helpOverlayListsTheKeymap() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.character("?"))
    let text = render(screen, rows: 60, columns: 100).text
    #expect(text.contains("Search the tree (notes: names, titles, notes, tags)"))
    #expect(text.contains("Quit"))
    // On a short screen the overlay says there is more, and scrolls.
    let short = render(screen, rows: 20, columns: 100).text
    #expect(short.contains("↓ more"))
    #expect(!short.contains("Quit"))
    for _ in 0..<40 { screen.press(.down) }
    #expect(render(screen, rows: 20, columns: 100).text.contains("Quit"))
    screen.press(.character("x"))
    #expect(!render(screen, rows: 30, columns: 100).text.contains("This help"))
  }

  /// `q` leaves the help, as in `less` or ncdu, and arbor stays; a second `q` quits.
  @Test func theQuitKeyClosesTheHelpOnly() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.character("?"))
    #expect(render(screen, rows: 30, columns: 100).text.contains("arbor keys"))
    screen.press(.character("q"))
    #expect(!screen.wantsQuit)
    #expect(!render(screen, rows: 30, columns: 100).text.contains("arbor keys"))
    screen.press(.character("q"))
    #expect(screen.wantsQuit)
  }

  /// The help box is sized to the terminal and wraps its lines instead of cutting them
  /// (it was 76 columns at any width): every word of every line is on screen at 60.
  @Test func helpWrapsAtSixtyColumns() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.character("?"))
    var shown = ""
    for _ in 0..<8 {
      shown += render(screen, rows: 24, columns: 60).text
      screen.press(.pageDown)
    }
    // A help text longer than the box at 60: wrapped, its last word still on screen.
    #expect(shown.contains("Search the tree (notes: names,"), "\(shown)")
    #expect(shown.contains("tags)"), "\(shown)")
    let lines = HelpOverlay.layout(
      for: HelpPane(keymap: screen.keymap, for: screen.openTree).keymap, modeTitles: KeyMode.titles,
      screen: Rect(row: 0, column: 0, width: 60, height: 24))
    #expect(lines.width <= 60)
    for line in lines.lines where !line.isHeading {
      #expect(PrintableText.width(line.help) <= lines.width - lines.keys - 5, "\(line.help)")
    }
  }

  @Test func quitKeyAndSignalsEndTheLoop() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.character("q"))
    #expect(screen.wantsQuit)
    let other = try makeScreen(try fixtureDatabase())
    other.handle(.terminate(signal: 15))
    #expect(other.wantsQuit)
  }
}
