import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Progress per category in arbor's notes: items by status under each category, its
/// subcategories' included, and the open ones past due — from the counts the schema
/// keeps, checked against a count of the items themselves after every kind of edit.
@Suite struct NotesProgressTests {
  /// Progress of every category, counted from the items by a recursive query.
  func counted(_ database: AppDatabase) throws -> [Int: CategoryProgress] {
    let today = Calendar.current.startOfDay(for: Date()).iso8601SQLiteText
    return try database.read { db in
      var found: [Int: CategoryProgress] = [:]
      for row in try Row.fetchAll(
        db,
        sql: """
          WITH RECURSIVE under(top, id) AS (SELECT id, id FROM categories UNION ALL
            SELECT under.top, c.id FROM categories AS c JOIN under ON c.parentID = under.id)
          SELECT under.top, count(i.id) FILTER (WHERE i.status = 'todo'), count(i.id) FILTER (WHERE i.status = 'doing'),
            count(i.id) FILTER (WHERE i.status = 'done'),
            count(i.id) FILTER (WHERE i.status <> 'done' AND i.dueDate < ?)
          FROM under LEFT JOIN items AS i ON i.categoryID = under.id GROUP BY under.top
          """, arguments: [today])
      {
        found[row[0]] = CategoryProgress(todo: row[1], doing: row[2], done: row[3], overdue: row[4])
      }
      return found
    }
  }

  /// What the tree shows for every category.
  func shown(_ database: AppDatabase) throws -> [Int: CategoryProgress] {
    let hierarchy = NotesHierarchy()
    return try database.read { db in
      var found: [Int: CategoryProgress] = [:]
      var pending: [NodeID?] = [nil]
      while let parent = pending.popLast() {
        let counts = try hierarchy.childCounts(of: parent, db)
        for row in try hierarchy.children(of: parent, counts: counts, in: 0..<counts.total, db) {
          guard case .category(let id) = row.node else { continue }
          found[id] = row.progress
          pending.append(row.node)
        }
      }
      return found
    }
  }

  @Test func progressFollowsEveryEditAndItsUndo() throws {
    let database = try AppDatabase.inMemory()
    let editor = try Editor(database: database)
    let home = try editor.addCategory(name: "Home", parent: nil)
    let garden = try editor.addCategory(name: "Garden", parent: home)
    let roses = try editor.addCategory(name: "Roses", parent: garden)
    let work = try editor.addCategory(name: "Work", parent: nil)
    let prune = try editor.addItem(in: roses, title: "Prune")
    let water = try editor.addItem(in: roses, title: "Water")
    _ = try editor.addItem(in: garden, title: "Mow")
    let report = try editor.addItem(in: work, title: "Report")
    try editor.cycleStatus(of: water)
    try editor.cycleStatus(of: prune)
    try editor.cycleStatus(of: prune)
    var fields = try #require(try editor.fields(of: report))
    fields.due = "2020-01-01"
    try editor.updateItem(report, fields)
    #expect(try shown(database) == counted(database))
    #expect(try shown(database)[home] == CategoryProgress(todo: 1, doing: 1, done: 1, overdue: 0))
    #expect(try shown(database)[work] == CategoryProgress(todo: 1, doing: 0, done: 0, overdue: 1))

    // A subtree moved, deleted, and both undone: every count follows.
    try editor.moveCategory(roses, to: work)
    #expect(try shown(database) == counted(database))
    #expect(try shown(database)[work]?.items == 3)
    try editor.deleteCategory(work)
    #expect(try shown(database) == counted(database))
    _ = try editor.undo()
    #expect(try shown(database) == counted(database))
    _ = try editor.undo()
    #expect(try shown(database)[home]?.items == 3)
    try editor.deleteItem(water)
    _ = try editor.undo()
    #expect(try shown(database) == counted(database))
    #expect(try shown(database)[garden] == CategoryProgress(todo: 1, doing: 1, done: 1, overdue: 0))
  }

  /// The export carries each category's progress as its row shows it: JSON as numbers
  /// (import leaves them: it counts again), Markdown after the heading; categories with
  /// no item under them carry none.
  @Test func exportWritesProgressBesideEachCategory() throws {
    let database = try AppDatabase.inMemory()
    let editor = try Editor(database: database)
    let home = try editor.addCategory(name: "Home", parent: nil)
    let garden = try editor.addCategory(name: "Garden", parent: home)
    _ = try editor.addCategory(name: "Empty", parent: nil)
    let mow = try editor.addItem(in: garden, title: "Mow")
    let weed = try editor.addItem(in: garden, title: "Weed")
    _ = try editor.addItem(in: home, title: "Sweep")
    try editor.cycleStatus(of: mow)
    try editor.cycleStatus(of: mow)
    try editor.cycleStatus(of: weed)
    var fields = try #require(try editor.fields(of: weed))
    fields.due = "2020-01-01"
    try editor.updateItem(weed, fields)
    let today = Calendar.current.startOfDay(for: Date())

    var markdown = ""
    try Exporter.run(.markdown, database: database, today: today) { markdown += $0 }
    #expect(markdown.contains("# Home — 1/3 done · 1 doing · 1 overdue\n"))
    #expect(markdown.contains("## Garden — 1/2 done · 1 doing · 1 overdue\n"))
    #expect(markdown.contains("# Empty\n"))

    var json = ""
    try Exporter.run(.json, database: database, today: today) { json += $0 }
    #expect(json.contains(#""name": "Home",\#n    "progress": {"done": 1, "items": 3, "doing": 1, "overdue": 1}"#))
    #expect(!json.contains(#""name": "Empty",\#n    "progress""#))
    // Overdue counts on the day given: nothing was due before 2019.
    var earlier = ""
    try Exporter.run(.json, database: database, today: try #require(DateText.parseDay("2019-06-01"))) { earlier += $0 }
    #expect(earlier.contains(#""progress": {"done": 1, "items": 3, "doing": 1, "overdue": 0}"#))

    let again = try AppDatabase.inMemory()
    try Importer.run(try JSONImport.parse(Data(json.utf8)), database: again)
    var second = ""
    try Exporter.run(.json, database: again, today: today) { second += $0 }
    #expect(second == json)
  }

  /// A file from before the counts (v2) is upgraded with them filled from its items.
  @Test func anOlderFileGetsItsCountsWhenUpgraded() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("old.db").path
    let queue = try DatabaseQueue(path: path)
    let migrator = Schema.migrator
    try migrator.migrate(queue, upTo: "v2: symbols and emoji are searchable")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO categories (id, parentID, name) VALUES (1, NULL, 'Top'), (2, 1, 'Below');
          INSERT INTO items (categoryID, title, status) VALUES (1, 'a', 'done'), (2, 'b', 'todo'), (2, 'c', 'done');
          """)
    }
    try queue.close()
    let database = try AppDatabase.open(path: path)
    #expect(try shown(database)[1] == CategoryProgress(todo: 1, doing: 0, done: 2, overdue: 0))
    #expect(try shown(database) == counted(database))
  }
}
