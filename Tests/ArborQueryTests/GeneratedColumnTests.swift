import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// Columns SQLite computes (`@Column(generated:)`) are read like any other and never
// written; a lazily initializable column (`@Column(lazyInitializable: true)`) may be left
// unset in a draft, for the database to fill.

/// A generated column before the primary key, so the written columns' positions differ
/// from the read ones'; a stored and a virtual one; a column a trigger fills when a draft
/// leaves it unset.
@Table private struct Reading {
  @Column(generated: .virtual)
  let caption: String
  let id: Int
  var celsius: Double
  @Column(generated: .stored)
  let fahrenheit: Double
  @Column(lazyInitializable: true)
  var sensor: String
}

@Suite struct GeneratedColumnTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "readings" (
            "caption" TEXT AS ('reading ' || "id" || ': ' || "celsius") VIRTUAL,
            "id" INTEGER PRIMARY KEY,
            "celsius" REAL NOT NULL,
            "fahrenheit" REAL AS ("celsius" * 9 / 5 + 32) STORED,
            "sensor" TEXT
          );
          CREATE TRIGGER "readings_sensor" AFTER INSERT ON "readings" WHEN NEW."sensor" IS NULL BEGIN
            UPDATE "readings" SET "sensor" = 'unnamed' WHERE "id" = NEW."id";
          END;
          """)
    }
  }

  @Test func draftsWriteOnlyTheColumnsSQLiteTakes() throws {
    let insert = Reading.insert {
      Reading.Draft(celsius: 100)
      Reading.Draft(celsius: -40, sensor: "roof")
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "readings" ("celsius", "sensor")
      VALUES (?, ?), (?, ?)
      -- 100.0, NULL, -40.0, 'roof'
      """
    }
    try db.write { try insert.execute($0) }
    assertQuery(Reading.order(by: \.id), database: db) {
      """
      SELECT "readings"."caption", "readings"."id", "readings"."celsius", "readings"."fahrenheit", "readings"."sensor"
      FROM "readings"
      ORDER BY "readings"."id"
      """
    } results: {
      """
      ┌────────────────────────────────┐
      │ Reading(                       │
      │   caption: "reading 1: 100.0", │
      │   id: 1,                       │
      │   celsius: 100.0,              │
      │   fahrenheit: 212.0,           │
      │   sensor: "unnamed"            │
      │ )                              │
      ├────────────────────────────────┤
      │ Reading(                       │
      │   caption: "reading 2: -40.0", │
      │   id: 2,                       │
      │   celsius: -40.0,              │
      │   fahrenheit: -40.0,           │
      │   sensor: "roof"               │
      │ )                              │
      └────────────────────────────────┘
      """
    }
    // A draft read back holds only what it writes.
    let drafts = try db.read { try Reading.Draft.order(by: \.id).fetchAll($0) }
    #expect(drafts.map(\.celsius) == [100, -40])
    #expect(drafts.map(\.sensor) == ["unnamed", "roof"])
    #expect(drafts.map(\.id) == [1, 2])
  }

  @Test func aWholeRowIsInsertedAndUpdatedWithoutItsGeneratedColumns() throws {
    let row = Reading(caption: "ignored", id: 7, celsius: 20, fahrenheit: 0, sensor: "cellar")
    let insert = Reading.insert { row }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "readings" ("id", "celsius", "sensor")
      VALUES (?, ?, ?)
      -- 7, 20.0, 'cellar'
      """
    }
    try db.write { try insert.execute($0) }
    var stored = try #require(try db.read { try Reading.find(7).fetchOne($0) })
    #expect(stored.fahrenheit == 68 && stored.caption == "reading 7: 20.0")
    stored.celsius = 30
    let update = Reading.update(stored)
    assertInlineSnapshot(of: update, as: .sql) {
      """
      UPDATE "readings"
      SET "celsius" = ?, "sensor" = ?
      WHERE "readings"."id" = ?
      -- 30.0, 'cellar', 7
      """
    }
    try db.write { try update.execute($0) }
    assertQuery(Reading.where { $0.fahrenheit > 80 }.select { ($0.id, $0.fahrenheit, $0.caption) }, database: db) {
      """
      SELECT "readings"."id", "readings"."fahrenheit", "readings"."caption"
      FROM "readings"
      WHERE "readings"."fahrenheit" > ?
      -- 80.0
      """
    } results: {
      """
      ┌───┬──────┬───────────────────┐
      │ 7 │ 86.0 │ "reading 7: 30.0" │
      └───┴──────┴───────────────────┘
      """
    }
  }

  @Test func upsertsAndPreparedInsertsSkipGeneratedColumns() throws {
    let upsert = Reading.upsert { Reading.Draft(id: 3, celsius: 0, sensor: "shed") }
    assertInlineSnapshot(of: upsert, as: .sql) {
      """
      INSERT INTO "readings" ("id", "celsius", "sensor")
      VALUES (?, ?, ?)
      ON CONFLICT ("id")
      DO UPDATE SET "celsius" = "excluded"."celsius", "sensor" = "excluded"."sensor"
      -- 3, 0.0, 'shed'
      """
    }
    try db.write { db in
      try upsert.execute(db)
      try Reading.upsert { Reading.Draft(id: 3, celsius: 10, sensor: "shed") }.execute(db)
      let prepared = try Reading.preparedInsert(of: Reading.Draft.self, db)
      try prepared.execute(Reading.Draft(celsius: 5))
      try prepared.execute(Reading.Draft(id: 9, celsius: 15, sensor: "porch"))
      let rows = try Reading.preparedInsert(of: Reading.self, db)
      try rows.execute(Reading(caption: "", id: 20, celsius: 25, fahrenheit: -1, sensor: "attic"))
    }
    let rows = try db.read { try Reading.order(by: \.id).select { ($0.id, $0.fahrenheit, $0.sensor) }.fetchAll($0) }
    #expect(rows.map(\.0) == [3, 4, 9, 20])
    #expect(rows.map(\.1) == [50, 41, 59, 77])
    #expect(rows.map(\.2) == ["shed", "unnamed", "porch", "attic"])
  }
}

// A generated column inside a column group: read with the group, never written.
@Selection
private struct Stamps {
  var createdAt: Date
  var deletedAt: Date?
  @Column(generated: .virtual)
  let isDeleted: Bool
}

@Table("stampedRows")
private struct StampedRow: Equatable {
  let id: Int
  var stamps: Stamps
}

extension Stamps: Equatable {}

@Suite struct GeneratedColumnInGroupTests {
  @Test func aGroupsGeneratedFieldIsReadButNeverWritten() throws {
    let db = try DatabaseQueue()
    let epoch = Date(timeIntervalSince1970: 0)
    let rows = try db.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "stampedRows" (
            "id" INTEGER PRIMARY KEY, "createdAt" TEXT NOT NULL, "deletedAt" TEXT,
            "isDeleted" INTEGER AS ("deletedAt" IS NOT NULL))
          """)
      let inserted =
        try StampedRow.insert { StampedRow.Draft(stamps: Stamps(createdAt: epoch, deletedAt: nil, isDeleted: true)) }
        .returning(\.self).fetchAll(db)
        + StampedRow.insert { StampedRow(id: 5, stamps: Stamps(createdAt: epoch, deletedAt: epoch, isDeleted: false)) }
        .returning(\.self).fetchAll(db)
      try StampedRow.find(1).update { $0.stamps.deletedAt = #bind(epoch) }.execute(db)
      try StampedRow.upsert { StampedRow(id: 5, stamps: Stamps(createdAt: epoch, deletedAt: nil, isDeleted: true)) }
        .execute(db)
      return (inserted, try StampedRow.order(by: \.id).fetchAll(db))
    }
    #expect(rows.0.map(\.stamps.isDeleted) == [false, true])
    #expect(rows.1.map(\.stamps.isDeleted) == [true, false])
    #expect(StampedRow.TableColumns.writableColumnNames == ["id", "createdAt", "deletedAt"])
  }
}
