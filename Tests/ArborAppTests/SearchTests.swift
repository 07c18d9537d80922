import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Synchronization
import Testing

@testable import ArborApp
@testable import ArborCore

@Suite struct SearchTests {
  @Test func titleMatchesRankAboveNoteMatches() throws {
    let database = try fixtureDatabase()
    let hits = try database.read { db in try SearchQueries.ranked("roses", db) }
    let titles = hits.map {
      $0.title.replacingOccurrences(of: SearchMarker.open, with: "[").replacingOccurrences(
        of: SearchMarker.close, with: "]")
    }
    // Title matches first; "Ship arbor" only mentions roses in its notes.
    #expect(Set(titles.prefix(3)) == ["[Roses]", "Prune [roses]", "Water [roses]"])
    #expect(titles.last == "Ship arbor")
    let ship = try #require(hits.last)
    #expect(ship.snippet.contains(SearchMarker.open + "roses" + SearchMarker.close))
    #expect(ship.path == ["Work", "Projects"])
    let roses = try #require(hits.first { $0.node == .category(try categoryID("Roses", in: database)) })
    #expect(roses.path == ["Home", "Garden"])
  }

  @Test func lastWordIsAPrefixAndTagsAndAttachmentsAreSearched() throws {
    let database = try fixtureDatabase()
    let prefix = try database.read { db in try SearchQueries.ranked("sourd", db) }
    #expect(prefix.map(\.node) == [.item(try itemID("Bake bread", in: database))])
    let tag = try database.read { db in try SearchQueries.ranked("weekend", db) }
    #expect(tag.count == 1)
    let attachmentNote = try database.read { db in try SearchQueries.ranked("blue bowl", db) }
    #expect(attachmentNote.count == 1)
    let first = try database.read { db in try SearchQueries.first("ro", db) }
    #expect(first.count == 4)
  }

  /// Every word is a prefix, in any order, one letter too (only the last word was a
  /// prefix: `sourd loaf` found nothing where `loaf sourd` found the loaf).
  @Test func everyWordIsAPrefixInAnyOrder() throws {
    var tree = fixtureTree()
    let kitchen = tree.add(.init(parent: nil, name: "Baking"))
    tree.addItem(ImportItem(title: "Sourdough loaf", notes: "Feed the starter"), to: kitchen)
    let database = try AppDatabase.inMemory()
    try Importer.run(tree, database: database)
    let loaf = try itemID("Sourdough loaf", in: database)
    for text in ["sourd loaf", "loaf sourd", "lo sou", "sourdough lo"] {
      #expect(
        try database.read { db in try SearchQueries.ranked(text, db) }.map(\.node).contains(.item(loaf)), "\(text)")
      #expect(
        try database.read { db in try SearchQueries.first(text, db) }.map(\.node).contains(.item(loaf)), "\(text)")
    }
    // One letter: every entry with a word starting with it.
    let s = try database.read { db in try SearchQueries.ranked("s", db) }.map(\.node)
    let beans = try itemID("Sow beans", in: database)
    #expect(s.contains(.item(loaf)) && s.contains(.item(beans)))
    #expect(try database.read { db in try SearchQueries.ranked("x", db) }.isEmpty)
  }

  /// A word in more entries than `rankedMatches`: the ranked answer is the first one
  /// (title matches first), given without scoring every match; below the bound it is
  /// ranked (the title equal to the word first, not in storage order).
  @Test func aWordInMostEntriesIsAnsweredWithoutScoringThemAll() throws {
    var tree = ImportTree()
    let pile = tree.add(.init(parent: nil, name: "Pile"))
    for index in 0..<SearchQueries.rankedMatches {
      // Notes of two lengths: bm25 would put the short ones first, storage order alternates.
      let notes = index % 2 == 0 ? "common ground" : "common ground and a long story of what else happened there"
      tree.addItem(ImportItem(title: "Heap \(index) of things and more things", notes: notes), to: pile)
    }
    tree.addItem(ImportItem(title: "Common"), to: pile)
    tree.addItem(ImportItem(title: "Heap 12"), to: pile)
    let database = try AppDatabase.inMemory()
    try Importer.run(tree, database: database)
    let many = try database.read { db in (try SearchQueries.ranked("common", db), try SearchQueries.first("common", db))
    }
    #expect(many.0 == many.1)
    #expect(many.0.first?.title == SearchMarker.open + "Common" + SearchMarker.close)
    // "heap 12": 112 matches, ranked — the short title stored last comes first.
    let few = try database.read { db in
      (try SearchQueries.ranked("heap 12", db), try SearchQueries.first("heap 12", db))
    }
    let marked = { (text: String) in
      text.replacingOccurrences(of: SearchMarker.open, with: "[").replacingOccurrences(
        of: SearchMarker.close, with: "]")
    }
    #expect(few.0.first.map { marked($0.title) } == "[Heap] [12]")
    #expect(few.1.first.map { marked($0.title) } != "[Heap] [12]")
    #expect(
      try database.read { db in (try SearchQueries.ranks("common", db), try SearchQueries.ranks("heap 12", db)) } == (
        false, true
      ))
    // The search pane gets the quick answer, then the same hits as the answer.
    let controller = SearchController(database: database) {}
    controller.submit("common")
    controller.waitUntilIdle()
    let results = try #require(controller.take())
    #expect(results.isRanked && results.hits == many.1)
  }

  @Test func anyTypedTextIsAValidQuery() throws {
    let database = try fixtureDatabase()
    for text in [
      "\"", "AND(", "*", "-", "roses AND", "NEAR(", "a:b", "'; DROP TABLE items; --", "^", "(((", "ro*ses", "\u{1B}[2J",
      "日本", " ", "ro\u{0}\"se", "\u{0}",
    ] {
      #expect(throws: Never.self) { try database.read { db in _ = try SearchQueries.ranked(text, db) } }
      #expect(throws: Never.self) { try database.read { db in _ = try SearchQueries.first(text, db) } }
    }
    #expect(try database.read { db in try SearchQueries.ranked("   ", db) }.isEmpty)
    #expect(try database.read { db in try Item.count().fetchOne(db) } == 6)
  }

  @Test func emojiAndSymbolsAreSearchable() throws {
    let database = try fixtureDatabase()
    let editor = try Editor(database: database)
    let party = try editor.addCategory(name: "Party 🎉 plans", parent: nil)
    let done = try editor.addCategory(name: "Checked ✓ list", parent: nil)
    #expect(try database.read { db in try SearchQueries.ranked("🎉", db) }.map(\.node) == [.category(party)])
    #expect(try database.read { db in try SearchQueries.first("🎉", db) }.map(\.node) == [.category(party)])
    #expect(try database.read { db in try SearchQueries.ranked("✓", db) }.map(\.node) == [.category(done)])
    // Words next to them are still words.
    #expect(try database.read { db in try SearchQueries.ranked("plans", db) }.map(\.node) == [.category(party)])
  }

  /// A file made before the tokenizer changed (v2) or before longer prefixes were indexed
  /// (v4) is upgraded once, its index rebuilt with every row, attachment and tag in it.
  @Test(arguments: ["2 3", "2 3 4 5"])
  func theUpgradeRebuildsTheIndexFromTheTables(prefixes: String) throws {
    let database = try fixtureDatabase()
    let before = try database.read { db in
      try SearchQueries.ranked("blue bowl", db).count + SearchQueries.ranked("weekend", db).count
    }
    #expect(before == 2)
    try database.write { db in try db.execute(Schema.searchIndexRebuilt(prefixes: prefixes)) }
    let after = try database.read { db in
      try SearchQueries.ranked("blue bowl", db).count + SearchQueries.ranked("weekend", db).count
    }
    #expect(after == 2)
    #expect(try database.read { db in try SearchQueries.ranked("roses", db) }.count == 4)
    #expect(try database.read { db in try SearchQueries.first("rose", db) }.count == 4)
  }

  /// Every prefix typed up to five letters is read from an index of its own: without one
  /// FTS5 merges the document lists of all the words it starts before the first match.
  @Test func newFilesIndexPrefixesUpToFiveLetters() throws {
    let database = try fixtureDatabase()
    let sql = try database.read { db in
      try String.fetchOne(db, sql: "SELECT sql FROM sqlite_schema WHERE name = 'searchIndex'")
    }
    #expect(sql?.contains("prefix = '2 3 4 5'") == true)
  }

  @Test func controllerPublishesOnlyTheNewestText() throws {
    let database = try fixtureDatabase()
    let notified = Mutex(0)
    let controller = SearchController(database: database) { notified.withLock { $0 += 1 } }
    for text in ["r", "ro", "ros", "rose", "roses"] { controller.submit(text) }
    controller.waitUntilIdle()
    let results = try #require(controller.take())
    #expect(results.text == "roses")
    #expect(results.isRanked)
    #expect(results.hits.count == 4)
    #expect(controller.take() == nil)
    #expect(notified.withLock { $0 } >= 1)
    controller.cancel()
    controller.waitUntilIdle()
    #expect(controller.take() == nil)
  }
}

/// More hits than the first 50: the heading says so, and paging to the end of the list
/// reads the next ones, until the count is the whole count.
@Suite struct SearchPagingTests {
  @Test func pagingPastTheFirstFiftyReadsTheRest() throws {
    var tree = ImportTree()
    let pile = tree.add(.init(parent: nil, name: "Pile"))
    for index in 0..<230 { tree.addItem(ImportItem(title: "Pebble \(index)"), to: pile) }
    let database = try AppDatabase.inMemory()
    try Importer.run(tree, database: database)
    let screen = try makeScreen(database)
    screen.press(.character("/"))
    screen.type("pebb")
    func settle() {
      screen.tick()
      screen.search.waitUntilIdle()
      screen.tick()
    }
    settle()
    #expect(render(screen, rows: 24, columns: 100).line(1).contains("Search  50 of 230, ↓ more"))
    for _ in 0..<30 {
      screen.press(.pageDown)
      settle()
    }
    #expect(render(screen, rows: 24, columns: 100).line(1).contains("Search  230 hits"))
  }
}
