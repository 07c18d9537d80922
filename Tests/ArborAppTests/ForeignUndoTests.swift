import ArborCore
import ArborDB
import GRDB
import Testing

/// Undo kept by temporary triggers works on a schema arbor did not write: odd names,
/// WITHOUT ROWID tables, INTEGER PRIMARY KEY aliases, generated columns, cascades and FTS
/// tables — undone exactly, redone exactly, and nothing added to the file. (The file's own
/// triggers fire again while undo replays; see `UndoHistory.tables(of:)`.)
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
    #expect(tables.first { $0.name == "folder \"x\"" } == UndoHistory.Table(name: "folder \"x\"", columns: ["parent", "title"], key: nil))
    #expect(tables.first { $0.name == "notes" }?.key == ["guid"])
    let history = try UndoHistory(writer: queue, tables: tables)
    let before = try queue.read(everything)
    try history.perform("rename") { db in try db.execute(sql: "UPDATE \(Self.folder) SET title = 'renamed' WHERE id = 2") }
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
    let schema = try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") }
    #expect(schema.isEmpty)
  }
}
