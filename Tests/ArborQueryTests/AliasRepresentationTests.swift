import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// The library's spelling of a row that arrives through an alias: `TableAlias<Base, Name>` in
// `@Column(as:)` of a selection and in `@DatabaseFunction(as:)`. The row decodes as the
// table's, its columns read through the alias.

private enum Shelf: AliasName {}

@Selection
private struct ListAndCount: Equatable {
  @Column(as: TableAlias<RemindersList, Shelf>.self)
  let list: RemindersList
  let count: Int
}

@Selection
private struct MaybeListAndCount: Equatable {
  @Column(as: TableAlias<RemindersList, Shelf>?.self)
  let list: RemindersList?
  let count: Int
}

@DatabaseFunction(as: ((TableAlias<RemindersList, Shelf>) -> Bool).self)
private func isFirstList(_ list: RemindersList) -> Bool {
  list.position == 0
}

// An alias declared as a type of its own names itself.
private struct ListAlias: TableAlias { typealias Table = RemindersList }

@Suite struct AliasRepresentationTests {
  let db = try! makeDatabase()

  @Test func aSelectionReadsARowThroughAnAlias() throws {
    let query = RemindersList.as(Shelf.self)
      .join(Reminder.all) { $0.id.eq($1.remindersListID) }
      .group { list, _ in list.id }
      .order { list, _ in list.id }
      .select { ListAndCount.Columns(list: $0, count: $1.id.count()) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "shelfs"."id", "shelfs"."title", "shelfs"."position", count("reminders"."id") AS "count"
      FROM "remindersLists" AS "shelfs"
      JOIN "reminders" ON "shelfs"."id" = "reminders"."remindersListID"
      GROUP BY "shelfs"."id"
      ORDER BY "shelfs"."id"
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    let expected = try db.read { db in
      try RemindersList.join(Reminder.all) { $0.id.eq($1.remindersListID) }
        .group { list, _ in list.id }
        .order { list, _ in list.id }
        .select { ($0, $1.id.count()) }
        .fetchAll(db)
    }
    #expect(rows == expected.map { ListAndCount(list: $0.0, count: $0.1) })
    #expect(!rows.isEmpty)
  }

  @Test func anOptionalRowThroughAnAliasIsNilWhereTheJoinFindsNone() throws {
    let query = Reminder.leftJoin(RemindersList.as(Shelf.self).all) {
      $0.remindersListID.eq($1.id) && $1.position.eq(-1)
    }
    .group { reminder, _ in reminder.remindersListID }
    .order { reminder, _ in reminder.remindersListID }
    .select { MaybeListAndCount.Columns(list: $1, count: $0.id.count()) }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.list == nil && $0.count > 0 })
    // Left out, an optional row is NULL in each of its columns.
    let leftOut = Reminder.group(by: \.remindersListID).select { MaybeListAndCount.Columns(count: $0.id.count()) }
    assertInlineSnapshot(of: leftOut, as: .sql) {
      """
      SELECT NULL, NULL, NULL, count("reminders"."id") AS "count"
      FROM "reminders"
      GROUP BY "reminders"."remindersListID"
      """
    }
    let counts = try db.read { try leftOut.fetchAll($0) }
    #expect(counts.map(\.list) == Array(repeating: nil, count: rows.count))
    #expect(counts.map(\.count) == rows.map(\.count))
  }

  @Test func pluralsAreTheLibrarys() {
    #expect(
      ["bee", "boy", "buzz", "category", "person", "pox", "status", "match", "key"].map { $0.pluralized() }
        == ["bees", "boys", "buzzes", "categories", "persons", "poxes", "statuses", "matches", "keys"])
  }

  @Test func aDatabaseFunctionTakesARowThroughAnAlias() throws {
    try db.write { $0.add(function: $isFirstList) }
    let query = RemindersList.as(Shelf.self).where { $isFirstList($0) }.select(\.title)
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "shelfs"."title"
      FROM "remindersLists" AS "shelfs"
      WHERE "isFirstList"("shelfs"."id", "shelfs"."title", "shelfs"."position")
      """
    }
    let titles = try db.read { try query.fetchAll($0) }
    let expected = try db.read { try RemindersList.where { $0.position.eq(0) }.select(\.title).fetchAll($0) }
    #expect(titles == expected && !titles.isEmpty)
  }

  @Test func anAliasTypeOfItsOwnStillJoins() throws {
    let query = RemindersList.join(RemindersList.all.as(ListAlias.self)) { $0.id.eq($1.id) }.select {
      ($0.title, $1.title)
    }
    let pairs = try db.read { try query.fetchAll($0) }
    #expect(!pairs.isEmpty && pairs.allSatisfy { $0.0 == $0.1 })
  }

  @Test func aDraftHasNoDraft() {
    #expect(Reminder.Draft.Draft.self == Never.self)
    #expect(ReminderTag.Draft.Draft.self == Never.self)
  }
}
