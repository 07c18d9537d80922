import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Table @Selection
private struct ReminderWithList: Equatable {
  let reminderTitle: String
  let remindersListTitle: String
}

@Suite struct ViewAndTriggerTests {
  let db = try! makeDatabase()

  @Test func temporaryViews() throws {
    let create = ReminderWithList.createTemporaryView(
      as: Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }
        .where { reminder, _ in reminder.title.neq("it's") }
        .select { ReminderWithList.Columns(reminderTitle: $0.title, remindersListTitle: $1.title) }
    )
    assertInlineSnapshot(of: create, as: .sql) {
      """
      CREATE TEMPORARY VIEW "reminderWithLists" ("reminderTitle", "remindersListTitle") AS
      SELECT "reminders"."title" AS "reminderTitle", "remindersLists"."title" AS "remindersListTitle"
      FROM "reminders"
      JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      WHERE "reminders"."title" <> 'it''s'
      """
    }
    try db.write { try create.execute($0) }
    let rows = try db.read {
      try ReminderWithList.order { ($0.remindersListTitle, $0.reminderTitle) }.fetchAll($0)
    }
    #expect(rows.first == ReminderWithList(reminderTitle: "Call mom", remindersListTitle: "Personal"))
    #expect(rows.count == 4)
    assertInlineSnapshot(of: create.drop(ifExists: true), as: .sql) {
      """
      DROP VIEW IF EXISTS "reminderWithLists"
      """
    }
    try db.write { try create.drop().execute($0) }
    #expect(throws: (any Error).self) { try db.read { try ReminderWithList.all.fetchAll($0) } }
  }

  /// A view whose body is a common table of its own type, read back whole.
  @Test func aViewOfACommonTable() throws {
    let create = ReminderWithList.createTemporaryView(
      as: With {
        Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }
          .where { _, list in list.title.eq("Personal") }
          .select { ReminderWithList.Columns(reminderTitle: $0.title, remindersListTitle: $1.title) }
      } query: {
        ReminderWithList.all
      }
    )
    try db.write { try create.execute($0) }
    let rows = try db.read { try ReminderWithList.order(by: \.reminderTitle).fetchAll($0) }
    let expected = try db.read { db in
      try Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }
        .where { _, list in list.title.eq("Personal") }
        .order { reminder, _ in reminder.title }
        .select { reminder, list in (reminder.title, list.title) }
        .fetchAll(db)
    }
    #expect(!rows.isEmpty)
    #expect(rows.map(\.reminderTitle) == expected.map(\.0))
    #expect(rows.allSatisfy { $0.remindersListTitle == "Personal" })
  }

  @Test func afterInsertTrigger() throws {
    let trigger = RemindersList.createTemporaryTrigger(
      after: .insert { new in
        RemindersList
          .find(new.id)
          .update {
            $0.position = RemindersList.select { ($0.position.max() ?? -1) + 1 }
          }
      }
    )
    assertInlineSnapshot(of: trigger, as: .sql) {
      """
      CREATE TEMPORARY TRIGGER "after_insert_on_remindersLists_d1efaf92122fb764" AFTER INSERT ON "remindersLists" FOR EACH ROW BEGIN
      UPDATE "remindersLists"
      SET "position" = (SELECT (coalesce(max("remindersLists"."position"), -1)) + 1 FROM "remindersLists")
      WHERE "remindersLists"."id" = "new"."id"; END
      """
    }
    try db.write { db in
      try trigger.execute(db)
      try RemindersList.insert { RemindersList.Draft(title: "New", position: 0) }.execute(db)
    }
    let position = try db.read { try RemindersList.where { $0.title.eq("New") }.select(\.position).fetchOne($0) }
    #expect(position == 3)
    // Dropped by the name it was made with: the next insert keeps its own position.
    assertInlineSnapshot(of: trigger.drop(), as: .sql) {
      """
      DROP TRIGGER "after_insert_on_remindersLists_d1efaf92122fb764"
      """
    }
    try db.write { db in
      try trigger.drop().execute(db)
      try RemindersList.insert { RemindersList.Draft(title: "Later", position: 0) }.execute(db)
    }
    let later = RemindersList.where { $0.title.eq("Later") }.select(\.position)
    let laterPosition: Int? = try db.read { try later.fetchOne($0) }
    #expect(laterPosition == 0)
  }

  @Test func updateAndDeleteTriggersSeeOldAndNew() throws {
    try db.write { db in
      try RemindersList.createTemporaryTrigger(
        "keep_title_history",
        after: .update { old, new in
          Tag.insert(or: .replace) { Tag(id: 99, title: "renamed") }
        }
      ).execute(db)
      try Reminder.createTemporaryTrigger(
        before: .delete { old in
          Tag.where { $0.id.eq(old.remindersListID) }.delete()
        }
      ).execute(db)
      try RemindersList.find(1).update { $0.title = "Home" }.execute(db)
      try Reminder.find(3).delete().execute(db)
    }
    #expect(try db.read { try Tag.find(99).fetchOne($0) }?.title == "renamed")
    #expect(try db.read { try Tag.find(2).fetchOne($0) } == nil)
  }

  @Test func insteadOfTriggersMakeViewsWritable() throws {
    try db.write { db in
      try ReminderWithList.createTemporaryView(
        as: Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }
          .select { ReminderWithList.Columns(reminderTitle: $0.title, remindersListTitle: $1.title) }
      ).execute(db)
      try ReminderWithList.createTemporaryTrigger(
        insteadOf: .update { old, new in
          Reminder.where { $0.title.eq(old.reminderTitle) }.update { $0.title = new.reminderTitle }
        }
      ).execute(db)
      try ReminderWithList.where { $0.reminderTitle.eq("Call mom") }.update { $0.reminderTitle = "Call dad" }.execute(
        db)
    }
    #expect(try db.read { try Reminder.find(2).fetchOne($0) }?.title == "Call dad")
  }

  /// A body of several statements runs them in order; `.update { … }` sets columns of the
  /// updated row; `.update(touch:)` stamps a date column with the time of the update.
  @Test func triggerBodiesOfSeveralStatementsAndTouches() throws {
    let numbering = RemindersList.createTemporaryTrigger(
      after: .insert { new in
        RemindersList.find(new.id).update { $0.position = 100 }
        RemindersList.where { $0.position.eq(100) }.update { $0.title += " (new)" }
      }
    )
    let bump = RemindersList.createTemporaryTrigger(after: .update { $0.position += 1 })
    let touch = Reminder.createTemporaryTrigger(after: .update(touch: \.dueDate))
    assertInlineSnapshot(of: touch, as: .sql) {
      """
      CREATE TEMPORARY TRIGGER "after_update_on_reminders_6f5729d1c0dfd08d" AFTER UPDATE ON "reminders" FOR EACH ROW BEGIN
      UPDATE "reminders"
      SET "dueDate" = strftime('%Y-%m-%d %H:%M:%f', 'now')
      WHERE "reminders"."rowid" = "new"."rowid"; END
      """
    }
    try db.write { db in
      try numbering.execute(db)
      try RemindersList.insert { RemindersList.Draft(title: "Garden") }.execute(db)
      try bump.execute(db)
      try RemindersList.where { $0.title.eq("Garden (new)") }.update { $0.position = 5 }.execute(db)
      try touch.execute(db)
      try Reminder.find(1).update { $0.title = "Touched" }.execute(db)
    }
    let garden = try db.read { try RemindersList.where { $0.title.eq("Garden (new)") }.select(\.position).fetchOne($0) }
    #expect(garden == 6)
    let stamped = try #require(try db.read { try Reminder.find(1).select(\.dueDate).fetchOne($0) } ?? nil)
    #expect(abs(stamped.timeIntervalSinceNow) < 60)
  }

  /// The library's spellings: `update { columns } forEachRow: { old, new in }` fires only
  /// for changes to those columns (`UPDATE OF`), `when:` only for rows that match (`WHEN`,
  /// its values written into the SQL), and `insert(touch:)` sets the inserted row.
  @Test func triggersLimitedToColumnsAndConditions() throws {
    let renamed = RemindersList.createTemporaryTrigger(
      after: .update {
        $0.title
      } forEachRow: { old, new in
        Tag.insert { Tag.Draft(title: "renamed") }
      } when: { old, new in
        new.title.neq("it's quiet")
      }
    )
    assertInlineSnapshot(of: renamed, as: .sql) {
      """
      CREATE TEMPORARY TRIGGER "after_update_on_remindersLists_977f580a72c337b5" AFTER UPDATE OF "title" ON "remindersLists" FOR EACH ROW WHEN "new"."title" <> 'it''s quiet' BEGIN
      INSERT INTO "tags" ("name")
      VALUES ('renamed'); END
      """
    }
    let numbered = RemindersList.createTemporaryTrigger(
      after: .insert(touch: { $0.position = 7 }) { new in new.title.like("Garden%") }
    )
    let forgotten = Reminder.createTemporaryTrigger(
      before: .delete(forEachRow: { old in Tag.where { $0.title.eq(old.title) }.delete() }) { old in
        old.isCompleted
      }
    )
    try db.write { db in
      try renamed.execute(db)
      try numbered.execute(db)
      try forgotten.execute(db)
      try RemindersList.find(1).update { $0.position = 9 }.execute(db)  // not a named column
      try RemindersList.find(1).update { $0.title = "it's quiet" }.execute(db)  // WHEN is false
      try RemindersList.find(2).update { $0.title = "Work!" }.execute(db)  // fires
      try RemindersList.insert { RemindersList.Draft(title: "Garden") }.execute(db)
      try RemindersList.insert { RemindersList.Draft(title: "Shed") }.execute(db)
      try Tag.insert { Tag.Draft(title: "Call mom") }.execute(db)
      try Tag.insert { Tag.Draft(title: "Review PR") }.execute(db)
      try Reminder.where { $0.title.in(["Call mom", "Review PR"]) }.delete().execute(db)
    }
    let renames = try db.read { try Tag.where { $0.title.eq("renamed") }.select(\.id).fetchAll($0) }
    #expect(renames.count == 1)
    let positions = try db.read {
      try RemindersList.where { $0.title.in(["Garden", "Shed"]) }.order(by: \.title).select(\.position).fetchAll($0)
    }
    #expect(positions == [7, 0])
    // Of the two deleted reminders only "Call mom" was completed: its namesake tag went.
    let tags = try db.read { try Tag.where { $0.title.in(["Call mom", "Review PR"]) }.select(\.title).fetchAll($0) }
    #expect(tags == ["Review PR"])
  }
}
