import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import InlineSnapshotTesting
import Testing

@Suite struct TreeModelTests {
  @Test func rootsThenLazyExpansion() throws {
    let model = try TreeModel(database: try fixtureDatabase())
    #expect(model.rowCount == 3)
    assertInlineSnapshot(of: try outline(model), as: .lines) {
      """
      + Home
      + Work
        Empty
      """
    }
    #expect(try model.expand(row: 0))
    #expect(try model.expand(row: 1))
    assertInlineSnapshot(of: try outline(model), as: .lines) {
      """
      - Home
        - Garden
          + Roses
          + Vegetables
        + Kitchen
      + Work
        Empty
      """
    }
    #expect(try model.expand(row: 2))
    let rows = try model.rows(in: 0..<model.rowCount)
    #expect(
      rows.map(\.title) == [
        "Home", "Garden", "Roses", "Prune roses", "Water roses", "Vegetables", "Kitchen", "Work", "Empty",
      ])
    #expect(rows[3].status == .todo)
    #expect(rows[3].priority == .high)
    #expect(rows[2].childCount == 2)
    // Items and empty categories do not expand.
    #expect(try !model.expand(row: 3))
    #expect(try !model.expand(row: 8))
  }

  @Test func windowsInTheMiddleOfExpandedSubtrees() throws {
    let model = try TreeModel(database: try fixtureDatabase())
    try model.expand(row: 0)
    try model.expand(row: 1)
    try model.expand(row: 2)
    try model.expand(row: 5)
    try model.expand(row: 7)
    let all = try model.rows(in: 0..<model.rowCount).map(\.title)
    #expect(
      all == [
        "Home", "Garden", "Roses", "Prune roses", "Water roses", "Vegetables", "Sow beans", "Kitchen", "Bake bread",
        "Work", "Empty",
      ])
    // Any window equals the same slice of the whole.
    for start in 0..<all.count {
      for end in start...all.count {
        try model.refresh()  // drops the cached window: every slice is a fresh query
        #expect(try model.rows(in: start..<end).map(\.title) == Array(all[start..<end]))
      }
    }
    #expect(try model.rows(in: 9..<100).map(\.title) == ["Work", "Empty"])
    #expect(try model.rows(in: 50..<60).isEmpty)
  }

  @Test func collapseOrGoToParent() throws {
    let model = try TreeModel(database: try fixtureDatabase())
    try model.expand(row: 0)
    try model.expand(row: 1)
    // On "Roses" (not expanded): go to its parent, Garden.
    #expect(try model.collapse(row: 2) == 1)
    // On Garden (expanded): collapse it.
    #expect(try model.collapse(row: 1) == 1)
    #expect(try model.rows(in: 0..<model.rowCount).map(\.title) == ["Home", "Garden", "Kitchen", "Work", "Empty"])
    // A root with nothing open stays where it is.
    #expect(try model.collapse(row: 4) == 4)
  }

  @Test func revealExpandsTheAncestors() throws {
    let database = try fixtureDatabase()
    let model = try TreeModel(database: database)
    let bread = try itemID("Bake bread", in: database)
    #expect(try model.row(of: .item(bread), reveal: false) == nil)
    let row = try #require(try model.row(of: .item(bread), reveal: true))
    #expect(try model.rows(in: row..<row + 1).first?.title == "Bake bread")
    let roses = try categoryID("Roses", in: database)
    let rosesRow = try #require(try model.row(of: .category(roses), reveal: true))
    #expect(try model.rows(in: rosesRow..<rosesRow + 1).first?.title == "Roses")
    #expect(try model.row(of: .category(9999), reveal: true) == nil)
  }

  @Test func selectionStaysOnItsNodeWhenRowsChangeAround() throws {
    let database = try fixtureDatabase()
    let model = try TreeModel(database: database)
    let kitchen = try categoryID("Kitchen", in: database)
    model.select(row: try #require(try model.row(of: .category(kitchen), reveal: true)))
    #expect(model.selected?.title == "Kitchen")
    // Another writer adds a sibling before Kitchen and a new root before Home.
    let home = try categoryID("Home", in: database)
    try database.write { db in
      try Category.insert { Category.Draft(parentID: home, name: "Attic", notes: "", position: -1, timestamps: .now()) }
        .execute(db)
      try Category.insert {
        Category.Draft(parentID: nil, name: "Archive", notes: "", position: -1, timestamps: .now())
      }.execute(db)
    }
    try model.refresh()
    #expect(model.selected?.title == "Kitchen")
    assertInlineSnapshot(of: try outline(model), as: .lines) {
      """
        Archive
      - Home
          Attic
        + Garden
        + Kitchen
      + Work
        Empty
      """
    }
    // The selected node is deleted: the selection stays in range.
    try database.write { db in try Category.find(kitchen).delete().execute(db) }
    try model.refresh()
    #expect(model.selectedRow < model.rowCount)
    #expect(model.selected != nil)
  }

  @Test func expandedCategoryMovedElsewhereStaysConsistent() throws {
    let database = try fixtureDatabase()
    let model = try TreeModel(database: database)
    try model.expand(row: 0)  // Home
    try model.expand(row: 1)  // Garden
    let garden = try categoryID("Garden", in: database)
    let work = try categoryID("Work", in: database)
    try database.write { db in try Category.find(garden).update { $0.parentID = work }.execute(db) }
    try model.refresh()
    let titles = try model.rows(in: 0..<model.rowCount).map(\.title)
    #expect(titles == ["Home", "Kitchen", "Work", "Empty"])
    #expect(model.rowCount == titles.count)
  }

  @Test func aLargeFlatCategoryIsWindowedNotLoaded() throws {
    let database = try AppDatabase.inMemory()
    var tree = ImportTree()
    let big = tree.add(.init(parent: nil, name: "Big"))
    for index in 0..<20_000 { tree.add(.init(parent: big, name: "child \(index)")) }
    try Importer.run(tree, database: database)
    let model = try TreeModel(database: database)
    try model.expand(row: 0)
    #expect(model.rowCount == 20_001)
    let window = try model.rows(in: 15_000..<15_005).map(\.title)
    #expect(window == (14_999..<15_004).map { "child \($0)" })
    #expect(try model.rows(in: 20_000..<20_001).first?.title == "child 19999")
  }
}
