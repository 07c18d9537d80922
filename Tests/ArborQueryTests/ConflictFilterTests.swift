import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// Upserts in the published library's trailing-closure spelling, for rows and for named
// columns: `onConflict: { target } where: { picks a partial index } doUpdate: { … }
// where: { filters the update }`, and `onConflict:` alone for DO NOTHING.

@Suite struct ConflictFilterTests {
  let db: DatabaseQueue

  init() throws {
    db = try makeDatabase()
    // One open reminder per title; done ones may repeat.
    try db.write {
      try $0.execute(sql: #"CREATE UNIQUE INDEX "openTitles" ON "reminders" ("title") WHERE NOT "isCompleted""#)
    }
  }

  func notes(_ id: Int) throws -> String? {
    try db.read { try Reminder.find(id).select(\.notes).fetchOne($0) }
  }

  @Test func rowsUpsertThroughAPartialIndexWithBothFilters() throws {
    let upsert = Reminder.insert {
      Reminder.Draft(title: "Groceries", notes: "Bread", remindersListID: 2)
    } onConflict: {
      $0.title
    } where: {
      !$0.isCompleted
    } doUpdate: {
      $0.notes = $1.notes
    } where: { row, _ in
      row.priority.isNot(nil)
    }
    assertInlineSnapshot(of: upsert, as: .sql) {
      """
      INSERT INTO "reminders" ("title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT ("title")
      WHERE NOT "reminders"."isCompleted"
      DO UPDATE SET "notes" = "excluded"."notes"
      WHERE "reminders"."priority" IS NOT NULL
      -- 'Groceries', 'Bread', 0, NULL, NULL, 2
      """
    }
    try db.write { try upsert.execute($0) }
    #expect(try notes(1) == "Bread")
    // "Call mom" is done, so the partial index does not hold its title: a second, open
    // one is inserted.
    try db.write { db in
      try Reminder.insert {
        Reminder.Draft(title: "Call mom", notes: "again", remindersListID: 1)
      } onConflict: {
        $0.title
      } where: {
        !$0.isCompleted
      } doUpdate: {
        $0.notes = $1.notes
      }
      .execute(db)
    }
    let calls = try db.read {
      try Reminder.where { $0.title.eq("Call mom") }.order(by: \.id).select { ($0.isCompleted, $0.notes) }.fetchAll($0)
    }
    #expect(calls.map(\.0) == [true, false])
    #expect(calls.map(\.1) == ["", "again"])
  }

  @Test func anUpdateFilterSeesTheRefusedRow() throws {
    let keepNewest = Reminder.insert {
      Reminder.Draft(id: 3, title: "Ship release", notes: "older", priority: .low, remindersListID: 2)
      Reminder.Draft(id: 4, title: "Review PR", notes: "newer", priority: .high, remindersListID: 2)
    } onConflictDoUpdate: {
      $0.notes = $1.notes
      $0.priority = $1.priority
    } where: {
      $1.priority > $0.priority
    }
    assertInlineSnapshot(of: keepNewest, as: .sql) {
      """
      INSERT INTO "reminders" ("id", "title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT
      DO UPDATE SET "notes" = "excluded"."notes", "priority" = "excluded"."priority"
      WHERE "excluded"."priority" > "reminders"."priority"
      -- 3, 'Ship release', 'older', 0, 1, NULL, 2, 4, 'Review PR', 'newer', 0, 3, NULL, 2
      """
    }
    try db.write { try keepNewest.execute($0) }
    #expect(try notes(3) == "100% done")
    #expect(try notes(4) == "newer")
  }

  @Test func aTargetAloneDoesNothingAndAFilterMayBeLeftOut() throws {
    let ignored = Tag.insert {
      Tag(id: 9, title: "home")
    } onConflict: {
      $0.title
    }
    assertInlineSnapshot(of: ignored, as: .sql) {
      """
      INSERT INTO "tags" ("id", "name")
      VALUES (?, ?)
      ON CONFLICT ("name")
      DO NOTHING
      -- 9, 'home'
      """
    }
    let onlyIfFlagged = false
    // (Swift matches a `where:` to the first parameter of that name: an update filter
    // needs the target's filter before it, as in the published library.)
    let unfiltered = Tag.insert {
      Tag(id: 1, title: "house")
    } onConflict: {
      $0.id
    } where: {
      if onlyIfFlagged { $0.title.eq("none") }
    } doUpdate: {
      $0.title = $1.title
    }
    assertInlineSnapshot(of: unfiltered, as: .sql) {
      """
      INSERT INTO "tags" ("id", "name")
      VALUES (?, ?)
      ON CONFLICT ("id")
      DO UPDATE SET "name" = "excluded"."name"
      -- 1, 'house'
      """
    }
    try db.write { db in
      try ignored.execute(db)
      try unfiltered.execute(db)
    }
    #expect(try db.read { try Tag.order(by: \.id).select(\.title).fetchAll($0) } == ["house", "urgent"])
  }

  @Test func namedColumnsTakeTheSameFilters() throws {
    let values = Reminder.insert {
      ($0.title, $0.notes, $0.remindersListID)
    } values: {
      ("Review PR", "from values", 2)
    } onConflict: {
      $0.title
    } where: {
      !$0.isCompleted
    } doUpdate: {
      $0.notes = $1.notes
    } where: { row, refused in
      refused.remindersListID.eq(row.remindersListID)
    }
    assertInlineSnapshot(of: values, as: .sql) {
      """
      INSERT INTO "reminders" ("title", "notes", "remindersListID")
      VALUES (?, ?, ?)
      ON CONFLICT ("title")
      WHERE NOT "reminders"."isCompleted"
      DO UPDATE SET "notes" = "excluded"."notes"
      WHERE "excluded"."remindersListID" = "reminders"."remindersListID"
      -- 'Review PR', 'from values', 2
      """
    }
    // From a select: every list's title as an open reminder; "Personal" is new, the
    // others are left as they are.
    let selected = Reminder.insert {
      ($0.title, $0.remindersListID)
    } select: {
      RemindersList.where { $0.id < 3 }.select { ($0.title, $0.id) }
    } onConflict: {
      $0.title
    } where: {
      !$0.isCompleted
    }
    assertInlineSnapshot(of: selected, as: .sql) {
      """
      INSERT INTO "reminders" ("title", "remindersListID")
      SELECT "remindersLists"."title", "remindersLists"."id"
      FROM "remindersLists"
      WHERE "remindersLists"."id" < ?
      ON CONFLICT ("title")
      WHERE NOT "reminders"."isCompleted"
      DO NOTHING
      -- 3
      """
    }
    let onlyUpdate = Reminder.insert {
      ($0.title, $0.remindersListID)
    } values: {
      ("Groceries", 1)
    } onConflictDoUpdate: {
      $0.notes = "seen twice"
    } where: {
      $0.isCompleted.not()
    }
    try db.write { db in
      try values.execute(db)
      try selected.execute(db)
      try selected.execute(db)
      try onlyUpdate.execute(db)
    }
    #expect(try notes(4) == "from values")
    #expect(try notes(1) == "seen twice")
    #expect(try db.read { try Reminder.where { $0.title.in(["Personal", "Work"]) }.count().fetchOne($0) } == 2)
  }

  /// The library's `insert { } where: { }`: an update's filter without an update has
  /// nothing to filter, and the insert is the plain one, whether the filter built a
  /// condition or not.
  @Test func anUpdateFilterWithoutAnUpdateInsertsAsThePlainInsert() throws {
    let condition = false
    let conditional = Reminder.insert {
      Reminder.Draft(title: "Plan trip", remindersListID: 1)
    } where: {
      if condition {
        $0.isCompleted
      }
    }
    let filtered = Reminder.insert {
      Reminder.Draft(title: "Book hotel", remindersListID: 1)
    } where: {
      $0.isCompleted
    }
    let plain = Reminder.insert { Reminder.Draft(title: "Plan trip", remindersListID: 1) }
    #expect(conditional.query.sql == plain.query.sql)
    #expect(filtered.query.sql == plain.query.sql)
    try db.write { db in
      try conditional.execute(db)
      try filtered.execute(db)
    }
    let titles = try db.read {
      try Reminder.where { $0.title.in(["Plan trip", "Book hotel"]) }.order(by: \.id).select(\.title).fetchAll($0)
    }
    #expect(titles == ["Plan trip", "Book hotel"])
  }
}
