import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Table
struct ItemText: FTS5 {
  let rowid: Int
  let title: String
  let notes: String
}

// English plurals past the ending rules are named, as the library asks.
@Table("shelves")
private struct Shelf: Equatable {
  let id: Int
}

@Suite struct FTS5Tests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE VIRTUAL TABLE "itemTexts" USING fts5("title", "notes", tokenize = 'unicode61')
        """
      ).execute(db)
      try ItemText.insert {
        ItemText(rowid: 1, title: "Apple pie", notes: "Bake an apple pie with apple slices and apple jam")
        ItemText(rowid: 2, title: "Groceries", notes: "apples, flour, butter")
        ItemText(rowid: 3, title: "Take out trash", notes: "Tuesday evening")
      }.execute(db)
    }
  }

  @Test func matchHighlightSnippet() throws {
    let query = ItemText.where { $0.match("apple") }
      .order { $0.bm25() }
      .select { ($0.rowid, $0.title.highlight("[", "]"), $0.notes.snippet("<", ">", "…", 4)) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "itemTexts"."rowid", highlight("itemTexts", 0, ?, ?), snippet("itemTexts", 1, ?, ?, ?, ?)
      FROM "itemTexts"
      WHERE "itemTexts" MATCH ?
      ORDER BY bm25("itemTexts")
      -- '[', ']', '<', '>', '…', 4, 'apple'
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == [1])
    #expect(rows[0].1 == "[Apple] pie")
    #expect(rows[0].2.contains("<apple>"))
  }

  /// An FTS table under an alias: SQLite 3.40 finds MATCH, bm25, highlight and snippet
  /// only through the table's own name (`no such column: texts` through the alias).
  @Test func anAliasedFullTextTableMatchesAndHighlights() throws {
    enum Texts: AliasName {}
    let query = ItemText.as(Texts.self).where { $0.match("apple") }
      .order { $0.bm25() }
      .select { ($0.rowid, $0.title.highlight("[", "]"), $0.notes.snippet("<", ">", "…", 4), $0.rank) }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == [1])
    #expect(rows.first?.1 == "[Apple] pie")
    #expect(rows.first?.2.contains("<apple>") == true)
    #expect(rows.first?.3 != nil)
  }

  @Test func bestFirstOrderings() throws {
    let ascending = ItemText.where { $0.match("apple OR apples") }.order { $0.bm25() }.select(\.rowid)
    let relevance = ItemText.where { $0.match("apple OR apples") }.order { $0.relevance().desc() }.select(\.rowid)
    let rank = ItemText.where { $0.match("apple OR apples") }.order { $0.rank }.select(\.rowid)
    assertInlineSnapshot(of: relevance, as: .sql) {
      """
      SELECT "itemTexts"."rowid"
      FROM "itemTexts"
      WHERE "itemTexts" MATCH ?
      ORDER BY -bm25("itemTexts") DESC
      -- 'apple OR apples'
      """
    }
    let best = try db.read { try ascending.fetchAll($0) }
    #expect(best.first == 1)
    #expect(try db.read { try relevance.fetchAll($0) } == best)
    #expect(try db.read { try rank.fetchAll($0) } == best)
    // Outside a MATCH FTS5 has no rank: NULL, read as nil.
    let unranked = ItemText.order(by: \.rowid).limit(1).select { $0.rank }
    #expect(try db.read { try unranked.fetchAll($0) } == [nil])
    let ranked = ItemText.where { $0.match("apple") }.limit(1).select { $0.rank }
    #expect(try db.read { try ranked.fetchOne($0) }??.isFinite == true)
    // The reference's spelling `bm25().desc()` lists the worst match first.
    let worstFirst = ItemText.where { $0.match("apple OR apples") }.order { $0.bm25().desc() }.select(\.rowid)
    #expect(try db.read { try worstFirst.fetchAll($0) } == best.reversed())
  }

  @Test func weightedBM25AndColumnMatch() throws {
    let weighted = ItemText.where { $0.match("apples OR tuesday") }
      .order { $0.bm25([\.title: 10, \.notes: 1]) }
      .select(\.rowid)
    assertInlineSnapshot(of: weighted, as: .sql) {
      """
      SELECT "itemTexts"."rowid"
      FROM "itemTexts"
      WHERE "itemTexts" MATCH ?
      ORDER BY bm25("itemTexts", 10.0, 1.0)
      -- 'apples OR tuesday'
      """
    }
    #expect(Set(try db.read { try weighted.fetchAll($0) }) == [2, 3])
    let inTitle = ItemText.where { $0.title.match("trash") }.select(\.rowid)
    assertInlineSnapshot(of: inTitle, as: .sql) {
      """
      SELECT "itemTexts"."rowid"
      FROM "itemTexts"
      WHERE "itemTexts" MATCH ?
      -- '{title} : "trash"'
      """
    }
    #expect(try db.read { try inTitle.fetchAll($0) } == [3])
    #expect(try db.read { try ItemText.where { $0.notes.match("trash") }.select(\.rowid).fetchAll($0) }.isEmpty)
  }

  @Test func typedTextIsAlwaysAValidQuery() throws {
    for typed in ["\"", "AND(", "-", "*", "apple\" OR \"x", "NEAR(a b", "appl"] {
      let query = try #require(FTS5Query.matching(typed, prefix: true))
      #expect(throws: Never.self) {
        _ = try db.read { try ItemText.where { $0.match(query) }.fetchAll($0) }
      }
    }
    #expect(FTS5Query.matching("   ") == nil)
    let prefix = try #require(FTS5Query.matching("appl", prefix: true))
    #expect(try db.read { try ItemText.where { $0.match(prefix) }.select(\.rowid).fetchAll($0) } == [1, 2])
    // Raw FTS5 syntax errors are thrown, never a crash.
    #expect(throws: (any Error).self) {
      try db.read { try ItemText.where { $0.match("AND(") }.fetchAll($0) }
    }
  }

  /// On an outer join's nullable side the ranking and highlights read as optional. SQLite
  /// 3.40.1 computes them only for rows the join found ("no such cursor" for the others),
  /// so the rows without text are filtered out first.
  @Test func rankingAndHighlightsOnTheNullableSide() throws {
    try db.write { db in
      try #sql(#"CREATE TABLE "shelves" ("id" INTEGER PRIMARY KEY)"#).execute(db)
      try Shelf.insert {
        Shelf(id: 1)
        Shelf(id: 2)
        Shelf(id: 3)
        Shelf(id: 4)
      }.execute(db)
    }
    assertQuery(
      // The search goes in ON: a joined query's filter would join the outer WHERE, where
      // SQLite refuses MATCH after a LEFT JOIN ("unable to use function MATCH").
      Shelf.leftJoin(ItemText.all) { $0.id.eq($1.rowid) && $1.match("apple") }
        .where { $1.rowid.isNot(nil) }
        .order { ($1.bm25(), $0.id) }
        .select { ($0.id, $1.title.highlight("[", "]")) },
      database: db
    ) {
      """
      SELECT "shelves"."id", highlight("itemTexts", 0, ?, ?)
      FROM "shelves"
      LEFT JOIN "itemTexts" ON ("shelves"."id" = "itemTexts"."rowid") AND ("itemTexts" MATCH ?)
      WHERE "itemTexts"."rowid" IS NOT NULL
      ORDER BY bm25("itemTexts"), "shelves"."id"
      -- '[', ']', 'apple'
      """
    } results: {
      """
      ┌───┬───────────────┐
      │ 1 │ "[Apple] pie" │
      └───┴───────────────┘
      """
    }
  }
}
