import ArborDB
import ArborQueryTestSupport
import Foundation
import GRDB
import InlineSnapshotTesting
import Testing

@Suite struct SelectTests {
  let db = try! makeDatabase()

  @Test func all() throws {
    assertInlineSnapshot(of: Reminder.all, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      """
    }
    let reminders = try db.read { try Reminder.all.fetchAll($0) }
    #expect(reminders.map(\.title) == ["Groceries", "Call mom", "Ship release", "Review PR"])
    #expect(reminders[0].priority == .high)
    #expect(reminders[0].dueDate == date(2025, 1, 2))
    #expect(reminders[1].dueDate == nil)
  }

  @Test func whereClosureAndKeyPath() throws {
    let query = Reminder.where { !$0.isCompleted && $0.priority.isNot(nil) }.where(\.isCompleted)
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE ((NOT "reminders"."isCompleted") AND ("reminders"."priority" IS NOT NULL)) AND ("reminders"."isCompleted")
      """
    }
    #expect(try db.read { try query.fetchAll($0) }.isEmpty)
    let open = try db.read { try Reminder.where { $0.isCompleted == false }.fetchAll($0) }
    #expect(open.count == 3)
  }

  @Test func selectColumnsTuplesAndLabels() throws {
    let one = Reminder.select(\.title).order(by: \.title)
    assertInlineSnapshot(of: one, as: .sql) {
      """
      SELECT "reminders"."title"
      FROM "reminders"
      ORDER BY "reminders"."title"
      """
    }
    #expect(try db.read { try one.fetchAll($0) } == ["Call mom", "Groceries", "Review PR", "Ship release"])

    let pair = Reminder.where { $0.id.eq(1) }.select { ($0.id, $0.title) }
    assertInlineSnapshot(of: pair, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title"
      FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 1
      """
    }
    let row = try #require(try db.read { try pair.fetchOne($0) })
    #expect(row.0 == 1 && row.1 == "Groceries")

    let labeled = Reminder.order(by: \.id).select { (title: $0.title.upper(), length: $0.title.length()) }
    assertInlineSnapshot(of: labeled, as: .sql) {
      """
      SELECT upper("reminders"."title"), length("reminders"."title")
      FROM "reminders"
      ORDER BY "reminders"."id"
      """
    }
    let rows = try db.read { try labeled.fetchAll($0) }
    #expect(rows.first?.0 == "GROCERIES" && rows.first?.1 == 9)
  }

  @Test func selectionRows() throws {
    let query =
      Reminder
      .join(RemindersList.all) { $0.remindersListID.eq($1.id) }
      .order { ($1.title, $0.title.desc()) }
      .select { ReminderRow.Columns(reminderTitle: $0.title, listTitle: $1.title, priority: $0.priority) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."title" AS "reminderTitle", "remindersLists"."title" AS "listTitle", "reminders"."priority" AS "priority"
      FROM "reminders"
      JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      ORDER BY "remindersLists"."title", "reminders"."title" DESC
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.first == ReminderRow(reminderTitle: "Groceries", listTitle: "Personal", priority: .high))
    #expect(rows.count == 4)
  }

  @Test func distinctOrderNullsLimitOffset() throws {
    let distinct = Reminder.select(\.remindersListID).distinct().order(by: \.remindersListID)
    assertInlineSnapshot(of: distinct, as: .sql) {
      """
      SELECT DISTINCT "reminders"."remindersListID"
      FROM "reminders"
      ORDER BY "reminders"."remindersListID"
      """
    }
    #expect(try db.read { try distinct.fetchAll($0) } == [1, 2])

    let nullsLast = Reminder.order { ($0.priority.desc(nulls: .last), $0.id.asc()) }.select(\.title)
    assertInlineSnapshot(of: nullsLast, as: .sql) {
      """
      SELECT "reminders"."title"
      FROM "reminders"
      ORDER BY "reminders"."priority" DESC NULLS LAST, "reminders"."id" ASC
      """
    }
    #expect(try db.read { try nullsLast.fetchAll($0) } == ["Groceries", "Ship release", "Review PR", "Call mom"])

    let page = Reminder.order(by: \.id).limit(2, offset: 1).select(\.id)
    assertInlineSnapshot(of: page, as: .sql) {
      """
      SELECT "reminders"."id"
      FROM "reminders"
      ORDER BY "reminders"."id"
      LIMIT ? OFFSET ?
      -- 2, 1
      """
    }
    #expect(try db.read { try page.fetchAll($0) } == [2, 3])

    let skip = Reminder.order(by: \.id).offset(3).select(\.id)
    assertInlineSnapshot(of: skip, as: .sql) {
      """
      SELECT "reminders"."id"
      FROM "reminders"
      ORDER BY "reminders"."id"
      LIMIT -1 OFFSET ?
      -- 3
      """
    }
    #expect(try db.read { try skip.fetchAll($0) } == [4])
  }

  @Test func groupHavingCount() throws {
    let query =
      RemindersList
      .group(by: \.id)
      .leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .having { $1.id.count() > 1 }
      .order(by: { list, _ in list.title })
      .select { ($0.title, $1.id.count(), $1.priority.max()) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", count("reminders"."id"), max("reminders"."priority")
      FROM "remindersLists"
      LEFT JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      GROUP BY "remindersLists"."id"
      HAVING (count("reminders"."id")) > ?
      ORDER BY "remindersLists"."title"
      -- 1
      """
    }
    // `having(\.column)`: the groups whose boolean column is true (SQLite takes a bare column
    // of the group).
    let completedGroups = Reminder.group(by: \.isCompleted).having(\.isCompleted).select {
      ($0.isCompleted, $0.id.count())
    }
    assertInlineSnapshot(of: completedGroups, as: .sql) {
      """
      SELECT "reminders"."isCompleted", count("reminders"."id")
      FROM "reminders"
      GROUP BY "reminders"."isCompleted"
      HAVING "reminders"."isCompleted"
      """
    }
    let completed = try db.read { try completedGroups.fetchAll($0) }
    #expect(completed.count == 1 && completed.first?.0 == true)

    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == ["Personal", "Work"])
    #expect(rows.map(\.1) == [2, 2])
    #expect(rows.map(\.2) == [.high, .medium])

    assertInlineSnapshot(of: Reminder.count(), as: .sql) {
      """
      SELECT count(*)
      FROM "reminders"
      """
    }
    #expect(try db.read { try Reminder.count().fetchOne($0) } == 4)
    let open = Reminder.where { !$0.isCompleted }.count()
    assertInlineSnapshot(of: open, as: .sql) {
      """
      SELECT count(*)
      FROM "reminders"
      WHERE NOT "reminders"."isCompleted"
      """
    }
    #expect(try db.read { try open.fetchOne($0) } == 3)
  }

  @Test func joinsPromoteOptionals() throws {
    let inner = Reminder.join(RemindersList.where { $0.position.eq(1) }) { $0.remindersListID.eq($1.id) }
    assertInlineSnapshot(of: inner, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID", "remindersLists"."id", "remindersLists"."title", "remindersLists"."position"
      FROM "reminders"
      JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      WHERE "remindersLists"."position" = ?
      -- 1
      """
    }
    let pairs = try db.read { try inner.fetchAll($0) }
    #expect(pairs.map(\.0.title) == ["Ship release", "Review PR"])
    #expect(pairs.allSatisfy { $0.1.title == "Work" })

    let left = RemindersList.leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .where { $1.id.is(nil) }
    assertInlineSnapshot(of: left, as: .sql) {
      """
      SELECT "remindersLists"."id", "remindersLists"."title", "remindersLists"."position", "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "remindersLists"
      LEFT JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      WHERE "reminders"."id" IS NULL
      """
    }
    let lonely = try db.read { try left.fetchAll($0) }
    #expect(lonely.count == 1)
    #expect(lonely[0].0.title == "Empty" && lonely[0].1 == nil)

    // Every list, with or without reminders: the reminder side is optional.
    let right = Reminder.all
      .rightJoin(RemindersList.all) { $0.remindersListID.eq($1.id) }
      .where { reminder, _ in reminder.id.is(nil) }
      .select { ($0.title, $1.title) }
    assertInlineSnapshot(of: right, as: .sql) {
      """
      SELECT "reminders"."title", "remindersLists"."title"
      FROM "reminders"
      RIGHT JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      WHERE "reminders"."id" IS NULL
      """
    }
    let rightRows: [(String?, String)] = try db.read { try right.fetchAll($0) }
    #expect(rightRows.map(\.0) == [nil])
    #expect(rightRows.map(\.1) == ["Empty"])

    let full = Tag.all.fullJoin(ReminderTag.where { $0.tagID.eq(2) }) { $0.id.eq($1.tagID) }
      .order { ($0.id, $1.reminderID) }
      .select { ($0.title, $1.reminderID) }
    assertInlineSnapshot(of: full, as: .sql) {
      """
      SELECT "tags"."name", "reminderTags"."reminderID"
      FROM "tags"
      FULL JOIN "reminderTags" ON "tags"."id" = "reminderTags"."tagID"
      WHERE "reminderTags"."tagID" = ?
      ORDER BY "tags"."id", "reminderTags"."reminderID"
      -- 2
      """
    }
    let fullRows = try db.read { try full.fetchAll($0) }
    // The joined filter joins the outer WHERE, as the published library merges it: only
    // the rows it holds for stay, unmatched ones of either side included only if they pass.
    #expect(fullRows.map(\.0) == ["urgent", "urgent"])
    #expect(fullRows.map(\.1) == [1, 3])
  }

  /// A filter's right and full joins: its conditions stay in WHERE, as a filter's inner and
  /// left joins keep them.
  @Test func aFilterJoinsOnTheRightAndInFull() throws {
    let right = Tag.where { $0.id.neq(1) }
      .rightJoin(ReminderTag.all) { $0.id.eq($1.tagID) }
      .order { ($1.reminderID, $1.tagID) }
      .select { ($0.title, $1.reminderID) }
    assertInlineSnapshot(of: right, as: .sql) {
      """
      SELECT "tags"."name", "reminderTags"."reminderID"
      FROM "tags"
      RIGHT JOIN "reminderTags" ON "tags"."id" = "reminderTags"."tagID"
      WHERE "tags"."id" <> ?
      ORDER BY "reminderTags"."reminderID", "reminderTags"."tagID"
      -- 1
      """
    }
    let rightRows = try db.read { try right.fetchAll($0) }
    let expected: [(String?, Int)] = try db.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT t.name, rt.reminderID FROM tags t RIGHT JOIN reminderTags rt ON t.id = rt.tagID
          WHERE t.id <> 1 ORDER BY rt.reminderID, rt.tagID
          """
      ).map { ($0[0] as String?, $0[1] as Int) }
    }
    #expect(!rightRows.isEmpty)
    #expect(rightRows.map { $0.0 } == expected.map { $0.0 })
    #expect(rightRows.map { $0.1 } == expected.map { $0.1 })
    let full = Tag.where { $0.id.eq(2) }.fullJoin(ReminderTag.where { $0.tagID.eq(2) }) { $0.id.eq($1.tagID) }
    let fullRows = try db.read { try full.fetchAll($0) }
    // Named and typed apart: inside `#expect` the comparison took the type checker past
    // the build's 400 ms warning on a loaded machine.
    let urgent: Int = expected.filter { (row: (String?, Int)) -> Bool in row.0 == "urgent" }.count
    #expect(fullRows.count == urgent)
    #expect(fullRows.allSatisfy { $0.0?.id == 2 && $0.1?.tagID == 2 })
  }

  @Test func threeWayJoinWithTags() throws {
    let query = Reminder.group(by: \.id)
      .leftJoin(ReminderTag.all) { $0.id.eq($1.reminderID) }
      .leftJoin(Tag.all) { $1.tagID.eq($2.id) }
      .order(by: { reminder, _, _ in reminder.id })
      .select { ($0.title, $2.title.groupConcat(separator: ", ")) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."title", group_concat("tags"."name", ?)
      FROM "reminders"
      LEFT JOIN "reminderTags" ON "reminders"."id" = "reminderTags"."reminderID"
      LEFT JOIN "tags" ON "reminderTags"."tagID" = "tags"."id"
      GROUP BY "reminders"."id"
      ORDER BY "reminders"."id"
      -- ', '
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.1) == ["home, urgent", nil, "urgent", nil])
  }

  @Test func closuresOnSelectsWithoutJoins() throws {
    let query = Reminder.all.where { $0.id > 1 }.order { $0.title.desc() }.select { ($0.id, $0.title) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title"
      FROM "reminders"
      WHERE "reminders"."id" > ?
      ORDER BY "reminders"."title" DESC
      -- 1
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == [3, 4, 2])
    let coalesced = Reminder.all.order(by: \.id).select { $0.priority ?? Priority.low }
    #expect(try db.read { try coalesced.fetchAll($0) } == [.high, .low, .medium, .low])
  }

  @Test func labeledTuplesAcrossJoins() throws {
    let query = Reminder.leftJoin(RemindersList.all) { $0.remindersListID.eq($1.id) }
      .order { reminder, _ in reminder.id }
      .select { (reminderTitle: $0.title, listTitle: $1.title) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."title", "remindersLists"."title"
      FROM "reminders"
      LEFT JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      ORDER BY "reminders"."id"
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.first?.0 == "Groceries" && rows.first?.1 == "Personal")
  }

  @Test func fetchCursorStreamsRows() throws {
    let titles = try db.read { db in
      var titles: [String] = []
      let cursor = try Reminder.order(by: \.id).fetchCursor(db)
      while let reminder = try cursor.next() { titles.append(reminder.title) }
      return titles
    }
    #expect(titles.count == 4)
  }

  /// `order` takes one term, a tuple of them, or terms chosen by `if` and `switch`.
  @Test func orderTermsChosenBySwift() throws {
    for byTitle in [true, false] {
      let query = Reminder.order {
        if byTitle { ($0.isCompleted, $0.title.desc()) } else { $0.id.desc() }
      }.select(\.id)
      let ids = try db.read { try query.fetchAll($0) }
      let expected = try db.read { db in
        byTitle
          ? try #sql("SELECT id FROM reminders ORDER BY isCompleted, title DESC", as: Int.self).fetchAll(db)
          : try #sql("SELECT id FROM reminders ORDER BY id DESC", as: Int.self).fetchAll(db)
      }
      #expect(ids == expected)
    }
    let unordered = false
    assertInlineSnapshot(of: Reminder.order { if unordered { $0.title } }.select(\.id), as: .sql) {
      """
      SELECT "reminders"."id"
      FROM "reminders"
      """
    }
  }

  /// `limit` and `offset` take a count chosen by `switch` and `if`; `nil` leaves them out.
  @Test func limitsChosenBySwift() throws {
    enum Page { case all, first }
    func ids(_ page: Page, skipping: Int?) throws -> [Int] {
      let query = Reminder.order(by: \.id).select(\.id)
        .limit { _ in
          switch page {
          case .all: nil
          case .first: 2
          }
        }
        .offset { _ in if let skipping { skipping } }
      return try db.read { try query.fetchAll($0) }
    }
    let all = try db.read { try Reminder.order(by: \.id).select(\.id).fetchAll($0) }
    #expect(try ids(.all, skipping: nil) == all)
    #expect(try ids(.first, skipping: nil) == Array(all.prefix(2)))
    #expect(try ids(.first, skipping: 1) == Array(all.dropFirst().prefix(2)))
    let both = Reminder.order(by: \.id).select(\.id).limit({ _ in 1 }, offset: { _ in 2 })
    #expect(try db.read { try both.fetchAll($0) } == [all[2]])
  }

  @Test func countsWithAFilter() throws {
    assertQuery(Reminder.count { !$0.isCompleted }, database: db) {
      """
      SELECT count(*) FILTER (WHERE NOT "reminders"."isCompleted")
      FROM "reminders"
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      └───┘
      """
    }
    let all = try db.read { try Reminder.count().fetchOne($0) }
    let counted = try db.read { try Reminder.count { if false { $0.isCompleted } }.fetchOne($0) }
    #expect(counted == all)
  }
}
