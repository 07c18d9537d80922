import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Another program's commit on a large tree browsed through its side-car copy: every
/// pane is read again once, when the copy has caught up — not once for `data_version`
/// and again for the copy.
@Suite(.serialized) struct OutsideCommitTests {
  /// 20,000 rows, no index on the parent column (so the tree is read through a copy),
  /// and a column the tree does not show.
  func largeTree() throws -> (screen: AppScreen, tree: any OpenTree, path: String, directory: URL) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("big.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT, memo TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
          INSERT INTO items SELECT i, CASE WHEN i <= 3 THEN NULL ELSE (i * 7) % (i - 1) + 1 END, 'node ' || i, '' FROM n;
          """)
    }
    let options = OpenOptions(
      tree: ForeignTree(table: "items", parent: "parent"),
      cacheDirectory: directory.appendingPathComponent("cache").path)
    let tree = try OpenTrees.open(path: path, options)
    let screen = try makeScreen(tree)
    return (screen, tree, path, directory)
  }

  /// Ticks the screen for `seconds`, or until `done`.
  func tick(_ screen: AppScreen, seconds: Double, until done: () -> Bool = { false }) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      screen.tick()
      if done() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return done()
  }

  /// After a key the app's loop asks whether another program wrote only once the key's
  /// frame is out (`pollOutside`): a tick that does not ask leaves the commit to that
  /// question, and the tick after it shows the commit.
  @Test func aCommitSeenOnceTheFrameIsOutShowsAtTheNextTick() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("small.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE items (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT);
          INSERT INTO items VALUES (1, NULL, 'root'), (2, 1, 'leaf');
          """)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions(tree: ForeignTree(table: "items", parent: "parent")))
    defer { tree.stop() }
    let screen = try makeScreen(tree)
    screen.tick()
    try anotherProgram(path).write { db in try db.execute(sql: "UPDATE items SET name = 'renamed root' WHERE id = 1") }
    // Past the interval between two questions.
    Thread.sleep(forTimeInterval: 0.1)
    for _ in 0..<3 { screen.tick(pollsOutside: false) }
    #expect(!render(screen, rows: 20, columns: 80).text.contains("renamed root"))
    #expect(screen.pollOutside())
    screen.tick(pollsOutside: false)
    #expect(render(screen, rows: 20, columns: 80).text.contains("renamed root"))
    #expect(!screen.pollOutside())

    // A key acts on the tree as last seen, without asking: its answer leaves the question
    // to the loop, once the key's frame is out.
    try anotherProgram(path).write { db in try db.execute(sql: "UPDATE items SET name = 'root again' WHERE id = 1") }
    Thread.sleep(forTimeInterval: 0.1)
    screen.press(.down)
    #expect(!render(screen, rows: 20, columns: 80).text.contains("root again"))
    #expect(screen.pollOutside())
    screen.tick(pollsOutside: false)
    #expect(render(screen, rows: 20, columns: 80).text.contains("root again"))
  }

  @Test func aCommitThatChangesTheTreeReadsEachPaneOnce() throws {
    let (screen, tree, path, directory) = try largeTree()
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    #expect(tick(screen, seconds: 30) { tree.signals.readsCopy && tree.signals.activity == nil })
    screen.press(.character("/"))
    screen.type("node 2")
    screen.press(.escape)
    _ = tick(screen, seconds: 0.5)
    let before = screen.paneReads
    try anotherProgram(path).write { db in try db.execute(sql: "UPDATE items SET name = 'renamed root' WHERE id = 1") }
    #expect(tick(screen, seconds: 10) { render(screen, rows: 20, columns: 80).text.contains("renamed root") })
    // Time for a second answer, were one to come.
    _ = tick(screen, seconds: 1.5)
    let after = screen.paneReads
    #expect(
      after.tree - before.tree == 1 && after.detail - before.detail == 1 && after.search - before.search == 1,
      "\(before) → \(after)")
  }

  @Test func aCommitOutsideTheTreeReadsOnlyTheDetails() throws {
    let (screen, tree, path, directory) = try largeTree()
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    #expect(tick(screen, seconds: 30) { tree.signals.readsCopy && tree.signals.activity == nil })
    // The label index is installed (a change to take) just before the activity clears:
    // were it taken after `before`, it would count as a read for the commit.
    _ = tick(screen, seconds: 0.5)
    screen.settle()
    #expect(!render(screen, rows: 20, columns: 120).text.contains("a memo"))
    let before = screen.paneReads
    try anotherProgram(path).write { db in try db.execute(sql: "UPDATE items SET memo = 'a memo' WHERE id = 1") }
    #expect(tick(screen, seconds: 10) { render(screen, rows: 20, columns: 120).text.contains("a memo") })
    _ = tick(screen, seconds: 1.5)
    let after = screen.paneReads
    #expect(
      after.tree == before.tree && after.search == before.search && after.detail - before.detail == 1,
      "\(before) → \(after)")
  }
}
