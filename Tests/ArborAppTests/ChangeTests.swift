import ArborApp
import ArborCore
import ArborDB
import Foundation
import Testing

@Suite struct ChangeTests {
  @Test func observerReportsCommittedChangesOnly() throws {
    let database = try fixtureDatabase()
    let observer = ChangeObserver()
    database.writer?.add(transactionObserver: observer, extent: .observerLifetime)
    let roses = try categoryID("Roses", in: database)
    try database.write { db in try Category.find(roses).update { $0.name = "Red roses" }.execute(db) }
    #expect(observer.take())
    #expect(!observer.take())
    struct Abort: Error {}
    _ = try? database.write { db in
      try Category.find(roses).update { $0.name = "Gone" }.execute(db)
      throw Abort()
    }
    #expect(!observer.take())
    // A transaction that changes nothing is not a change.
    try database.write { db in try Category.where { $0.id.eq(-1) }.update { $0.name = "none" }.execute(db) }
    #expect(!observer.take())
    // Any table counts, including one no pane was written for.
    try database.write { db in try db.execute(sql: "CREATE TABLE later (x); INSERT INTO later VALUES (1)") }
    #expect(observer.take())
  }

  @Test func anotherProcessWritingIsNoticed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    let database = try AppDatabase.open(path: path)
    try Importer.run(fixtureTree(), database: database)
    let monitor = ExternalChangeMonitor(database: database)
    #expect(!monitor.poll())
    // Our own writes are the observer's business, not the monitor's.
    try database.write { db in try Category.where { $0.name.eq("Empty") }.update { $0.notes = "ours" }.execute(db) }
    #expect(!monitor.poll())
    let other = try DatabaseQueue(path: path)
    try other.write { db in try db.execute(sql: "UPDATE categories SET name = 'Theirs' WHERE name = 'Empty'") }
    #expect(monitor.poll())
    #expect(!monitor.poll())
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
    try other.write { db in try db.execute(sql: "UPDATE categories SET name = 'Renamed elsewhere' WHERE name = 'Empty'") }
    screen.tick()
    let after = render(screen, rows: 12, columns: 80)
    #expect(after.text.contains("Renamed elsewhere"))
  }
}
