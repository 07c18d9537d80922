import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import GRDB
import Testing

/// Undo kept by temporary triggers works on a schema arbor did not write: odd names,
/// WITHOUT ROWID tables, INTEGER PRIMARY KEY aliases, generated columns, cascades and FTS
/// tables — undone exactly, redone exactly, and nothing added to the file; the file's own
/// triggers do not fire a second time while undo replays, unless they keep an index undo
/// cannot restore (then they must, to keep it right).
@Suite struct ForeignUndoTests {
  /// The table named `folder "x"`, quoted for SQL.
  static let folder = #""folder ""x""""#

  static let schema = #"""
    PRAGMA foreign_keys = ON;
    CREATE TABLE "folder ""x""" (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES "folder ""x"""(id) ON DELETE CASCADE,
      title TEXT NOT NULL, upper_title TEXT GENERATED ALWAYS AS (upper(title)) VIRTUAL);
    CREATE TABLE notes (guid TEXT PRIMARY KEY, folder INTEGER REFERENCES "folder ""x"""(id) ON DELETE CASCADE, body TEXT)
      WITHOUT ROWID;
    CREATE TABLE log (what TEXT);
    INSERT INTO log VALUES ('nothing yet');
    CREATE VIRTUAL TABLE search USING fts5(body);
    INSERT INTO "folder ""x""" (id, parent, title) VALUES (1, NULL, 'root'), (2, 1, 'child'), (3, 2, 'grandchild');
    INSERT INTO notes VALUES ('n1', 2, 'first'), ('n2', 3, 'second');
    """#

  func everything(_ db: Database) throws -> [String] {
    try [Self.folder, "notes", "log"].flatMap { table in
      try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table): \($0)" }
    }
  }

  @Test func aFileArborDidNotWriteIsUndoneExactly() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in try db.execute(sql: Self.schema) }
    let tables = try queue.read { db in try UndoHistory.tables(of: db) }
    #expect(tables.map(\.name).sorted() == ["folder \"x\"", "log", "notes"])
    #expect(
      tables.first { $0.name == "folder \"x\"" }
        == UndoHistory.Table(name: "folder \"x\"", columns: ["parent", "title"], key: nil))
    #expect(tables.first { $0.name == "notes" }?.key == ["guid"])
    let history = try UndoHistory(writer: queue, tables: tables)
    let before = try queue.read(everything)
    try history.perform("rename") { db in
      try db.execute(sql: "UPDATE \(Self.folder) SET title = 'renamed' WHERE id = 2")
    }
    try history.perform("add") { db in try db.execute(sql: "INSERT INTO notes VALUES ('n3', 1, 'third')") }
    // The cascade removes a grandchild and notes.
    try history.perform("delete") { db in try db.execute(sql: "DELETE FROM \(Self.folder) WHERE id = 2") }
    let after = try queue.read(everything)
    #expect(after != before)
    for _ in 0..<3 { #expect(try history.undo() != nil) }
    let undone = try queue.read(everything)
    #expect(undone == before, "\(undone.filter { !before.contains($0) }) / \(before.filter { !undone.contains($0) })")
    for _ in 0..<3 { #expect(try history.redo() != nil) }
    #expect(try queue.read(everything) == after)
    // Only temporary triggers: the file's schema is as it was.
    let schema = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'")
    }
    #expect(schema.isEmpty)
  }

  /// A stamp trigger and an audit trigger of the file's own: replayed with triggers off,
  /// undo and redo give back exactly the rows there were (no second stamp or audit row).
  @Test func theFilesOwnTriggersDoNotFireAgainOnUndo() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE nodes (id TEXT PRIMARY KEY, parent TEXT, name TEXT NOT NULL, stamp INTEGER NOT NULL DEFAULT 0);
          CREATE TABLE audit (seq INTEGER PRIMARY KEY, what TEXT);
          CREATE TRIGGER nodes_stamp AFTER UPDATE OF name ON nodes BEGIN
            UPDATE nodes SET stamp = stamp + 1 WHERE id = NEW.id;
          END;
          CREATE TRIGGER nodes_audit AFTER UPDATE OF name ON nodes BEGIN
            INSERT INTO audit (what) VALUES ('renamed ' || NEW.id);
          END;
          INSERT INTO nodes (id, parent, name) VALUES ('a', NULL, 'A'), ('b', 'a', 'B');
          """)
    }
    let history = try UndoHistory(writer: queue, tables: try queue.read { db in try UndoHistory.tables(of: db) })
    #expect(history.replaysWithoutTriggers)
    func rows() throws -> [String] {
      try queue.read { db in
        try Row.fetchAll(db, sql: "SELECT * FROM nodes ORDER BY id").map(\.description)
          + Row.fetchAll(db, sql: "SELECT * FROM audit ORDER BY seq").map(\.description)
      }
    }
    let before = try rows()
    try history.perform("rename") { db in try db.execute(sql: "UPDATE nodes SET name = 'Bee' WHERE id = 'b'") }
    // A key changed: undo finds the row by its new key and gives the old one back.
    try history.perform("rekey") { db in try db.execute(sql: "UPDATE nodes SET id = 'c' WHERE id = 'b'") }
    let after = try rows()
    #expect(after.contains { $0.contains("renamed b") })
    #expect(after.contains { $0.contains("stamp:1") })
    for _ in 0..<2 { try history.undo() }
    #expect(try rows() == before)
    for _ in 0..<2 { try history.redo() }
    #expect(try rows() == after)
    try history.undo()
    try history.undo()
    #expect(try rows() == before)
    // The triggers work again after a replay.
    try history.perform("rename again") { db in try db.execute(sql: "UPDATE nodes SET name = 'Bee' WHERE id = 'b'") }
    #expect(try rows().contains { $0.contains("renamed b") })
  }

  /// A trigger that keeps a full-text index in step: undo must let it fire, or the index
  /// would still find the undone text.
  @Test func triggersKeepingAnIndexFireOnUndo() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE notes (id INTEGER PRIMARY KEY, parent INTEGER, title TEXT);
          CREATE VIRTUAL TABLE notes_fts USING fts5(title, content='notes', content_rowid='id');
          CREATE TRIGGER notes_au AFTER UPDATE ON notes BEGIN
            INSERT INTO notes_fts (notes_fts, rowid, title) VALUES ('delete', OLD.id, OLD.title);
            INSERT INTO notes_fts (rowid, title) VALUES (NEW.id, NEW.title);
          END;
          INSERT INTO notes VALUES (1, NULL, 'apple');
          INSERT INTO notes_fts (rowid, title) VALUES (1, 'apple');
          """)
    }
    let history = try UndoHistory(writer: queue, tables: try queue.read { db in try UndoHistory.tables(of: db) })
    #expect(!history.replaysWithoutTriggers)
    func found(_ word: String) throws -> Int {
      try queue.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM notes_fts WHERE notes_fts MATCH ?", arguments: [word]) ?? 0
      }
    }
    try history.perform("rename") { db in try db.execute(sql: "UPDATE notes SET title = 'pear' WHERE id = 1") }
    #expect(try found("pear") == 1)
    try history.undo()
    #expect(try found("pear") == 0)
    #expect(try found("apple") == 1)
  }
}
