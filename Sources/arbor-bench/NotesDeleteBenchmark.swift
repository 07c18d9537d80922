import ArborCore
import ArborDB
import ArgumentParser
import Foundation
import GRDB

/// Deleting a category of arbor's notes with everything under it, then undo and redo:
/// what the undo log's triggers cost while the rows go (every row and cascade logged),
/// and what its replay costs.
struct NotesDeleteBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notes-delete",
    abstract: "Deleting a category of arbor's notes with n categories and items under it; its undo and redo.")
  @Option(parsing: .upToNextOption, help: "Nodes under the category (40 % categories, 60 % items).")
  var nodes: [Int] = [10_000, 100_000]

  func run() throws {
    for count in nodes {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-notes-delete-\(getpid())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let database = try AppDatabase.open(path: directory.appendingPathComponent("notes.db").path)
      // One root, and under it categories ten to a parent with their items.
      var tree = ImportTree()
      let root = tree.add(.init(parent: nil, name: "Top"))
      var parents = [root]
      for index in 0..<(count * 4 / 10) {
        let parent = parents[index / 10]
        let category = tree.add(.init(parent: parent, name: "category \(index)"))
        parents.append(category)
        tree.addItem(ImportItem(title: "item \(index) a", notes: "notes of \(index)"), to: category)
        if index % 2 == 0 { tree.addItem(ImportItem(title: "item \(index) b"), to: category) }
      }
      try Importer.run(tree, database: database)
      let editor = try Editor(database: database)
      let top = try database.read { db in try Category.where { $0.name.eq("Top") }.select(\.id).fetchOne(db) } ?? 0
      let delete = try seconds { try editor.deleteCategory(top) }
      let undo = try seconds { try editor.history.undo() }
      let redo = try seconds { try editor.history.redo() }
      print(String(format: "notes: delete %7d nodes %7.2f s   undo %7.2f s   redo %7.2f s", count, delete, undo, redo))
    }
  }

  private func seconds(_ body: () throws -> Void) throws -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }
}
