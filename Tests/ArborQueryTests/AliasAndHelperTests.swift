import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// An aliased table starts statements as the table does; a helper expression of the user's
// own is reachable on an outer join's nullable side; SQL written by hand is a condition.

extension Reminder.TableColumns {
  fileprivate var isOpenAndDated: some QueryExpression<Bool> { !isCompleted && dueDate.isNot(nil) }
}

@Suite struct AliasAndHelperTests {
  let db = try! makeDatabase()

  @Test func anAliasStartsStatementsAsItsTableDoes() throws {
    enum Other: AliasName {}
    assertQuery(Reminder.as(Other.self).find(2).select(\.title), database: db) {
      """
      SELECT "others"."title"
      FROM "reminders" AS "others"
      WHERE "others"."id" = ?
      -- 2
      """
    } results: {
      """
      ┌────────────┐
      │ "Call mom" │
      └────────────┘
      """
    }
    let grouped = Reminder.as(Other.self).group(by: \.isCompleted).order(by: \.isCompleted).select {
      ($0.isCompleted, $0.id.count())
    }
    let counts = try db.read { try grouped.fetchAll($0) }
    let expected = try db.read { db in
      try Reminder.group(by: \.isCompleted).order(by: \.isCompleted).select { ($0.isCompleted, $0.id.count()) }
        .fetchAll(db)
    }
    #expect(counts.map(\.0) == expected.map(\.0) && counts.map(\.1) == expected.map(\.1))
    let total = try db.read { try Reminder.as(Other.self).count().fetchOne($0) }
    #expect(total == (try db.read { try Reminder.count().fetchOne($0) }))
    let firstTwo = try db.read { try Reminder.as(Other.self).order(by: \.id).limit(2).select(\.id).fetchAll($0) }
    #expect(firstTwo.count == 2)
  }

  @Test func anAliasedSelectTakesAnotherAlias() throws {
    enum First: AliasName {}
    enum Second: AliasName {}
    assertQuery(Reminder.as(First.self).find(2).as(Second.self).select(\.title), database: db) {
      """
      SELECT "seconds"."title"
      FROM "reminders" AS "seconds"
      WHERE "seconds"."id" = ?
      -- 2
      """
    } results: {
      """
      ┌────────────┐
      │ "Call mom" │
      └────────────┘
      """
    }
    let rows = try db.read { try Reminder.as(First.self).find(2).as(Second.self).fetchAll($0) }
    #expect(rows.map(\.id) == [2])
  }

  @Test func aHelperOfTheUsersOwnOnTheNullableSide() {
    assertQuery(
      RemindersList.leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
        .where { $1.isOpenAndDated.ifnull(false) }
        .select { ($0.title, $1.title) },
      database: db
    ) {
      """
      SELECT "remindersLists"."title", "reminders"."title"
      FROM "remindersLists"
      LEFT JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      WHERE ifnull((NOT "reminders"."isCompleted") AND ("reminders"."dueDate" IS NOT NULL), ?)
      -- 0
      """
    } results: {
      """
      ┌────────────┬────────────────┐
      │ "Personal" │ "Groceries"    │
      │ "Work"     │ "Ship release" │
      └────────────┴────────────────┘
      """
    }
  }

  @Test func handWrittenSQLIsACondition() throws {
    let ids = try db.read { db in
      try Reminder.where { _ in #sql("\"reminders\".\"id\" % 2 = 0") }.order(by: \.id).select(\.id).fetchAll(db)
    }
    #expect(!ids.isEmpty && ids.allSatisfy { $0 % 2 == 0 })
  }
}
