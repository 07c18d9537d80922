import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Suite struct ExpressionTests {
  let db = try! makeDatabase()

  func titles(_ query: Where<Reminder>) throws -> [String] {
    try db.read { try query.order(by: \.id).select(\.title).fetchAll($0) }
  }

  @Test func comparisonsAcrossOptionality() throws {
    let query = Reminder.where { $0.priority.eq(Priority.high) || $0.priority.gt(Priority.high) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE ("reminders"."priority" = ?) OR ("reminders"."priority" > ?)
      -- 3, 3
      """
    }
    #expect(try titles(query) == ["Groceries"])
    let mixed = Reminder.leftJoin(RemindersList.all) { $0.remindersListID.eq($1.id) }
      .where { $0.remindersListID.eq($1.id) && $1.position >= 1 }
      .select(\.title)
    assertInlineSnapshot(of: mixed, as: .sql) {
      """
      SELECT "reminders"."title"
      FROM "reminders"
      LEFT JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      WHERE ("reminders"."remindersListID" = "remindersLists"."id") AND ("remindersLists"."position" >= ?)
      -- 1
      """
    }
    #expect(try db.read { try mixed.fetchAll($0) } == ["Ship release", "Review PR"])
    #expect(try titles(Reminder.where { $0.id != 1 && $0.id.neq(2) && $0.id.lte(3) }) == ["Ship release"])
  }

  @Test func membership() throws {
    let list = Reminder.where { $0.id.in([1, 3]) }
    assertInlineSnapshot(of: list, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE "reminders"."id" IN (?, ?)
      -- 1, 3
      """
    }
    #expect(try titles(list) == ["Groceries", "Ship release"])
    #expect(try titles(Reminder.where { $0.id.in([Int]()) }).isEmpty)
    #expect(try titles(Reminder.where { !$0.id.in([1, 2]) }) == ["Ship release", "Review PR"])

    let subquery = Reminder.where { $0.remindersListID.in(RemindersList.where { $0.title.eq("Work") }.select(\.id)) }
    assertInlineSnapshot(of: subquery, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE "reminders"."remindersListID" IN (SELECT "remindersLists"."id" FROM "remindersLists" WHERE "remindersLists"."title" = ?)
      -- 'Work'
      """
    }
    #expect(try titles(subquery) == ["Ship release", "Review PR"])

    let optionalAgainstPlain = Reminder.where { $0.priority.in(Reminder.where { $0.id.eq(1) }.select(\.priority)) }
    #expect(try titles(optionalAgainstPlain) == ["Groceries"])

    let between = Reminder.where { $0.id.between(2, and: 3) }
    assertInlineSnapshot(of: between, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE "reminders"."id" BETWEEN ? AND ?
      -- 2, 3
      """
    }
    #expect(try titles(between) == ["Call mom", "Ship release"])
    #expect(try titles(Reminder.where { $0.id.notIn([1, 2, 3]) }) == ["Review PR"])
  }

  @Test func textMatching() throws {
    let like = Reminder.where { $0.title.like("%r%") && $0.title.glob("*e*") }
    assertInlineSnapshot(of: like, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE ("reminders"."title" LIKE ?) AND ("reminders"."title" GLOB ?)
      -- '%r%', '*e*'
      """
    }
    #expect(try titles(like) == ["Groceries", "Ship release", "Review PR"])
    let prefix = Reminder.where { $0.title.hasPrefix("ship") }
    assertInlineSnapshot(of: prefix, as: .sql) {
      #"""
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE "reminders"."title" LIKE ? ESCAPE '\'
      -- 'ship%'
      """#
    }
    #expect(try titles(prefix) == ["Ship release"])
    // `%` in the text matches itself, not any run of characters.
    #expect(try titles(Reminder.where { $0.notes.contains("100%") }) == ["Ship release"])
    #expect(try titles(Reminder.where { $0.notes.contains("1%0") }).isEmpty)
    #expect(try titles(Reminder.where { $0.title.hasSuffix("PR") }) == ["Review PR"])
    let nocase = Reminder.where { $0.title.collate(.nocase).eq("CALL MOM") }
    assertInlineSnapshot(of: nocase, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE ("reminders"."title" COLLATE "NOCASE") = ?
      -- 'CALL MOM'
      """
    }
    #expect(try titles(nocase) == ["Call mom"])
  }

  @Test func nullHandling() throws {
    let coalesced = Reminder.select { $0.priority ?? Priority.low }.order(by: \.id)
    assertInlineSnapshot(of: coalesced, as: .sql) {
      """
      SELECT coalesce("reminders"."priority", ?)
      FROM "reminders"
      ORDER BY "reminders"."id"
      -- 1
      """
    }
    #expect(try db.read { try coalesced.fetchAll($0) } == [.high, .low, .medium, .low])
    let fallback = date(2000, 1, 1)
    let chained = Reminder.select { $0.dueDate ?? $0.dueDate ?? fallback }.order(by: \.id)
    assertInlineSnapshot(of: chained, as: .sql) {
      """
      SELECT coalesce("reminders"."dueDate", coalesce("reminders"."dueDate", ?))
      FROM "reminders"
      ORDER BY "reminders"."id"
      -- '2000-01-01 00:00:00.000'
      """
    }
    #expect(try db.read { try chained.fetchAll($0) }[1] == date(2000, 1, 1))
    #expect(try titles(Reminder.where { $0.dueDate.is(nil) }) == ["Call mom", "Review PR"])
    #expect(try titles(Reminder.where { $0.priority.is(Priority.low) }) == ["Review PR"])
  }

  /// SQLite's remainder by zero is NULL, so `%` is optional, as in the published library;
  /// `%=` keeps the column's own type.
  @Test func remainderIsOptional() throws {
    let remainders = Reminder.order(by: \.id).limit(2).select { ($0.id % 2, $0.id % 0) }
    let rows = try db.read { try remainders.fetchAll($0) }
    #expect(rows.map(\.0) == [1, 0] && rows.map(\.1) == [nil, nil])
    // List 0 does not exist: the check is of the arithmetic, not of the schema's keys.
    try db.writeWithoutTransaction { try $0.execute(sql: "PRAGMA foreign_keys = OFF") }
    try db.write { try Reminder.find(3).update { $0.remindersListID %= 2 }.execute($0) }
    #expect(try db.read { try Reminder.find(3).select(\.remindersListID).fetchOne($0) } == 0)
  }

  @Test func arithmeticAndStrings() throws {
    let arithmetic = Reminder.where { $0.id.eq(3) }.select { columns in
      let times: SQLQueryExpression<Int> = columns.id * 10
      return (times + 1, columns.title + "!")
    }
    assertInlineSnapshot(of: arithmetic, as: .sql) {
      """
      SELECT ("reminders"."id" * ?) + ?, "reminders"."title" || ?
      FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 10, 1, '!', 3
      """
    }
    let computed = try #require(try db.read { try arithmetic.fetchOne($0) })
    #expect(computed.0 == 31 && computed.1 == "Ship release!")

    let strings = Reminder.where { $0.id.eq(3) }.select {
      ($0.title.lower().replace("ship", "cut"), $0.title.substr(1, 4), $0.title.instr("release"))
    }
    assertInlineSnapshot(of: strings, as: .sql) {
      """
      SELECT replace(lower("reminders"."title"), ?, ?), substr("reminders"."title", ?, ?), instr("reminders"."title", ?)
      FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 'ship', 'cut', 1, 4, 'release', 3
      """
    }
    let row = try #require(try db.read { try strings.fetchOne($0) })
    #expect(row.0 == "cut release" && row.1 == "Ship" && row.2 == 6)
    let trimmed = try db.read { try #sql("SELECT \(bind: "  x  ")", as: String.self).fetchOne($0) }
    #expect(trimmed == "  x  ")
  }

  @Test func aggregatesWithFilters() throws {
    let query = Reminder.select {
      (
        $0.id.count(), $0.id.count(filter: $0.isCompleted), $0.id.sum(), $0.id.total(),
        $0.id.avg(filter: !$0.isCompleted), $0.id.min()
      )
    }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT count("reminders"."id"), count("reminders"."id") FILTER (WHERE "reminders"."isCompleted"), sum("reminders"."id"), total("reminders"."id"), avg("reminders"."id") FILTER (WHERE NOT "reminders"."isCompleted"), min("reminders"."id")
      FROM "reminders"
      """
    }
    let row = try #require(try db.read { try query.fetchOne($0) })
    #expect(row.0 == 4 && row.1 == 1 && row.2 == 10 && row.3 == 10.0 && row.4 == 8.0 / 3 && row.5 == 1)
    let distinct = Reminder.select { $0.remindersListID.groupConcat(distinct: true) }
    #expect(try db.read { try distinct.fetchOne($0) } == "1,2")
  }

  @Test func bindAndRawSQL() throws {
    let rootID = 2
    let query = Reminder.where { $0.id.eq(#bind(rootID)) && $0.title.neq(#sql("'x'")) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE ("reminders"."id" = ?) AND ("reminders"."title" <> ('x'))
      -- 2
      """
    }
    #expect(try titles(query) == ["Call mom"])
    let hostile = "x'); DROP TABLE reminders; --"
    let raw = #sql(
      "SELECT count(*) FROM \(Reminder.self) WHERE \(Reminder.columns.title) <> \(hostile) AND \(raw: "1") = 1",
      as: Int.self)
    assertInlineSnapshot(of: raw, as: .sql) {
      """
      SELECT count(*)
      FROM "reminders"
      WHERE "reminders"."title" <> ? AND 1 = 1
      -- 'x''); DROP TABLE reminders; --'
      """
    }
    #expect(try db.read { try raw.fetchOne($0) } == 4)
  }
}

extension ExpressionTests {
  @Test func casts() throws {
    let query = Reminder.where { $0.id.eq(3) }.select {
      ($0.isCompleted.cast(as: Int.self), $0.id.cast(as: String.self), $0.notes.cast(as: Double.self))
    }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT CAST("reminders"."isCompleted" AS INTEGER), CAST("reminders"."id" AS TEXT), CAST("reminders"."notes" AS REAL)
      FROM "reminders"
      WHERE "reminders"."id" = ?
      -- 3
      """
    }
    let row = try #require(try db.read { try query.fetchOne($0) })
    #expect(row.0 == 0 && row.1 == "3" && row.2 == 100)
  }
}
