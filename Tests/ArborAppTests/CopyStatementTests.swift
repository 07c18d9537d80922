@testable import ArborCore
import Foundation
import GRDB
import GRDBSQLite
import Testing

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
        try db.execute(sql: "INSERT INTO files (path, size) VALUES (?, ?)", arguments: ["d\(index % 4)/f\(index)", index])
      }
    }
    let tree = try ForeignFileTree(
      database: try ForeignFile.open(path: path), requested: .paths(in: "files", column: "path"), sums: [TreeSum(name: "size", expression: "size")])
    let paths = try #require(tree.hierarchy as? PathHierarchy)
    let copy = try #require(paths.slot.skeleton)
    for order in [SiblingOrder.tree, .total, .label] {
      for _ in 0..<3 {
        #expect(try copy.children(of: "d1".databaseValue, in: 0..<10, order: order).count == 10)
        #expect(try copy.childCount(of: "d1".databaseValue) == 10)
      }
    }
    let sql = "SELECT childCount FROM nodes WHERE key = ?"
    let (runs, prepared) = try copy.queue.inDatabase { db in
      let statement = try db.cachedStatement(sql: sql).sqliteStatement
      return (sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_RUN, 0), sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_REPREPARE, 0))
    }
    #expect(runs == 9)
    #expect(prepared == 0)
  }
}
