import ArborDB
import ArborQueryTestSupport
import Foundation
import GRDB
import InlineSnapshotTesting
import Testing

extension RemindersList {
  /// A named select with a join of its own, to be merged into another select.
  static let withReminderCount = group(by: \.id)
    .join(Reminder.all) { $0.id.eq($1.remindersListID) }
    .select { $1.id.count() }
  /// A named select without joins: an order and a limit.
  static let firstByTitle = order(by: \.title).limit(1)
}

/// Selects combined as the published library combines them: a join of a select that has
/// columns, a named select merged through dynamic member lookup, a joined query's clauses
/// merged into the joining select, and a row value run as a statement.
@Suite struct SelectMergingTests {
  let db = try! makeDatabase()

  @Test func aJoinedSelectsColumnsFollowTheJoiningOnes() throws {
    let query = Reminder.select(\.id)
      .join(RemindersList.select(\.title)) { $0.remindersListID.eq($1.id) }
      .order { reminder, _ in reminder.id }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "reminders"."id", "remindersLists"."title"
      FROM "reminders"
      JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      ORDER BY "reminders"."id"
      """
    }
    let rows: [(Int, String)] = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == [1, 2, 3, 4])
    #expect(rows.map(\.1) == ["Personal", "Personal", "Work", "Work"])
  }

  @Test func aSelectOfNothingJoinedToColumnsReadsThoseColumns() throws {
    let query = Reminder.join(RemindersList.select(\.title)) { $0.remindersListID.eq($1.id) }
      .order { reminder, _ in reminder.id }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title"
      FROM "reminders"
      JOIN "remindersLists" ON "reminders"."remindersListID" = "remindersLists"."id"
      ORDER BY "reminders"."id"
      """
    }
    let titles: [String] = try db.read { try query.fetchAll($0) }
    #expect(titles == ["Personal", "Personal", "Work", "Work"])
  }

  @Test func anOuterJoinsNullableColumnsAreOptional() throws {
    let query = RemindersList.select(\.title)
      .leftJoin(Reminder.select { ($0.title, $0.priority) }) { $0.id.eq($1.remindersListID) }
      .order { list, reminder in (list.id, reminder.id) }
    let rows: [(String, String?, Priority?)] = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == ["Personal", "Personal", "Work", "Work", "Empty"])
    #expect(rows.map(\.1) == ["Groceries", "Call mom", "Ship release", "Review PR", nil])
    #expect(rows.map(\.2) == [.high, nil, .medium, .low, nil])

    let right = Reminder.select(\.title)
      .rightJoin(RemindersList.select(\.title)) { $0.remindersListID.eq($1.id) }
      .order { _, list in list.id }
    let rightRows: [(String?, String)] = try db.read { try right.fetchAll($0) }
    #expect(rightRows.map(\.0) == ["Groceries", "Call mom", "Ship release", "Review PR", nil])
    #expect(rightRows.map(\.1) == ["Personal", "Personal", "Work", "Work", "Empty"])
  }

  /// The published library merges a joined query's filter into the outer WHERE, not the
  /// ON clause: a left join of a filtered query keeps only the rows that pass it.
  @Test func aJoinedFilterJoinsTheOuterWhere() throws {
    let query = RemindersList.leftJoin(Reminder.where { !$0.isCompleted }) { $0.id.eq($1.remindersListID) }
      .order { list, reminder in (list.id, reminder.id) }
      .select { ($0.title, $1.title) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", "reminders"."title"
      FROM "remindersLists"
      LEFT JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      WHERE NOT "reminders"."isCompleted"
      ORDER BY "remindersLists"."id", "reminders"."id"
      """
    }
    let rows: [(String, String?)] = try db.read { try query.fetchAll($0) }
    let expected: [(String, String?)] = try db.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT l.title, r.title FROM remindersLists l LEFT JOIN reminders r ON l.id = r.remindersListID
          WHERE NOT r.isCompleted ORDER BY l.id, r.id
          """
      ).map { ($0[0] as String, $0[1] as String?) }
    }
    #expect(rows.map(\.0) == expected.map(\.0))
    #expect(rows.map(\.1) == expected.map(\.1))
    #expect(rows.map(\.0) == ["Personal", "Work", "Work"])
  }

  @Test func aJoinedSelectsOrderAndLimitJoinTheSelects() throws {
    let query = RemindersList.select(\.title)
      .join(Reminder.order(by: \.title).limit(2).select(\.title)) { $0.id.eq($1.remindersListID) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", "reminders"."title"
      FROM "remindersLists"
      JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      ORDER BY "reminders"."title"
      LIMIT ?
      -- 2
      """
    }
    let rows: [(String, String)] = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.1) == ["Call mom", "Groceries"])
  }

  @Test func aNamedSelectMergesThroughDynamicMemberLookup() throws {
    let query = RemindersList.order(by: \.id).select(\.title).withReminderCount
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", count("reminders"."id")
      FROM "remindersLists"
      JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      GROUP BY "remindersLists"."id"
      ORDER BY "remindersLists"."id"
      """
    }
    let rows: [(String, Int)] = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == ["Personal", "Work"])
    #expect(rows.map(\.1) == [2, 2])

    // Merged into nothing selected, a named select of one column reads that column.
    let counts: [Int] = try db.read { try RemindersList.order(by: \.id).withReminderCount.fetchAll($0) }
    #expect(counts == [2, 2])
  }

  @Test func aNamedSelectWithoutJoinsMergesIntoAJoinedOne() throws {
    let query = RemindersList.join(Reminder.all) { $0.id.eq($1.remindersListID) }
      .select { ($0.title, $1.title) }
      .firstByTitle
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", "reminders"."title"
      FROM "remindersLists"
      JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      ORDER BY "remindersLists"."title"
      LIMIT ?
      -- 1
      """
    }
    let rows: [(String, String)] = try db.read { try query.fetchAll($0) }
    #expect(rows.count == 1)
    #expect(rows.first?.0 == "Personal")
  }

  @Test func aRowValueIsItsOneRowSelect() throws {
    let row = RemindersList(id: 9, title: "It's", position: 4)
    assertInlineSnapshot(of: row, as: .sql) {
      """
      SELECT ? AS "id", ? AS "title", ? AS "position"
      -- 9, 'It''s', 4
      """
    }
    #expect(try db.read { try row.fetchAll($0) } == [row])

    let none = RemindersList?(nil)
    // Wrapped once more: the snapshot takes an optional value and records nothing for nil.
    let snapshotted: RemindersList?? = .some(none)
    assertInlineSnapshot(of: snapshotted, as: .sql) {
      """
      SELECT ? AS "id", ? AS "title", ? AS "position"
      -- NULL, NULL, NULL
      """
    }
    let fetched: [RemindersList?] = try db.read { try none.fetchAll($0) }
    #expect(fetched == [nil])
    let some: [RemindersList?] = try db.read { try RemindersList?(row).fetchAll($0) }
    #expect(some == [row])
  }
}

@Table("items")
private struct StockItem: Equatable {
  var title = ""
  var quantity = 0
}

@Table
private struct StampedItem: Equatable {
  var item: StockItem?
  var timestamp: Date
}

/// A table's row as a field of another table spans its columns, as a column group does.
@Suite struct NestedTableFieldTests {
  @Test func aTableFieldSpansItsColumns() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "stampedItems" ("title" TEXT, "quantity" INTEGER, "timestamp" TEXT NOT NULL)
        """
      ).execute(db)
    }
    #expect(StampedItem.TableColumns.columnNames == ["title", "quantity", "timestamp"])
    let stamp = Date(timeIntervalSinceReferenceDate: 0)
    let insert = StampedItem.insert {
      StampedItem(item: nil, timestamp: stamp)
      StampedItem(item: StockItem(title: "Pencil", quantity: 2), timestamp: stamp)
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "stampedItems" ("title", "quantity", "timestamp")
      VALUES (?, ?, ?), (?, ?, ?)
      -- NULL, NULL, '2001-01-01 00:00:00.000', 'Pencil', 2, '2001-01-01 00:00:00.000'
      """
    }
    try db.write { try insert.execute($0) }
    let rows = try db.read { try StampedItem.all.fetchAll($0) }
    #expect(
      rows == [
        StampedItem(item: nil, timestamp: stamp),
        StampedItem(item: StockItem(title: "Pencil", quantity: 2), timestamp: stamp),
      ])
    #expect(try db.read { try StampedItem(item: nil, timestamp: stamp).fetchOne($0) } == rows[0])
  }
}

/// A column named as the statement's SQL (`query`) stays the row's own property.
@Table
private struct SearchEntry: Equatable {
  let id: Int
  var query: String
}

@Suite struct RowStatementNameTests {
  @Test func aColumnNamedQueryIsTheRowsOwn() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "searchEntries" ("id" INTEGER PRIMARY KEY, "query" TEXT)"#)
        .execute(db)
      try SearchEntry.insert { SearchEntry(id: 1, query: "apples") }.execute(db)
    }
    let entry = try #require(try db.read { try SearchEntry.find(1).fetchOne($0) })
    let text: String = entry.query
    #expect(text == "apples")
    #expect(try db.read { try SearchEntry.where { $0.query.eq("apples") }.select(\.id).fetchAll($0) } == [1])
    // As a statement it is still its one-row SELECT.
    #expect(try db.read { try entry.fetchOne($0) } == entry)
  }
}
