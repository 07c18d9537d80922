import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

extension Updates<Order> {
  mutating func advanceStatus() {
    self.status = Case(self.status)
      .when(#bind(.incomplete), then: #bind(.completing))
      .when(.completing, then: .completed)
      .else(#bind(.incomplete))
  }
}

@Suite struct CaseAndCompoundTests {
  let db = try! makeDatabase()

  @Test func simpleCase() throws {
    let labels = Reminder.order(by: \.id).select {
      Case($0.priority).when(Priority.low, then: "Low").when(Priority.medium, then: "Medium")
        .when(Priority.high, then: "High").else("Unknown")
    }
    assertInlineSnapshot(of: labels, as: .sql) {
      """
      SELECT CASE "reminders"."priority" WHEN ? THEN ? WHEN ? THEN ? WHEN ? THEN ? ELSE ? END
      FROM "reminders"
      ORDER BY "reminders"."id"
      -- 1, 'Low', 2, 'Medium', 3, 'High', 'Unknown'
      """
    }
    #expect(try db.read { try labels.fetchAll($0) } == ["High", "Unknown", "Medium", "Low"])
  }

  @Test func searchedCaseWithoutElseIsOptional() throws {
    let status = Reminder.order(by: \.id).select {
      Case().when($0.isCompleted, then: "Done").when($0.dueDate.isNot(nil), then: "Scheduled")
    }
    assertInlineSnapshot(of: status, as: .sql) {
      """
      SELECT CASE WHEN "reminders"."isCompleted" THEN ? WHEN "reminders"."dueDate" IS NOT NULL THEN ? END
      FROM "reminders"
      ORDER BY "reminders"."id"
      -- 'Done', 'Scheduled'
      """
    }
    #expect(try db.read { try status.fetchAll($0) } == ["Scheduled", "Done", "Scheduled", nil])
  }

  @Test func caseInsideUpdates() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try #sql(
        """
        CREATE TABLE "orders" ("id" INTEGER PRIMARY KEY, "customerName" TEXT NOT NULL,
          "total" REAL NOT NULL, "status" INTEGER NOT NULL DEFAULT 0)
        """
      ).execute(db)
      try Order.insert { Order(id: 1, customerName: "Ann", total: 1) }.execute(db)
    }
    let advance = Order.find(1).update { $0.advanceStatus() }
    assertInlineSnapshot(of: advance, as: .sql) {
      """
      UPDATE "orders"
      SET "status" = CASE "orders"."status" WHEN ? THEN ? WHEN ? THEN ? ELSE ? END
      WHERE "orders"."id" = ?
      -- 0, 1, 1, 2, 0, 1
      """
    }
    var seen: [Status] = []
    for _ in 0..<4 {
      try queue.write { try advance.execute($0) }
      seen.append(try #require(try queue.read { try Order.find(1).fetchOne($0) }).status)
    }
    #expect(seen == [.completing, .completed, .incomplete, .completing])
  }

  @Test func compoundSelects() throws {
    let listTitles = RemindersList.select(\.title)
    let tagTitles = Tag.select(\.title)
    let union = listTitles.union(tagTitles)
    assertInlineSnapshot(of: union, as: .sql) {
      """
      SELECT "remindersLists"."title"
      FROM "remindersLists"
      UNION SELECT "tags"."name"
      FROM "tags"
      """
    }
    #expect(Set(try db.read { try union.fetchAll($0) }) == ["Personal", "Work", "Empty", "home", "urgent"])

    let ids = RemindersList.select(\.id)
    let reminderLists = Reminder.select(\.remindersListID)
    #expect(try db.read { try ids.union(all: true, reminderLists).fetchAll($0) }.count == 7)
    let shared = ids.intersect(reminderLists)
    assertInlineSnapshot(of: shared, as: .sql) {
      """
      SELECT "remindersLists"."id"
      FROM "remindersLists"
      INTERSECT SELECT "reminders"."remindersListID"
      FROM "reminders"
      """
    }
    #expect(Set(try db.read { try shared.fetchAll($0) }) == [1, 2])
    #expect(try db.read { try ids.except(reminderLists).fetchAll($0) } == [3])
  }
}
