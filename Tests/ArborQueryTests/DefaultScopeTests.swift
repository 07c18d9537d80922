import ArborDB
import ArborQueryTestSupport
import Foundation
import Testing

// A table type's own `static let all` is where its queries start; `unscoped` is past it.

@Table
private struct Memo: Equatable {
  static let all = Self.where { !$0.isDeleted }
  let id: Int
  var title = ""
  var isDeleted = false
}

@Table
private struct Chore: Equatable {
  static let all = unscoped.where { !$0.isDone }.order { $0.id.desc() }
  let id: Int
  var isDone = false
}

@Suite struct DefaultScopeTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "memos" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "isDeleted" INTEGER NOT NULL);
        CREATE TABLE "chores" ("id" INTEGER PRIMARY KEY, "isDone" INTEGER NOT NULL);
        """
      ).execute(db)
      try Memo.insert {
        Memo(id: 1, title: "kept")
        Memo(id: 2, title: "binned", isDeleted: true)
      }.execute(db)
      try Chore.insert {
        Chore(id: 1)
        Chore(id: 2, isDone: true)
        Chore(id: 3)
      }.execute(db)
    }
  }

  @Test func everyEntryPointStartsFromTheScope() throws {
    assertQuery(Memo.select(\.title), database: db) {
      """
      SELECT "memos"."title"
      FROM "memos"
      WHERE NOT "memos"."isDeleted"
      """
    } results: {
      """
      ┌────────┐
      │ "kept" │
      └────────┘
      """
    }
    assertQuery(Memo.where { $0.id.gt(0) }, database: db) {
      """
      SELECT "memos"."id", "memos"."title", "memos"."isDeleted"
      FROM "memos"
      WHERE (NOT "memos"."isDeleted") AND ("memos"."id" > ?)
      -- 0
      """
    } results: {
      """
      ┌────────────────────┐
      │ Memo(              │
      │   id: 1,           │
      │   title: "kept",   │
      │   isDeleted: false │
      │ )                  │
      └────────────────────┘
      """
    }
    assertQuery(Memo.find(2), database: db) {
      """
      SELECT "memos"."id", "memos"."title", "memos"."isDeleted"
      FROM "memos"
      WHERE (NOT "memos"."isDeleted") AND ("memos"."id" = ?)
      -- 2
      """
    }
    let scoped: Int? = try db.read { try Memo.count().fetchOne($0) }
    let unscoped: Int? = try db.read { try Memo.unscoped.count().fetchOne($0) }
    #expect(scoped == 1)
    #expect(unscoped == 2)
  }

  @Test func writesStayWithinTheScope() throws {
    try db.write { db in
      try Memo.update { $0.title = "touched" }.execute(db)
      try Memo.delete().execute(db)
    }
    assertQuery(Memo.unscoped.order(by: \.id), database: db) {
      """
      SELECT "memos"."id", "memos"."title", "memos"."isDeleted"
      FROM "memos"
      ORDER BY "memos"."id"
      """
    } results: {
      """
      ┌────────────────────┐
      │ Memo(              │
      │   id: 2,           │
      │   title: "binned", │
      │   isDeleted: true  │
      │ )                  │
      └────────────────────┘
      """
    }
  }

  /// Under an alias the scope's conditions and order are read through the alias;
  /// `unscoped` is past them there too.
  @Test func anAliasKeepsTheScope() throws {
    enum Other: AliasName {}
    assertQuery(Chore.as(Other.self).select(\.id), database: db) {
      """
      SELECT "others"."id"
      FROM "chores" AS "others"
      WHERE NOT "others"."isDone"
      ORDER BY "others"."id" DESC
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      │ 1 │
      └───┘
      """
    }
    let every = try db.read { try Chore.as(Other.self).unscoped.select(\.id).fetchAll($0) }
    #expect(Set(every) == [1, 2, 3])
    let kept = try db.read { try Memo.all.all.fetchAll($0) }
    #expect(kept.map(\.id) == [1])
  }

  @Test func aScopeWithAnOrderKeepsIt() throws {
    assertQuery(Chore.where { $0.id.gt(0) }.select(\.id), database: db) {
      """
      SELECT "chores"."id"
      FROM "chores"
      WHERE (NOT "chores"."isDone") AND ("chores"."id" > ?)
      ORDER BY "chores"."id" DESC
      -- 0
      """
    } results: {
      """
      ┌───┐
      │ 3 │
      │ 1 │
      └───┘
      """
    }
    assertQuery(Chore.unscoped.select(\.id), database: db) {
      """
      SELECT "chores"."id"
      FROM "chores"
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 2 │
      │ 3 │
      └───┘
      """
    }
  }

  /// `Row.unscoped.all` is the default scope again, as in the published library (its
  /// `rescope` tests): `all` after a filter is the table's own `static let all` joined to
  /// it. Here it was every row, unscoped.
  @Test func rescopingWithAllGivesTheDefaultScopeBack() throws {
    assertQuery(Chore.unscoped.all, database: db) {
      """
      SELECT "chores"."id", "chores"."isDone"
      FROM "chores"
      WHERE NOT "chores"."isDone"
      ORDER BY "chores"."id" DESC
      """
    } results: {
      """
      ┌─────────────────┐
      │ Chore(          │
      │   id: 3,        │
      │   isDone: false │
      │ )               │
      ├─────────────────┤
      │ Chore(          │
      │   id: 1,        │
      │   isDone: false │
      │ )               │
      └─────────────────┘
      """
    }
    #expect(try db.read { try Chore.unscoped.all.fetchAll($0) }.map(\.id) == [3, 1])
    #expect(try db.read { try Memo.unscoped.all.fetchAll($0) }.map(\.id) == [1])
    #expect(try db.read { try Chore.all.all.fetchAll($0) }.map(\.id) == [3, 1])
    // Past the scope without `all`, as before.
    #expect(try db.read { try Chore.unscoped.select(\.id).fetchAll($0) }.sorted() == [1, 2, 3])
    #expect(try db.read { try Chore.unscoped.select { (id: $0.id, done: $0.isDone) }.fetchAll($0) }.count == 3)
  }
}
