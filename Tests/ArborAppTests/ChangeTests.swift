import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import Testing

@Suite struct ChangeTests {
  @Test func aCommitMarksOnlyTheRegionsItTouched() throws {
    let database = try fixtureDatabase()
    let watch = try #require(database.writer.map { RegionWatch(writer: $0) })
    let names = WatchedRegion()
    let titles = WatchedRegion()
    watch.add(names)
    watch.add(titles)
    try database.read { db in
      _ = try db.recording(into: names) { try Category.all.select(\.name).fetchAll(db) }
      _ = try db.recording(into: titles) { try Item.all.select(\.title).fetchAll(db) }
    }
    let roses = try categoryID("Roses", in: database)
    try database.write { db in try Category.find(roses).update { $0.name = "Red roses" }.execute(db) }
    #expect(names.takeChange())
    #expect(!names.takeChange())
    #expect(!titles.takeChange())
    // A column no view read: nothing to refresh.
    try database.write { db in try Item.update { $0.notes = "new notes" }.execute(db) }
    #expect(!names.takeChange() && !titles.takeChange())
    try database.write { db in try Item.update { $0.title = $0.title + "!" }.execute(db) }
    #expect(titles.takeChange() && !names.takeChange())
    // A rolled-back transaction, and one that changes no row, change nothing.
    struct Abort: Error {}
    _ = try? database.write { db in
      try Category.find(roses).update { $0.name = "Gone" }.execute(db)
      throw Abort()
    }
    try database.write { db in try Category.where { $0.id.eq(-1) }.update { $0.name = "none" }.execute(db) }
    #expect(!names.takeChange() && !titles.takeChange())
  }

  /// A read that goes around ArborDB (a plain GRDB fetch) cannot tell which rows it read:
  /// the recording then covers everything, and any commit refreshes the view.
  @Test func aReadAroundTheRecordingWatchesEverything() throws {
    let database = try fixtureDatabase()
    let watch = try #require(database.writer.map { RegionWatch(writer: $0) })
    let recorded = WatchedRegion()
    let bypassed = WatchedRegion()
    watch.add(recorded)
    watch.add(bypassed)
    try database.read { db in
      _ = try db.recording(into: recorded) {
        try db.recordedValue(String.self, sql: "SELECT name FROM categories WHERE id = 1")
      }
      _ = try db.recording(into: bypassed) {
        try String.fetchOne(db, sql: "SELECT name FROM categories WHERE id = 1")
      }
    }
    try database.write { db in try Item.update { $0.notes = "new notes" }.execute(db) }
    #expect(!recorded.takeChange())
    #expect(bypassed.takeChange())
    watch.remove(bypassed)
    #expect(watch.count == 1)
  }

  @Test func anotherProcessWritingIsNoticed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    let database = try AppDatabase.open(path: path)
    try Importer.run(fixtureTree(), database: database)
    let monitor = DataVersion(writer: database.writer, reader: database.reader)
    #expect(!monitor.poll())
    // Our own writes are the update hook's business, not the monitor's.
    try database.write { db in try Category.where { $0.name.eq("Empty") }.update { $0.notes = "ours" }.execute(db) }
    #expect(!monitor.poll())
    let other = try DatabaseQueue(path: path)
    try other.write { db in try db.execute(sql: "UPDATE categories SET name = 'Theirs' WHERE name = 'Empty'") }
    #expect(monitor.poll())
    #expect(!monitor.poll())
  }

  @Test func anEditRefreshesEachPaneItTouchedOnceAndItsWakeDrawsNothing() throws {
    let database = try fixtureDatabase()
    let screen = try makeScreen(database)
    _ = render(screen, rows: 24, columns: 100)
    let (tree, detail) = (screen.tree.generation, screen.detail.generation)
    screen.press(.character("r"), .ctrl("u"))
    screen.type("House")
    screen.press(.enter)
    #expect(screen.tree.generation == tree + 1)
    #expect(screen.detail.generation == detail + 1)
    _ = render(screen, rows: 24, columns: 100)
    screen.didDraw()
    screen.handle(.wake)
    #expect(!screen.needsDraw)
    #expect(screen.tree.generation == tree + 1 && screen.detail.generation == detail + 1)
  }

  @Test func anotherProcessesWriteRefreshesExactlyThePanesShowingTheChangedRows() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    let database = try AppDatabase.open(path: path)
    try Importer.run(fixtureTree(), database: database)
    let screen = try makeScreen(database)
    screen.settle()
    _ = render(screen, rows: 24, columns: 100)
    #expect(screen.tree.selected?.title == "Home")
    let other = try DatabaseQueue(path: path)
    func generations() -> (Int, Int) { (screen.tree.generation, screen.detail.generation) }
    func otherWrites(_ sql: String) throws {
      try other.write { db in try db.execute(sql: sql) }
      // Another program's commit is looked for at most every 25 ms.
      Thread.sleep(forTimeInterval: 0.03)
      screen.handle(.wake)
    }
    // A row in the tree, not the one in the detail pane: the tree only.
    var before = generations()
    try otherWrites("UPDATE categories SET name = 'Office' WHERE name = 'Work'")
    #expect(generations() == (before.0 + 1, before.1))
    #expect(render(screen, rows: 24, columns: 100).text.contains("Office"))
    // The notes of the selected category: shown in the detail pane, not in the tree.
    before = generations()
    try otherWrites("UPDATE categories SET notes = 'Written elsewhere' WHERE name = 'Home'")
    #expect(generations() == (before.0, before.1 + 1))
    #expect(render(screen, rows: 24, columns: 100).text.contains("Written elsewhere"))
    // A row no pane shows: nothing refreshes, nothing is drawn.
    before = generations()
    screen.didDraw()
    try otherWrites("UPDATE items SET notes = 'unseen' WHERE title = 'Water roses'")
    #expect(generations() == before)
    #expect(!screen.needsDraw)
  }

  @Test func screenFollowsAnotherConnectionsWrite() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    let database = try AppDatabase.open(path: path)
    try Importer.run(fixtureTree(), database: database)
    let screen = try makeScreen(database)
    let surface = render(screen, rows: 12, columns: 80)
    #expect(surface.text.contains("Empty"))
    let other = try DatabaseQueue(path: path)
    try other.write { db in try db.execute(sql: "UPDATE categories SET name = 'Renamed elsewhere' WHERE name = 'Empty'")
    }
    screen.tick()
    let after = render(screen, rows: 12, columns: 80)
    #expect(after.text.contains("Renamed elsewhere"))
  }
}
