import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@Suite struct EditingTests {
  @Test func everyEditUndoesAndRedoesExactly() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let home = try categoryID("Home", in: database)
    let roses = try categoryID("Roses", in: database)
    let work = try categoryID("Work", in: database)
    let bread = try itemID("Bake bread", in: database)
    let attachment =
      try database.read { db in try Attachment.where { $0.itemID.eq(bread) }.select(\.id).fetchOne(db) } ?? 0
    let edits: [(String, () throws -> Void)] = [
      ("add child", { _ = try editor.addCategory(name: "Attic", parent: home) }),
      (
        "add sibling",
        { _ = try editor.addCategory(name: "Shed", parent: home, after: try categoryID("Garden", in: database)) }
      ),
      ("rename", { try editor.renameCategory(roses, to: "Old roses") }),
      ("notes", { try editor.setNotes(of: .category(roses), to: "new\nnotes") }),
      ("move", { try editor.moveCategory(roses, to: work) }),
      ("reorder", { try editor.reorderCategory(work, .up) }),
      ("delete subtree", { try editor.deleteCategory(home) }),
      ("add item", { _ = try editor.addItem(in: roses, title: "Feed roses") }),
      (
        "edit item",
        {
          try editor.updateItem(
            bread,
            ItemFields(title: "Bake rye", priority: .high, status: .doing, due: "2027-01-31", tags: "baking, rye"))
        }
      ),
      ("status", { try editor.cycleStatus(of: bread) }),
      ("delete item", { try editor.deleteItem(bread) }),
      (
        "add attachment",
        { _ = try editor.addAttachment(to: bread, .image(caption: "Crumb", url: "https://example.org/crumb.jpg")) }
      ),
      ("edit attachment", { try editor.updateAttachment(attachment, .note("Use the red bowl")) }),
      ("delete attachment", { try editor.deleteAttachment(attachment) }),
    ]
    for (name, edit) in edits {
      let before = try snapshotRows(database)
      try edit()
      let after = try snapshotRows(database)
      #expect(after != before, "\(name) changed nothing")
      #expect(try editor.history.undo() != nil, "\(name)")
      #expect(try snapshotRows(database) == before, "undo of \(name)")
      #expect(try editor.history.redo() != nil, "\(name)")
      #expect(try snapshotRows(database) == after, "redo of \(name)")
      try editor.history.undo()
      #expect(try snapshotRows(database) == before, "second undo of \(name)")
    }
  }

  @Test func cascadeDeleteUndoRestoresEveryRow() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let before = try snapshotRows(database)
    let home = try categoryID("Home", in: database)
    #expect(try editor.deletionImpact(of: home) == (5, 4))
    try editor.deleteCategory(home)
    let gone = try database.read { db in (try Category.count().fetchOne(db), try Attachment.count().fetchOne(db)) }
    #expect(gone.0 == 3)
    #expect(gone.1 == 0)
    try editor.history.undo()
    #expect(try snapshotRows(database) == before)
    // The restored rows are searchable again.
    #expect(try database.read { db in try SearchQueries.ranked("sourdough", db) }.count == 1)
  }

  @Test func severalUndosInARowAndRedoIsClearedByANewEdit() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let before = try snapshotRows(database)
    let roses = try categoryID("Roses", in: database)
    try editor.renameCategory(roses, to: "A")
    try editor.renameCategory(roses, to: "B")
    try editor.addItem(in: roses, title: "C")
    #expect(editor.history.undoLabel == "add “C”")
    try editor.history.undo()
    try editor.history.undo()
    try editor.history.undo()
    #expect(try snapshotRows(database) == before)
    #expect(try editor.history.undo() == nil)
    try editor.history.redo()
    #expect(editor.history.canRedo)
    try editor.renameCategory(roses, to: "D")
    #expect(!editor.history.canRedo)
  }

  @Test func invalidInputIsRefusedAtItsField() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let roses = try categoryID("Roses", in: database)
    let before = try snapshotRows(database)
    #expect(throws: EditError(field: "name", "A name cannot be empty.")) { try editor.renameCategory(roses, to: "  ") }
    #expect(throws: EditError.self) { try editor.addCategory(name: "two\nlines", parent: nil) }
    let bread = try itemID("Bake bread", in: database)
    #expect(throws: EditError.self) { try editor.updateItem(bread, ItemFields(title: "x", due: "31/12/2026")) }
    #expect(throws: EditError.self) { try editor.updateItem(bread, ItemFields(title: "x", due: "2026-02-30")) }
    #expect(throws: EditError.self) { try editor.updateItem(bread, ItemFields(title: "")) }
    #expect(throws: EditError.self) { try editor.addAttachment(to: bread, .link("example dot org")) }
    #expect(throws: EditError.self) { try editor.addAttachment(to: bread, .note("   ")) }
    #expect(try snapshotRows(database) == before)
    #expect(!editor.history.canUndo)
  }

  @Test func movingUnderItsOwnDescendantIsRefused() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let home = try categoryID("Home", in: database)
    let roses = try categoryID("Roses", in: database)
    #expect(throws: EditError.self) { try editor.moveCategory(home, to: roses) }
    #expect(throws: EditError.self) { try editor.moveCategory(home, to: home) }
    try editor.moveCategory(roses, to: nil)
    #expect(try database.read { db in try Category.find(roses).fetchOne(db)?.parentID } == nil)
  }

  @Test func reorderSwapsSiblingsAndStopsAtTheEnds() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let model = try TreeModel(database: database)
    let empty = try categoryID("Empty", in: database)
    #expect(try editor.reorderCategory(empty, .up))
    try model.refresh()
    #expect(try model.rows(in: 0..<3).map(\.title) == ["Home", "Empty", "Work"])
    #expect(try editor.reorderCategory(empty, .up))
    #expect(try !editor.reorderCategory(empty, .up))
    try model.refresh()
    #expect(try model.rows(in: 0..<3).map(\.title) == ["Empty", "Home", "Work"])
  }

  @Test func anotherConnectionWritingDuringAnEditLosesNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("two.db").path
    let database = try AppDatabase.open(path: path)
    try Importer.run(fixtureTree(), database: database)
    let editor = try Editor(database: database)
    let other = try AppDatabase.open(path: path)
    let otherEditor = try Editor(database: other)
    let roses = try categoryID("Roses", in: database)
    let work = try categoryID("Work", in: database)
    try editor.renameCategory(roses, to: "Mine")
    try otherEditor.renameCategory(work, to: "Theirs")
    try editor.addCategory(name: "Mine too", parent: nil)
    #expect(try categoryID("Theirs", in: database) == work)
    #expect(try categoryID("Mine", in: other) == roses)
    // Undo here undoes only this connection's edits.
    try editor.history.undo()
    try editor.history.undo()
    #expect(try categoryID("Roses", in: database) == roses)
    #expect(try categoryID("Theirs", in: database) == work)
  }

  @Test func readOnlyDatabasesCannotBeEdited() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ro.db").path
    _ = try AppDatabase.open(path: path)
    let readOnly = try AppDatabase.open(path: path, readOnly: true)
    #expect(throws: OpenError.self) { try Editor(database: readOnly) }
  }
}
