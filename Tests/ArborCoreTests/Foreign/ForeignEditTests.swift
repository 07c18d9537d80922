import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// `--edit` on another program's tree: rename, move, delete a subtree, add a child — each
/// one transaction, undone by its inverse action through the file's own rules, a refusal
/// at its field.
@Suite struct ForeignEditTests {
  /// A bookkeeping-style file: GUID keys, NULL roots, positions, splits that cascade, a
  /// trigger of its own, a unique name per parent and a check.
  static let accounts = """
    PRAGMA foreign_keys = ON;
    CREATE TABLE accounts (
      guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT REFERENCES accounts(guid), name TEXT NOT NULL,
      code TEXT NOT NULL CHECK (length(code) <= 4), position INTEGER, changes INTEGER NOT NULL DEFAULT 0,
      UNIQUE (parent_guid, name));
    CREATE INDEX accounts_parent ON accounts(parent_guid);
    CREATE TABLE splits (id INTEGER PRIMARY KEY, account_guid TEXT NOT NULL REFERENCES accounts(guid) ON DELETE CASCADE, amount INTEGER);
    CREATE TRIGGER accounts_changed AFTER UPDATE OF name ON accounts BEGIN
      UPDATE accounts SET changes = changes + 1 WHERE guid = NEW.guid;
    END;
    INSERT INTO accounts (guid, parent_guid, name, code, position) VALUES
      ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', NULL, 'Assets', 'A', 1),
      ('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Bank', 'B', 1),
      ('cccccccccccccccccccccccccccccccc', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'Checking', 'C', 1),
      ('dddddddddddddddddddddddddddddddd', NULL, 'Expenses', 'E', 2);
    INSERT INTO splits (account_guid, amount) VALUES ('cccccccccccccccccccccccccccccccc', 10), ('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 5);
    """
  static let assets: DatabaseValue = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".databaseValue
  static let bank: DatabaseValue = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb".databaseValue
  static let checking: DatabaseValue = "cccccccccccccccccccccccccccccccc".databaseValue
  static let expenses: DatabaseValue = "dddddddddddddddddddddddddddddddd".databaseValue

  static let accountsTree = ForeignTree(table: "accounts", parent: "parent_guid", label: "name", order: "position")

  /// Undo renames back as the file's own program would: its trigger counts the undo too.
  @Test func renameRunsTheFilesTriggerAndUndoesThroughIt() throws {
    let file = try EditableFile.open(Self.accounts, Self.accountsTree)
    try file.editor.rename(Self.bank, to: "Savings")
    #expect(
      try file.value("SELECT name || ':' || changes FROM accounts WHERE guid = ?", [Self.bank])
        == "Savings:1".databaseValue)
    #expect(throws: EditError.self) { try file.editor.rename(Self.bank, to: "  ") }
    try file.history.undo()
    #expect(
      try file.value("SELECT name || ':' || changes FROM accounts WHERE guid = ?", [Self.bank])
        == "Bank:2".databaseValue)
    try file.history.redo()
    #expect(
      try file.value("SELECT name || ':' || changes FROM accounts WHERE guid = ?", [Self.bank])
        == "Savings:3".databaseValue)
  }

  /// A row's other columns: the form's fields are every column but the key and the parent
  /// (the order column is the placement's), each with its value; only the changed ones are
  /// written, SQLite's refusal comes back at its field, undo puts the values back — and is
  /// refused when another program changed them since.
  @Test func aRowsOtherColumnsAreUpdatedAndUndone() throws {
    let file = try EditableFile.open(Self.accounts, Self.accountsTree)
    var fields = try #require(try file.editor.rowFields(of: Self.bank))
    #expect(fields.map(\.column) == ["name", "code", "changes"])
    #expect(fields.map(\.text) == ["Bank", "B", "0"])
    let before = try file.rows()
    fields[1].text = "TOOLONG"
    #expect {
      try file.editor.updateRow(Self.bank, fields)
    } throws: { error in
      (error as? EditError)?.field == "code"
    }
    #expect(try file.rows() == before)
    fields[1].text = "BK"
    try file.editor.updateRow(Self.bank, fields)
    #expect(
      try file.value("SELECT code || ':' || changes FROM accounts WHERE guid = ?", [Self.bank]) == "BK:0".databaseValue)
    try file.history.undo()
    #expect(try file.rows() == before)
    try file.history.redo()
    #expect(try file.value("SELECT code FROM accounts WHERE guid = ?", [Self.bank]) == "BK".databaseValue)
    // Another program changes the code: undo does not write over it.
    try file.queue.write { db in
      try db.execute(sql: "UPDATE accounts SET code = 'X' WHERE guid = ?", arguments: [Self.bank])
    }
    #expect(throws: EditError.self) { try file.history.undo() }
    #expect(try file.value("SELECT code FROM accounts WHERE guid = ?", [Self.bank]) == "X".databaseValue)
  }

  @Test func aViolatedConstraintComesBackAtItsField() throws {
    let file = try EditableFile.open(Self.accounts, Self.accountsTree)
    let before = try file.rows()
    var fields = try file.editor.newChildFields()
    #expect(fields.map(\.column) == ["name", "guid", "code"])
    let guid = fields[1].text
    #expect(guid.count == 32 && guid.allSatisfy(\.isHexDigit) && guid == guid.lowercased())
    // Unique per parent: a second "Bank" in Assets, at the name field.
    fields[0].text = "Bank"
    fields[2].text = "X"
    do {
      try file.editor.addChild(under: Self.assets, fields: fields)
      Issue.record("added a taken name")
    } catch let error as EditError {
      #expect(error.field == "name")
      #expect(error.message.contains("already taken"))
    }
    // The check on code, at the code field.
    fields[0].text = "Cash"
    fields[2].text = "TOO LONG"
    do {
      try file.editor.addChild(under: Self.assets, fields: fields)
      Issue.record("a failing check was accepted")
    } catch let error as EditError {
      #expect(error.field == "code")
    }
    #expect(try file.rows() == before)
    #expect(!file.history.canUndo)
  }

  @Test func addChildFillsParentAndPositionAndUndoes() throws {
    let file = try EditableFile.open(Self.accounts, Self.accountsTree)
    let before = try file.rows()
    var fields = try file.editor.newChildFields()
    fields[0].text = "Cash"
    fields[2].text = "K"
    let key = try file.editor.addChild(under: Self.assets, fields: fields)
    #expect(key == fields[1].text.databaseValue)
    #expect(
      try file.value("SELECT parent_guid || ':' || position FROM accounts WHERE guid = ?", [key])
        == "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:2".databaseValue)
    // At the top: the parent column as the other roots have it (NULL).
    fields[0].text = "Income"
    fields[1].text = "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
    let top = try file.editor.addChild(under: nil, fields: fields)
    #expect(
      try file.value("SELECT parent_guid IS NULL AND position = 3 FROM accounts WHERE guid = ?", [top])
        == true.databaseValue)
    try file.history.undo()
    try file.history.undo()
    #expect(try file.rows() == before)
  }

  @Test func moveRefusesACycleAndUndoes() throws {
    let file = try EditableFile.open(Self.accounts, Self.accountsTree)
    let before = try file.rows()
    #expect(throws: EditError.self) { try file.editor.move(Self.assets, from: nil, to: Self.checking) }
    #expect(throws: EditError.self) { try file.editor.move(Self.bank, from: Self.assets, to: Self.bank) }
    try file.editor.move(Self.bank, from: Self.assets, to: Self.expenses)
    #expect(try file.value("SELECT parent_guid FROM accounts WHERE guid = ?", [Self.bank]) == Self.expenses)
    try file.editor.move(Self.bank, from: Self.expenses, to: nil)
    #expect(
      try file.value("SELECT parent_guid IS NULL FROM accounts WHERE guid = ?", [Self.bank]) == true.databaseValue)
    try file.history.undo()
    try file.history.undo()
    #expect(try file.rows() == before)
  }

  @Test func deleteTakesTheSubtreeAndTheFilesCascadesAndUndoes() throws {
    let file = try EditableFile.open(Self.accounts, Self.accountsTree)
    let before = try file.rows()
    #expect(try file.editor.deletionCount(of: Self.assets) == 3)
    #expect(try file.editor.deleteSubtree(Self.assets) == 3)
    #expect(
      try file.rows() == [
        "accounts: [guid:\"dddddddddddddddddddddddddddddddd\" parent_guid:NULL name:\"Expenses\" code:\"E\" position:2 changes:0]"
      ])
    try file.history.undo()
    #expect(try file.rows() == before)
    try file.history.redo()
    #expect(try file.rows().count == 1)
  }

  /// A file that restricts deleting referenced rows: the refusal is a message, and
  /// nothing is half deleted.
  @Test func aRestrictingReferenceRefusesTheWholeDelete() throws {
    let schema = """
      CREATE TABLE folders (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES folders(id) ON DELETE RESTRICT, title TEXT);
      CREATE TABLE notes (id INTEGER PRIMARY KEY, folder INTEGER NOT NULL REFERENCES folders(id) ON DELETE RESTRICT);
      INSERT INTO folders VALUES (1, NULL, 'top'), (2, 1, 'mid'), (3, 2, 'low'), (4, 1, 'empty');
      INSERT INTO notes VALUES (1, 3);
      """
    let file = try EditableFile.open(schema, ForeignTree(table: "folders", parent: "parent", label: "title"))
    let before = try file.rows(["folders", "notes"])
    do {
      try file.editor.deleteSubtree(2.databaseValue)
      Issue.record("deleted a folder its notes need")
    } catch let error as EditError {
      #expect(error.message.contains("foreign key"))
    }
    #expect(try file.rows(["folders", "notes"]) == before)
    // Deepest first: RESTRICT on the parent column holds for a whole subtree.
    try file.queue.write { db in try db.execute(sql: "DELETE FROM notes") }
    #expect(try file.editor.deleteSubtree(1.databaseValue) == 4)
  }

  /// No index on the parent column and '' at the top: the subtree is walked in memory and
  /// a node moved to the top gets ''.
  @Test func unindexedTreeWithEmptyTextRoots() throws {
    let schema = """
      CREATE TABLE folder (uuid TEXT PRIMARY KEY, parentUuid TEXT NOT NULL, title TEXT);
      INSERT INTO folder VALUES ('1', '', 'one'), ('2', '1', 'two'), ('3', '2', 'three'), ('4', '', 'four');
      """
    let file = try EditableFile.open(schema, ForeignTree(table: "folder", parent: "parentUuid", label: "title"))
    try file.editor.move("3".databaseValue, from: "2".databaseValue, to: nil)
    #expect(try file.value("SELECT parentUuid FROM folder WHERE uuid = '3'") == "".databaseValue)
    #expect(try file.editor.deletionCount(of: "1".databaseValue) == 2)
    try file.editor.deleteSubtree("1".databaseValue)
    #expect(try file.value("SELECT group_concat(uuid) FROM folder") == "3,4".databaseValue)
  }

  /// A link table: a node under two parents stays when one of them is deleted; moves
  /// change one link; a new child gets its link row.
  @Test func linkTablesEditTheirLinks() throws {
    let schema = """
      CREATE TABLE nodes (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE children (node_id INTEGER NOT NULL, father_id INTEGER NOT NULL, sequence INTEGER, PRIMARY KEY (node_id, father_id));
      INSERT INTO nodes VALUES (1, 'root'), (2, 'a'), (3, 'b'), (4, 'shared'), (5, 'under shared');
      INSERT INTO children VALUES (2, 1, 1), (3, 1, 2), (4, 2, 1), (4, 3, 1), (5, 4, 1);
      """
    let tree = ForeignTree(
      table: "nodes", parent: "father_id", label: "name", order: "sequence", links: ["children"], child: "node_id")
    let file = try EditableFile.open(schema, tree)
    let before = try file.rows(["nodes", "children"])
    #expect(try file.editor.deletionCount(of: 2.databaseValue) == 1)
    try file.editor.deleteSubtree(2.databaseValue)
    #expect(try file.value("SELECT group_concat(id) FROM nodes") == "1,3,4,5".databaseValue)
    #expect(
      try file.value("SELECT group_concat(node_id || '<' || father_id) FROM children ORDER BY 1")
        == "3<1,4<3,5<4".databaseValue)
    // Both parents going takes the shared node and what is only under it.
    #expect(try file.editor.deletionCount(of: 1.databaseValue) == 4)
    try file.history.undo()
    #expect(try file.rows(["nodes", "children"]) == before)
    try file.editor.move(5.databaseValue, from: 4.databaseValue, to: 2.databaseValue)
    #expect(
      try file.value("SELECT father_id || ':' || sequence FROM children WHERE node_id = 5") == "2:2".databaseValue)
    #expect(throws: EditError.self) {
      try file.editor.move(2.databaseValue, from: 1.databaseValue, to: 5.databaseValue)
    }
    var fields = try file.editor.newChildFields()
    #expect(fields.map(\.column) == ["name"])
    fields[0].text = "new"
    let key = try file.editor.addChild(under: 3.databaseValue, fields: fields)
    #expect(
      try file.value("SELECT father_id || ':' || sequence FROM children WHERE node_id = ?", [key])
        == "3:2".databaseValue)
    try file.history.undo()
    try file.history.undo()
    #expect(try file.rows(["nodes", "children"]) == before)
  }

  /// A new row's column that takes few values offers them: the file's `CHECK … IN` list
  /// (quotes doubled inside read as one), else the text values its rows repeat (GnuCash's
  /// `account_type`); numbers, and values each row has its own, are typed.
  @Test func aColumnOfFewValuesOffersThem() throws {
    let schema = """
      CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT NOT NULL,
        account_type TEXT NOT NULL, commodity_scu INTEGER NOT NULL, code TEXT NOT NULL,
        mood TEXT NOT NULL CHECK ("mood" IN ('calm', 'it''s fine', 'bold')));
      INSERT INTO accounts VALUES ('r', NULL, 'Root', 'ROOT', 100, 'c0', 'calm'), ('a', 'r', 'Assets', 'ASSET', 100, 'c1', 'calm'),
        ('b', 'a', 'Bank', 'BANK', 100, 'c2', 'bold'), ('w', 'a', 'Wallet', 'ASSET', 100, 'c3', 'calm');
      """
    let file = try EditableFile.open(
      schema, ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name"))
    let fields = Dictionary(uniqueKeysWithValues: try file.editor.newChildFields().map { ($0.column, $0) })
    #expect(fields["mood"]?.choices == ["calm", "it's fine", "bold"])
    #expect(fields["mood"]?.text == "calm")
    #expect(fields["account_type"]?.choices == ["ASSET", "BANK", "ROOT"])
    #expect(fields["commodity_scu"]?.choices == [])
    #expect(fields["code"]?.choices == [])
    #expect(fields["name"]?.choices == [])
  }

  @Test func aLabelExpressionIsNotRenamed() throws {
    let schema = """
      CREATE TABLE t (id INTEGER PRIMARY KEY, parent INTEGER, a TEXT, b TEXT);
      INSERT INTO t VALUES (1, NULL, 'x', 'y');
      """
    let file = try EditableFile.open(schema, ForeignTree(table: "t", parent: "parent", label: "a || b"))
    #expect(file.editor.renameRefusal != nil)
    #expect(throws: EditError.self) { try file.editor.rename(1.databaseValue, to: "z") }
  }
}
