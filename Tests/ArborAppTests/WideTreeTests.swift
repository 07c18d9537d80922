import ArborApp
import ArborCore
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import InlineSnapshotTesting
import Testing

/// The ncdu view: a tree that adds up sizes takes the whole width at 80 columns, so every
/// row shows its size, bar, share and count; `w` gives the details their half back. On an
/// archive made by the sqlite3 shell (`sqlite3 -A`).
@Suite struct WideTreeTests {
  func archive() throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let source = directory.appendingPathComponent("src")
    for folder in ["docs", "lib/deep/er"] {
      try FileManager.default.createDirectory(
        at: source.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let files = [
      "docs/readme.txt": 2_400, "docs/a-rather-long-file-name-that-a-narrow-pane-cuts.html": 61_000,
      "lib/a.c": 10, "lib/deep/er/big.bin": 150_000, "notes.md": 300,
    ]
    for (name, size) in files {
      try Data(repeating: 0x61, count: size).write(to: source.appendingPathComponent(name))
    }
    let path = directory.appendingPathComponent("src.sqlar").path
    try sqliteShell(["-A", "-c", "-f", path, "src"], in: directory)
    // The files' times as the archive keeps them: fixed, so the details snapshot the same.
    try DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE sqlar SET mtime = 1767225600") }
    return (directory, path)
  }

  func openedAll(_ path: String) throws -> AppScreen {
    let screen = try makeScreen(try OpenTrees.open(path: path, OpenOptions()))
    screen.press(.character("*"))
    screen.settle()
    return screen
  }

  @Test func at80ColumnsEverySizeIsShownAndWGivesTheDetailsBack() throws {
    let (directory, path) = try archive()
    defer { try? FileManager.default.removeItem(at: directory) }
    let screen = try openedAll(path)
    screen.press(.character("j"))
    assertInlineSnapshot(of: render(screen, rows: 24, columns: 80).text, as: .lines) {
      """
       test.db › src › docs
      ┌ Tree  2/10 ──────────────────────────────────────────────────────────────────┐
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
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      └───────────────────────────────────────────────── Total 208.7 KiB · 10 items ─┘
       / search  Enter open  ? help  q quit   read-only
      """
    }
    screen.press(.character("w"))
    assertInlineSnapshot(of: render(screen, rows: 24, columns: 80).text, as: .lines) {
      """
       test.db › src › docs
      ┌ Tree  2/10 ──────────────────────────┐┌ sqlar ───────────────────────────────┐
      │▾ src                 208.7 KiB 100.0%││ size (total)  61.9 KiB               │
      │  ▾ docs               61.9 KiB  29.7%││ size (own)    none (NULL counts as n…│
      │    · a-rather-long-f… 59.6 KiB  96.2%││ descendants   2                      │
      │    · readme.txt        2.3 KiB   3.8%││ entries       2                      │
      │  ▾ lib               146.5 KiB  70.2%││ name          src/docs  text         │
      │    · a.c                  10 B   0.0%││ mode          drwxr-xr-x  (40755)  i…│
      │    ▾ deep            146.5 KiB 100.0%││ mtime         2026-01-01 00:00  (176…│
      │      ▾ er            146.5 KiB 100.0%││ sz            directory  (0)  int    │
      │        · big.bin     146.5 KiB 100.0%││ data          NULL  blob             │
      │  · notes.md              300 B   0.1%││                                      │
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
      └───────── Total 208.7 KiB · 10 items ─┘└──────────────────────────────────────┘
       The details beside the tree (w: the tree across the whole width)   / search
      """
    }
  }

  @Test func at120ColumnsTheDetailsStayBesideUntilW() throws {
    let (directory, path) = try archive()
    defer { try? FileManager.default.removeItem(at: directory) }
    let screen = try openedAll(path)
    let beside = render(screen, rows: 40, columns: 120)
    #expect(beside.line(2).contains("│┌") || beside.line(1).contains("┐┌"), "\(beside.text)")
    screen.press(.character("w"))
    assertInlineSnapshot(of: render(screen, rows: 40, columns: 120).text, as: .lines) {
      """
       test.db › src
      ┌ Tree  1/10 ──────────────────────────────────────────────────────────────────────────────────────────────────────────┐
      │▾ src                                                                             208.7 KiB [##########] 100.0%      9│
      │  ▾ docs                                                                           61.9 KiB [###       ]  29.7%      2│
      │    · a-rather-long-file-name-that-a-narrow-pane-cuts.html                         59.6 KiB [##########]  96.2%       │
      │    · readme.txt                                                                    2.3 KiB [          ]   3.8%       │
      │  ▾ lib                                                                           146.5 KiB [#######   ]  70.2%      4│
      │    · a.c                                                                              10 B [          ]   0.0%       │
      │    ▾ deep                                                                        146.5 KiB [##########] 100.0%      2│
      │      ▾ er                                                                        146.5 KiB [##########] 100.0%      1│
      │        · big.bin                                                                 146.5 KiB [##########] 100.0%       │
      │  · notes.md                                                                          300 B [          ]   0.1%       │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      └───────────────────────────────────────────────────────────────────────────────────────── Total 208.7 KiB · 10 items ─┘
       The tree across the whole width (w: the details beside it)   / search  Enter open  ? help  q quit   read-only
      """
    }
  }

  @Test func nodeCountsAreShort() {
    #expect(TotalText.count(987) == "987")
    #expect(TotalText.count(12_345) == "12.3k")
    #expect(TotalText.count(123_456) == "123k")
    #expect(TotalText.count(1_800_000) == "1.8M")
  }
}
