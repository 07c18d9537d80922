import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// `insert { columns } values: { rows }` and `select:`, the published library's inserts of
// named columns.

@Suite struct InsertColumnsTests {
  let db = try! eventsDatabase()

  @Test func valuesOfNamedColumns() throws {
    let insert = Event.insert {
      ($0.id, $0.title, $0.startsAt, $0.kind, $0.homepage)
    } values: {
      (3, "Review", Date(timeIntervalSince1970: 0), .trip, URL(string: "https://x.example")!)
      (#sql("4"), #sql("'Retro'"), #sql("'1970-01-02 00:00:00.000'"), #sql("'meeting'"), #sql("'https://y.example'"))
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "events" ("id", "title", "startsAt", "kind", "homepage")
      VALUES (?, ?, ?, ?, ?), (4, 'Retro', '1970-01-02 00:00:00.000', 'meeting', 'https://y.example')
      -- 3, 'Review', '1970-01-01 00:00:00.000', 'trip', 'https://x.example'
      """
    }
    try db.write { db in
      try insert.execute(db)
    }
    assertQuery(Event.order(by: \.id).select { ($0.id, $0.title, $0.kind) }, database: db) {
      """
      SELECT "events"."id", "events"."title", "events"."kind"
      FROM "events"
      ORDER BY "events"."id"
      """
    } results: {
      """
      ┌───┬───────────────┬───────────────────┐
      │ 1 │ "  Kickoff  " │ EventKind.meeting │
      │ 2 │ "Trip"        │ EventKind.trip    │
      │ 3 │ "Review"      │ EventKind.trip    │
      │ 4 │ "Retro"       │ EventKind.meeting │
      └───┴───────────────┴───────────────────┘
      """
    }
  }

  @Test func oneColumnByKeyPathAndUpsert() throws {
    assertQuery(
      Event.insert(\.title) { "ignored" }.returning(\.title),
      database: db
    ) {
      """
      INSERT INTO "events" ("title")
      VALUES (?)
      RETURNING "events"."title"
      -- 'ignored'
      """
    } results: {
      """
      ┌───────────┐
      │ "ignored" │
      └───────────┘
      """
    }
    let upsert = Event.insert {
      ($0.id, $0.title)
    } values: {
      (1, "Kickoff again")
    } onConflictDoUpdate: {
      $0.title += " (moved)"
    }
    assertInlineSnapshot(of: upsert, as: .sql) {
      """
      INSERT INTO "events" ("id", "title")
      VALUES (?, ?)
      ON CONFLICT
      DO UPDATE SET "title" = "events"."title" || ?
      -- 1, 'Kickoff again', ' (moved)'
      """
    }
    try db.write { try upsert.execute($0) }
    #expect(try db.read { try Event.find(1).select(\.title).fetchOne($0) } == "  Kickoff   (moved)")
  }

  /// The published library's trailing closures: a conflict target, then the updates,
  /// seeing the refused row as `$1` (SQLite's `excluded`) or not at all.
  @Test func onConflictTargetAndDoUpdateClosures() throws {
    let renamed = Event.insert {
      ($0.id, $0.title)
    } values: {
      (1, "Kickoff again")
    } onConflict: {
      $0.id
    } doUpdate: {
      $0.title = $1.title + "!"
    }
    assertInlineSnapshot(of: renamed, as: .sql) {
      """
      INSERT INTO "events" ("id", "title")
      VALUES (?, ?)
      ON CONFLICT ("id")
      DO UPDATE SET "title" = "excluded"."title" || ?
      -- 1, 'Kickoff again', '!'
      """
    }
    try db.write { try renamed.execute($0) }
    #expect(try db.read { try Event.find(1).select(\.title).fetchOne($0) } == "Kickoff again!")

    let marked = Event.insert {
      ($0.id, $0.title)
    } select: {
      Event.select { ($0.id, $0.title) }
    } onConflict: {
      $0.id
    } doUpdate: {
      $0.title += "?"
    }
    assertInlineSnapshot(of: marked, as: .sql) {
      """
      INSERT INTO "events" ("id", "title")
      SELECT "events"."id", "events"."title"
      FROM "events"
      WHERE 1
      ON CONFLICT ("id")
      DO UPDATE SET "title" = "events"."title" || ?
      -- '?'
      """
    }
    try db.write { try marked.execute($0) }
    let titles = try db.read { try Event.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(titles.allSatisfy { $0.hasSuffix("?") } && titles.first == "Kickoff again!?")
  }

  @Test func valuesFromASelect() throws {
    let copy = Event.insert {
      ($0.id, $0.title)
    } select: {
      Event.where { $0.id.eq(2) }.select { ($0.id + 10, $0.title.upper()) }
    }
    assertInlineSnapshot(of: copy, as: .sql) {
      """
      INSERT INTO "events" ("id", "title")
      SELECT "events"."id" + ?, upper("events"."title")
      FROM "events"
      WHERE "events"."id" = ?
      -- 10, 2
      """
    }
    try db.write { try copy.execute($0) }
    let titles = try db.read { try Event.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(titles == ["  Kickoff  ", "Trip", "TRIP"])
  }

  /// `select:` takes `Values(…)` and selects combined by `union`; before an upsert, a
  /// select whose FROM would take the `ON` is given a WHERE of its own — before its ORDER
  /// BY, and around a compound, whose last select may have one already.
  @Test func valuesAndCompoundSelectsFillColumns() throws {
    let one = Event.insert {
      ($0.id, $0.title)
    } select: {
      Values(7, "Seven")
    }
    let first = Event.where { $0.id.eq(1) }.select { ($0.id + 20, $0.title.trim()) }
    let second = Event.where { $0.id.eq(2) }.select { ($0.id + 20, $0.title) }
    let both = Event.insert {
      ($0.id, $0.title)
    } select: {
      first.union(second)
    } onConflict: {
      $0.id
    } doUpdate: {
      $0.title += "!"
    }
    let ordered = Event.insert {
      ($0.id, $0.title)
    } select: {
      Event.order(by: \.id).select { ($0.id + 20, $0.title) }
    } onConflict: {
      $0.id
    } doUpdate: {
      $0.title += "?"
    }
    assertInlineSnapshot(of: both, as: .sql) {
      """
      INSERT INTO "events" ("id", "title")
      SELECT *
      FROM (SELECT "events"."id" + ?, trim("events"."title") FROM "events" WHERE "events"."id" = ? UNION SELECT "events"."id" + ?, "events"."title" FROM "events" WHERE "events"."id" = ?)
      WHERE 1
      ON CONFLICT ("id")
      DO UPDATE SET "title" = "events"."title" || ?
      -- 20, 1, 20, 2, '!'
      """
    }
    assertInlineSnapshot(of: ordered, as: .sql) {
      """
      INSERT INTO "events" ("id", "title")
      SELECT "events"."id" + ?, "events"."title"
      FROM "events"
      WHERE 1
      ORDER BY "events"."id"
      ON CONFLICT ("id")
      DO UPDATE SET "title" = "events"."title" || ?
      -- 20, '?'
      """
    }
    try db.write { db in
      try one.execute(db)
      try both.execute(db)
      try both.execute(db)
      try ordered.execute(db)
    }
    let rows = try db.read { try Event.where { $0.id > 2 }.order(by: \.id).select { ($0.id, $0.title) }.fetchAll($0) }
    // The ordered copy read every event, those just made too: 21 and 22 met again, 27,
    // 41 and 42 new.
    #expect(rows.map(\.0) == [7, 21, 22, 27, 41, 42])
    #expect(rows.map(\.1) == ["Seven", "Kickoff!?", "Trip!?", "Seven", "Kickoff!", "Trip!"])
  }

  /// Rows of expressions, `Event.Columns(…)`: every column written, fields left out take
  /// their Swift defaults.
  @Test func rowsOfExpressions() throws {
    let insert = Event.insert {
      Event.Columns(id: 30, title: #sql("upper('gala')"))
      Event.Columns(id: 31, title: "Fair", tags: #bind(["x", "y"]))
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "events" ("id", "title", "startsAt", "kind", "homepage", "score", "tags", "loggedAt", "observedAt", "confirmedAt", "token", "counts")
      VALUES (?, upper('gala'), ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)
      -- 30, '1970-01-01 00:00:00.000', 'meeting', 'https://example.com', 0.5, '[]', 0, 2440587.5, '0B6E1A70-3C1E-4F51-9C43-7F0F5D2A9E11', '{}', 31, 'Fair', '1970-01-01 00:00:00.000', 'meeting', 'https://example.com', 0.5, '["x","y"]', 0, 2440587.5, '0B6E1A70-3C1E-4F51-9C43-7F0F5D2A9E11', '{}'
      """
    }
    try db.write { try insert.execute($0) }
    let rows = try db.read { try Event.where { $0.id >= 30 }.order(by: \.id).fetchAll($0) }
    #expect(rows == [Event(id: 30, title: "GALA"), Event(id: 31, title: "Fair", tags: ["x", "y"])])
  }

  @Test func anEmptyValuesListInsertsNothing() throws {
    let none = Event.insert(\.title) { for title in [String]() { title } }
    #expect(none.query.sql.isEmpty)
    try db.write { try none.execute($0) }
    // An empty array of rows, its type unsaid.
    let noRows = Event.insert { [] }
    #expect(noRows.query.sql.isEmpty)
    let before = try db.read { try Event.count().fetchOne($0) }
    try db.write { try noRows.execute($0) }
    #expect(try db.read { try Event.count().fetchOne($0) } == before)
    // Rows of the table's type in an array still go through the rows builder.
    let two = Event.insert { [Event(id: 90, title: "a"), Event(id: 91, title: "b")] }
    try db.write { try two.execute($0) }
    #expect(try db.read { try Event.count().fetchOne($0) } == (before ?? 0) + 2)
  }

  /// A column stored through a representation takes the Swift value it stands for:
  /// `values: { ["Hello", "World"] }` into a `[String].JSONRepresentation` column.
  @Test func aRepresentedColumnTakesItsSwiftValue() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "jottings" ("id" INTEGER PRIMARY KEY, "lines" TEXT NOT NULL)"#).execute(db)
      try Jotting.insert {
        $0.lines
      } values: {
        ["Hello", "World"]
      }.execute(db)
    }
    let jottings = try db.read { try Jotting.all.fetchAll($0) }
    #expect(jottings == [Jotting(id: 1, lines: ["Hello", "World"])])
  }

  /// The table itself as the columns takes whole rows; a column group takes group values.
  @Test func wholeRowsAndGroupsAsTheValues() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "jottings" ("id" INTEGER PRIMARY KEY, "lines" TEXT NOT NULL)"#).execute(db)
      try #sql(
        #"CREATE TABLE "parcels" ("id" INTEGER PRIMARY KEY, "isLost" INTEGER NOT NULL, "isLate" INTEGER NOT NULL)"#
      )
      .execute(db)
    }
    let rows = Jotting.insert {
      $0
    } values: {
      Jotting(id: 7, lines: ["a"])
      Jotting(id: 8, lines: [])
    }
    assertInlineSnapshot(of: rows, as: .sql) {
      """
      INSERT INTO "jottings" ("id", "lines")
      VALUES (?, ?), (?, ?)
      -- 7, '["a"]', 8, '[]'
      """
    }
    try db.write { db in
      try rows.execute(db)
      try Parcel.insert {
        $0.state
      } values: {
        ParcelState(isLost: true, isLate: false)
      }.execute(db)
    }
    #expect(
      try db.read { try Jotting.order(by: \.id).fetchAll($0) } == [
        Jotting(id: 7, lines: ["a"]), Jotting(id: 8, lines: []),
      ])
    #expect(
      try db.read { try Parcel.all.fetchAll($0) } == [Parcel(id: 1, state: ParcelState(isLost: true, isLate: false))])
  }
}

@Selection
private struct ParcelState: Equatable {
  var isLost = false
  var isLate = false
}

@Table
private struct Parcel: Equatable {
  let id: Int
  var state: ParcelState
}

@Table
private struct Jotting: Equatable {
  let id: Int
  @Column(as: [String].JSONRepresentation.self)
  var lines: [String] = []
}
