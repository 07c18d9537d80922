import ArborDB
import Foundation
import GRDB

/// Marks around matched words in titles and snippets: private-use characters, which no
/// typed text contains, so a stray bracket in someone's data is never taken for a match.
public enum SearchMarker {
  public static let open = "\u{E000}"
  public static let close = "\u{E001}"
}

public struct SearchHit: Hashable, Sendable {
  public var node: NodeID
  /// The title with matches between `SearchMarker`s.
  public var title: String
  /// A few words of the notes around a match, marked the same way.
  public var snippet: String
  /// Names of the categories above the hit, root first.
  public var path: [String]
}

public struct SearchResults: Hashable, Sendable {
  public var text: String
  public var hits: [SearchHit]
  /// False while only the first matches (not yet the best ones) are known.
  public var isRanked: Bool
}

/// The FTS5 queries behind the search box. Any typed text is a valid query: words are
/// quoted (so `AND(`, `"`, `*` or a lone `-` are just text) and the last one is a prefix.
public enum SearchQueries {
  public static let limit = 50

  /// The best `limit` hits: title matches weigh most, then tags, then notes.
  public static func ranked(_ text: String, limit: Int = limit, _ db: Database) throws -> [SearchHit] {
    guard let query = FTS5Query.matching(text, prefix: true) else { return [] }
    let rows = try SearchEntry.where { $0.match(query) }
      .order { $0.bm25([\.title: 10, \.tags: 5, \.body: 1]) }
      .limit(limit)
      .select(columns)
      .fetchAll(db)
    return try hits(rows, db)
  }

  /// The first `limit` matches in storage order: instant even when a short prefix
  /// matches half the database, shown while the ranked query runs.
  public static func first(_ text: String, limit: Int = limit, _ db: Database) throws -> [SearchHit] {
    guard let query = FTS5Query.matching(text, prefix: true) else { return [] }
    let rows = try SearchEntry.where { $0.match(query) }
      .limit(limit)
      .select(columns)
      .fetchAll(db)
    return try hits(rows, db)
  }

  private static func columns(_ entry: SearchEntry.TableColumns)
    -> (TableColumn<SearchEntry, Int>, SQLQueryExpression<String>, SQLQueryExpression<String>)
  {
    (entry.rowid, entry.title.highlight(SearchMarker.open, SearchMarker.close),
     entry.body.snippet(SearchMarker.open, SearchMarker.close, "…", 10))
  }

  private static func hits(_ rows: [(Int, String, String)], _ db: Database) throws -> [SearchHit] {
    try rows.map { rowid, title, snippet in
      let node = NodeID(searchRowID: rowid)
      return SearchHit(node: node, title: title, snippet: snippet, path: try path(of: node, db))
    }
  }

  static func path(of node: NodeID, _ db: Database) throws -> [String] {
    switch node {
    case .category(let id):
      return try TreeQueries.ancestry(of: id, db).dropLast().map(\.name)
    case .item(let id):
      guard let categoryID = try Item.find(id).select(\.categoryID).fetchOne(db) else { return [] }
      return try TreeQueries.ancestry(of: categoryID, db).map(\.name)
    }
  }
}
