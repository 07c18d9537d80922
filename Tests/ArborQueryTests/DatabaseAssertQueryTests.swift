import ArborDB
import ArborDBTestSupport
import Foundation
import Testing

/// The published observation library's `assertQuery`: rows only unless `includeSQL`,
/// "(No results)" for none, a write's returned rows.
struct DatabaseAssertQueryTests {
  @Test func rowsOnlyThenWithTheSQL() throws {
    let seeded = try SeededDatabase(.memory)
    assertQuery(Reminder.where { $0.id.lt(3) }.order(by: \.id).select(\.title), database: seeded.writer) {
      """
      ┌─────────────┐
      │ "Groceries" │
      │ "Call mom"  │
      └─────────────┘
      """
    }
    assertQuery(includeSQL: true, Reminder.where { $0.id.eq(99) }.select(\.id), database: seeded.writer) {
      """
      SELECT "reminders"."id"
      FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 99
      """
    } results: {
      """
      (No results)
      """
    }
  }

  @Test func aWritesReturnedRows() throws {
    let seeded = try SeededDatabase(.memory)
    assertQuery(
      Reminder.where { $0.id.eq(1) }.update { $0.title = "Bread" }.returning(\.title), database: seeded.writer
    ) {
      """
      ┌─────────┐
      │ "Bread" │
      └─────────┘
      """
    }
    let title = try seeded.writer.read { db in try Reminder.where { $0.id.eq(1) }.select(\.title).fetchOne(db) }
    #expect(title == "Bread")
  }
}
