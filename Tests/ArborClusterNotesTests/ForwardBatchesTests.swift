import ArborCluster
import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ArborClusterNotes

/// An edit's logged row changes sent in batches (`ForwardBatches`) change what they
/// change one by one, say how many rows they must change, and bind at most dqlite's
/// number of values a statement.
struct ForwardBatchesTests {
  static let schema = #"CREATE TABLE "t" ("a", "b"); CREATE TABLE "u" ("a")"#

  /// The changes of `edits` as undo logs them, on a file of `schema`.
  func logged(_ edits: (Database) throws -> Void) throws -> (changes: [LoggedChange], tables: [UndoHistory.Table]) {
    let queue = try DatabaseQueue()
    try queue.write { db in try db.execute(sql: Self.schema) }
    let tables = try queue.read { db in try UndoHistory.tables(of: db) }
    let captured = Mutex<[LoggedChange]>([])
    let history = try UndoHistory(
      writer: queue, tables: tables,
      beforeCommit: { db, range in
        let changes = try UndoHistory.changes(in: range, tables: tables, db)
        captured.withLock { $0 += changes }
      })
    try history.perform("edits") { db in try edits(db) }
    return (captured.withLock { $0 }, tables)
  }

  /// Every row of `t` and `u` after `statements` on a fresh file of `schema`.
  func run(_ statements: [QueryFragment]) throws -> [[String]] {
    let queue = try DatabaseQueue()
    return try queue.write { db in
      try db.execute(sql: Self.schema)
      for statement in statements { try db.execute(sql: statement.sql, arguments: try statement.arguments()) }
      return try Row.fetchAll(db, sql: #"SELECT rowid, * FROM "t" UNION ALL SELECT rowid, a, NULL FROM "u""#)
        .map { row in row.databaseValues.map(\.description) }
    }
  }

  @Test func batchesChangeWhatTheirChangesChangeOneByOne() throws {
    let (changes, _) = try logged { db in
      try db.execute(sql: #"INSERT INTO "t" (rowid, "a", "b") VALUES (1, 'x', NULL)"#)
      try db.execute(sql: #"INSERT INTO "t" (rowid, "a", "b") VALUES (2, 'it''s ) VALUES (', 2)"#)
      try db.execute(sql: #"INSERT INTO "u" (rowid, "a") VALUES (1, 'other table')"#)
      try db.execute(sql: #"UPDATE "t" SET "a" = 'y' WHERE rowid = 1"#)
      try db.execute(sql: #"DELETE FROM "t" WHERE rowid = 2"#)
      try db.execute(sql: #"DELETE FROM "t" WHERE rowid = 1"#)
      try db.execute(sql: #"INSERT INTO "t" (rowid, "a", "b") VALUES (3, ' WHERE ', X'00ff')"#)
    }
    #expect(changes.map(\.operation) == [.insert, .insert, .insert, .update, .delete, .delete, .insert])
    let batches = ForwardBatches.batches(changes)
    #expect(batches.map(\.rows) == [2, 1, 1, 2, 1])
    #expect(batches.reduce(0) { $0 + $1.rows } == changes.count)
    let oneByOne = changes.map { $0.repetition().query }
    #expect(try run(batches.map(\.query)) == run(oneByOne))
    // Each batch changes as many rows as it holds changes.
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: Self.schema)
      for batch in batches {
        try db.execute(sql: batch.query.sql, arguments: try batch.query.arguments())
        #expect(db.changesCount == batch.rows, "\(batch.query.sql)")
      }
    }
  }

  /// A run is cut at 200 changes, and where its values would pass dqlite's 255.
  @Test func aRunIsCutAtItsLimitOrAtTheWiresValues() throws {
    let (changes, _) = try logged { db in
      for rowid in 1...450 {
        try db.execute(sql: #"INSERT INTO "u" (rowid, "a") VALUES (?, 'x')"#, arguments: [rowid])
      }
      try db.execute(sql: #"DELETE FROM "u""#)
    }
    let batches = ForwardBatches.batches(changes)
    // An insert binds its rowid and `a`: 127 rows a statement; a delete the same two.
    #expect(
      batches.allSatisfy { $0.query.bindings.count <= Wire.valuesPerStatement && $0.rows <= ForwardBatches.limit })
    #expect(batches.map(\.rows) == [127, 127, 127, 69, 127, 127, 127, 69])
    #expect(try run(batches.map(\.query)) == [])
  }
}
