import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

@Suite struct SchemaTests {
  /// arbor's table list, read from the `@Table` types (`NoteTables`), is what the
  /// migrations make: every table's stored columns, the id a rowid, an item's tags keyed
  /// by both their ids — so undo logs every column the file has.
  @Test func theTableTypesAreWhatTheMigrationsMake() throws {
    let database = try AppDatabase.inMemory()
    let fromSchema = try database.read { db in
      try NoteTables.names.map { name in try UndoHistory.table(named: name, db) }
    }
    #expect(NoteTables.names == ["categories", "items", "attachments", "tags", "itemTags"])
    for (declared, made) in zip(UndoHistory.tables, fromSchema) {
      #expect(declared.name == made.name)
      #expect(Set(declared.columns) == Set(made.columns), "\(declared.name)")
      if let key = declared.key {
        let madeKey: [String] = made.key ?? made.columns
        #expect(Set(key) == Set(madeKey), "\(declared.name)")
      } else {
        #expect(made.key == nil, "\(declared.name)")
      }
    }
    #expect(NoteTables.keyColumns("categories") == ["id"])
    #expect(NoteTables.keyColumns("itemTags") == ["itemID", "tagID"])
  }

  @Test func foreignKeysCascadeAndTheSearchIndexFollows() throws {
    let database = try fixtureDatabase()
    let home = try categoryID("Home", in: database)
    let indexRows = try database.read { db in try SearchEntry.count().fetchOne(db) ?? 0 }
    #expect(indexRows == 14)
    try database.write { db in try Category.find(home).delete().execute(db) }
    let remaining = try database.read { db in
      (
        try Category.count().fetchOne(db) ?? 0, try Item.count().fetchOne(db) ?? 0,
        try Attachment.count().fetchOne(db) ?? 0, try SearchEntry.count().fetchOne(db) ?? 0
      )
    }
    #expect(remaining.0 == 3)
    #expect(remaining.1 == 2)
    #expect(remaining.2 == 0)
    #expect(remaining.3 == 5)
  }

  @Test func itemSearchRowHoldsNotesAttachmentNotesAndTags() throws {
    let database = try fixtureDatabase()
    let bread = try itemID("Bake bread", in: database)
    let entry = try database.read { db in
      try SearchEntry.where { $0.rowid.eq(2 * bread + 1) }.fetchOne(db)
    }
    #expect(entry?.title == "Bake bread")
    #expect(entry?.body.contains("blue bowl") == true)
    #expect(entry?.body.contains("First loaf") == true)
    #expect(entry?.tags == "baking weekend")
    // Renaming a tag reaches the index through its trigger.
    try database.write { db in try Tag.where { $0.name.eq("weekend") }.update { $0.name = "saturday" }.execute(db) }
    let tags = try database.read { db in
      try SearchEntry.where { $0.rowid.eq(2 * bread + 1) }.select(\.tags).fetchOne(db)
    }
    #expect(tags == "baking saturday")
  }

  @Test func updatedAtIsKeptByTheDatabase() throws {
    let database = try fixtureDatabase()
    let roses = try categoryID("Roses", in: database)
    let old = Date(timeIntervalSince1970: 0)
    try database.write { db in
      try #sql("UPDATE \"categories\" SET \"updatedAt\" = \(old) WHERE \"id\" = \(roses)").execute(db)
      try Category.find(roses).update { $0.name = "Old roses" }.execute(db)
    }
    let category = try database.read { db in try Category.find(roses).fetchOne(db) }
    #expect(category?.name == "Old roses")
    #expect((category?.timestamps.updatedAt ?? old) > old.addingTimeInterval(1000))
  }

  @Test func constraintsRefuseEmptyNamesAndBadStatuses() throws {
    let database = try fixtureDatabase()
    #expect(throws: DatabaseError.self) {
      try database.write { db in
        try Category.insert { Category.Draft(parentID: nil, name: "", notes: "", position: 0, timestamps: .now()) }
          .execute(db)
      }
    }
    #expect(throws: DatabaseError.self) {
      try database.write { db in try #sql("UPDATE \"items\" SET \"status\" = 'someday'").execute(db) }
    }
  }

  @Test func refusesOtherProgramsDatabases() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("other.db").path
    let other = try DatabaseQueue(path: path)
    try other.write { db in try db.execute(sql: "CREATE TABLE invoices (id INTEGER PRIMARY KEY)") }
    #expect(throws: OpenError.self) { try AppDatabase.open(path: path) }
    let text = directory.appendingPathComponent("notes.txt").path
    _ = FileManager.default.createFile(atPath: text, contents: Data("hello, not sqlite at all, definitely not".utf8))
    #expect(throws: OpenError(description: "\(text) is not an SQLite database")) { try AppDatabase.open(path: text) }
    #expect(throws: OpenError.self) {
      try AppDatabase.open(path: directory.appendingPathComponent("missing.db").path, readOnly: true)
    }
  }

  @Test func readOnlyDatabasesRefuseWrites() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("a.db").path
    do {
      let database = try AppDatabase.open(path: path)
      try Importer.run(fixtureTree(), database: database)
    }
    let readOnly = try AppDatabase.open(path: path, readOnly: true)
    #expect(readOnly.isReadOnly)
    #expect(try readOnly.read { db in try Category.count().fetchOne(db) } == 8)
    #expect(throws: OpenError.self) { try readOnly.write { _ in } }
  }
}
