import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Several arbors on one notes file: undo finds its rows by identity, never by a rowid
/// alone. A torture run of five arbors adding and renaming saw two renames land on
/// another category: one arbor's undo of a rename matched, by rowid, a category that
/// another arbor had made after deleting the renamed one.
@Suite struct UndoIdentityTests {
  @Test func undoNeverRenamesARowThatReusedTheRowid() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    let first = try AppDatabase.open(path: path)
    let second = try AppDatabase.open(path: path)
    let mine = try Editor(database: first)
    let theirs = try Editor(database: second)
    let id = try mine.addCategory(name: "Garden", parent: nil)
    try mine.renameCategory(id, to: "Yard")
    // The other arbor deletes it and makes a new category, which gets the same rowid.
    try theirs.deleteCategory(id)
    let reused = try theirs.addCategory(name: "Kitchen", parent: nil)
    #expect(reused == id)
    let error = try #require(throws: EditError.self) { try mine.undo() }
    #expect(error.message.contains("changed or deleted since"), "\(error.message)")
    let name = try first.read { db in
      try String.fetchOne(db, sql: "SELECT name FROM categories WHERE id = ?", arguments: [id])
    }
    #expect(name == "Kitchen")
    // The refused step left the history: the add before it undoes by identity too (its
    // row is not the one that exists now), and nothing is deleted.
    #expect(throws: EditError.self) { try mine.undo() }
    #expect(
      try first.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM categories WHERE id = ?", arguments: [id])
      } == 1)
  }

  @Test func undoStillRestoresExactlyWhenNobodyElseWrote() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let before = try database.read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM categories ORDER BY id").map(\.description)
    }
    let id = try editor.addCategory(name: "Garden", parent: nil)
    try editor.renameCategory(id, to: "Yard")
    try editor.deleteCategory(id)
    for _ in 0..<3 { try editor.undo() }
    #expect(
      try database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM categories ORDER BY id").map(\.description) }
        == before)
  }
}
