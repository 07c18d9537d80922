import ArborCore
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborClusterNotes

/// An edit's logged row changes sent in batches (`ForwardBatches`) change what they
/// change one by one, and say how many rows they must change.
struct ForwardBatchesTests {
  @Test func batchesChangeWhatTheirStatementsChangeOneByOne() throws {
    let statements = [
      #"INSERT INTO "t" (rowid, "a", "b") VALUES (1, 'x', NULL)"#,
      #"INSERT INTO "t" (rowid, "a", "b") VALUES (2, 'it''s ) VALUES (', 2)"#,
      #"INSERT INTO "u" (rowid, "a") VALUES (1, 'other table')"#,
      #"UPDATE "t" SET "a" = 'y' WHERE rowid = 1 AND "a" IS 'x'"#,
      #"DELETE FROM "t" WHERE rowid = 2 AND "a" IS 'it''s ) VALUES (' AND "b" IS 2"#,
      #"DELETE FROM "t" WHERE rowid = 1 AND "a" IS 'y' OR 0"#,
      #"INSERT INTO "t" (rowid, "a", "b") VALUES (3, ' WHERE ', 3)"#,
    ]
    let batches = ForwardBatches.batches(statements)
    #expect(batches.map(\.rows) == [2, 1, 1, 2, 1])
    #expect(batches.reduce(0) { $0 + $1.rows } == statements.count)
    func run(_ sql: [String]) throws -> [[String]] {
      let queue = try DatabaseQueue()
      return try queue.write { db in
        try db.execute(sql: #"CREATE TABLE "t" ("a", "b"); CREATE TABLE "u" ("a")"#)
        for statement in sql {
          try db.execute(sql: statement)
        }
        return try Row.fetchAll(db, sql: #"SELECT rowid, * FROM "t" UNION ALL SELECT rowid, a, NULL FROM "u""#)
          .map { row in row.databaseValues.map(\.description) }
      }
    }
    #expect(try run(batches.map(\.sql)) == run(statements))
    // Each batch changes as many rows as it holds statements.
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: #"CREATE TABLE "t" ("a", "b"); CREATE TABLE "u" ("a")"#)
      for batch in batches {
        try db.execute(sql: batch.sql)
        #expect(db.changesCount == batch.rows, "\(batch.sql)")
      }
    }
  }

  @Test func aRunLongerThanTheLimitIsCut() {
    let statements = (1...450).map { #"DELETE FROM "t" WHERE rowid = \#($0)"# }
    #expect(ForwardBatches.batches(statements).map(\.rows) == [200, 200, 50])
  }
}
