import ArborDB
import Foundation
import Testing

// A raw-value enum that is not `QueryBindable`, stored through `T.RawRepresentation`.

private enum Ranking: Int {
  case low, medium, high
}

@Table
private struct Entry: Equatable {
  let id: Int
  @Column(as: Ranking.RawRepresentation.self)
  var ranking: Ranking
  @Column(as: Ranking?.RawRepresentation.self)
  var backupRanking: Ranking?
}

@Suite struct RawRepresentationTests {
  @Test func storedAsTheRawValueAndReadBack() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        #"CREATE TABLE "entries" ("id" INTEGER PRIMARY KEY, "ranking" INTEGER NOT NULL, "backupRanking" INTEGER)"#
      )
      .execute(db)
      try Entry.insert {
        Entry(id: 1, ranking: .high, backupRanking: nil)
        Entry(id: 2, ranking: .low, backupRanking: .medium)
      }.execute(db)
    }
    let raw = try db.read {
      try #sql(
        #"SELECT coalesce("ranking" || '/' || "backupRanking", "ranking") FROM "entries" ORDER BY "id""#,
        as: String.self
      )
      .fetchAll($0)
    }
    #expect(raw == ["2", "0/1"])
    let entries = try db.read { try Entry.order(by: \.id).fetchAll($0) }
    #expect(entries == [Entry(id: 1, ranking: .high), Entry(id: 2, ranking: .low, backupRanking: .medium)])
    // A raw value no case has is an error that says so, not a trap.
    try db.write { try #sql(#"UPDATE "entries" SET "ranking" = 7 WHERE "id" = 2"#).execute($0) }
    #expect {
      try db.read { try Entry.find(2).fetchOne($0) }
    } throws: { error in
      "\(error)".contains("no case has the raw value 7")
    }
  }
}
