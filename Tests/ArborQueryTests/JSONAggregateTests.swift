import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Suite struct JSONAggregateTests {
  let db = try! makeDatabase()

  @Test func groupArraysDecodeAsSwiftArrays() throws {
    let query = RemindersList.group(by: \.id)
      .leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .order { list, _ in list.id }
      .select { ($0.title, $1.title.jsonGroupArray(filter: $1.id.isNot(nil))) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", json_group_array("reminders"."title") FILTER (WHERE "reminders"."id" IS NOT NULL)
      FROM "remindersLists"
      LEFT JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      GROUP BY "remindersLists"."id"
      ORDER BY "remindersLists"."id"
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == ["Personal", "Work", "Empty"])
    // SQLite 3.40 has no ORDER BY inside aggregates: element order is unspecified.
    #expect(
      rows.map { $0.1.compactMap { $0 }.sorted() } == [["Call mom", "Groceries"], ["Review PR", "Ship release"], []])

    let withNulls = RemindersList.group(by: \.id)
      .leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .where { list, _ in list.id.eq(3) }
      .select { $1.title.jsonGroupArray() }
    #expect(try db.read { try withNulls.fetchOne($0) } == [nil])
  }

  @Test func jsonObjects() throws {
    let query = Reminder.where { $0.id.eq(1) }.select { jsonObject("title", $0.title) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT json_object(?, "reminders"."title")
      FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 'title', 1
      """
    }
    #expect(try db.read { try query.fetchOne($0) } == #"{"title":"Groceries"}"#)
    let two = Reminder.where { $0.id.eq(1) }.select { jsonObject(("id", $0.id), ("done", $0.isCompleted)) }
    #expect(try db.read { try two.fetchOne($0) } == #"{"id":1,"done":0}"#)
  }
}
