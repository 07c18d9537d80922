import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Suite struct WriteTests {
  let db = try! makeDatabase()

  @Test func insertValuesDraftsArraysAndReturning() throws {
    let single = Tag.insert { Tag(id: 10, title: "garden") }
    assertInlineSnapshot(of: single, as: .sql) {
      """
      INSERT INTO "tags" ("id", "name")
      VALUES (?, ?)
      -- 10, 'garden'
      """
    }
    let drafts = (1...3).map { Reminder.Draft(title: "Batch \($0)", remindersListID: 3) }
    let batch = Reminder.insert { drafts }.returning(\.id)
    assertInlineSnapshot(of: batch, as: .sql) {
      """
      INSERT INTO "reminders" ("title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?)
      RETURNING "reminders"."id"
      -- 'Batch 1', '', 0, NULL, NULL, 3, 'Batch 2', '', 0, NULL, NULL, 3, 'Batch 3', '', 0, NULL, NULL, 3
      """
    }
    let ids = try db.write { db in
      try single.execute(db)
      return try batch.fetchAll(db)
    }
    #expect(ids == [5, 6, 7])
    let withID = Reminder.insert { Reminder.Draft(id: 42, title: "Chosen", remindersListID: 3) }
      .returning { ($0.id, $0.title) }
    assertInlineSnapshot(of: withID, as: .sql) {
      """
      INSERT INTO "reminders" ("id", "title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?, ?)
      RETURNING "reminders"."id", "reminders"."title"
      -- 42, 'Chosen', '', 0, NULL, NULL, 3
      """
    }
    let row = try #require(try db.write { try withID.fetchOne($0) })
    #expect(row.0 == 42 && row.1 == "Chosen")
    #expect(try db.read { try Tag.find(10).fetchOne($0) } == Tag(id: 10, title: "garden"))
    let empty = Reminder.insert { [Reminder.Draft]() }
    #expect(empty.query.sql.isEmpty)
    try db.write { try empty.execute($0) }
  }

  @Test func conditionalRowsInInsertBuilder() throws {
    let includeSecond = false
    let insert = Tag.insert {
      Tag(id: 20, title: "a")
      if includeSecond { Tag(id: 21, title: "b") }
      for index in 22...23 { Tag(id: index, title: "t\(index)") }
    }
    try db.write { try insert.execute($0) }
    let inserted = Tag.where { $0.id >= 20 }.count()
    let insertedCount: Int? = try db.read { try inserted.fetchOne($0) }
    #expect(insertedCount == 3)
  }

  @Test func upsertAndOnConflict() throws {
    let upsert = Tag.upsert { Tag(id: 1, title: "house") }
    assertInlineSnapshot(of: upsert, as: .sql) {
      """
      INSERT INTO "tags" ("id", "name")
      VALUES (?, ?)
      ON CONFLICT ("id")
      DO UPDATE SET "name" = "excluded"."name"
      -- 1, 'house'
      """
    }
    try db.write { try upsert.execute($0) }
    let title = try db.read { try Tag.find(1).select(\.title).fetchOne($0) }
    #expect(title == "house")

    let ignore = Tag.insert(or: .ignore) { Tag(id: 2, title: "ignored") }
    assertInlineSnapshot(of: ignore, as: .sql) {
      """
      INSERT OR IGNORE INTO "tags" ("id", "name")
      VALUES (?, ?)
      -- 2, 'ignored'
      """
    }
    try db.write { try ignore.execute($0) }
    let kept: String? = try db.read { try Tag.find(2).select(\.title).fetchOne($0) }
    #expect(kept == "urgent")

    let nothing = Tag.insert { Tag(id: 2, title: "x") }.onConflictDoNothing()
    assertInlineSnapshot(of: nothing, as: .sql) {
      """
      INSERT INTO "tags" ("id", "name")
      VALUES (?, ?)
      ON CONFLICT
      DO NOTHING
      -- 2, 'x'
      """
    }
    try db.write { try nothing.execute($0) }

    // A sync that only accepts newer versions.
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    let sync = RemindersList.insert { RemindersList(id: 2, title: "Office", position: 0) }
      .onConflict(
        { [$0.id] },
        doUpdate: {
          $0.title = $1.title
          $0.position = $1.position
        }
      ) {
        $1.position >= $0.position
      }
    assertInlineSnapshot(of: sync, as: .sql) {
      """
      INSERT INTO "remindersLists" ("id", "title", "position")
      VALUES (?, ?, ?)
      ON CONFLICT ("id")
      DO UPDATE SET "title" = "excluded"."title", "position" = "excluded"."position"
      WHERE "excluded"."position" >= "remindersLists"."position"
      -- 2, 'Office', 0
      """
    }
    try db.write { try sync.execute($0) }
    let secondTitle = RemindersList.find(2).select(\.title)
    let synced: String? = try db.read { try secondTitle.fetchOne($0) }
    #expect(synced == "Work")
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    let newer = RemindersList.insert { RemindersList(id: 2, title: "Office", position: 5) }
      .onConflict({ [$0.id] }, doUpdate: { $0.title = $1.title }) { $1.position >= $0.position }
    try db.write { try newer.execute($0) }
    let renamed: String? = try db.read { try secondTitle.fetchOne($0) }
    #expect(renamed == "Office")
  }

  @Test func updates() throws {
    let update = Reminder.find(1).update {
      $0.title += "!"
      $0.isCompleted.toggle()
      $0.priority = nil
      $0.notes = "fresh"
    }
    assertInlineSnapshot(of: update, as: .sql) {
      """
      UPDATE "reminders"
      SET "title" = "reminders"."title" || ?, "isCompleted" = NOT "reminders"."isCompleted", "priority" = NULL, "notes" = ?
      WHERE "reminders"."id" = ?
      -- '!', 'fresh', 1
      """
    }
    try db.write { try update.execute($0) }
    let reminder = try #require(try db.read { try Reminder.find(1).fetchOne($0) })
    #expect(
      reminder.title == "Groceries!" && reminder.isCompleted && reminder.priority == nil && reminder.notes == "fresh")

    let bump = RemindersList.where { $0.id.in([1, 2]) }.update {
      $0.position += 10
      $0.title = $0.title.upper()
    }
    .returning(\.position)
    assertInlineSnapshot(of: bump, as: .sql) {
      """
      UPDATE "remindersLists"
      SET "position" = "remindersLists"."position" + ?, "title" = upper("remindersLists"."title")
      WHERE "remindersLists"."id" IN (?, ?)
      RETURNING "remindersLists"."position"
      -- 10, 1, 2
      """
    }
    #expect(try db.write { try bump.fetchAll($0) } == [10, 11])

    let enumValue = Reminder.where { $0.priority.is(nil) }.update { $0.priority = Priority.low }
    try db.write { try enumValue.execute($0) }
    #expect(try db.read { try Reminder.where { $0.priority.is(nil) }.count().fetchOne($0) } == 0)

    var row = try #require(try db.read { try Reminder.find(3).fetchOne($0) })
    row.title = "Whole row"
    row.dueDate = nil
    let whole = Reminder.update(row)
    assertInlineSnapshot(of: whole, as: .sql) {
      """
      UPDATE "reminders"
      SET "title" = ?, "notes" = ?, "isCompleted" = ?, "priority" = ?, "dueDate" = ?, "remindersListID" = ?
      WHERE "reminders"."id" = ?
      -- 'Whole row', '100% done', 0, 2, NULL, 2, 3
      """
    }
    try db.write { try whole.execute($0) }
    #expect(try db.read { try Reminder.find(3).fetchOne($0) } == row)

    let all = Tag.update {
      $0.title = $0.title + "-x"
      $0.id *= 1
    }
    assertInlineSnapshot(of: all, as: .sql) {
      """
      UPDATE "tags"
      SET "name" = "tags"."name" || ?, "id" = "tags"."id" * ?
      -- '-x', 1
      """
    }
    try db.write { try all.execute($0) }
    let renamed = try db.read { try Tag.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(renamed == ["home-x", "urgent-x"])
  }

  @Test func deletes() throws {
    let delete = Reminder.where { $0.isCompleted }.delete().returning(Reminder.self)
    assertInlineSnapshot(of: delete, as: .sql) {
      """
      DELETE FROM "reminders"
      WHERE "reminders"."isCompleted"
      RETURNING "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      """
    }
    let deleted = try db.write { try delete.fetchAll($0) }
    #expect(deleted.map(\.title) == ["Call mom"])
    // The library's spelling of whole rows back: `\.self`.
    let renamed = try db.write { db in
      try Reminder.where { $0.id.eq(1) }.update { $0.title = "Groceries!" }.returning(\.self).fetchAll(db)
    }
    #expect(renamed.map(\.title) == ["Groceries!"] && renamed.map(\.id) == [1])

    let byRow = Reminder.delete(deleted[0])
    assertInlineSnapshot(of: byRow, as: .sql) {
      """
      DELETE FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 2
      """
    }
    let cascade = RemindersList.find(2).delete()
    assertInlineSnapshot(of: cascade, as: .sql) {
      """
      DELETE FROM "remindersLists"
      WHERE "remindersLists"."id" = ?
      -- 2
      """
    }
    try db.write { try cascade.execute($0) }
    #expect(try db.read { try Reminder.count().fetchOne($0) } == 1)
    try db.write { try Tag.delete().execute($0) }
    #expect(try db.read { try Tag.count().fetchOne($0) } == 0)
  }
}

@Suite struct BatchInsertTests {
  @Test func insertsBeyondTheVariableLimitAreSplit() throws {
    let db = try makeDatabase()
    // 40,000 rows × 2 bound columns is more than SQLite's 32,766 variables per statement.
    let tags = (100..<40_100).map { Tag(id: $0, title: "tag \($0)") }
    let insert = Tag.insert { tags }
    #expect(insert.batches(maxVariables: 32_766).count == 3)
    let batchedRows = insert.batches(maxVariables: 32_766).map(\.rowCount).reduce(0, +)
    #expect(batchedRows == 40_000)
    try db.write { try insert.execute($0) }
    #expect(try db.read { try Tag.count().fetchOne($0) } == 40_002)

    let more = (50_000..<70_000).map { Tag(id: $0, title: "more \($0)") }
    let ids = try db.write { try Tag.insert { more }.returning(\.id).fetchAll($0) }
    #expect(ids == Array(50_000..<70_000))

    // A failing batch rolls back the whole transaction.
    let clash = (80_000..<100_000).map { Tag(id: $0, title: "clash \($0)") } + [Tag(id: 1, title: "dup")]
    #expect(throws: (any Error).self) { try db.write { try Tag.insert { clash }.execute($0) } }
    #expect(try db.read { try Tag.where { $0.id >= 80_000 }.count().fetchOne($0) } == 0)
  }
}
