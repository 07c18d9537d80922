import ArborApp
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
  tree.addItem(
    ImportItem(title: "Ship arbor", notes: "Release notes mention roses only in passing", tags: ["release"]),
    to: projects)
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

/// Runs the sqlite3 shell with `arguments` in `directory` (`-A -c -f FILE DIR` writes an
/// archive as `sqlite3 -A` does) and expects it to succeed.
func sqliteShell(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let shell = Process()
  shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
  shell.currentDirectoryURL = directory
  shell.arguments = arguments
  try shell.run()
  shell.waitUntilExit()
  #expect(shell.terminationStatus == 0, sourceLocation: sourceLocation)
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

/// Firefox's own tables (`places.sqlite`, statement for statement) with a few bookmarks:
/// two without a title (one's place has a title, the other's only a URL), one titled.
let firefoxPlaces = """
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

/// What arbor runs with in a test: a terminal it draws on, and its own home, settings and
/// cache under `home`.
func terminalEnvironment(home: URL) -> [String: String] {
  [
    "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
    "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
    "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
  ]
}

/// What `session`'s terminal shows now, as a person sees it: everything it wrote,
/// replayed on an emulated screen of `rows` by `columns`.
func screenText(of session: PseudoTerminalSession, rows: Int = 24, columns: Int = 80) -> String {
  var screen = ScreenEmulator(rows: rows, columns: columns)
  screen.feed(session.output)
  return screen.text
}

/// Runs `program` to its end without a terminal: its exit status and what it wrote, its
/// standard output and error together (one pipe: neither can fill while the other is read).
func runToEnd(_ program: String, _ arguments: [String], environment: [String: String]) throws -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Every row's place in `tree`'s hierarchy (what revealing a node reads) is its index among
/// its siblings as `model` lists them, in whatever order the siblings are.
func expectPlacesAgree(_ model: TreeModel, _ tree: any OpenTree, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let rows = try model.rows(in: 0..<model.rowCount)
  for (index, row) in rows.enumerated() {
    let siblings = rows[..<index].filter { $0.depth == row.depth && $0.parent == row.parent }.count
    let place = try tree.database.read { db in try tree.hierarchy.place(of: row.node, db) }
    #expect(place?.index == siblings, "\(row.title)", sourceLocation: sourceLocation)
  }
}
