import ArborDB
import ArborQueryTestSupport
import Foundation
import Testing

// The library's spellings that read like plain Swift inside a filter: a whole row compared
// with a table's columns (SQLite's row values), `for` loops and `nil` in `where`, and
// `nullif` of an optional column with a plain value.

@Table
private struct Badge: Equatable {
  let id: Int
  var title = ""
  var rank: Int?
}

@Suite struct RowComparisonTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "badges" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "rank" INTEGER)"#).execute(db)
      try Badge.insert {
        Badge(id: 1, title: "car", rank: 3)
        Badge(id: 2, title: "kids")
        Badge(id: 3, title: "someday", rank: 1)
        Badge(id: 4, title: "carpool", rank: 3)
      }.execute(db)
    }
  }

  @Test func aRowComparedWithTheColumns() {
    assertQuery(Badge.where { $0.eq(Badge(id: 1, title: "car", rank: 3)) }.select(\.id), database: db) {
      """
      SELECT "badges"."id"
      FROM "badges"
      WHERE ("badges"."id", "badges"."title", "badges"."rank") = (?, ?, ?)
      -- 1, 'car', 3
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
    // Ordered column by column: past (1, …) by id first, so every later row.
    assertQuery(Badge.where { $0 > Badge(id: 1, title: "zzz", rank: nil) }.select(\.id), database: db) {
      """
      SELECT "badges"."id"
      FROM "badges"
      WHERE ("badges"."id", "badges"."title", "badges"."rank") > (?, ?, ?)
      -- 1, 'zzz', NULL
      """
    } results: {
      """
      ┌───┐
      │ 2 │
      │ 3 │
      │ 4 │
      └───┘
      """
    }
  }

  @Test func forLoopsRequireEveryConditionAndNilAddsNone() {
    let words = ["car", "pool"]
    assertQuery(
      Badge.where {
        for word in words {
          $0.title.like("%\(word)%")
        }
      }.select(\.title),
      database: db
    ) {
      """
      SELECT "badges"."title"
      FROM "badges"
      WHERE ("badges"."title" LIKE ?) AND ("badges"."title" LIKE ?)
      -- '%car%', '%pool%'
      """
    } results: {
      """
      ┌───────────┐
      │ "carpool" │
      └───────────┘
      """
    }
    assertQuery(Badge.where { _ in nil }.select { $0.id.count() }, database: db) {
      """
      SELECT count("badges"."id")
      FROM "badges"
      """
    } results: {
      """
      ┌───┐
      │ 4 │
      └───┘
      """
    }
  }

  @Test func nullifOfAnOptionalColumnAndAPlainValue() {
    assertQuery(Badge.order(by: \.id).select { $0.rank.nullif(3) }, database: db) {
      """
      SELECT nullif("badges"."rank", ?)
      FROM "badges"
      ORDER BY "badges"."id"
      -- 3
      """
    } results: {
      """
      ┌─────┐
      │ nil │
      │ nil │
      │ 1   │
      │ nil │
      └─────┘
      """
    }
  }
}
