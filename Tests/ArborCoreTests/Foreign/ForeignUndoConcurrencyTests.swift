import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Undo and redo on another program's file while that program writes too (the `sqlite3`
/// shell, a separate process): undo is the inverse of arbor's own action carried out now
/// through the file's triggers, never a restore of row images over the other writer's
/// rows, and refuses in words when what it would undo was changed since.
@Suite struct ForeignUndoConcurrencyTests {
  /// A file that keeps a row counter with triggers, as bookkeeping programs do.
  static let schema = """
    PRAGMA journal_mode = WAL;
    CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES nodes(id), name TEXT NOT NULL);
    CREATE TABLE counter (n INTEGER NOT NULL);
    INSERT INTO counter VALUES (0);
    CREATE TRIGGER nodes_added AFTER INSERT ON nodes BEGIN UPDATE counter SET n = n + 1; END;
    CREATE TRIGGER nodes_removed AFTER DELETE ON nodes BEGIN UPDATE counter SET n = n - 1; END;
    INSERT INTO nodes VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 3, 'b1');
    """

  struct File {
    let directory: URL
    let path: String
    let database: AppDatabase
    let editor: ForeignEditor
    let history: UndoHistory

    /// Another program's write: the sqlite3 shell in its own process.
    func otherProgram(_ sql: String) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      process.arguments = [path, "PRAGMA foreign_keys = ON; " + sql]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "sqlite3 failed: \(sql)")
    }

    func value(_ sql: String) throws -> String {
      try database.read { db in try String.fetchOne(db, sql: sql) } ?? "NULL"
    }

    var counts: String {
      get throws { try value("SELECT (SELECT count(*) FROM nodes) || '/' || (SELECT n FROM counter)") }
    }
  }

  static func open() throws -> File {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("other.db").path
    let setup = try DatabaseQueue(path: path)
    try setup.writeWithoutTransaction { db in try db.execute(sql: schema) }
    try setup.close()
    let database = try ForeignFile.open(path: path, edit: true)
    let history = try #require(try ForeignFile.history(database))
    let (hierarchy, _) = try ForeignFile.hierarchy(
      database, requested: ForeignTree(table: "nodes", parent: "parent", label: "name"))
    return File(
      directory: directory, path: path, database: database,
      editor: try ForeignEditor(tree: hierarchy.tree, history: history), history: history)
  }

  /// The defect as found: arbor adds, another program adds, undo and redo keep the
  /// file's counter equal to its rows.
  @Test func undoAndRedoKeepTheFilesOwnBookkeeping() throws {
    let file = try Self.open()
    defer { try? FileManager.default.removeItem(at: file.directory) }
    #expect(try file.counts == "4/4")
    let added = try file.editor.addChild(
      under: 1.databaseValue, fields: [ForeignField(column: "name", declaredType: "TEXT", text: "mine")])
    #expect(try file.counts == "5/5")
    try file.otherProgram("INSERT INTO nodes (parent, name) VALUES (1, 'theirs');")
    #expect(try file.counts == "6/6")
    try file.history.undo()
    #expect(try file.counts == "5/5")
    #expect(try file.value("SELECT group_concat(name) FROM nodes WHERE parent = 1 ORDER BY id") == "a,b,theirs")
    try file.history.redo()
    #expect(try file.counts == "6/6")
    #expect(try file.value("SELECT name FROM nodes WHERE id = \(added.description)") == "mine")
    // A delete and its undo go through the triggers as well.
    try file.editor.deleteSubtree(3.databaseValue)
    #expect(try file.counts == "4/4")
    try file.otherProgram("INSERT INTO nodes (parent, name) VALUES (1, 'later');")
    try file.history.undo()
    #expect(try file.counts == "7/7")
    #expect(
      try file.value("SELECT group_concat(name) FROM (SELECT name FROM nodes ORDER BY id)")
        == "root,a,b,b1,mine,theirs,later")
  }

  @Test func undoRefusesWhenTheRowWasRenamedAgainAndTheHistoryGoesOn() throws {
    let file = try Self.open()
    defer { try? FileManager.default.removeItem(at: file.directory) }
    try file.editor.rename(3.databaseValue, to: "first")
    try file.editor.rename(2.databaseValue, to: "second")
    try file.otherProgram("UPDATE nodes SET name = 'theirs' WHERE id = 2;")
    let error = try #require(throws: EditError.self) { try file.history.undo() }
    #expect(error.message.contains("renamed that row again"), "\(error.message)")
    #expect(try file.value("SELECT name FROM nodes WHERE id = 2") == "theirs")
    // The refused step left the history; the one before it still undoes.
    #expect(try file.history.undo() == "Rename “first”")
    #expect(try file.value("SELECT name FROM nodes WHERE id = 3") == "b")
    #expect(try file.history.redo() == "Rename “first”")
    #expect(try file.value("SELECT name FROM nodes WHERE id = 3") == "first")
  }

  @Test func undoOfAnAddRefusesWhenTheRowWasDeletedOrMovedOrGainedChildren() throws {
    let file = try Self.open()
    defer { try? FileManager.default.removeItem(at: file.directory) }
    func add(_ name: String) throws -> String {
      try file.editor.addChild(
        under: 1.databaseValue, fields: [ForeignField(column: "name", declaredType: "TEXT", text: name)]
      ).description
    }
    let moved = try add("moved")
    try file.otherProgram("UPDATE nodes SET parent = 2 WHERE id = \(moved);")
    #expect(try #require(throws: EditError.self) { try file.history.undo() }.message.contains("moved"))
    let parentOf = try add("parent of theirs")
    try file.otherProgram("INSERT INTO nodes (parent, name) VALUES (\(parentOf), 'child of theirs');")
    #expect(try #require(throws: EditError.self) { try file.history.undo() }.message.contains("put rows under"))
    _ = try add("gone")
    try file.otherProgram("DELETE FROM nodes WHERE name = 'gone';")
    #expect(try #require(throws: EditError.self) { try file.history.undo() }.message.contains("deleted"))
    #expect(try file.value("SELECT count(*) FROM nodes") == "7")
    #expect(try file.counts == "7/7")
  }

  @Test func undoOfAMoveRefusesWhenTheRowWasMovedAgain() throws {
    let file = try Self.open()
    defer { try? FileManager.default.removeItem(at: file.directory) }
    try file.editor.move(4.databaseValue, from: 3.databaseValue, to: 2.databaseValue)
    try file.otherProgram("UPDATE nodes SET parent = 1 WHERE id = 4;")
    #expect(try #require(throws: EditError.self) { try file.history.undo() }.message.contains("moved that row again"))
    #expect(try file.value("SELECT parent FROM nodes WHERE id = 4") == "1")
    try file.editor.move(4.databaseValue, from: 1.databaseValue, to: 3.databaseValue)
    try file.history.undo()
    #expect(try file.value("SELECT parent FROM nodes WHERE id = 4") == "1")
  }

  @Test func undoOfADeleteRefusesAKeyTakenSince() throws {
    let file = try Self.open()
    defer { try? FileManager.default.removeItem(at: file.directory) }
    try file.editor.deleteSubtree(3.databaseValue)
    try file.otherProgram("INSERT INTO nodes (id, parent, name) VALUES (4, 1, 'took the key');")
    let error = try #require(throws: EditError.self) { try file.history.undo() }
    #expect(error.message.contains("same keys"), "\(error.message)")
    #expect(try file.counts == "3/3")
  }
}

/// Tables up to SQLite's column limit (2,000) open with `--edit`, edit and undo: undo keeps
/// no statement per column (a 500-column table failed with "Expression tree is too large").
@Suite struct WideTableEditTests {
  @Test(arguments: [500, 1_997])
  func aWideTableEditsAndUndoes(extra: Int) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("wide.db").path
    let columns = (0..<extra).map { "c\($0) TEXT" }.joined(separator: ", ")
    let setup = try DatabaseQueue(path: path)
    try setup.writeWithoutTransaction { db in
      try db.execute(sql: "CREATE TABLE wide (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT, \(columns))")
      try db.execute(
        sql:
          "INSERT INTO wide (id, parent, name, c0, c\(extra - 1)) VALUES (1, NULL, 'root', 'x', 'y'), (2, 1, 'child', 'x', 'y')"
      )
    }
    try setup.close()
    let database = try ForeignFile.open(path: path, edit: true)
    let history = try #require(try ForeignFile.history(database))
    let (hierarchy, _) = try ForeignFile.hierarchy(database, requested: nil)
    let editor = try ForeignEditor(tree: hierarchy.tree, history: history)
    func rows() throws -> [String] {
      try database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM wide ORDER BY id").map(\.description) }
    }
    let before = try rows()
    try editor.rename(2.databaseValue, to: "renamed")
    try editor.addChild(
      under: 1.databaseValue,
      fields: try editor.newChildFields().map { field in
        var field = field
        field.text = "added"
        return field
      })
    try editor.deleteSubtree(1.databaseValue)
    #expect(try rows().isEmpty)
    for _ in 0..<3 { try history.undo() }
    #expect(try rows() == before)
  }
}

/// Deleting a large subtree of another program's file: a ring of 60,000 rows with a
/// foreign key to its own table and no index on the parent column (SQLite's check of
/// that key scanned the table once per deleted row: minutes), deleted and put back whole,
/// saying how it gets on.
@Suite struct LargeDeleteTests {
  @Test func aLargeCycleDeletesWithProgressAndUndoes() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ring.db").path
    var plain = Configuration()
    plain.foreignKeysEnabled = false
    let setup = try DatabaseQueue(path: path, configuration: plain)
    try setup.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES nodes(id), name TEXT NOT NULL);
          INSERT INTO nodes VALUES (1, NULL, 'root');
          WITH RECURSIVE c(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM c WHERE i < 60001)
          INSERT INTO nodes SELECT i, CASE WHEN i = 2 THEN 60001 ELSE i - 1 END, 'ring ' || i FROM c;
          """)
    }
    try setup.close()
    let database = try ForeignFile.open(path: path, edit: true)
    let history = try #require(try ForeignFile.history(database))
    let tree = try ForeignFile.hierarchy(
      database, requested: ForeignTree(table: "nodes", parent: "parent", label: "name")
    ).0.tree
    let editor = try ForeignEditor(tree: tree, history: history)
    var said: [String] = []
    #expect(try editor.deleteSubtree(500.databaseValue) { said.append($0) } == 60_000)
    #expect(said.count == 3 && said.allSatisfy { $0.contains("60,000") }, "\(said)")
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") } == 1)
    try history.undo()
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") } == 60_001)
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM pragma_foreign_key_check") } == 0)
    try history.redo()
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") } == 1)
  }
}

/// Hostile names: a table and columns named with quotes and spaces, and a column named
/// `rowid` (the real rowid is then `_rowid_`): delete and undo still find their rows.
@Suite struct HostileSchemaUndoTests {
  @Test func oddNamesAndARowidColumnUndoExactly() throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: #"""
          CREATE TABLE "we""ird 'tab" ("rowid" TEXT, "par ent" INTEGER, "na""me" TEXT);
          INSERT INTO "we""ird 'tab" (_rowid_, "rowid", "par ent", "na""me") VALUES
            (1, 'not the rowid', NULL, 'root'), (2, 'x', 1, 'child'), (3, 'y', 2, 'grandchild'), (4, 'z', NULL, 'other');
          """#)
    }
    let tree = try queue.read { db in
      try ForeignHierarchy(tree: ForeignTree(table: "we\"ird 'tab", parent: "par ent", label: "na\"me"), db).tree
    }
    let history = UndoHistory(reversalsOn: queue)
    let editor = try ForeignEditor(tree: tree, history: history)
    func rows() throws -> [String] {
      try queue.read { db in
        try Row.fetchAll(db, sql: #"SELECT _rowid_, * FROM "we""ird 'tab" ORDER BY 1"#).map(\.description)
      }
    }
    let before = try rows()
    #expect(try editor.deleteSubtree(2.databaseValue) == 2)
    try editor.rename(4.databaseValue, to: "renamed")
    try history.undo()
    try history.undo()
    #expect(try rows() == before)
  }
}

/// The subtree a delete takes, found three ways on the same random forest (self-parents,
/// cycles, dangling parents): the recursive query over an indexed parent column, the
/// integer walk in memory, and the general walk (text keys) — the same nodes every time.
@Suite struct SubtreeWalkTests {
  @Test(arguments: [1, 2, 3])
  func theThreeWalksAgree(seed: Int) throws {
    var random = TestRandom(seed: seed)
    let rows = (1...3_000).map { id -> (Int, Int?) in
      let roll = random.below(100)
      let parent: Int? = roll < 5 ? nil : roll < 7 ? id : roll < 9 ? 5_000 + random.below(10) : 1 + random.below(3_000)
      return (id, parent)
    }
    func open(_ schema: String, text: Bool) throws -> (DatabaseQueue, ForeignEditor) {
      var plain = Configuration()
      plain.foreignKeysEnabled = false
      let queue = try DatabaseQueue(configuration: plain)
      try queue.write { db in
        try db.execute(sql: schema)
        for (id, parent) in rows {
          let key: DatabaseValue = text ? "k\(id)".databaseValue : id.databaseValue
          let up: DatabaseValue = parent.map { text ? "k\($0)".databaseValue : $0.databaseValue } ?? .null
          try db.execute(sql: "INSERT INTO t (id, parent, name) VALUES (?, ?, ?)", arguments: [key, up, "n\(id)"])
        }
      }
      let tree = try queue.read { db in
        try ForeignHierarchy(tree: ForeignTree(table: "t", parent: "parent", label: "name"), db).tree
      }
      return (queue, try ForeignEditor(tree: tree, history: UndoHistory(reversalsOn: queue)))
    }
    let (_, indexed) = try open(
      "CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT); CREATE INDEX t_parent ON t(parent);",
      text: false)
    let (_, integers) = try open("CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER, name TEXT);", text: false)
    let (_, texts) = try open("CREATE TABLE t (id TEXT PRIMARY KEY, parent TEXT, name TEXT);", text: true)
    for _ in 0..<30 {
      let node = 1 + random.below(3_000)
      let expected = try indexed.deletionCount(of: node.databaseValue)
      #expect(try integers.deletionCount(of: node.databaseValue) == expected)
      #expect(try texts.deletionCount(of: "k\(node)".databaseValue) == expected)
    }
  }
}
