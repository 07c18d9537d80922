import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// A file somebody was sent: its views and triggers cannot make arbor run the functions
/// its connections register, and a view written to run for hours cannot hold arbor.
@Suite struct UntrustedFileTests {
  static func file(_ sql: String) throws -> (URL, String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("sent.db").path
    let setup = try DatabaseQueue(path: path)
    try setup.writeWithoutTransaction { db in try db.execute(sql: sql) }
    try setup.close()
    return (directory, path)
  }

  /// GRDB registers `swiftUppercaseString` on every connection (arbor's included): the
  /// file's view and trigger calling it are refused, the rest of the file reads and edits.
  @Test func viewsAndTriggersCannotCallTheConnectionsFunctions() throws {
    let (directory, path) = try Self.file(
      """
      CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES nodes(id), name TEXT);
      CREATE TABLE seen (what TEXT);
      CREATE VIEW shouting AS SELECT id, parent, swiftUppercaseString(name) AS name FROM nodes;
      CREATE TRIGGER nodes_renamed AFTER UPDATE OF name ON nodes BEGIN
        INSERT INTO seen VALUES (swiftUppercaseString(NEW.name));
      END;
      INSERT INTO nodes VALUES (1, NULL, 'root'), (2, 1, 'child');
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    // A plain connection runs them: the test would show nothing without arbor's settings.
    let plain = try DatabaseQueue(path: path)
    #expect(try plain.read { db in try String.fetchOne(db, sql: "SELECT name FROM shouting WHERE id = 2") } == "CHILD")
    try plain.close()
    let database = try ForeignFile.open(path: path, edit: true)
    let refused = try #require(throws: DatabaseError.self) {
      try database.read { db in try String.fetchOne(db, sql: "SELECT name FROM shouting WHERE id = 2") }
    }
    #expect(refused.message?.contains("unsafe use of swiftUppercaseString") == true, "\(refused)")
    #expect(try database.read { db in try String.fetchOne(db, sql: "SELECT name FROM nodes WHERE id = 2") } == "child")
    let history = try #require(try ForeignFile.history(database))
    let (hierarchy, _) = try ForeignFile.hierarchy(database, requested: nil)
    let editor = try ForeignEditor(tree: hierarchy.tree, history: history)
    #expect(throws: EditError.self) { try editor.rename(2.databaseValue, to: "renamed") }
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM seen") } == 0)
    // The schema cannot turn trust back on: it is set by the connection, not a pragma.
    #expect(try database.read { db in try Int.fetchOne(db, sql: "PRAGMA trusted_schema") } == 0)
    #expect(try database.read { db in try Int.fetchOne(db, sql: "PRAGMA cell_size_check") } == 1)
  }

  /// A view that would run for hours: reading it as a tree stops at the deadline (the
  /// screen's reads run under one), and so does any read on such a file.
  @Test func aViewThatRunsForHoursIsStopped() throws {
    let (directory, path) = try Self.file(
      """
      CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT);
      CREATE VIEW forever AS WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n)
        SELECT id, id - 1 AS parent, 'n' || id AS name FROM n;
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    let started = Date()
    let (hierarchy, _) = try ForeignFile.hierarchy(
      database, requested: ForeignTree(table: "forever", parent: "parent", label: "name"))
    let error = try #require(throws: DatabaseError.self) {
      try QueryDeadline.within(0.5) { try database.read { db in try hierarchy.childCounts(of: nil, db) } }
    }
    #expect(QueryDeadline.isInterruption(error))
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(throws: DatabaseError.self) {
      try QueryDeadline.within(0.2) {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM forever") }
      }
    }
  }
}
