import ArborCore
import ArborDB
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// A small tree with every kind of row:
///
///     Home ─┬─ Garden ─┬─ Roses            (items: Prune roses, Water roses)
///           │          └─ Vegetables        (item: Sow beans)
///           └─ Kitchen                      (item: Bake bread, with attachments and tags)
///     Work ─── Projects                     (items: Ship arbor, Write docs)
///     Empty
package func fixtureTree() -> ImportTree {
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
  tree.addItem(
    ImportItem(title: "Ship arbor", notes: "Release notes mention roses only in passing", tags: ["release"]),
    to: projects)
  tree.addItem(ImportItem(title: "Write docs"), to: projects)
  tree.add(.init(parent: nil, name: "Empty"))
  return tree
}

package func fixtureDatabase() throws -> AppDatabase {
  let database = try AppDatabase.inMemory()
  try Importer.run(fixtureTree(), database: database)
  return database
}

package func categoryID(_ name: String, in database: AppDatabase) throws -> Int {
  try database.read { db in try Category.where { $0.name.eq(name) }.select(\.id).fetchOne(db) } ?? -1
}

package func itemID(_ title: String, in database: AppDatabase) throws -> Int {
  try database.read { db in try Item.where { $0.title.eq(title) }.select(\.id).fetchOne(db) } ?? -1
}

/// Titles of the visible rows, indented two spaces per level (an easy-to-read snapshot).
package func outline(_ model: TreeModel) throws -> String {
  try model.rows(in: 0..<model.rowCount).map { row in
    String(repeating: "  ", count: row.depth) + (row.isExpanded ? "- " : row.childCount > 0 ? "+ " : "  ")
      + (row.mark.map { $0.sign + " " } ?? "") + row.title
  }.joined(separator: "\n")
}

/// Another program's connection to `path`: it waits up to ten seconds for a lock held by
/// arbor's reads (a side-car being made, a comparison), as programs that share a file do
/// — without it, a commit that met one of those reads failed at once (CI saw it).
package func anotherProgram(_ path: String) throws -> DatabaseQueue {
  var configuration = Configuration()
  configuration.busyMode = .timeout(10)
  return try DatabaseQueue(path: path, configuration: configuration)
}

/// Firefox's own tables (`places.sqlite`, statement for statement) with a few bookmarks:
/// two without a title (one's place has a title, the other's only a URL), one titled.
package let firefoxPlaces = """
  CREATE TABLE moz_origins ( id INTEGER PRIMARY KEY, prefix TEXT NOT NULL, host TEXT NOT NULL, frecency INTEGER NOT NULL,
    recalc_frecency INTEGER NOT NULL DEFAULT 0, alt_frecency INTEGER, recalc_alt_frecency INTEGER NOT NULL DEFAULT 0,
    UNIQUE (prefix, host) );
  CREATE TABLE moz_places (   id INTEGER PRIMARY KEY, url LONGVARCHAR, title LONGVARCHAR, rev_host LONGVARCHAR,
    visit_count INTEGER DEFAULT 0, hidden INTEGER DEFAULT 0 NOT NULL, typed INTEGER DEFAULT 0 NOT NULL,
    frecency INTEGER DEFAULT -1 NOT NULL, last_visit_date INTEGER , guid TEXT, foreign_count INTEGER DEFAULT 0 NOT NULL,
    url_hash INTEGER DEFAULT 0 NOT NULL , description TEXT, preview_image_url TEXT, site_name TEXT,
    origin_id INTEGER REFERENCES moz_origins(id), recalc_frecency INTEGER NOT NULL DEFAULT 0, alt_frecency INTEGER,
    recalc_alt_frecency INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE moz_bookmarks (  id INTEGER PRIMARY KEY, type INTEGER, fk INTEGER DEFAULT NULL, parent INTEGER,
    position INTEGER, title LONGVARCHAR, keyword_id INTEGER, folder_type TEXT, dateAdded INTEGER, lastModified INTEGER,
    guid TEXT, syncStatus INTEGER NOT NULL DEFAULT 0, syncChangeCounter INTEGER NOT NULL DEFAULT 1);
  CREATE TABLE moz_keywords (  id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT UNIQUE, place_id INTEGER,
    post_data TEXT);
  INSERT INTO moz_origins VALUES (1, 'https://', 'example.org', 100, 0, NULL, 0);
  INSERT INTO moz_places (id, url, title, rev_host, guid, origin_id) VALUES
    (1, 'https://example.org/', 'Example Domain', 'gro.elpmaxe.', 'place000001', 1),
    (2, 'https://example.org/untitled', NULL, 'gro.elpmaxe.', 'place000002', 1),
    (3, 'https://www.sqlite.org/', 'SQLite Home Page', 'gro.etilqs.www.', 'place000003', 1);
  INSERT INTO moz_bookmarks (id, type, fk, parent, position, title, guid) VALUES
    (1, 2, NULL, 0, 0, '', 'root________'), (2, 2, NULL, 1, 0, 'menu', 'menu________'),
    (3, 2, NULL, 1, 1, 'toolbar', 'toolbar_____'), (4, 1, 1, 3, 0, NULL, 'bookmark0001'),
    (5, 1, 2, 3, 1, '', 'bookmark0002'), (6, 1, 3, 2, 0, 'Databases', 'bookmark0003'),
    (7, 3, NULL, 3, 2, NULL, 'separator001');
  """

/// Every row's place in `tree`'s hierarchy (what revealing a node reads) is its index among
/// its siblings as `model` lists them, in whatever order the siblings are.
package func expectPlacesAgree(
  _ model: TreeModel, _ tree: any OpenTree, sourceLocation: SourceLocation = #_sourceLocation
)
  throws
{
  let rows = try model.rows(in: 0..<model.rowCount)
  for (index, row) in rows.enumerated() {
    let siblings = rows[..<index].filter { $0.depth == row.depth && $0.parent == row.parent }.count
    let place = try tree.database.read { db in try tree.hierarchy.place(of: row.node, db) }
    #expect(place?.index == siblings, "\(row.title)", sourceLocation: sourceLocation)
  }
}

/// Every row of every table, for "the database is exactly as before" checks.
package func snapshotRows(_ database: AppDatabase) throws -> String {
  try database.read { db in
    var text = ""
    for table in ["categories", "items", "attachments", "tags", "itemTags"] {
      let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY 1, 2")
      text += table + "\n" + rows.map { "  \($0)" }.joined(separator: "\n") + "\n"
    }
    let index = try Row.fetchAll(db, sql: "SELECT rowid, title, body, tags FROM searchIndex ORDER BY rowid")
    text += "searchIndex\n" + index.map { "  \($0)" }.joined(separator: "\n")
    return text
  }
}
