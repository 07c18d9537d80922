import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Selection
private struct Account: Codable, Equatable {
  var name = ""
  @Column(as: UUID.BytesRepresentation.self)
  var externalID = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
  @Column(as: Date.UnixTimeRepresentation.self)
  var joinedAt = Date(timeIntervalSince1970: 86_400)
}

/// Named as the macro once named a generic parameter of its own, which hid the table.
@Table
private struct Member {
  let id: Int
  @Column(as: Account.JSONRepresentation.self)
  var account = Account()
}

/// A field that a column would store through a representation is held in a JSON document
/// as the value's own `Codable` form: a path to it reads the value (`UUID`, `Date`), and a
/// UUID, which `Codable` writes upper case, compares without case with a bound one.
@Suite struct JSONValuePlaceTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "members" ("id" INTEGER PRIMARY KEY, "account" TEXT NOT NULL)"#).execute(db)
      try Member.insert {
        Member(id: 1, account: Account(name: "Blob"))
        Member(
          id: 2,
          account: Account(
            name: "Blob Jr", externalID: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
            joinedAt: Date(timeIntervalSince1970: 0)))
      }.execute(db)
    }
  }

  @Test func aUUIDInADocumentComparesWithABoundOne() throws {
    let query = Member.where {
      $0.account.jsonExtract(\.externalID).eq(UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!)
    }
    .select(\.id)
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "members"."id"
      FROM "members"
      WHERE (json_extract("members"."account", ?) COLLATE NOCASE) = ?
      -- '$."externalID"', 'deadbeef-dead-beef-dead-beefdeadbeef'
      """
    }
    #expect(try db.read { try query.fetchAll($0) } == [1])
  }

  @Test func aPathReadsTheValuesOwnType() throws {
    let rows = try db.read { db in
      try Member.order(by: \.id).select { ($0.account.jsonExtract(\.externalID), $0.account.jsonExtract(\.joinedAt)) }
        .fetchAll(db)
    }
    #expect(rows.map(\.0) == [Account().externalID, UUID(uuidString: "00000000-0000-0000-0000-000000000002")!])
    #expect(rows.map(\.1) == [Date(timeIntervalSince1970: 86_400), Date(timeIntervalSince1970: 0)])
  }

  @Test func aValueSetAtAPathReadsBack() throws {
    let later = Date(timeIntervalSince1970: 172_800)
    try db.write { db in
      try Member.find(2).update { $0.account = $0.account.jsonSet(\.joinedAt, later) }.execute(db)
    }
    let accounts = try db.read { try Member.order(by: \.id).select(\.account).fetchAll($0) }
    #expect(accounts.map(\.queryOutput.joinedAt) == [Date(timeIntervalSince1970: 86_400), later])
  }
}
