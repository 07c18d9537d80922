import ArborApp
import ArborCore
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

/// Every word on screen, as a person at 80×24 and at 200×60 reads it, on four kinds of
/// tree: arbor's notes, a parent column, an archive written by `sqlite3 -A`, nested sets.
/// Runs of the same line (a pane's empty rows) are written once, with their count.
@Suite struct ScreenWordsTests {
  /// The screen's text with each run of identical lines kept once: `line  (×N)`.
  func words(_ screen: AppScreen, rows: Int, columns: Int) -> String {
    var out: [String] = []
    var last: String?
    var repeats = 0
    func flush() {
      guard let last else { return }
      out.append(repeats > 1 ? last + "  (×\(repeats))" : last)
    }
    for line in render(screen, rows: rows, columns: columns).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      let line = String(line)
      if line == last {
        repeats += 1
        continue
      }
      flush()
      last = line
      repeats = 1
    }
    flush()
    return out.joined(separator: "\n")
  }

  func openedAll(_ screen: AppScreen) {
    quiet(screen)
    screen.press(.character("*"))
    screen.press(.down, .down)
    screen.settle()
  }

  func quiet(_ screen: AppScreen) {
    // Background work (the copy, then the label index) says so on the status line: the
    // screen is read once it has been quiet for 0.3 s.
    let deadline = Date().addingTimeInterval(20)
    var quietSince = Date()
    while Date() < deadline, Date().timeIntervalSince(quietSince) < 0.3 {
      screen.tick()
      if screen.openTree.signals.activity != nil { quietSince = Date() }
      Thread.sleep(forTimeInterval: 0.01)
    }
    screen.tick()
  }

  @Test func notes() throws {
    let database = try fixtureDatabase()
    try pinTimestamps(database)
    let screen = try makeScreen(database)
    openedAll(screen)
    assertInlineSnapshot(of: words(screen, rows: 24, columns: 80), as: .lines) {
      """
       test.db › Home › Garden › Roses
      ┌ Tree  3/11 ──────────────────────────┐┌ Category ────────────────────────────┐
      │▾ Home                        1/4 done││ Name      Roses                      │
      │  ▾ Garden                    0/3 done││ Path      Home › Garden              │
      │    ▾ Roses                   0/2 done││ Contains  0 categories, 2 items      │
      │      · [ ] Prune roses !             ││ Progress  0/2 done · 1 doing (with i…│
      │      · [-] Water roses               ││ Created   2026-01-02 03:04           │
      │    ▾ Vegetables              0/1 done││ Updated   2026-02-03 04:05           │
      │      · [ ] Sow beans                 ││                                      │
      │  ▾ Kitchen                   1/1 done││ Notes                                │
      │    · [x] Bake bread                  ││   The red ones by the fence          │
      │▸ Work                        0/2 done││                                      │
      │· Empty                               ││                                      │
      │                                      ││                                      │  (×9)
      └──────────────────────────────────────┘└──────────────────────────────────────┘
       / search  Enter open  a add  i item  e edit  d delete  u undo  ? help  q quit
      """
    }
    assertInlineSnapshot(of: words(screen, rows: 60, columns: 200), as: .lines) {
      """
       test.db › Home › Garden › Roses
      ┌ Tree  3/11 ──────────────────────────────────────────────────────────────────────────────────────┐┌ Category ────────────────────────────────────────────────────────────────────────────────────────┐
      │▾ Home                                                                                    1/4 done││ Name      Roses                                                                                  │
      │  ▾ Garden                                                                                0/3 done││ Path      Home › Garden                                                                          │
      │    ▾ Roses                                                                               0/2 done││ Contains  0 categories, 2 items                                                                  │
      │      · [ ] Prune roses !                                                                         ││ Progress  0/2 done · 1 doing (with its subcategories')                                           │
      │      · [-] Water roses                                                                           ││ Created   2026-01-02 03:04                                                                       │
      │    ▾ Vegetables                                                                          0/1 done││ Updated   2026-02-03 04:05                                                                       │
      │      · [ ] Sow beans                                                                             ││                                                                                                  │
      │  ▾ Kitchen                                                                               1/1 done││ Notes                                                                                            │
      │    · [x] Bake bread                                                                              ││   The red ones by the fence                                                                      │
      │▸ Work                                                                                    0/2 done││                                                                                                  │
      │· Empty                                                                                           ││                                                                                                  │
      │                                                                                                  ││                                                                                                  │  (×45)
      └──────────────────────────────────────────────────────────────────────────────────────────────────┘└──────────────────────────────────────────────────────────────────────────────────────────────────┘
       / search  Enter open  a add  i item  e edit  d delete  u undo  ? help  q quit
      """
    }
  }

  @Test(arguments: [TreeShape.parentColumn, .nestedSets])
  func anotherProgramsTree(_ shape: TreeShape) throws {
    let (tree, screen, _, directory) = try OpenTreeContractTests().open(shape, edit: false)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    openedAll(screen)
    let small = words(screen, rows: 24, columns: 80)
    let large = words(screen, rows: 60, columns: 200)
    // The same two calls in each case: an inline snapshot is kept at its call site, so
    // each shape needs sites of its own.
    switch shape {
    case .parentColumn:
      assertInlineSnapshot(of: small, as: .lines) {
        """
         test.db › Home › Kitchen
        ┌ Tree  3/4 ───────────────────────────┐┌ folders ─────────────────────────────┐
        │▾ Home                               2││ id        3  integer                 │
        │  · Garden                            ││ parent    1  integer                 │
        │  · Kitchen                           ││ name      Kitchen  text              │
        │▸ Work                               1││                                      │
        │                                      ││                                      │  (×16)
        └──────────────────────────────────────┘└──────────────────────────────────────┘
         / search  Enter open  ? help  q quit   read-only
        """
      }
      assertInlineSnapshot(of: large, as: .lines) {
        """
         test.db › Home › Kitchen
        ┌ Tree  3/4 ───────────────────────────────────────────────────────────────────────────────────────┐┌ folders ─────────────────────────────────────────────────────────────────────────────────────────┐
        │▾ Home                                                                                           2││ id        3  integer                                                                             │
        │  · Garden                                                                                        ││ parent    1  integer                                                                             │
        │  · Kitchen                                                                                       ││ name      Kitchen  text                                                                          │
        │▸ Work                                                                                           1││                                                                                                  │
        │                                                                                                  ││                                                                                                  │  (×52)
        └──────────────────────────────────────────────────────────────────────────────────────────────────┘└──────────────────────────────────────────────────────────────────────────────────────────────────┘
         / search  Enter open  ? help  q quit   read-only
        """
      }
    default:
      assertInlineSnapshot(of: small, as: .lines) {
        """
         test.db › Home › Kitchen
        ┌ Tree  3/4 ───────────────────────────┐┌ shop_department ─────────────────────┐
        │▾ Home                               2││ id        3  integer                 │
        │  · Garden                            ││ lft       4  integer unsigned        │
        │  · Kitchen                           ││ rgt       5  integer unsigned        │
        │▸ Work                               1││ tree_id   1  integer unsigned        │
        │                                      ││ depth     2  integer unsigned        │
        │                                      ││ name      Kitchen  varchar(100)      │
        │                                      ││                                      │  (×14)
        └──────────────────────────────────────┘└──────────────────────────────────────┘
         / search  Enter open  ? help  q quit   read-only
        """
      }
      assertInlineSnapshot(of: large, as: .lines) {
        """
         test.db › Home › Kitchen
        ┌ Tree  3/4 ───────────────────────────────────────────────────────────────────────────────────────┐┌ shop_department ─────────────────────────────────────────────────────────────────────────────────┐
        │▾ Home                                                                                           2││ id        3  integer                                                                             │
        │  · Garden                                                                                        ││ lft       4  integer unsigned                                                                    │
        │  · Kitchen                                                                                       ││ rgt       5  integer unsigned                                                                    │
        │▸ Work                                                                                           1││ tree_id   1  integer unsigned                                                                    │
        │                                                                                                  ││ depth     2  integer unsigned                                                                    │
        │                                                                                                  ││ name      Kitchen  varchar(100)                                                                  │
        │                                                                                                  ││                                                                                                  │  (×50)
        └──────────────────────────────────────────────────────────────────────────────────────────────────┘└──────────────────────────────────────────────────────────────────────────────────────────────────┘
         / search  Enter open  ? help  q quit   read-only
        """
      }
    }
  }

  @Test func anArchive() throws {
    let suite = WideTreeTests()
    let (directory, path) = try suite.archive()
    defer { try? FileManager.default.removeItem(at: directory) }
    let screen = try suite.openedAll(path)
    quiet(screen)
    screen.press(.down, .down)
    screen.settle()
    assertInlineSnapshot(of: words(screen, rows: 24, columns: 80), as: .lines) {
      """
       test.db › src › docs › a-rather-long-file-name-that-a-narrow-pane-cuts.html
      ┌ Tree  3/10 ──────────────────────────────────────────────────────────────────┐
      │▾ src                                     208.7 KiB [##########] 100.0%      9│
      │  ▾ docs                                   61.9 KiB [###       ]  29.7%      2│
      │    · a-rather-long-file-name-that-a-narr… 59.6 KiB [##########]  96.2%       │
      │    · readme.txt                            2.3 KiB [          ]   3.8%       │
      │  ▾ lib                                   146.5 KiB [#######   ]  70.2%      4│
      │    · a.c                                      10 B [          ]   0.0%       │
      │    ▾ deep                                146.5 KiB [##########] 100.0%      2│
      │      ▾ er                                146.5 KiB [##########] 100.0%      1│
      │        · big.bin                         146.5 KiB [##########] 100.0%       │
      │  · notes.md                                  300 B [          ]   0.1%       │
      │                                                                              │  (×10)
      └───────────────────────────────────────────────── Total 208.7 KiB · 10 items ─┘
       / search  Enter open  ? help  q quit   read-only
      """
    }
    assertInlineSnapshot(of: words(screen, rows: 60, columns: 200), as: .lines) {
      """
       test.db › src › docs › a-rather-long-file-name-that-a-narrow-pane-cuts.html
      ┌ Tree  3/10 ──────────────────────────────────────────────────────────────────────────────────────┐┌ sqlar ───────────────────────────────────────────────────────────────────────────────────────────┐
      │▾ src                                                                208.7 KiB [##########] 100.0%││ size (total)  59.6 KiB                                                                           │
      │  ▾ docs                                                              61.9 KiB [###       ]  29.7%││ size (own)    59.6 KiB                                                                           │
      │    · a-rather-long-file-name-that-a-narrow-pane-cuts.html            59.6 KiB [##########]  96.2%││ descendants   0                                                                                  │
      │    · readme.txt                                                       2.3 KiB [          ]   3.8%││ name          src/docs/a-rather-long-file-name-that-a-narrow-pane-cuts.html  text                │
      │  ▾ lib                                                              146.5 KiB [#######   ]  70.2%││ mode          -rw-r--r--  (100644)  int                                                          │
      │    · a.c                                                                 10 B [          ]   0.0%││ mtime         2026-01-01 00:00  (1767225600)  int                                                │
      │    ▾ deep                                                           146.5 KiB [##########] 100.0%││ sz            59.6 KiB (61000 bytes)  (61000)  int                                               │
      │      ▾ er                                                           146.5 KiB [##########] 100.0%││ data          BLOB, 83 bytes: 78 9c ed c1 31 01 00 00 00 c2 a0 ac eb 5f c2 16 …  blob            │
      │        · big.bin                                                    146.5 KiB [##########] 100.0%││                                                                                                  │
      │  · notes.md                                                             300 B [          ]   0.1%││ Content                                                                                          │
      │                                                                                                  ││   aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa│  (×43)
      │                                                                                                  ││   aaaaaaaaaaa                                                                                    │
      │                                                                                                  ││   … (the first 4,096 of 61,000 bytes)                                                            │
      │                                                                                                  ││                                                                                                  │
      └───────────────────────────────────────────────────────────────────── Total 208.7 KiB · 10 items ─┘└──────────────────────────────────────────────────────────────────────────────────────────────────┘
       / search  Enter open  ? help  q quit   read-only
      """
    }
  }
}
