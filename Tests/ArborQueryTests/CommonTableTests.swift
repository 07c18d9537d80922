import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Table
struct Node: Identifiable, Equatable {
  let id: Int
  var name = ""
  var parentID: Int?
}

@Table
struct Employee: Identifiable, Equatable {
  let id: Int
  var name = ""
  var managerID: Int?
}

struct ManagerAlias: TableAlias { typealias Table = Employee }

@Suite struct CommonTableTests {
  let db: DatabaseQueue

  //  1 root ─┬─ 2 a ─┬─ 4 a1
  //          │       └─ 5 a2 ── 7 a2x
  //          └─ 3 b ─── 6 b1
  //  8 other root
  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "nodes" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "parentID" INTEGER REFERENCES "nodes"("id"));
        CREATE TABLE "employees" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "managerID" INTEGER);
        """
      ).execute(db)
      try Node.insert {
        Node(id: 1, name: "root", parentID: nil)
        Node(id: 2, name: "a", parentID: 1)
        Node(id: 3, name: "b", parentID: 1)
        Node(id: 4, name: "a1", parentID: 2)
        Node(id: 5, name: "a2", parentID: 2)
        Node(id: 6, name: "b1", parentID: 3)
        Node(id: 7, name: "a2x", parentID: 5)
        Node(id: 8, name: "other", parentID: nil)
      }.execute(db)
      try Employee.insert {
        Employee(id: 1, name: "Ada", managerID: nil)
        Employee(id: 2, name: "Bob", managerID: 1)
        Employee(id: 3, name: "Cy", managerID: 2)
      }.execute(db)
    }
  }

  @Test func descendantsOfARoot() throws {
    let rootID = 2
    let descendants = With {
      Node.where { $0.id.eq(rootID) }
    } recursiveUnion: { cte in
      Node.all.join(cte) { $0.parentID.eq($1.id) }.select { $0 }
    } query: { cte in
      cte.order(by: \.name)
    }
    assertInlineSnapshot(of: descendants, as: .sql) {
      """
      WITH RECURSIVE "nodesCTE" ("id", "name", "parentID") AS (SELECT "nodes"."id", "nodes"."name", "nodes"."parentID" FROM "nodes" WHERE "nodes"."id" = ? UNION SELECT "nodes"."id", "nodes"."name", "nodes"."parentID" FROM "nodes" JOIN "nodesCTE" ON "nodes"."parentID" = "nodesCTE"."id")
      SELECT "nodesCTE"."id", "nodesCTE"."name", "nodesCTE"."parentID"
      FROM "nodesCTE"
      ORDER BY "nodesCTE"."name"
      -- 2
      """
    }
    #expect(try db.read { try descendants.fetchAll($0) }.map(\.name) == ["a", "a1", "a2", "a2x"])
  }

  @Test func ancestorsOfADeepNode() throws {
    let deepNode = Node.where { $0.id.eq(#bind(7)) }
    let ancestors = With {
      deepNode
    } recursiveUnion: { cte in
      Node.all.join(cte) { $0.id.eq($1.parentID) }.select { $0 }
    } query: { cte in
      cte.select(\.name)
    }
    assertInlineSnapshot(of: ancestors, as: .sql) {
      """
      WITH RECURSIVE "nodesCTE" ("id", "name", "parentID") AS (SELECT "nodes"."id", "nodes"."name", "nodes"."parentID" FROM "nodes" WHERE "nodes"."id" = ? UNION SELECT "nodes"."id", "nodes"."name", "nodes"."parentID" FROM "nodes" JOIN "nodesCTE" ON "nodes"."id" = "nodesCTE"."parentID")
      SELECT "nodesCTE"."name"
      FROM "nodesCTE"
      -- 7
      """
    }
    #expect(Set(try db.read { try ancestors.fetchAll($0) }) == ["a2x", "a2", "a", "root"])
  }

  @Test func cyclesEndTheWalk() throws {
    try db.write { try Node.find(1).update { $0.parentID = 7 }.execute($0) }
    let loop = With {
      Node.where { $0.id.eq(1) }
    } recursiveUnion: { cte in
      Node.all.join(cte) { $0.parentID.eq($1.id) }.select { $0 }
    } query: { cte in
      cte.count()
    }
    #expect(try db.read { try loop.fetchOne($0) } == 7)
  }

  @Test func nonRecursiveAndTwoTables() throws {
    let shallow = With {
      Node.where { $0.parentID.is(nil) }
    } query: { roots in
      Node.all.join(roots) { $0.parentID.eq($1.id) }.order(by: \.id).select { ($0.name, $1.name) }
    }
    assertInlineSnapshot(of: shallow, as: .sql) {
      """
      WITH "nodesCTE" ("id", "name", "parentID") AS (SELECT "nodes"."id", "nodes"."name", "nodes"."parentID" FROM "nodes" WHERE "nodes"."parentID" IS NULL)
      SELECT "nodes"."name", "nodesCTE"."name"
      FROM "nodes"
      JOIN "nodesCTE" ON "nodes"."parentID" = "nodesCTE"."id"
      ORDER BY "nodes"."id"
      """
    }
    let pairs = try db.read { try shallow.fetchAll($0) }
    #expect(pairs.map(\.0) == ["a", "b"] && pairs.allSatisfy { $0.1 == "root" })

    let both = With {
      Node.where { $0.id > 5 }
    } with: {
      Employee.where { $0.managerID.isNot(nil) }
    } query: { nodes, staff in
      nodes.join(staff) { $0.id.eq($1.id + 4) }.select { ($0.name, $1.name) }
    }
    assertInlineSnapshot(of: both, as: .sql) {
      """
      WITH "nodesCTE" ("id", "name", "parentID") AS (SELECT "nodes"."id", "nodes"."name", "nodes"."parentID" FROM "nodes" WHERE "nodes"."id" > ?), "employeesCTE" ("id", "name", "managerID") AS (SELECT "employees"."id", "employees"."name", "employees"."managerID" FROM "employees" WHERE "employees"."managerID" IS NOT NULL)
      SELECT "nodesCTE"."name", "employeesCTE"."name"
      FROM "nodesCTE"
      JOIN "employeesCTE" ON "nodesCTE"."id" = ("employeesCTE"."id" + ?)
      -- 5, 4
      """
    }
    #expect(try db.read { try both.fetchAll($0) }.map(\.1) == ["Bob", "Cy"])
  }

  @Test func selfJoinThroughAnAlias() throws {
    let query =
      Employee
      .leftJoin(Employee.all.as(ManagerAlias.self)) { $0.managerID.eq($1.id) }
      .order { employee, _ in employee.id }
      .select { (employeeName: $0.name, managerName: $1.name) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "employees"."name", "managerAlias"."name"
      FROM "employees"
      LEFT JOIN "employees" AS "managerAlias" ON "employees"."managerID" = "managerAlias"."id"
      ORDER BY "employees"."id"
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == ["Ada", "Bob", "Cy"])
    #expect(rows.map(\.1) == [nil, "Ada", "Bob"])

    let filtered = Employee.join(Employee.where { $0.name.eq("Ada") }.all.as(ManagerAlias.self)) {
      $0.managerID.eq($1.id)
    }
    .select { ($0.name, $1.name) }
    assertInlineSnapshot(of: filtered, as: .sql) {
      """
      SELECT "employees"."name", "managerAlias"."name"
      FROM "employees"
      JOIN "employees" AS "managerAlias" ON "employees"."managerID" = "managerAlias"."id"
      WHERE "managerAlias"."name" = ?
      -- 'Ada'
      """
    }
    #expect(try db.read { try filtered.fetchAll($0) }.map(\.0) == ["Bob"])
  }
}
