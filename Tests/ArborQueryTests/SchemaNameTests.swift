import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// A table in an attached database, named with its schema: every statement reaches that
// table and never the main database's table of the same name.

@Table("notes", schema: "archive")
private struct ArchivedNote: Equatable {
  let id: Int
  var body = ""
}

@Table("notes")
private struct CurrentNote: Equatable {
  let id: Int
  var body = ""
}

@Suite struct SchemaNameTests {
  @Test func everyStatementNamesTheSchema() throws {
    let db = try DatabaseQueue()
    try db.writeWithoutTransaction { db in
      try db.execute(sql: "ATTACH DATABASE ':memory:' AS archive")
      try db.execute(sql: #"CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "body" TEXT NOT NULL)"#)
      try db.execute(sql: #"CREATE TABLE "archive"."notes" ("id" INTEGER PRIMARY KEY, "body" TEXT NOT NULL)"#)
      try CurrentNote.insert { CurrentNote(id: 1, body: "current") }.execute(db)
    }
    assertInlineSnapshot(of: ArchivedNote.insert { ArchivedNote.Draft(body: "old") }, as: .sql) {
      """
      INSERT INTO "archive"."notes" ("body")
      VALUES (?)
      -- 'old'
      """
    }
    try db.write { db in
      try ArchivedNote.insert { ArchivedNote.Draft(body: "old") }.execute(db)
      try ArchivedNote.insert { ArchivedNote.Draft(body: "older") }.execute(db)
      try ArchivedNote.where { $0.body.eq("older") }.update { $0.body = "oldest" }.execute(db)
      try ArchivedNote.where { $0.body.eq("old") }.delete().execute(db)
    }
    assertQuery(ArchivedNote.all, database: db) {
      """
      SELECT "notes"."id", "notes"."body"
      FROM "archive"."notes"
      """
    } results: {
      """
      ┌──────────────────┐
      │ ArchivedNote(    │
      │   id: 2,         │
      │   body: "oldest" │
      │ )                │
      └──────────────────┘
      """
    }
    let current = try db.read { try CurrentNote.all.fetchAll($0) }
    #expect(current == [CurrentNote(id: 1, body: "current")])
  }
}
