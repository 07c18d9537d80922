import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import ArborCore

/// A copy's reads, asked at every key, keep their statements prepared: read without
/// `PRAGMA query_only`, which expires every prepared statement of the connection.
@Suite struct CopyStatementTests {
  @Test func aCopysReadsAreNotPreparedAgain() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT, size INTEGER)")
      for index in 0..<40 {
        try db.execute(
          sql: "INSERT INTO files (path, size) VALUES (?, ?)", arguments: ["d\(index % 4)/f\(index)", index])
      }
    }
    let tree = try ForeignFileTree(
      database: try ForeignFile.open(path: path), requested: .paths(in: "files", column: "path"),
      sums: [TreeSum(name: "size", expression: "size")])
    let paths = try #require(tree.hierarchy as? PathHierarchy)
    let copy = try #require(paths.slot.copy)
    for order in [SiblingOrder.tree, .total, .label] {
      for _ in 0..<3 {
        #expect(try copy.children(of: "d1".databaseValue, in: 0..<10, order: order).count == 10)
        #expect(try copy.childCount(of: "d1".databaseValue) == 10)
      }
    }
    // A tree of paths is laid out in blocks: each read finds "d1" by its level, through
    // the read of a node by its row number (the top's, then d1's).
    let sql = "SELECT first, childCount, level, label FROM nodes WHERE seq = ?"
    let (runs, prepared) = try copy.queue.inDatabase { db in
      let statement = try db.cachedStatement(sql: sql).sqliteStatement
      return (
        sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_RUN, 0),
        sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_REPREPARE, 0)
      )
    }
    #expect(runs == 36)
    #expect(prepared == 0)
  }

  /// Each of the connection's prepared statements: how often it ran, and how often it was
  /// prepared again.
  static func statements(of queue: DatabaseQueue) -> [(runs: Int32, prepared: Int32)] {
    queue.inDatabase { db in
      var found: [(Int32, Int32)] = []
      var statement = sqlite3_next_stmt(db.sqliteConnection, nil)
      while let current = statement {
        found.append(
          (
            sqlite3_stmt_status(current, SQLITE_STMTSTATUS_RUN, 0),
            sqlite3_stmt_status(current, SQLITE_STMTSTATUS_REPREPARE, 0)
          ))
        statement = sqlite3_next_stmt(db.sqliteConnection, current)
      }
      return found
    }
  }

  @Test func theLabelSearchIsNotPreparedAgain() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT)")
      for index in 0..<60 {
        try db.execute(sql: "INSERT INTO files (path) VALUES (?)", arguments: ["garden/bed\(index % 5)/plant\(index)"])
      }
    }
    let tree = try ForeignFileTree(
      database: try ForeignFile.open(path: path), requested: .paths(in: "files", column: "path"),
      cacheDirectory: directory.appendingPathComponent("cache").path)
    defer { tree.stop() }
    try tree.start {}
    let paths = try #require(tree.hierarchy as? PathHierarchy)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, paths.slot.labels == nil { Thread.sleep(forTimeInterval: 0.02) }
    let labels = try #require(paths.slot.labels)
    for ranked in [false, true] {
      for text in ["plant1", "plant2", "bed3"] {
        #expect(try !tree.database.read { db in try paths.search(text, ranked: ranked, limit: 20, db) }.isEmpty)
      }
    }
    let statements = Self.statements(of: labels.queue)
    #expect(statements.contains { $0.runs >= 3 })
    #expect(statements.allSatisfy { $0.prepared == 0 }, "\(statements)")
  }
}
