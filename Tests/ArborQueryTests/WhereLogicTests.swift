import ArborDB
import ArborQueryTestSupport
import Foundation
import Testing

// Filters combined with AND, OR and NOT: as methods and operators on `Where`, and on a
// table's SELECT (`Job.all.or(…)`), a side without conditions leaving the other as it is.

@Table
private struct Job: Equatable {
  let id: Int
  var isDone = false
  var isUrgent = false
}

@Suite struct WhereLogicTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        #"CREATE TABLE "jobs" ("id" INTEGER PRIMARY KEY, "isDone" INTEGER NOT NULL, "isUrgent" INTEGER NOT NULL)"#
      ).execute(db)
      try Job.insert {
        Job(id: 1)
        Job(id: 2, isDone: true)
        Job(id: 3, isUrgent: true)
        Job(id: 4, isDone: true, isUrgent: true)
      }.execute(db)
    }
  }

  @Test func operatorsOnFilters() {
    assertQuery((Job.where(\.isDone) && Job.where(\.isUrgent)).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE ("jobs"."isDone") AND ("jobs"."isUrgent")
      """
    } results: {
      """
      ┌───┐
      │ 4 │
      └───┘
      """
    }
    assertQuery((Job.where(\.isDone) || Job.where(\.isUrgent)).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE ("jobs"."isDone") OR ("jobs"."isUrgent")
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
    assertQuery((!Job.where(\.isDone)).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE NOT ("jobs"."isDone")
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 3 │
      └───┘
      """
    }
  }

  @Test func aFilterWithoutConditionsLeavesTheOther() throws {
    assertQuery(Job.all.or(Job.where(\.isUrgent)).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE "jobs"."isUrgent"
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      │ 4 │
      └───┘
      """
    }
    assertQuery(Job.where(\.isUrgent).and(Job.unscoped).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE "jobs"."isUrgent"
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      │ 4 │
      └───┘
      """
    }
    assertQuery(Job.where(\.isUrgent).or(Job.all).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE "jobs"."isUrgent"
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      │ 4 │
      └───┘
      """
    }
    assertQuery(Job.where(\.isUrgent).and(Job.all).select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE "jobs"."isUrgent"
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      │ 4 │
      └───┘
      """
    }
    assertQuery(Job.all.not().select(\.id), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE NOT (1)
      """
    }
    let none: [Int] = try db.read { db in try Job.all.not().select(\.id).fetchAll(db) }
    #expect(none.isEmpty)
  }

  @Test func aSelectCombinesWithAFilter() {
    assertQuery(Job.where(\.isDone).select(\.id).and(Job.where(\.isUrgent)), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE ("jobs"."isDone") AND ("jobs"."isUrgent")
      """
    } results: {
      """
      ┌───┐
      │ 4 │
      └───┘
      """
    }
    assertQuery(Job.where(\.isDone).select(\.id).or(Job.where(\.isUrgent)), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE ("jobs"."isDone") OR ("jobs"."isUrgent")
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
    assertQuery(Job.where(\.isDone).select(\.id).not(), database: db) {
      """
      SELECT "jobs"."id"
      FROM "jobs"
      WHERE NOT ("jobs"."isDone")
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 3 │
      └───┘
      """
    }
  }

  /// The filter combined in may be named by its type alone, as the library writes it.
  @Test func theOtherFilterNamedByItsType() throws {
    let both = try db.read { try Job.where(\.isDone).and(.where(\.isUrgent)).select(\.id).fetchAll($0) }
    #expect(both == [4])
    let either = try db.read {
      try Job.where(\.isDone).or(.where { $0.isUrgent }).order(by: \.id).select(\.id).fetchAll($0)
    }
    #expect(either == [2, 3, 4])
    let count = try db.read { try Job.where(\.isDone).or(.where(\.isUrgent)).count().fetchOne($0) }
    #expect(count == 3)
  }

  @Test func countWhereAnExpressionIsExpected() {
    assertQuery(Job.select { _ in .count() }, database: db) {
      """
      SELECT count(*)
      FROM "jobs"
      """
    } results: {
      """
      ┌───┐
      │ 4 │
      └───┘
      """
    }
    assertQuery(Job.select { _ in .count(filter: Job.columns.isDone) }, database: db) {
      """
      SELECT count(*) FILTER (WHERE "jobs"."isDone")
      FROM "jobs"
      """
    } results: {
      """
      ┌───┐
      │ 2 │
      └───┘
      """
    }
    assertQuery(Job.group(by: \.isDone).having { _ in .count() > 1 }.select(\.isDone), database: db) {
      """
      SELECT "jobs"."isDone"
      FROM "jobs"
      GROUP BY "jobs"."isDone"
      HAVING (count(*)) > ?
      -- 1
      """
    } results: {
      """
      ┌───────┐
      │ false │
      │ true  │
      └───────┘
      """
    }
  }

  @Test func aFilterTakesHaving() {
    assertQuery(Job.where(\.isUrgent).having { _ in .count() > 1 }.select { _ in .count() }, database: db) {
      """
      SELECT count(*)
      FROM "jobs"
      WHERE "jobs"."isUrgent"
      HAVING (count(*)) > ?
      -- 1
      """
    } results: {
      """
      ┌───┐
      │ 2 │
      └───┘
      """
    }
    assertQuery(Job.where(\.isUrgent).group(by: \.isDone).having(\.isDone).select(\.isDone), database: db) {
      """
      SELECT "jobs"."isDone"
      FROM "jobs"
      WHERE "jobs"."isUrgent"
      GROUP BY "jobs"."isDone"
      HAVING "jobs"."isDone"
      """
    } results: {
      """
      ┌──────┐
      │ true │
      └──────┘
      """
    }
  }

  /// `if` and `switch` choose a condition; an `if` that does not hold adds none.
  @Test func conditionsChosenBySwift() throws {
    for onlyDone in [true, false] {
      let ids = try db.read { db in
        try Job.where { if onlyDone { $0.isDone } }.order(by: \.id).select(\.id).fetchAll(db)
      }
      #expect(ids == (onlyDone ? [2, 4] : [1, 2, 3, 4]))
    }
    enum Filter { case urgent, done, any }
    func ids(_ filter: Filter) throws -> [Int] {
      try db.read { db in
        try Job.all
          .where {
            switch filter {
            case .urgent: $0.isUrgent
            case .done: $0.isDone
            case .any: $0.isDone || !$0.isDone
            }
          }
          .order(by: \.id).select(\.id).fetchAll(db)
      }
    }
    #expect(try ids(.urgent) == [3, 4])
    #expect(try ids(.done) == [2, 4])
    #expect(try ids(.any) == [1, 2, 3, 4])
    let minimum: Int? = nil
    assertQuery(
      Job.group(by: \.isDone).select { ($0.isDone, $0.id.count()) }.having {
        if let minimum { $0.id.count() > minimum }
      },
      database: db
    ) {
      """
      SELECT "jobs"."isDone", count("jobs"."id")
      FROM "jobs"
      GROUP BY "jobs"."isDone"
      """
    } results: {
      """
      ┌───────┬───┐
      │ false │ 2 │
      │ true  │ 2 │
      └───────┴───┘
      """
    }
    let keepUrgent = true
    assertQuery(Job.delete().where { if keepUrgent { !$0.isUrgent } else { $0.id > 0 } }.returning(\.id), database: db)
    {
      """
      DELETE FROM "jobs"
      WHERE NOT "jobs"."isUrgent"
      RETURNING "jobs"."id"
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 2 │
      └───┘
      """
    }
  }
}
