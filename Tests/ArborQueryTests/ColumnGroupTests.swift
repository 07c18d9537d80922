import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Selection
struct Timestamps: Equatable {
  let createdAt: Date
  let updatedAt: Date?
}

@Table
struct Note: Identifiable, Equatable {
  let id: Int
  var title = ""
  let timestamps: Timestamps
}

@Suite struct ColumnGroupTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "notes" (
          "id" INTEGER PRIMARY KEY,
          "title" TEXT NOT NULL DEFAULT '',
          "createdAt" TEXT NOT NULL,
          "updatedAt" TEXT
        ) STRICT
        """
      ).execute(db)
      try Note.insert {
        Note.Draft(title: "a", timestamps: Timestamps(createdAt: date(2024, 1, 1), updatedAt: nil))
        Note.Draft(title: "b", timestamps: Timestamps(createdAt: date(2024, 2, 1), updatedAt: date(2024, 3, 1)))
      }.execute(db)
    }
  }

  @Test func groupsAreFlattenedColumns() throws {
    #expect(Note.TableColumns.columnNames == ["id", "title", "createdAt", "updatedAt"])
    assertInlineSnapshot(of: Note.all, as: .sql) {
      """
      SELECT "notes"."id", "notes"."title", "notes"."createdAt", "notes"."updatedAt"
      FROM "notes"
      """
    }
    let notes = try db.read { try Note.all.fetchAll($0) }
    #expect(notes.map(\.timestamps.createdAt) == [date(2024, 1, 1), date(2024, 2, 1)])
    #expect(notes[1].timestamps.updatedAt == date(2024, 3, 1))
  }

  /// A group's fields are assigned one by one, read back from the row, or the group
  /// assigned whole; a later assignment to a field wins.
  @Test func fieldsOfAGroupAreAssignedInAnUpdate() throws {
    let stamp = Note.where { $0.id.eq(1) }.update {
      $0.timestamps.updatedAt = #bind(date(2025, 5, 5))
      $0.title = "stamped"
    }
    assertInlineSnapshot(of: stamp, as: .sql) {
      """
      UPDATE "notes"
      SET "updatedAt" = ?, "title" = ?
      WHERE "notes"."id" = ?
      -- '2025-05-05 00:00:00.000', 'stamped', 1
      """
    }
    try db.write { db in
      try stamp.execute(db)
      try Note.where { $0.id.eq(2) }.update {
        $0.timestamps.updatedAt = $0.timestamps.createdAt
        $0.timestamps.createdAt = #bind(date(2020, 1, 1))
      }.execute(db)
      // A plain value, as the row's own type holds it.
      let created = date(2020, 1, 1)
      try Note.where { $0.id.eq(2) }.update { $0.timestamps.createdAt = created }.execute(db)
    }
    let notes = try db.read { try Note.order(by: \.id).fetchAll($0) }
    #expect(notes.map(\.title) == ["stamped", "b"])
    #expect(
      notes.map(\.timestamps) == [
        Timestamps(createdAt: date(2024, 1, 1), updatedAt: date(2025, 5, 5)),
        Timestamps(createdAt: date(2020, 1, 1), updatedAt: date(2024, 2, 1)),
      ])
    try db.write { db in
      try Note.where { $0.id.eq(1) }.update {
        $0.timestamps = Timestamps(createdAt: date(2021, 1, 1), updatedAt: nil)
      }.execute(db)
    }
    #expect(
      try db.read { try Note.find(1).fetchOne($0) }?.timestamps
        == Timestamps(createdAt: date(2021, 1, 1), updatedAt: nil))
  }
}

@Selection
struct NoteRow: Equatable {
  let title: String
  let timestamps: Timestamps
}

extension ColumnGroupTests {
  @Test func fieldsAndWholeGroupsInQueries() throws {
    let cutoff = date(2024, 1, 15)
    let byField = Note.where { $0.timestamps.createdAt <= cutoff }
    assertInlineSnapshot(of: byField, as: .sql) {
      """
      SELECT "notes"."id", "notes"."title", "notes"."createdAt", "notes"."updatedAt"
      FROM "notes"
      WHERE "notes"."createdAt" <= ?
      -- '2024-01-15 00:00:00.000'
      """
    }
    #expect(try db.read { try byField.fetchAll($0) }.map(\.title) == ["a"])

    let whole = Note.where { $0.timestamps <= Timestamps(createdAt: date(2024, 2, 1), updatedAt: date(2024, 3, 1)) }
    assertInlineSnapshot(of: whole, as: .sql) {
      """
      SELECT "notes"."id", "notes"."title", "notes"."createdAt", "notes"."updatedAt"
      FROM "notes"
      WHERE ("notes"."createdAt", "notes"."updatedAt") <= (?, ?)
      -- '2024-02-01 00:00:00.000', '2024-03-01 00:00:00.000'
      """
    }
    // Row values compare element by element: "a" is earlier in its first column.
    #expect(try db.read { try whole.fetchAll($0) }.map(\.title) == ["a", "b"])

    let rows = Note.order(by: \.id).select { NoteRow.Columns(title: $0.title, timestamps: $0.timestamps) }
    assertInlineSnapshot(of: rows, as: .sql) {
      """
      SELECT "notes"."title" AS "title", "notes"."createdAt", "notes"."updatedAt"
      FROM "notes"
      ORDER BY "notes"."id"
      """
    }
    let fetched = try db.read { try rows.fetchAll($0) }
    #expect(
      fetched.last
        == NoteRow(title: "b", timestamps: Timestamps(createdAt: date(2024, 2, 1), updatedAt: date(2024, 3, 1))))

    let ordered = Note.order { $0.timestamps.updatedAt.desc(nulls: .last) }.select(\.title)
    #expect(try db.read { try ordered.fetchAll($0) } == ["b", "a"])
  }
}

@Selection
struct Review: Equatable {
  let reviewer: String
  let reviewedAt: Date?
}

/// A table with an optional column group: all of its columns NULL means "no review".
@Table
struct Manuscript: Identifiable, Equatable {
  let id: Int
  var title = ""
  var review: Review?
}

@Suite struct OptionalColumnGroupTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "manuscripts" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "reviewer" TEXT, "reviewedAt" TEXT) STRICT
        """
      ).execute(db)
      try Manuscript.insert {
        Manuscript.Draft(title: "unreviewed", review: nil)
        Manuscript.Draft(title: "reviewed", review: Review(reviewer: "ana", reviewedAt: date(2024, 5, 1)))
        Manuscript.Draft(title: "undated", review: Review(reviewer: "ben", reviewedAt: nil))
      }.execute(db)
    }
  }

  @Test func fieldsOfAnOptionalGroupAreOptionalColumns() throws {
    let byReviewer = Manuscript.where { $0.review.reviewer.eq("ana") }.select {
      ($0.title, $0.review.reviewer, $0.review.reviewedAt)
    }
    assertInlineSnapshot(of: byReviewer, as: .sql) {
      """
      SELECT "manuscripts"."title", "manuscripts"."reviewer", "manuscripts"."reviewedAt"
      FROM "manuscripts"
      WHERE "manuscripts"."reviewer" = ?
      -- 'ana'
      """
    }
    let rows = try db.read { try byReviewer.fetchAll($0) }
    #expect(rows.count == 1)
    #expect(rows[0].1 == "ana")
    #expect(rows[0].2 == date(2024, 5, 1))
    let unreviewed = Manuscript.where { $0.review.reviewer.is(nil) }.select(\.title)
    #expect(try db.read { try unreviewed.fetchAll($0) } == ["unreviewed"])
    let ordered = Manuscript.order { $0.review.reviewer.desc(nulls: .last) }.select(\.title)
    #expect(try db.read { try ordered.fetchAll($0) } == ["undated", "reviewed", "unreviewed"])
    let loaded = try db.read { try Manuscript.order(by: \.id).fetchAll($0) }
    #expect(
      loaded.map(\.review) == [
        nil, Review(reviewer: "ana", reviewedAt: date(2024, 5, 1)), Review(reviewer: "ben", reviewedAt: nil),
      ])
  }
}

@Selection
private struct Tally: Equatable {
  var done = 0
  var open: Int?
}

@Table
private struct Board: Equatable {
  let id: Int
  var tally: Tally
}

@Suite struct GroupFieldUpdateTests {
  /// Fields declared `var` are assigned through the group too, not taken for the row's own
  /// properties: plain values, bound values into optional fields, updates in place.
  @Test func mutableFieldsOfAGroup() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "boards" ("id" INTEGER PRIMARY KEY, "done" INTEGER NOT NULL, "open" INTEGER)"#).execute(
        db)
      try Board.insert { Board(id: 1, tally: Tally(done: 1, open: nil)) }.execute(db)
      let count = 5
      try Board.update {
        $0.tally.done = count
        $0.tally.open = #bind(count)
      }.execute(db)
      try Board.update { $0.tally.done += 1 }.execute(db)
    }
    #expect(try db.read { try Board.find(1).fetchOne($0) } == Board(id: 1, tally: Tally(done: 6, open: 5)))
    // A whole group still takes a value, but never nil.
    try db.write { try Board.update { $0.tally = Tally(done: 0, open: nil) }.execute($0) }
    #expect(try db.read { try Board.find(1).fetchOne($0) } == Board(id: 1, tally: Tally(done: 0, open: nil)))
    #expect(throws: (any Error).self) {
      try db.write { try Board.update { $0.tally = nil }.execute($0) }
    }
  }
}
