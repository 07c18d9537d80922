import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import GRDB
import Testing

/// Undo of an edit on a table whose program keeps columns by triggers (issue
/// "Reliability", item 3), and the new-row form's blank fields (item 7).
@Suite struct TriggerKeptCountsTests {
  /// A folder table whose `n_children` its program keeps by AFTER INSERT/DELETE
  /// triggers, as file managers' and note apps' tree tables do.
  static let folders = """
    CREATE TABLE folders (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES folders(id) ON DELETE CASCADE,
      name TEXT NOT NULL, n_children INTEGER NOT NULL DEFAULT 0);
    CREATE TRIGGER folders_count_insert AFTER INSERT ON folders WHEN NEW.parent IS NOT NULL BEGIN
      UPDATE folders SET n_children = n_children + 1 WHERE id = NEW.parent;
    END;
    CREATE TRIGGER folders_count_delete AFTER DELETE ON folders WHEN OLD.parent IS NOT NULL BEGIN
      UPDATE folders SET n_children = n_children - 1 WHERE id = OLD.parent;
    END;
    """

  /// The folder rows as the triggers would have counted them from scratch.
  static func truth(_ db: Database) throws -> [String] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT f.id, f.name, f.n_children, (SELECT count(*) FROM folders AS c WHERE c.parent = f.id) AS counted
        FROM folders AS f ORDER BY f.id
        """
    ).map { "\($0)" }
  }

  func open(_ schema: String, _ tree: ForeignTree) throws -> (DatabaseQueue, ForeignEditor, UndoHistory) {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    let queue = try DatabaseQueue(configuration: configuration)
    try queue.writeWithoutTransaction { db in try db.execute(sql: schema) }
    let resolved = try queue.read { db in try ForeignHierarchy(tree: tree, db).tree }
    let history = UndoHistory(reversalsOn: queue)
    return (queue, try ForeignEditor(tree: resolved, history: history), history)
  }

  @Test func undoingASubtreeDeleteLeavesTheCountsAsTheFilesTriggersWould() throws {
    let (queue, editor, history) = try open(
      Self.folders, ForeignTree(table: "folders", parent: "parent", label: "name"))
    // A root, a 17-row subtree under it: one folder of 3 children, 13 more below.
    try queue.write { db in
      try db.execute(
        sql: "INSERT INTO folders (id, parent, name) VALUES (1, NULL, 'root'), (2, 1, 'subtree'), (3, 1, 'beside')")
      for child in 0..<3 {
        let id = 10 + child
        try db.execute(
          sql: "INSERT INTO folders (id, parent, name) VALUES (?, 2, ?)", arguments: [id, "child \(child)"])
        for grandchild in 0..<4 {
          try db.execute(
            sql: "INSERT INTO folders (id, parent, name) VALUES (?, ?, ?)",
            arguments: [100 + child * 10 + grandchild, id, "grandchild \(child).\(grandchild)"])
        }
      }
      try db.execute(sql: "INSERT INTO folders (id, parent, name) VALUES (200, 100, 'deepest')")
    }
    let before = try queue.read(Self.truth)
    #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT n_children FROM folders WHERE id = 2") } == 3)
    #expect(try editor.deleteSubtree(2.databaseValue) == 17)
    try history.undo()
    #expect(try queue.read(Self.truth) == before)
    try history.redo()
    try history.undo()
    #expect(try queue.read(Self.truth) == before)
  }

  /// A key column with a default left blank takes the default, not '' (the next blank add
  /// was refused as a duplicate); a required column left blank is refused at its field;
  /// an integer column takes a number or a refusal.
  @Test func blankFieldsTakeTheColumnsDefaultAndTypedFieldsTheirType() throws {
    let schema = """
      CREATE TABLE nodes (uid TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))), parent TEXT REFERENCES nodes(uid),
        title TEXT NOT NULL, scu INTEGER NOT NULL, note TEXT);
      INSERT INTO nodes VALUES ('root', NULL, 'Root', 100, NULL);
      """
    let (queue, editor, _) = try open(schema, ForeignTree(table: "nodes", id: "uid", parent: "parent", label: "title"))
    func fields(_ values: [String: String]) throws -> [ForeignField] {
      try editor.newChildFields().map { field in
        var field = field
        field.text = values[field.column] ?? ""
        return field
      }
    }
    let first = try editor.addChild(under: "root".databaseValue, fields: try fields(["title": "one", "scu": "100"]))
    let second = try editor.addChild(under: "root".databaseValue, fields: try fields(["title": "two", "scu": "7"]))
    #expect(first != second)
    #expect(String.fromDatabaseValue(first)?.count == 32)
    let stored = try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT title, typeof(scu), note FROM nodes WHERE parent = 'root' ORDER BY title").map {
        "\($0)"
      }
    }
    #expect(
      stored == [#"[title:"one" typeof(scu):"integer" note:NULL]"#, #"[title:"two" typeof(scu):"integer" note:NULL]"#])
    #expect(throws: EditError.self) {
      try editor.addChild(under: "root".databaseValue, fields: try fields(["title": "three"]))
    }
    do {
      try editor.addChild(under: "root".databaseValue, fields: try fields(["title": "four", "scu": "many"]))
      Issue.record("a word went into an integer column")
    } catch let error as EditError {
      #expect(error.field == "scu")
    }
  }
}
