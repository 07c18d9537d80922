import ArborApp
import ArborCore
import ArborDB
import Foundation
import GRDB

/// A small tree with every kind of row:
///
///     Home ─┬─ Garden ─┬─ Roses            (items: Prune roses, Water roses)
///           │          └─ Vegetables        (item: Sow beans)
///           └─ Kitchen                      (item: Bake bread, with attachments and tags)
///     Work ─── Projects                     (items: Ship arbor, Write docs)
///     Empty
func fixtureTree() -> ImportTree {
  var tree = ImportTree()
  let home = tree.add(.init(parent: nil, name: "Home", notes: "Everything about the house"))
  let garden = tree.add(.init(parent: home, name: "Garden"))
  let roses = tree.add(.init(parent: garden, name: "Roses", notes: "The red ones by the fence"))
  tree.addItem(ImportItem(title: "Prune roses", notes: "In March, above an outward bud", priority: .high), to: roses)
  tree.addItem(ImportItem(title: "Water roses", notes: "Weekly in summer", status: .doing), to: roses)
  let vegetables = tree.add(.init(parent: garden, name: "Vegetables"))
  tree.addItem(ImportItem(title: "Sow beans", notes: "After the last frost"), to: vegetables)
  let kitchen = tree.add(.init(parent: home, name: "Kitchen"))
  tree.addItem(
    ImportItem(
      title: "Bake bread", notes: "Sourdough: feed the starter the night before", status: .done,
      dueDate: DateText.parseDay("2026-12-01"), tags: ["baking", "weekend"],
      attachments: [
        .link(URL(string: "https://example.org/sourdough")!),
        .note("Use the blue bowl"),
        .image(Attachment.Image(caption: "First loaf", url: URL(string: "https://example.org/loaf.jpg")!)),
      ]), to: kitchen)
  let work = tree.add(.init(parent: nil, name: "Work"))
  let projects = tree.add(.init(parent: work, name: "Projects"))
  tree.addItem(ImportItem(title: "Ship arbor", notes: "Release notes mention roses only in passing", tags: ["release"]), to: projects)
  tree.addItem(ImportItem(title: "Write docs"), to: projects)
  tree.add(.init(parent: nil, name: "Empty"))
  return tree
}

func fixtureDatabase() throws -> AppDatabase {
  let database = try AppDatabase.inMemory()
  try Importer.run(fixtureTree(), database: database)
  return database
}

func categoryID(_ name: String, in database: AppDatabase) throws -> Int {
  try database.read { db in try Category.where { $0.name.eq(name) }.select(\.id).fetchOne(db) } ?? -1
}

func itemID(_ title: String, in database: AppDatabase) throws -> Int {
  try database.read { db in try Item.where { $0.title.eq(title) }.select(\.id).fetchOne(db) } ?? -1
}

/// A fresh directory under the system's temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Titles of the visible rows, indented two spaces per level (an easy-to-read snapshot).
func outline(_ model: TreeModel) throws -> String {
  try model.rows(in: 0..<model.rowCount).map { row in
    String(repeating: "  ", count: row.depth) + (row.isExpanded ? "- " : row.childCount > 0 ? "+ " : "  ")
      + (row.mark.map { $0.sign + " " } ?? "") + row.title
  }.joined(separator: "\n")
}

/// Another program's connection to `path`: it waits up to ten seconds for a lock held by
/// arbor's reads (a side-car being made, a comparison), as programs that share a file do
/// — without it, a commit that met one of those reads failed at once (CI saw it).
func anotherProgram(_ path: String) throws -> DatabaseQueue {
  var configuration = Configuration()
  configuration.busyMode = .timeout(10)
  return try DatabaseQueue(path: path, configuration: configuration)
}
