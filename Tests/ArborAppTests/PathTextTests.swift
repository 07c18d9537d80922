import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import Testing

@testable import ArborApp
@testable import ArborCore

/// Paths are cut from the left, everywhere a path is shown: the most specific part is
/// what a person reads it for (issue "Daily use at 80×24", item 4).
@Suite struct PathTextTests {
  let path = ["cellular organisms", "Eukaryota", "Opisthokonta", "Metazoa", "Deuterostomia", "Chordata", "Mammalia"]

  @Test func aLongPathKeepsItsEnd() {
    #expect(PathText.fitted(path, width: 200) == path.joined(separator: " › "))
    #expect(PathText.fitted(path, width: 30) == fittedByHand(30))
    let cut = PathText.fitted(path, width: 24)
    #expect(cut == "… › Chordata › Mammalia")
    #expect(PrintableText.width(cut) <= 24)
    // A last name wider than the room keeps its end.
    #expect(PathText.fitted(["Root", "averyveryverylongname"], width: 8) == "…ongname")
    #expect(PathText.fitted(path, width: 0) == "")
    // Wide characters are measured.
    let wide = PathText.fitted(["日本語のフォルダ", "下位フォルダ", "最後"], width: 12)
    #expect(wide.hasSuffix("最後") && PrintableText.width(wide) <= 12)
  }

  /// What `fitted` should give for `width`, worked out name by name.
  func fittedByHand(_ width: Int) -> String {
    var kept: [String] = []
    var used = 1
    for name in path.reversed() {
      guard used + 3 + name.count <= width else { break }
      kept.insert(name, at: 0)
      used += 3 + name.count
    }
    return (["…"] + kept).joined(separator: " › ")
  }

  /// The breadcrumb at 80 columns shows the selected node's own name at the end.
  @Test func theBreadcrumbAtEightyColumnsEndsWithTheSelection() throws {
    var tree = ImportTree()
    var parent: Int?
    for name in path {
      parent = tree.add(.init(parent: parent, name: name))
    }
    let database = try AppDatabase.inMemory()
    try Importer.run(tree, database: database)
    let screen = try makeScreen(database)
    let deepest = try categoryID("Mammalia", in: database)
    screen.reveal(.category(deepest))
    screen.settle()
    let surface = render(screen, rows: 24, columns: 80)
    let top = surface.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    #expect(top.contains("Mammalia"), "\(top)")
    #expect(top.contains("…"), "\(top)")
  }
}

/// Keys that used to surprise (issue "Daily use at 80×24", item 7).
@Suite struct SurprisingKeyTests {
  /// Enter on a leaf moves the keys to its details, and says so and how to come back.
  @Test func enterOnALeafSaysWhereTheKeysWent() throws {
    let screen = try makeScreen(try fixtureDatabase())
    let database = screen.database
    screen.reveal(.item(try itemID("Bake bread", in: database)))
    screen.press(.enter)
    #expect(screen.focus == .detail)
    #expect(screen.message?.contains("Bake bread") == true)
    #expect(screen.message?.contains("returns to the tree") == true)
    screen.press(.escape)
    #expect(screen.focus == .tree)
  }
}

extension SurprisingKeyTests {
  /// `s` where siblings have one order says so in a line that fits 80 columns, with what
  /// would give another order.
  @Test func sortWithOneOrderSaysWhatWouldGiveAnother() throws {
    let screen = try makeScreen(try fixtureDatabase())
    screen.press(.character("s"))
    let message = try #require(screen.message)
    #expect(message.contains("K and J"))
    #expect(message.count <= 78)
  }
}

/// A search while the label index is still being made says so instead of "No matches."
/// (issue "Daily use at 80×24", item 1: it said so for 20 seconds).
@Suite struct SearchWhileIndexingTests {
  @Test func noMatchesYetWhileIndexing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("t.db").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES t(id), name TEXT);
          INSERT INTO t VALUES (1, NULL, 'alpha'), (2, 1, 'beta');
          """)
    }
    let screen = try makeScreen(foreign: try ForeignFile.open(path: path))
    let hierarchy = try #require(screen.tree.hierarchy as? ForeignHierarchy)
    hierarchy.slot.report("Indexing the labels of t for search…")
    screen.press(.character("/"))
    screen.type("zzzz")
    screen.tick()
    screen.search.waitUntilIdle()
    screen.tick()
    let text = render(screen, rows: 24, columns: 100).text
    #expect(text.contains("Still indexing the labels; the hits follow"), "\(text)")
    hierarchy.slot.report("Indexing t for fast browsing: 40 %")
    #expect(render(screen, rows: 24, columns: 100).text.contains("Still indexing: 40 %; the hits follow"))
    hierarchy.slot.report(nil)
    #expect(render(screen, rows: 24, columns: 100).text.contains("No matches."))
  }
}

/// `*` opens every node below the selection, `-` closes them (issue "Daily use at 80×24").
@Suite struct ExpandAllTests {
  @Test func starOpensTheSubtreeAndMinusClosesIt() throws {
    let screen = try makeScreen(try fixtureDatabase())
    let tree = screen.tree
    let before = tree.rowCount
    // Home is the first root: everything under it opens.
    screen.press(.character("*"))
    let titles = try tree.rows(in: 0..<tree.rowCount).map(\.title)
    #expect(titles.contains("Roses") && titles.contains("Prune roses") && titles.contains("Bake bread"), "\(titles)")
    #expect(!titles.contains("Projects"), "Work's subtree stays closed: \(titles)")
    #expect(tree.isExpanded(row: 0))
    // The selection deep inside, then `-` on Home: closed below, Home still open, the
    // selection back on Home.
    screen.reveal(.item(try itemID("Prune roses", in: screen.database)))
    screen.tree.select(row: 0)
    screen.press(.character("-"))
    let after = try tree.rows(in: 0..<tree.rowCount).map(\.title)
    #expect(tree.isExpanded(row: 0) && !after.contains("Roses") && after.contains("Garden"), "\(after)")
    #expect(tree.rowCount > before)
    screen.press(.character("-"))
    #expect(screen.message == "Nothing below is open")
  }

  @Test func theLimitStopsALargeSubtree() throws {
    var import_ = ImportTree()
    let top = import_.add(.init(parent: nil, name: "Top"))
    for index in 0..<30 {
      let middle = import_.add(.init(parent: top, name: "Middle \(index)"))
      for leaf in 0..<30 { import_.add(.init(parent: middle, name: "Leaf \(index).\(leaf)")) }
    }
    let database = try AppDatabase.inMemory()
    try Importer.run(import_, database: database)
    let model = try TreeModel(database: database)
    let (opened, stopped) = try model.expandAll(below: 0, limit: 100)
    #expect(stopped && opened < 31 && model.rowCount >= 100 && model.rowCount < 200)
    let all = try model.expandAll(below: 0, limit: 10_000)
    #expect(!all.stopped && model.rowCount == 1 + 30 + 900)
  }
}
