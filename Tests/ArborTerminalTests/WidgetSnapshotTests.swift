import ArborTerminal
import InlineSnapshotTesting
import Testing

/// A whole screen of widgets: tree pane, list pane, status bar.
func drawScreen(on surface: MemorySurface, tree: inout TreeView, list: inout ListView) {
  let theme = testTheme
  let screen = Rect(surface.size)
  surface.clear(theme[ThemeRole.normal])
  let rows = SplitLayout.rows([.flexible(), .fixed(1)], in: screen)
  let panes = SplitLayout.columns([.fraction(1, 2), .flexible()], in: rows[0])
  let treeInner = Box.draw(on: surface, in: panes[0], title: "Tree", focused: true, theme: theme)
  tree.draw(FixtureTree(), on: surface, in: treeInner, theme: theme, focused: true)
  let listInner = Box.draw(on: surface, in: panes[1], title: "Hits", focused: false, theme: theme)
  let hits = FixtureList(entries: [
    ListRow([
      StyledLine.marked("[Rose] garden", open: "[", close: "]", style: .plain, marked: theme[ThemeRole.highlight]),
      StyledLine("  …pruning the [rose]s in march…", style: theme[ThemeRole.dim]),
    ]),
    ListRow([StyledLine("Red 日本 roses"), StyledLine("  Home › Garden › Roses", style: theme[ThemeRole.dim])]),
  ])
  list.draw(hits, on: surface, in: listInner, theme: theme, focused: false)
  StatusBar(hints: [.init("/", "search"), .init("?", "help"), .init("q", "quit")], message: "10 rows")
    .draw(on: surface, row: rows[1].row, column: 0, width: screen.width, theme: theme)
}

@Suite struct WidgetSnapshotTests {
  func screen(_ size: Size, selected: Int = 0) -> MemorySurface {
    var tree = TreeView()
    tree.scroll.selected = selected
    var list = ListView(rowHeight: 2)
    return render(size) { drawScreen(on: $0, tree: &tree, list: &list) }
  }

  @Test func screen80x24() {
    assertInlineSnapshot(of: screen(Size(rows: 24, columns: 80), selected: 3).text, as: .lines) {
      """
      ┌ Tree ────────────────────────────────┐┌ Hits ────────────────────────────────┐
      │▾ Projects                           3││Rose garden                           │
      │  ▸ Arbor — a tree browser with a … 12││  …pruning the [rose]s in march…      │
      │  · 日本語のノート                    ││Red 日本 roses                        │
      │  · evil^[[2Jname<9b>                 ││  Home › Garden › Roses               │
      │▾ Home 🏠 and café                   1││                                      │
      │  ▾ Garden                           1││                                      │
      │    ▾ Roses                          1││                                      │
      │      ▾ Red                          1││                                      │
      │        · Climbing                    ││                                      │
      │▸ Archive                         1024││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      │                                      ││                                      │
      └──────────────────────────────────────┘└──────────────────────────────────────┘
       10 rows   / search  ? help  q quit
      """
    }
  }

  @Test func screen120x40() {
    let surface = screen(Size(rows: 40, columns: 120), selected: 1)
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """
      ┌ Tree ────────────────────────────────────────────────────┐┌ Hits ────────────────────────────────────────────────────┐
      │▾ Projects                                               3││Rose garden                                               │
      │  ▸ Arbor — a tree browser with a rather long name ind… 12││  …pruning the [rose]s in march…                          │
      │  · 日本語のノート                                        ││Red 日本 roses                                            │
      │  · evil^[[2Jname<9b>                                     ││  Home › Garden › Roses                                   │
      │▾ Home 🏠 and café                                       1││                                                          │
      │  ▾ Garden                                               1││                                                          │
      │    ▾ Roses                                              1││                                                          │
      │      ▾ Red                                              1││                                                          │
      │        · Climbing                                        ││                                                          │
      │▸ Archive                                             1024││                                                          │
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
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      │                                                          ││                                                          │
      └──────────────────────────────────────────────────────────┘└──────────────────────────────────────────────────────────┘
       10 rows   / search  ? help  q quit
      """
    }
  }

  @Test func screen20x5() {
    assertInlineSnapshot(of: screen(Size(rows: 5, columns: 20)).text, as: .lines) {
      """
      ┌ Tree ──┐┌ Hits ──┐
      │▾ Pro… 3││Rose ga…│
      │  ▸ Arb…││  …prun…│
      └────────┘└────────┘
       10 rows   / search
      """
    }
  }

  @Test func screen1x1() {
    assertInlineSnapshot(of: screen(Size(rows: 1, columns: 1)).text, as: .lines) {
      """
      …
      """
    }
  }

  @Test func selectionAttributes() {
    let surface = screen(Size(rows: 8, columns: 40), selected: 1)
    assertInlineSnapshot(
      of: surface.marks {
        $0.style.attributes.contains(.reverse) ? "R" : $0.style.attributes.contains(.dim) ? "d" : "."
      }, as: .lines
    ) {
      """
      ........................................
      ..................d.....................
      ...RRRRRRRRRRRRR.dd..dddddddddddddddddd.
      ...dd...................................
      ...dd................dddddddddddddddddd.
      ..................d.....................
      ........................................
      RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
      """
    }
  }

  @Test func treeScrollsToKeepSelectionAndSurvivesResize() {
    var tree = TreeView()
    let source = NumberedTree(rowCount: 1000)
    let surface = MemorySurface(size: Size(rows: 5, columns: 20))
    tree.move(.bottom, rowCount: source.rowCount, height: 5)
    tree.draw(source, on: surface, in: Rect(surface.size), theme: testTheme, focused: true)
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """
          · row 995
      ▸ row 996
        ▸ row 997
          · row 998
      ▸ row 999
      """
    }
    surface.resize(to: Size(rows: 3, columns: 12))
    surface.clear(.plain)
    tree.draw(source, on: surface, in: Rect(surface.size), theme: testTheme, focused: true)
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """
        ▸ row 997
          · row 9…
      ▸ row 999
      """
    }
    #expect(tree.scroll.selected == 999)
  }

  @Test func deepTreeKeepsHalfTheWidthForTitles() {
    var tree = TreeView()
    let deep = FixtureTreeDeep()
    let surface = render(Size(rows: 3, columns: 16)) { surface in
      tree.draw(deep, on: surface, in: Rect(surface.size), theme: testTheme, focused: true)
    }
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """
           10 · level…
           11 · level…
           12 · level…
      """
    }
  }

  @Test func textFieldScrollsToTheCursor() {
    var field = TextField(text: "a long query with 日本語 and \u{1B} escape")
    let surface = render(Size(rows: 2, columns: 12)) { surface in
      field.draw(on: surface, row: 0, column: 0, width: 12, style: .plain, focused: true)
    }
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """
      d ^[ escape

      """
    }
    #expect(surface.cursor == Position(row: 0, column: 11))
    _ = field.handle(.home)
    let start = render(Size(rows: 1, columns: 12)) { surface in
      field.draw(on: surface, row: 0, column: 0, width: 12, style: .plain, focused: true)
    }
    #expect(start.text == "a long query")
    #expect(start.cursor == Position(row: 0, column: 0))
  }

  @Test func confirmAndPromptDialogs() {
    let confirm = ConfirmDialog(
      title: "Delete", message: "Delete “Garden” with 3 categories and 12 items?", confirmLabel: "Delete")
    let surface = render(Size(rows: 10, columns: 50)) { confirm.draw(on: $0, in: Rect($0.size), theme: testTheme) }
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """


        ┌ Delete ────────────────────────────────────┐
        │ Delete “Garden” with 3 categories and 12   │
        │ items?                                     │
        │                                            │
        │ y Delete   n Cancel                        │
        └────────────────────────────────────────────┘


      """
    }
    #expect(confirm.handle(.character("y")) == .confirmed)
    #expect(confirm.handle(.escape) == .cancelled)
    #expect(confirm.handle(.character("x")) == .pending)

    var prompt = PromptDialog(title: "Rename", label: "Name:", text: "Gardn")
    prompt.error = "A name cannot be empty."
    let promptSurface = render(Size(rows: 10, columns: 40)) { prompt.draw(on: $0, in: Rect($0.size), theme: testTheme) }
    assertInlineSnapshot(of: promptSurface.text, as: .lines) {
      """


        ┌ Rename ──────────────────────────┐
        │ Name:                            │
        │ Gardn                            │
        │ A name cannot be empty.          │
        │                                  │
        └──────────────────────────────────┘


      """
    }
    _ = prompt.handle(.character("x"))
    #expect(prompt.error == nil)

    // With its keys named, on the last line, below an error too.
    prompt.submitKey = "Enter"
    prompt.submitLabel = "Rename"
    prompt.error = "A name cannot be empty."
    let named = render(Size(rows: 10, columns: 40)) { prompt.draw(on: $0, in: Rect($0.size), theme: testTheme) }
    assertInlineSnapshot(of: named.text, as: .lines) {
      """


        ┌ Rename ──────────────────────────┐
        │ Name:                            │
        │ Gardnx                           │
        │ A name cannot be empty.          │
        │ Enter Rename   Esc Cancel        │
        └──────────────────────────────────┘


      """
    }
  }

  @Test func helpOverlay() {
    let help = HelpOverlay()
    let surface = render(Size(rows: 18, columns: 70)) {
      help.draw(keymap: .standard, on: $0, in: Rect($0.size), theme: testTheme)
    }
    assertInlineSnapshot(of: surface.text, as: .lines) {
      """

      ┌ Keys ──────────────────────────────────────────────────────────────┐
      │ Up, k, Ctrl-p        Move up                                       │
      │ Down, j, Ctrl-n      Move down                                     │
      │ PgUp, Ctrl-b         Page up                                       │
      │ PgDn, Ctrl-f, Space  Page down                                     │
      │ g, Home              First row                                     │
      │ G, End               Last row                                      │
      │ Enter, Right, l      Expand / open                                 │
      │ Left, h              Collapse / go to parent                       │
      │ /                    Search                                        │
      │ Esc                  Back                                          │
      │ ?, F1                This help                                     │
      │ q                    Quit                                          │
      │ Ctrl-t               Mouse on/off (off lets the terminal select    │
      │                      text)                                         │
      └────────────────────────────────────────────────────────────────────┘

      """
    }
  }

  @Test func statusBarDropsHintsThatDoNotFit() {
    let bar = StatusBar(
      hints: [.init("/", "search"), .init("?", "help"), .init("q", "quit")], message: "Saved", isError: false)
    let surface = render(Size(rows: 1, columns: 24)) {
      bar.draw(on: $0, row: 0, column: 0, width: 24, theme: testTheme)
    }
    #expect(surface.text == " Saved   / search")
  }
}

struct FixtureTreeDeep: TreeDataSource {
  var rowCount: Int { 3 }
  func rows(in range: Range<Int>) -> [TreeRow] {
    range.map { TreeRow(depth: 10 + $0, title: StyledLine("level \(10 + $0)"), hasChildren: false, isExpanded: false) }
  }
}

/// A chain deeper than the indentation can show (issue "Daily use at 80×24", item 3):
/// the level is written where the indentation stops, so parent and child differ.
@Suite struct DeepIndentTests {
  struct Chain: TreeDataSource {
    var rowCount: Int { 40 }
    func rows(in range: Range<Int>) -> [TreeRow] {
      range.map { TreeRow(depth: $0, title: StyledLine("level \($0)"), hasChildren: $0 < 39, isExpanded: $0 < 39) }
    }
  }

  @Test func levelsPastTheIndentationAreNumbered() {
    var tree = TreeView()
    tree.scroll.selected = 30
    let surface = render(Size(rows: 10, columns: 30)) { surface in
      tree.draw(
        Chain(), on: surface, in: Rect(row: 0, column: 0, width: 30, height: 10), theme: testTheme, focused: true)
    }
    let lines = surface.text.split(separator: "\n").map(String.init)
    let parent = lines.first { $0.contains("level 29") } ?? ""
    let child = lines.first { $0.contains("level 30") } ?? ""
    #expect(parent.contains("29 ") && child.contains("30 "), "\(lines)")
    // Past the indentation the title keeps at least half the width.
    #expect(child.firstRange(of: "level")!.lowerBound.utf16Offset(in: child) <= 17, "\(child)")
  }
}

/// A narrow row keeps its numbers: the whole badge while the title keeps a few columns,
/// then the compact one (size and share, no bar), the title cut (issue "Daily use at
/// 80×24", item 2: 18 of 20 rows showed no size at 80 columns).
@Suite struct NarrowBadgeTests {
  struct Sizes: TreeDataSource {
    var rowCount: Int { 2 }
    func rows(in range: Range<Int>) -> [TreeRow] {
      [
        TreeRow(
          depth: 2, title: StyledLine("changelog.html.gz"), hasChildren: false, isExpanded: false,
          badge: "113.0 KiB [#####     ]  52.2%", compactBadge: "113.0 KiB  52.2%"),
        TreeRow(depth: 0, title: StyledLine("doc"), hasChildren: true, isExpanded: true, badge: "7"),
      ][range]
      .map { $0 }
    }
  }

  @Test func theNumbersStayAndTheTitleIsCut() {
    var tree = TreeView()
    for (width, expected) in [(60, "[#####     ]  52.2%"), (34, "113.0 KiB  52.2%"), (26, "113.0 KiB  52.2%")] {
      let surface = render(Size(rows: 2, columns: width)) { surface in
        tree.draw(
          Sizes(), on: surface, in: Rect(row: 0, column: 0, width: width, height: 2), theme: testTheme, focused: false)
      }
      let first = surface.text.split(separator: "\n").first.map(String.init) ?? ""
      #expect(first.hasSuffix(expected), "\(width): \(first)")
      #expect(first.contains("ch"), "\(width): \(first)")
    }
  }
}
