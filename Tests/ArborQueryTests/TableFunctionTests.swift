import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// Tables that are not tables: a generic `@Table` naming a table-valued function in its
// `tableFragment`, under the alias it declares, and a plain table that goes by an alias.

@Table
private struct TableInfo<Base: Table> {
  static var tableAlias: String? { Base.tableName + "Info" }
  static var tableFragment: QueryFragment {
    "pragma_table_info(\(quote: Base.tableName, delimiter: .text))"
  }
  @Column("cid") let columnID: Int
  let name: String
  let type: String
  @Column("notnull") let isNotNull: Bool
  @Column("pk") let isPrimaryKey: Bool
}

@Table
private struct ForeignKeys<Base: Table> {
  static var tableAlias: String? { Base.tableName + "Keys" }
  static var tableFragment: QueryFragment {
    "pragma_foreign_key_list(\(quote: Base.tableName, delimiter: .text))"
  }
  let table: String
  let from: String
  let to: String
}

// A name with both kinds of quote in it, to show the text delimiter quotes safely.
@Table(#"it's "odd" one"#)
private struct Odd {
  let id: Int
  var ownerID: Int
}

@Table
private struct Owner {
  static var tableAlias: String? { "o" }
  let id: Int
  var name = ""
}

@Suite struct TableFunctionTests {
  private func database() throws -> DatabaseQueue {
    let db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql: #"""
          CREATE TABLE "owners" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL DEFAULT '');
          CREATE TABLE "it's ""odd"" one" (
            "id" INTEGER PRIMARY KEY,
            "ownerID" INTEGER NOT NULL REFERENCES "owners"("id")
          );
          """#)
    }
    return db
  }

  @Test func genericTableNamesAFunction() throws {
    let db = try database()
    assertQuery(TableInfo<Odd>.all.order(by: \.columnID), database: db) {
      """
      SELECT "it's ""odd"" oneInfo"."cid", "it's ""odd"" oneInfo"."name", "it's ""odd"" oneInfo"."type", "it's ""odd"" oneInfo"."notnull", "it's ""odd"" oneInfo"."pk"
      FROM pragma_table_info('it''s "odd" one') AS "it's ""odd"" oneInfo"
      ORDER BY "it's ""odd"" oneInfo"."cid"
      """
    } results: {
      """
      ┌───────────────────────┐
      │ TableInfo(            │
      │   columnID: 0,        │
      │   name: "id",         │
      │   type: "INTEGER",    │
      │   isNotNull: false,   │
      │   isPrimaryKey: true  │
      │ )                     │
      ├───────────────────────┤
      │ TableInfo(            │
      │   columnID: 1,        │
      │   name: "ownerID",    │
      │   type: "INTEGER",    │
      │   isNotNull: true,    │
      │   isPrimaryKey: false │
      │ )                     │
      └───────────────────────┘
      """
    }
  }

  @Test func twoFunctionsJoined() throws {
    let db = try database()
    let keyed = try db.read {
      try ForeignKeys<Odd>
        .join(TableInfo<Odd>.all) { $0.from.eq($1.name) }
        .select { ($0.table, $0.to, $1.type) }
        .fetchAll($0)
    }
    #expect(keyed.map { [$0.0, $0.1, $0.2] } == [["owners", "id", "INTEGER"]])
    // The same function for another table is another source.
    let owners = try db.read { try TableInfo<Owner>.select(\.name).fetchAll($0) }
    #expect(owners == ["id", "name"])
  }

  @Test func aliasedTableIsWrittenUnderItsAlias() throws {
    let db = try database()
    assertInlineSnapshot(of: Owner.where { $0.id.eq(1) }.update { $0.name = "Ann" }, as: .sql) {
      """
      UPDATE "owners" AS "o"
      SET "name" = ?
      WHERE "o"."id" = ?
      -- 'Ann', 1
      """
    }
    try db.write { db in
      try Owner.insert { [Owner(id: 1, name: "ann"), Owner(id: 2, name: "bo")] }.execute(db)
      try Owner.insert {
        Owner(id: 1, name: "ann")
      } onConflict: {
        $0.id
      } doUpdate: {
        $0.name = $0.name + "!"
      }.execute(db)
      try Owner.where { $0.id.eq(1) }.update { $0.name = $0.name.upper() }.execute(db)
      try Owner.where { $0.name.eq("bo") }.delete().execute(db)
    }
    assertQuery(Owner.all, database: db) {
      """
      SELECT "o"."id", "o"."name"
      FROM "owners" AS "o"
      """
    } results: {
      """
      ┌────────────────┐
      │ Owner(         │
      │   id: 1,       │
      │   name: "ANN!" │
      │ )              │
      └────────────────┘
      """
    }
    // SQL written by hand qualifies by the alias, as the generated SQL does.
    let named = try db.read {
      try #sql("SELECT \(Owner.name) FROM \(raw: "owners") AS \(Owner.self)", as: String.self).fetchAll($0)
    }
    #expect(named == ["ANN!"])
  }
}
