import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// Writes through an alias, in the published library's spelling: the table goes by the
// alias's name, SET and WHERE read its columns through it.

private enum Renamed: AliasName {}

@Suite struct AliasWriteTests {
  let db = try! makeDatabase()

  @Test func anAliasedUpdateReadsItsColumnsThroughTheAlias() throws {
    let update = Reminder.as(Renamed.self).where { $0.id.eq(1) }.update { $0.title += " 2" }
    assertInlineSnapshot(of: update, as: .sql) {
      """
      UPDATE "reminders" AS "renameds"
      SET "title" = "renameds"."title" || ?
      WHERE "renameds"."id" = ?
      -- ' 2', 1
      """
    }
    let returned = try db.write { try update.returning(\.title).fetchAll($0) }
    #expect(returned == ["Groceries 2"])
    try db.write { try Reminder.as(Renamed.self).update { $0.notes = $0.title }.execute($0) }
    #expect(try db.read { try Reminder.where { $0.notes.eq($0.title) }.count().fetchOne($0) } == 4)
  }

  @Test func anAliasedDeleteAndInsert() throws {
    let delete = RemindersList.as(Renamed.self).where { $0.title.eq("Empty") }.delete()
    assertInlineSnapshot(of: delete, as: .sql) {
      """
      DELETE FROM "remindersLists" AS "renameds"
      WHERE "renameds"."title" = ?
      -- 'Empty'
      """
    }
    let insert = RemindersList.as(Renamed.self).insert {
      $0.title
    } values: {
      "Cruise"
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "remindersLists" AS "renameds" ("title")
      VALUES (?)
      -- 'Cruise'
      """
    }
    let ids = try db.write { db in
      try delete.execute(db)
      return try insert.returning(\.id).fetchAll(db)
    }
    // "Empty" was the largest id: a new row takes it again (no AUTOINCREMENT).
    #expect(ids == [3])
    #expect(
      try db.read { try RemindersList.order(by: \.id).select(\.title).fetchAll($0) } == ["Personal", "Work", "Cruise"])
  }
}
