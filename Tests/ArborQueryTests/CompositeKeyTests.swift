import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// A primary key of several columns is a column group (`let id: ID` with `@Selection
// struct ID`): found, upserted, updated and deleted as a row value. The types are nested in
// a private one, as sync metadata is declared in the published library's users' code.

private enum Sync {
  @Table("records")
  struct Record: Identifiable {
    @Selection struct ID: Hashable {
      let zone: String
      let name: String
    }
    let id: ID
    var revision: Int
    @Selection struct ParentID: Hashable {
      let parentZone: String
      let parentName: String
    }
    var parentID: ParentID?
  }
}

private typealias Record = Sync.Record

@Suite struct CompositeKeyTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "records" (
            "zone" TEXT NOT NULL ON CONFLICT REPLACE DEFAULT 'default',
            "name" TEXT NOT NULL ON CONFLICT REPLACE DEFAULT 'unnamed',
            "revision" INTEGER NOT NULL,
            "parentZone" TEXT,
            "parentName" TEXT,
            PRIMARY KEY ("zone", "name")
          );
          INSERT INTO "records" VALUES ('a', 'x', 1, NULL, NULL), ('a', 'y', 2, 'a', 'x'), ('b', 'x', 3, 'a', 'y');
          """)
    }
  }

  @Test func aRowIsFoundByItsKeyOfTwoColumns() throws {
    assertQuery(
      Record.find(Record.ID(zone: "a", name: "y")).select { ($0.revision, $0.parentID.parentName) }, database: db
    ) {
      """
      SELECT "records"."revision", "records"."parentName"
      FROM "records"
      WHERE ("records"."zone", "records"."name") = (?, ?)
      -- 'a', 'y'
      """
    } results: {
      """
      ┌───┬─────┐
      │ 2 │ "x" │
      └───┴─────┘
      """
    }
    let several = try db.read {
      try Record.find([Record.ID(zone: "b", name: "x"), Record.ID(zone: "a", name: "x")]).order(by: \.revision)
        .fetchAll($0)
    }
    #expect(several.map(\.revision) == [1, 3])
    #expect(several.map(\.primaryKey) == [Record.ID(zone: "a", name: "x"), Record.ID(zone: "b", name: "x")])
    #expect(several[1].parentID == Record.ParentID(parentZone: "a", parentName: "y"))
    let none = try db.read { try Record.find(Record.ID(zone: "x", name: "a")).fetchAll($0) }
    #expect(none.isEmpty)
  }

  @Test func aDraftLeavesTheKeyToTheDatabase() throws {
    let insert = Record.insert { Record.Draft(revision: 9) }.returning(\.self)
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "records" ("zone", "name", "revision", "parentZone", "parentName")
      VALUES (?, ?, ?, ?, ?)
      RETURNING "records"."zone", "records"."name", "records"."revision", "records"."parentZone", "records"."parentName"
      -- NULL, NULL, 9, NULL, NULL
      """
    }
    let inserted = try db.write { try insert.fetchAll($0) }
    #expect(inserted.map(\.id) == [Record.ID(zone: "default", name: "unnamed")])
    #expect(inserted.map(\.parentID) == [nil])
  }

  @Test func anUpsertUpdatesTheRowOfTheSameKey() throws {
    let row = Record(
      id: Record.ID(zone: "a", name: "x"), revision: 7, parentID: Record.ParentID(parentZone: "b", parentName: "x"))
    assertQuery(Record.upsert { row }.returning { ($0.revision, $0.parentID.parentZone) }, database: db) {
      """
      INSERT INTO "records" ("zone", "name", "revision", "parentZone", "parentName")
      VALUES (?, ?, ?, ?, ?)
      ON CONFLICT ("zone", "name")
      DO UPDATE SET "revision" = "excluded"."revision", "parentZone" = "excluded"."parentZone", "parentName" = "excluded"."parentName"
      RETURNING "records"."revision", "records"."parentZone"
      -- 'a', 'x', 7, 'b', 'x'
      """
    } results: {
      """
      ┌───┬─────┐
      │ 7 │ "b" │
      └───┴─────┘
      """
    }
    let count = try db.read { try Record.count().fetchOne($0) }
    #expect(count == 3)
  }

  @Test func aRowIsUpdatedAndDeletedByItsKey() throws {
    var row = try #require(try db.read { try Record.find(Record.ID(zone: "b", name: "x")).fetchOne($0) })
    row.revision = 30
    row.parentID = nil
    try db.write { try Record.update(row).execute($0) }
    let updated = try db.read { try Record.order(by: \.revision).fetchAll($0) }
    #expect(updated.map(\.revision) == [1, 2, 30])
    #expect(updated.last?.parentID == nil)
    try db.write { try Record.delete(row).execute($0) }
    try db.write { try Record.delete().find(Record.ID(zone: "a", name: "x")).execute($0) }
    let left = try db.read { try Record.select(\.id).fetchAll($0) }
    #expect(left == [Record.ID(zone: "a", name: "y")])
  }
}
