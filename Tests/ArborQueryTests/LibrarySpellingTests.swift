import ArborDB
import ArborQueryTestSupport
import Foundation
import GRDB
import InlineSnapshotTesting
import Testing

// The published library's spellings, each run on a real database: code written against
// it compiles here with its import changed, and gives the same rows.

@Suite struct LibrarySpellingTests {
  let db = try! eventsDatabase()

  /// `Row.Columns(…)` may leave out a field with a default value (bound through its
  /// representation) or an optional one (NULL): every such field reads back as a row made
  /// in Swift with the same defaults.
  @Test func columnsLeaveOutDefaultsAndOptionals() throws {
    let rows = try db.read { db in
      try Event.order(by: \.id).select { Event.Columns(id: $0.id, title: $0.title) }.fetchAll(db)
    }
    #expect(rows.map(\.id) == [1, 2])
    #expect(rows[1] == Event(id: 2, title: "Trip"))
    let literal = try db.read { db in
      try Event.limit(1).select { _ in
        Event.Columns(id: 9, score: 3, confirmedAt: #bind(Date(timeIntervalSince1970: 20 * day)))
      }.fetchOne(db)
    }
    #expect(literal == Event(id: 9, score: 3, confirmedAt: Date(timeIntervalSince1970: 20 * day)))
  }

  @Test func aDefaultMayNameTheRowsOwnStatics() throws {
    let row = try db.read { db in
      try Event.where { $0.id.eq(2) }.select { Stamped.Columns(title: $0.title) }.fetchOne(db)
    }
    #expect(row == Stamped(startsAt: Stamped.epoch, title: "Trip"))
  }

  @Test func typesInferredFromDefaultValuesRoundTrip() throws {
    let events = try db.read { try Event.order(by: \.id).fetchAll($0) }
    #expect(events.count == 2)
    #expect(events[0].tags == ["a", "b"])
    #expect(events[0].loggedAt == Date(timeIntervalSince1970: 20_010 * day))
    #expect(abs(events[0].observedAt.timeIntervalSince1970 - 20_020 * day) < 0.001)
    #expect(events[0].confirmedAt == Date(timeIntervalSince1970: 20_030 * day))
    #expect(events[0].counts == ["x": 1])
    #expect(events[1] == Event(id: 2, title: "Trip", kind: .trip, score: -2.25))
    // Stored as the representations say: upper-case UUID text, JSON text (no JSONB on
    // SQLite 3.40.1), seconds, Julian days.
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    assertQuery(
      #sql(
        """
        SELECT "token", "counts", typeof("loggedAt"), typeof("observedAt") FROM "events" WHERE "id" = 1
        """, as: String.self),
      execute: { query in
        try db.read { db in
          try Row.fetchAll(db, sql: query.query.sql).map { row in (0..<row.count).map { "\(row[$0]!)" } }
        }
      }
    ) {
      """
      SELECT "token", "counts", typeof("loggedAt"), typeof("observedAt")
      FROM "events"
      WHERE "id" = 1
      """
    } results: {
      """
      ┌────────────────────────────────────────────────┐
      │ [                                              │
      │   [0]: "0B6E1A70-3C1E-4F51-9C43-7F0F5D2A9E11", │
      │   [1]: #"{"x":1}"#,                            │
      │   [2]: "integer",                              │
      │   [3]: "real"                                  │
      │ ]                                              │
      └────────────────────────────────────────────────┘
      """
    }
  }

  @Test func tableColumnsBuildAWholeRow() throws {
    let rows = try db.read {
      try Event.where { $0.id.eq(2) }.select {
        Event.Columns(
          id: $0.id, title: $0.title.upper(), startsAt: $0.startsAt, kind: $0.kind, homepage: $0.homepage,
          score: $0.score, tags: $0.tags, loggedAt: $0.loggedAt, observedAt: $0.observedAt,
          confirmedAt: $0.confirmedAt, token: $0.token, counts: $0.counts)
      }.fetchAll($0)
    }
    #expect(rows.map(\.title) == ["TRIP"])
    #expect(rows.map(\.kind) == [.trip])
  }

  @Test func valuesSelectWithoutATable() throws {
    assertQuery(Values(1, "one", true), database: db) {
      """
      SELECT ?, ?, ?
      -- 1, 'one', 1
      """
    } results: {
      """
      ┌───┬───────┬──────┐
      │ 1 │ "one" │ true │
      └───┴───────┴──────┘
      """
    }
    assertQuery(Values(Event.exists(), Event.where { $0.id.eq(3) }.exists()), database: db) {
      """
      SELECT EXISTS (SELECT "events"."id", "events"."title", "events"."startsAt", "events"."kind", "events"."homepage", "events"."score", "events"."tags", "events"."loggedAt", "events"."observedAt", "events"."confirmedAt", "events"."token", "events"."counts" FROM "events"), EXISTS (SELECT "events"."id", "events"."title", "events"."startsAt", "events"."kind", "events"."homepage", "events"."score", "events"."tags", "events"."loggedAt", "events"."observedAt", "events"."confirmedAt", "events"."token", "events"."counts" FROM "events" WHERE "events"."id" = ?)
      -- 3
      """
    } results: {
      """
      ┌──────┬───────┐
      │ true │ false │
      └──────┴───────┘
      """
    }
  }

  @Test func valuesCombineIntoCompoundSelects() throws {
    assertQuery(
      Values(1, "Hello", true).union(Values(2, "Goodbye", false)).union(all: true, Values(1, "Hello", true)),
      database: db
    ) {
      """
      SELECT ?, ?, ?
      UNION SELECT ?, ?, ?
      UNION ALL SELECT ?, ?, ?
      -- 1, 'Hello', 1, 2, 'Goodbye', 0, 1, 'Hello', 1
      """
    } results: {
      """
      ┌───┬───────────┬───────┐
      │ 1 │ "Hello"   │ true  │
      │ 2 │ "Goodbye" │ false │
      │ 1 │ "Hello"   │ true  │
      └───┴───────────┴───────┘
      """
    }
    assertQuery(Values(1, "one").except(Values(2, "two")), database: db) {
      """
      SELECT ?, ?
      EXCEPT SELECT ?, ?
      -- 1, 'one', 2, 'two'
      """
    } results: {
      """
      ┌───┬───────┐
      │ 1 │ "one" │
      └───┴───────┘
      """
    }
  }

  /// A condition over an optional column, mapped, is NULL where the column is: the row
  /// stays out, as SQLite's WHERE has it.
  @Test func whereTakesAConditionThatMayBeNull() throws {
    let confirmed = try db.read { db in
      try Event.where { $0.confirmedAt.map { $0 < .now } }.select(\.id).fetchAll(db)
    }
    #expect(confirmed == [1])
    let none = try db.read { db in
      try Event.all.where { $0.confirmedAt.map { $0 > .now } }.select(\.id).fetchAll(db)
    }
    #expect(none.isEmpty)
    let joined = try db.read { db in
      try Event.select(\.id).where { $0.confirmedAt.map { $0 < .now } }.fetchAll(db)
    }
    #expect(joined == [1])
  }

  /// `insert()` with no rows: one row of every column's default.
  @Test func insertOfDefaultValues() throws {
    assertInlineSnapshot(of: Event.insert(), as: .sql) {
      """
      INSERT INTO "events" DEFAULT VALUES
      """
    }
    let id = try db.write { db in
      try Event.insert().execute(db)
      return db.lastInsertedRowID
    }
    let row = try #require(try db.read { try Event.find(Int(id)).fetchOne($0) })
    #expect(row.title == "" && row.kind == .meeting && row.score == 0.5 && row.tags == [])
  }

  @Test func noneMatchesNothing() throws {
    // An empty statement, as in the published library (EmptyStatementTests).
    #expect(Event.none.select(\.id).query.sql.isEmpty)
    #expect(try db.read { try Event.none.select(\.id).fetchAll($0) }.isEmpty)
    try db.write { db in
      try Event.none.update { $0.title = "gone" }.execute(db)
      try Event.none.delete().execute(db)
    }
    let renamed = try db.read { try Event.where { $0.title.eq("gone") }.count().fetchOne($0) }
    let remaining = try db.read { try Event.count().fetchOne($0) }
    #expect(renamed == 0 && remaining == 2)
  }

  @Test func aliasesJoinATableToItself() {
    assertQuery(
      Event.join(Event.as(Other.self).all) { $0.id.neq($1.id) }.order { event, _ in event.id }.select {
        ($0.title.trim(), $1.title)
      },
      database: db
    ) {
      """
      SELECT trim("events"."title"), "others"."title"
      FROM "events"
      JOIN "events" AS "others" ON "events"."id" <> "others"."id"
      ORDER BY "events"."id"
      """
    } results: {
      """
      ┌───────────┬───────────────┐
      │ "Kickoff" │ "Trip"        │
      │ "Trip"    │ "  Kickoff  " │
      └───────────┴───────────────┘
      """
    }
    assertQuery(Event.as(Other.self).where { $0.score.gt(0) }.select(\.id), database: db) {
      """
      SELECT "others"."id"
      FROM "events" AS "others"
      WHERE "others"."score" > ?
      -- 0.0
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
    #expect(Other.aliasName == "others")
  }

  @Test func commonTablesNamedByTheTypeTheySelect() throws {
    assertQuery(
      With {
        Event.where { $0.kind.eq(EventKind.trip) }.select { TripTitle.Columns(title: $0.title) }
      } query: {
        TripTitle.select { $0.title.upper() }
      },
      database: db
    ) {
      """
      WITH "tripTitles" ("title") AS (SELECT "events"."title" AS "title" FROM "events" WHERE "events"."kind" = ?)
      SELECT upper("tripTitles"."title")
      FROM "tripTitles"
      -- 'trip'
      """
    } results: {
      """
      ┌────────┐
      │ "TRIP" │
      └────────┘
      """
    }
    let renamed = With {
      Event.where { $0.kind.eq(EventKind.trip) }.select { TripTitle.Columns(title: $0.title) }
    } query: {
      Event.where { $0.title.in(TripTitle.select(\.title)) }.update { $0.title = "Voyage" }.returning(\.title)
    }
    assertInlineSnapshot(of: renamed, as: .sql) {
      """
      WITH "tripTitles" ("title") AS (SELECT "events"."title" AS "title" FROM "events" WHERE "events"."kind" = ?)
      UPDATE "events"
      SET "title" = ?
      WHERE "events"."title" IN (SELECT "tripTitles"."title" FROM "tripTitles")
      RETURNING "events"."title"
      -- 'trip', 'Voyage'
      """
    }
    #expect(try db.write { try renamed.fetchAll($0) } == ["Voyage"])
  }

  /// A statement of the user's own: a type with a `query`, conformed to
  /// `PartialSelectStatement`, fetches its rows as its `QueryValue`; `[QueryFragment](…)`
  /// lists several expressions' fragments.
  @Test func selectStatementsOfTheUsersOwn() throws {
    let db = try makeDatabase()
    let one = Expressions<Int> { #sql("1 + 2", as: Int.self) }
    let several = Expressions<String>(#sql("'a'", as: String.self), Reminder.select { $0.title.max() })
    #expect(several.query.sql == "SELECT 'a', (SELECT max(\"reminders\".\"title\") FROM \"reminders\")")
    #expect(try db.read { try one.fetchAll($0) } == [3])
    #expect(try db.read { try Expressions<String?> { Reminder.select { $0.title.min() } }.fetchOne($0) } == "Call mom")
    // Plain Swift is untouched: an array of a string's characters is still that.
    let characters = Array(String(12))
    #expect(characters == ["1", "2"])
  }

  /// A table's columns reached from the type, as SQL written by hand names them; a row's
  /// own properties are untouched.
  @Test func columnsFromTheTypeInSQLWrittenByHand() throws {
    let db = try makeDatabase()
    let titles = #sql(
      "SELECT \(Reminder.title) FROM \(Reminder.self) WHERE \(Reminder.remindersListID) = \(2) ORDER BY \(Reminder.id)",
      as: String.self)
    #expect(titles.query.sql.hasPrefix(#"SELECT "reminders"."title" FROM "reminders""#))
    #expect(try db.read { try titles.fetchAll($0) } == ["Ship release", "Review PR"])
    let reminder = Reminder(id: 7, remindersListID: 1)
    let id: Int = reminder.id
    #expect(id == 7)
  }

  /// A row written in Swift seeds a recursive common table: `Count(value: 1).union(…)` is
  /// `SELECT ? AS "value" UNION SELECT …` (SQLite needs no RECURSIVE keyword).
  @Test func aRowSeedsARecursiveCommonTable() throws {
    let db = try makeDatabase()
    assertQuery(
      With {
        Count(value: 1).union(Count.select { Count.Columns(value: $0.value + 1) })
      } query: {
        Count.limit(4)
      },
      database: db
    ) {
      """
      WITH "counts" ("value") AS (SELECT ? AS "value" UNION SELECT "counts"."value" + ? AS "value" FROM "counts")
      SELECT "counts"."value"
      FROM "counts"
      LIMIT ?
      -- 1, 1, 4
      """
    } results: {
      """
      ┌─────────────────┐
      │ Count(value: 1) │
      │ Count(value: 2) │
      │ Count(value: 3) │
      │ Count(value: 4) │
      └─────────────────┘
      """
    }
  }

  /// The same seed in SQL written by hand: a row interpolated into `#sql` is its one-row
  /// SELECT.
  @Test func aRowInterpolatedIsItsSelect() throws {
    let db = try makeDatabase()
    let query = #sql(
      """
      WITH \(Count.self) AS (\(Count(value: 5)) UNION ALL SELECT \(Count.value) + 1 FROM \(Count.self) LIMIT 3)
      SELECT \(Count.value.sum()) FROM \(Count.self)
      """, as: Int?.self)
    assertInlineSnapshot(of: query, as: .sql) {
      """
      WITH "counts" AS (SELECT ? AS "value" UNION ALL SELECT "counts"."value" + 1 FROM "counts" LIMIT 3)
      SELECT sum("counts"."value")
      FROM "counts"
      -- 5
      """
    }
    #expect(try db.read { try query.fetchOne($0) } == 18)
  }

  @Test func losslessStringConvertibleTypesBindAsText() throws {
    let email = try db.read { try Values(#bind(Email("blob@example.com")!)).fetchOne($0) }
    #expect(email == Email("blob@example.com"))
    #expect(throws: QueryExecutionError.self) {
      try db.read { try #sql("SELECT 'not an address'", as: Email.self).fetchAll($0) }
    }
  }
}

private enum Other: AliasName {}

/// A table that exists only as a common table.
@Table
private struct TripTitle {
  let title: String
}

private struct Email: Equatable, LosslessStringConvertible, QueryBindable {
  var description: String

  init?(_ description: String) {
    guard description.contains("@") else { return nil }
    self.description = description
  }
}

@Suite struct LimitSpellingTests {
  let db = try! eventsDatabase()

  @Test func optionalAndComputedLimits() {
    let perPage: Int? = nil
    assertQuery(Event.order(by: \.id).select(\.id).limit(1).limit(perPage).offset(perPage), database: db) {
      """
      SELECT "events"."id"
      FROM "events"
      ORDER BY "events"."id"
      LIMIT ?
      -- 1
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
    assertQuery(
      Event.order(by: \.id).select(\.id).limit { _ in perPage ?? 1 }.offset { _ in #sql("1", as: Int.self) },
      database: db
    ) {
      """
      SELECT "events"."id"
      FROM "events"
      ORDER BY "events"."id"
      LIMIT ? OFFSET 1
      -- 1
      """
    } results: {
      """
      ┌───┐
      │ 2 │
      └───┘
      """
    }
  }
}

@Suite struct SelectMapTests {
  let db = try! makeDatabase()

  /// `map` hands the selected columns to a closure as expressions and selects what it
  /// returns: reordered, computed, or nothing (then the table's own columns).
  @Test func mapReordersComputesOrDropsTheSelection() {
    assertQuery(Reminder.order(by: \.id).limit(1).select { ($0.id, $0.title) }.map { ($1, $0) }, database: db) {
      """
      SELECT "reminders"."title", "reminders"."id"
      FROM "reminders"
      ORDER BY "reminders"."id"
      LIMIT ?
      -- 1
      """
    } results: {
      """
      ┌─────────────┬───┐
      │ "Groceries" │ 1 │
      └─────────────┴───┘
      """
    }
    assertQuery(
      Reminder.order(by: \.id).limit(2).select { ($0.id, $0.title) }.map { ($0 * 10, $1.upper()) }, database: db
    ) {
      """
      SELECT "reminders"."id" * ?, upper("reminders"."title")
      FROM "reminders"
      ORDER BY "reminders"."id"
      LIMIT ?
      -- 10, 2
      """
    } results: {
      """
      ┌────┬─────────────┐
      │ 10 │ "GROCERIES" │
      │ 20 │ "CALL MOM"  │
      └────┴─────────────┘
      """
    }
    assertQuery(Reminder.order(by: \.id).limit(1).select { ($0.id, $0.title) }.map { _, _ in }, database: db) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      ORDER BY "reminders"."id"
      LIMIT ?
      -- 1
      """
    } results: {
      """
      ┌────────────────────────────────────────────┐
      │ Reminder(                                  │
      │   id: 1,                                   │
      │   title: "Groceries",                      │
      │   notes: "Milk, eggs",                     │
      │   isCompleted: false,                      │
      │   priority: .high,                         │
      │   dueDate: Date(2025-01-02T00:00:00.000Z), │
      │   remindersListID: 1,                      │
      │   isSelected: false                        │
      │ )                                          │
      └────────────────────────────────────────────┘
      """
    }
  }
}

@Selection
private struct Stamped: Equatable {
  static let epoch = Date(timeIntervalSince1970: 42 * day)
  var startsAt: Date = Self.epoch
  var title: String
}

private struct Expressions<QueryValue>: PartialSelectStatement {
  var query: QueryFragment

  init(_ selection: () -> some QueryExpression<QueryValue>) {
    query = "SELECT " + selection().queryFragment
  }

  init<each C: QueryExpression>(_ columns: repeat each C) {
    query = "SELECT " + [QueryFragment](repeat each columns).joined(separator: ", ")
  }
}

@Table
private struct Count: Equatable {
  var value: Int
}
