import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// Tables, selections and functions declared where people declare them: inside a private
// namespace beside the types their columns use, with backquoted names, defaults read from
// the type's own statics, and private functions of private types.

private enum Inventory {
  struct Dimensions: Codable, Equatable {
    var width = 0
    var height = 0
  }

  @Table("parts")
  struct Part {
    let id: Int
    @Column(as: Dimensions.JSONRepresentation.self)
    var size: Dimensions
    var `class` = "bolt"
    var note = Optional("new")
    var addedAt = Self.epoch
    static let epoch = Date(timeIntervalSince1970: 86_400)
  }

  @Selection struct Summary {
    var `class`: String
    @Column(as: Dimensions.JSONRepresentation.self)
    var size: Dimensions
  }
}

private struct Weight: QueryBindable, Equatable {
  var grams: Int
  var queryBinding: QueryBinding { .integer(Int64(grams)) }
  init(grams: Int) { self.grams = grams }
  init(decoder: some QueryDecoder) throws {
    guard let grams = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Weight.self) }
    self.grams = Int(grams)
  }
}

@DatabaseFunction
private func heavier(_ first: Weight?, _ second: Weight?) -> Int {
  max(first?.grams ?? 0, second?.grams ?? 0)
}

@Suite struct NestedDeclarationTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "parts" (
            "id" INTEGER PRIMARY KEY,
            "size" TEXT NOT NULL,
            "class" TEXT NOT NULL,
            "note" TEXT,
            "addedAt" TEXT NOT NULL
          )
          """)
      db.add(function: $heavier)
    }
  }

  @Test func aTableUsesTheTypesBesideIt() throws {
    try db.write { db in
      try Inventory.Part.insert {
        Inventory.Part.Draft(size: Inventory.Dimensions(width: 3, height: 4))
        Inventory.Part.Draft(size: Inventory.Dimensions(width: 5, height: 1), class: "nut", note: nil)
      }
      .execute(db)
    }
    let parts = try db.read { try Inventory.Part.order(by: \.id).fetchAll($0) }
    #expect(
      parts.map(\.size) == [Inventory.Dimensions(width: 3, height: 4), Inventory.Dimensions(width: 5, height: 1)])
    #expect(parts.map(\.class) == ["bolt", "nut"])
    #expect(parts.map(\.note) == ["new", nil])
    #expect(parts.map(\.addedAt) == [Inventory.Part.epoch, Inventory.Part.epoch])
    assertQuery(
      Inventory.Part.where { $0.class.eq("nut") }.select { Inventory.Summary.Columns(class: $0.class, size: $0.size) },
      database: db
    ) {
      """
      SELECT "parts"."class" AS "class", "parts"."size" AS "size"
      FROM "parts"
      WHERE "parts"."class" = ?
      -- 'nut'
      """
    } results: {
      """
      ┌───────────────────────────────┐
      │ Inventory.Summary(            │
      │   class: "nut",               │
      │   size: Inventory.Dimensions( │
      │     width: 5,                 │
      │     height: 1                 │
      │   )                           │
      │ )                             │
      └───────────────────────────────┘
      """
    }
  }

  @Test func aPrivateFunctionTakesPrivateTypes() throws {
    let query = Values($heavier(Weight(grams: 120), Optional<Weight>.none))
    let heaviest = try db.read { try query.fetchOne($0) }
    #expect(heaviest.map { $0 } == 120)
  }
}
