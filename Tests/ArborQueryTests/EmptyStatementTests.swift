import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

/// `Table.none` is an empty statement, as in the published library: so is every statement
/// built on it, and running one does nothing (its `CommonTableExpressionTests.empty`
/// deleted every reminder here).
@Suite struct EmptyStatementTests {
  let db: DatabaseQueue

  init() throws {
    db = try makeDatabase()
  }

  func titles() throws -> [String] {
    try db.read { db in try Reminder.order(by: \.id).select(\.title).fetchAll(db) }
  }

  @Test func aDeleteOfNoneUnderACommonTableDeletesNothing() throws {
    let before = try titles()
    let statement = With {
      Reminder.where { !$0.isCompleted }.select { OpenReminder.Columns(title: $0.title) }
    } query: {
      Reminder.none.delete().returning(\.title)
    }
    assertInlineSnapshot(of: statement, as: .sql) {
      """

      """
    }
    #expect(try db.write { db in try statement.fetchAll(db) }.isEmpty)
    #expect(try titles() == before)
  }

  @Test func aCommonTableOfNoneEmptiesTheWholeStatement() throws {
    let before = try titles()
    let statement = With {
      Reminder.none.where { !$0.isCompleted }.select { OpenReminder.Columns(title: $0.title) }
    } query: {
      Reminder.delete().returning(\.title)
    }
    #expect(statement.query.sql.isEmpty)
    #expect(try db.write { db in try statement.fetchAll(db) }.isEmpty)
    #expect(try titles() == before)
    // A select reading it, the same.
    let select = With {
      Reminder.none.select { OpenReminder.Columns(title: $0.title) }
    } query: {
      OpenReminder.select(\.title)
    }
    #expect(select.query.sql.isEmpty)
    #expect(try db.read { db in try select.fetchAll(db) }.isEmpty)
  }

  @Test func anEmptyCommonTableBesideAnotherIsLeftOut() throws {
    let select = With {
      Reminder.none.select { OpenReminder.Columns(title: $0.title) }
      Reminder.where(\.isCompleted).select { DoneReminder.Columns(title: $0.title) }
    } query: {
      DoneReminder.select(\.title)
    }
    assertQuery(select, database: db) {
      """
      WITH "doneReminders" ("title") AS (SELECT "reminders"."title" AS "title" FROM "reminders" WHERE "reminders"."isCompleted")
      SELECT "doneReminders"."title"
      FROM "doneReminders"
      """
    } results: {
      """
      ┌────────────┐
      │ "Call mom" │
      └────────────┘
      """
    }
  }

  @Test func selectsUpdatesDeletesAndInsertsOfNoneRunNothing() throws {
    let before = try titles()
    #expect(Reminder.none.select(\.title).query.sql.isEmpty)
    #expect(try db.read { db in try Reminder.none.select(\.title).fetchAll(db) }.isEmpty)
    #expect(try db.read { db in try Reminder.none.where(\.isCompleted).count().fetchOne(db) } == nil)
    try db.write { db in
      try Reminder.none.update { $0.title = "gone" }.execute(db)
      try Reminder.none.delete().execute(db)
      try Reminder.none.where(\.isCompleted).delete().execute(db)
      try Tag.insert {
        ($0.id, $0.title)
      } select: {
        Reminder.none.select { ($0.id + 100, $0.title) }
      }.execute(db)
    }
    #expect(try titles() == before)
    #expect(try db.read { db in try Tag.count().fetchOne(db) } == 2)
    // A select joining `none` is empty whatever the join, as in the library: an outer join
    // of it does not list the other side's rows.
    let joins = [
      Tag.join(Reminder.none) { _, _ in true }.query, Tag.leftJoin(Reminder.none) { _, _ in true }.query,
      Tag.rightJoin(Reminder.none) { _, _ in true }.query, Tag.fullJoin(Reminder.none) { _, _ in true }.query,
      Tag.leftJoin(Reminder.none.where(\.isCompleted)) { _, _ in true }.query,
    ]
    #expect(joins.allSatisfy { $0.isEmpty })
    #expect(try db.read { db in try Tag.leftJoin(Reminder.none) { _, _ in true }.fetchAll(db) }.isEmpty)
    // `none` joined by `or`/`and` with a condition is that condition, as in the library.
    #expect(
      try db.read { db in try Reminder.none.or(Reminder.where(\.isCompleted)).select(\.title).fetchAll(db) } == [
        "Call mom"
      ])
  }

  @Test func anEmptySideOfACompoundIsLeftOut() throws {
    let union = Reminder.where(\.isCompleted).select(\.title).union(Reminder.none.select(\.title))
    assertQuery(union, database: db) {
      """
      SELECT "reminders"."title"
      FROM "reminders"
      WHERE "reminders"."isCompleted"
      """
    } results: {
      """
      ┌────────────┐
      │ "Call mom" │
      └────────────┘
      """
    }
    let both = Reminder.none.select(\.title).union(Reminder.none.select(\.title))
    #expect(both.query.sql.isEmpty)
    #expect(try db.read { db in try both.fetchAll(db) }.isEmpty)
  }
}

/// Tables that exist only as common tables.
@Table
private struct OpenReminder {
  let title: String
}

@Table
private struct DoneReminder {
  let title: String
}

/// How a second call of a builder method combines with the first, as in the published
/// library, each checked on rows.
@Suite struct RepeatedClauseTests {
  let db: DatabaseQueue

  init() throws {
    db = try makeDatabase()
  }

  /// A nil offset keeps the one given before (the library's `limit(_:offset:)`).
  @Test func aSecondLimitKeepsTheEarlierOffset() throws {
    let query = Reminder.select(\.id).order(by: \.id).limit(2, offset: 2).limit(1, offset: nil)
    assertQuery(query, database: db) {
      """
      SELECT "reminders"."id"
      FROM "reminders"
      ORDER BY "reminders"."id"
      LIMIT ? OFFSET ?
      -- 1, 2
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      └───┘
      """
    }
    #expect(
      try db.read { db in try Reminder.select(\.id).order(by: \.id).limit(2, offset: 1).limit(3, offset: 0).fetchAll(db)
      } == [1, 2, 3])
  }

  /// `find` of a select of keys finds every row it selects (compared with `=`, SQLite
  /// took the first).
  @Test func findOfASelectOfKeysFindsEveryRow() throws {
    let query = Reminder.select { ($0.id, $0.title) }.find(Reminder.select(\.id))
    assertQuery(query, database: db) {
      """
      SELECT "reminders"."id", "reminders"."title"
      FROM "reminders"
      WHERE "reminders"."id" IN (SELECT "reminders"."id" FROM "reminders")
      """
    } results: {
      """
      ┌───┬────────────────┐
      │ 1 │ "Groceries"    │
      │ 2 │ "Call mom"     │
      │ 3 │ "Ship release" │
      │ 4 │ "Review PR"    │
      └───┴────────────────┘
      """
    }
    let open = try db.read { db in
      try Reminder.find(Reminder.where { !$0.isCompleted }.select(\.id)).select(\.title).fetchAll(db)
    }
    #expect(open.sorted() == ["Groceries", "Review PR", "Ship release"])
    #expect(try db.read { db in try Reminder.find(2).select(\.title).fetchAll(db) } == ["Call mom"])
  }
}

extension RepeatedClauseTests {
  /// A second select appends, as in the published library.
  @Test func aSecondSelectAppends() throws {
    let query = Tag.order(by: \.id).select(\.id).select(\.title)
    assertQuery(query, database: db) {
      """
      SELECT "tags"."id", "tags"."name"
      FROM "tags"
      ORDER BY "tags"."id"
      """
    } results: {
      """
      ┌───┬──────────┐
      │ 1 │ "home"   │
      │ 2 │ "urgent" │
      └───┴──────────┘
      """
    }
    let three = try db.read { db in
      try Reminder.order(by: \.id).select(\.id).select { $0.title.upper() }.select(\.isCompleted).limit(2).fetchAll(db)
    }
    #expect(
      three.map(\.0) == [1, 2] && three.map(\.1) == ["GROCERIES", "CALL MOM"] && three.map(\.2) == [false, true])
  }
}
