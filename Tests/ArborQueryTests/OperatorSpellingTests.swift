import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// The published library's operators on columns and computed expressions: unary `+`, the
// bitwise ones and their assignments, membership spelt from the collection's side, and a
// `cast()` whose type the context gives. Each runs on a real database.

@Table private struct Flag {
  let id: Int
  var bits: Int
  var label: String
  var weight: Int?
}

@Suite struct OperatorSpellingTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql:
          #"CREATE TABLE "flags" ("id" INTEGER PRIMARY KEY, "bits" INTEGER NOT NULL, "label" TEXT NOT NULL, "weight" INTEGER)"#
      )
      try Flag.insert {
        Flag(id: 1, bits: 0b0101, label: "a", weight: 3)
        Flag(id: 2, bits: 0b0110, label: "b", weight: nil)
        Flag(id: 3, bits: 0b1000, label: "c", weight: 10)
      }.execute(db)
    }
  }

  @Test func bitwiseOperatorsAndUnaryPlus() throws {
    let query = Flag.order(by: \.id).select {
      ($0.bits & 4, $0.bits | 1, $0.bits << 1, $0.bits >> 1, ~$0.bits, +$0.bits)
    }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "flags"."bits" & ?, "flags"."bits" | ?, "flags"."bits" << ?, "flags"."bits" >> ?, ~"flags"."bits", +"flags"."bits"
      FROM "flags"
      ORDER BY "flags"."id"
      -- 4, 1, 1, 1
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == [4, 4, 0] && rows.map(\.1) == [5, 7, 9] && rows.map(\.2) == [10, 12, 16])
    #expect(rows.map(\.3) == [2, 3, 4] && rows.map(\.4) == [-6, -7, -9] && rows.map(\.5) == [5, 6, 8])
  }

  @Test func bitwiseAssignments() throws {
    let update = Flag.update {
      $0.bits |= 16
      $0.label.append(contentsOf: "!")
    }
    assertInlineSnapshot(of: update, as: .sql) {
      """
      UPDATE "flags"
      SET "bits" = "flags"."bits" | ?, "label" = "flags"."label" || ?
      -- 16, '!'
      """
    }
    try db.write { db in
      try update.execute(db)
      try Flag.where { $0.id.eq(1) }.update { $0.bits &= 1 }.execute(db)
      try Flag.where { $0.id.eq(2) }.update { $0.bits <<= 2 }.execute(db)
      try Flag.where { $0.id.eq(3) }.update { $0.bits >>= 3 }.execute(db)
    }
    let rows = try db.read { try Flag.order(by: \.id).select { ($0.bits, $0.label) }.fetchAll($0) }
    #expect(rows.map(\.0) == [1, 88, 3] && rows.map(\.1) == ["a!", "b!", "c!"])
  }

  @Test func membershipFromTheCollectionsSide() throws {
    func ids(_ query: Where<Flag>) throws -> [Int] {
      try db.read { try query.order(by: \.id).select(\.id).fetchAll($0) }
    }
    let inList = Flag.where { [1, 3].contains($0.id) }
    assertInlineSnapshot(of: inList, as: .sql) {
      """
      SELECT "flags"."id", "flags"."bits", "flags"."label", "flags"."weight"
      FROM "flags"
      WHERE "flags"."id" IN (?, ?)
      -- 1, 3
      """
    }
    #expect(try ids(inList) == [1, 3])
    // An optional column against plain values; NULL is in no list.
    #expect(try ids(Flag.where { [3, 4].contains($0.weight) }) == [1])
    let inRange = Flag.where { (2...3).contains($0.id) }
    let halfOpen = Flag.where { (1..<3).contains($0.id) }
    assertInlineSnapshot(of: halfOpen, as: .sql) {
      """
      SELECT "flags"."id", "flags"."bits", "flags"."label", "flags"."weight"
      FROM "flags"
      WHERE ("flags"."id" >= ? AND "flags"."id" < ?)
      -- 1, 3
      """
    }
    #expect(try ids(inRange) == [2, 3] && ids(halfOpen) == [1, 2])
    let inSubquery = Flag.where { Flag.where { $0.bits > 5 }.select(\.id).contains($0.id) }
    #expect(try ids(inSubquery) == [2, 3])
  }

  @Test func castTakesItsTypeFromTheContext() throws {
    let heavy = Flag.where { $0.bits.cast() > 5.5 }.select(\.id)
    assertInlineSnapshot(of: heavy, as: .sql) {
      """
      SELECT "flags"."id"
      FROM "flags"
      WHERE (CAST("flags"."bits" AS REAL)) > ?
      -- 5.5
      """
    }
    #expect(try db.read { try heavy.order(by: \.id).fetchAll($0) } == [2, 3])
  }
}
