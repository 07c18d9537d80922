import ArborDB
import Foundation

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
  /// An item of arbor's notes (drawn as a leaf); categories and rows are not.
  public var isItem = false
}

public struct SearchResults: Hashable, Sendable {
  public var text: String
  public var hits: [SearchHit]
  /// False while only the first matches (not yet the best ones) are known.
  public var isRanked: Bool
  /// How many hits were asked for: as many came back, so there may be more.
  public var limit = SearchQueries.limit

  public init(text: String, hits: [SearchHit], isRanked: Bool, limit: Int = SearchQueries.limit) {
    self.text = text
    self.hits = hits
    self.isRanked = isRanked
    self.limit = limit
  }

  /// How many hits there are in all, once counted: a list cut at `limit` is counted
  /// after its first page shows.
  public var total: Int?

  /// Whether more hits may follow (the list was cut at `limit`).
  public var mayHaveMore: Bool { hits.count >= limit && total.map { hits.count < $0 } ?? true }
}

/// The FTS5 queries behind the search box. Any typed text is a valid query: words are
/// quoted (so `AND(`, `"`, `*` or a lone `-` are just text) and each is a prefix.
public enum SearchQueries {
  public static let limit = 50

  /// The best `limit` hits: title matches weigh most, then tags, then notes.
  public static func ranked(_ text: String, limit: Int = limit, _ db: Database) throws -> [SearchHit] {
    guard let query = matchQuery(text) else { return [] }
    if try !ranks(text, db) { return try first(text, limit: limit, db) }
    let rows = try SearchEntry.where { $0.match(query) }
      .order { $0.bm25([\.title: 10, \.tags: 5, \.body: 1]) }
      .limit(limit)
      .select(columns)
      .fetchAll(db)
    return try hits(rows, db)
  }

  /// Whether `ranked` orders the matches of `text`: not beyond `rankedMatches` of them.
  public static func ranks(_ text: String, _ db: Database) throws -> Bool {
    guard let query = matchQuery(text) else { return true }
    // A word of one letter has no prefix index: counting its matches merged the lists of
    // every word starting with it (217 ms for "b" on the 1M-node file) before the answer.
    // It is a word still being typed: the first matches answer.
    if text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" }).contains(where: { $0.count == 1 }) {
      return false
    }
    return try SearchEntry.where { $0.match(query) }.limit(rankedMatches + 1).select(\.rowid).fetchAll(db).count
      <= rankedMatches
  }

  /// Beyond this many matching entries `ranked` answers as `first` does. bm25 reads every
  /// match of each word before it scores one: "br" on a 100k-node file (78,000 matches)
  /// took 138 ms, on a 1M-node one over a second, and that answer landed after the next
  /// keystroke or not at all — which is why the same keys measured 28–43 ms a keystroke
  /// at 100k (the ranked redraw came inside the measurement's quiet window) and 1–11 ms
  /// at 1M (it never did). Up to 10,000 matches ranking takes at most about 30 ms; more
  /// matches than that mean the words are still being typed.
  public static let rankedMatches = 10_000

  /// A quick first answer while `ranked` runs: matches in titles first, then anywhere,
  /// each in storage order, without scoring — instant even when a common prefix
  /// matches most of the database.
  public static func first(_ text: String, limit: Int = limit, _ db: Database) throws -> [SearchHit] {
    guard let query = matchQuery(text) else { return [] }
    let titleQuery = "{title} : (" + query + ")"
    var rows = try SearchEntry.where { $0.match(titleQuery) }
      .limit(limit)
      .select(columns)
      .fetchAll(db)
    if rows.count < limit {
      let seen = Set(rows.map(\.0))
      let more = try SearchEntry.where { $0.match(query) }
        .limit(limit + rows.count)
        .select(columns)
        .fetchAll(db)
      rows += more.filter { !seen.contains($0.0) }.prefix(limit - rows.count)
    }
    return try hits(rows, db)
  }

  /// How many entries match `text` (titles, tags or notes): every hit `first` and
  /// `ranked` could give.
  public static func count(_ text: String, _ db: Database) throws -> Int {
    guard let query = matchQuery(text) else { return 0 }
    return try SearchEntry.where { $0.match(query) }.count().fetchOne(db) ?? 0
  }

  /// The FTS5 query for typed text, as the tools people know search: every word quoted
  /// and a prefix, all required, in any order — `sourd loaf` and `loaf sourd` find the
  /// loaf (only the last word was a prefix: the first found nothing). A word of one
  /// letter is a prefix too: FTS5 then merges the lists of every word starting with it,
  /// which on a large file takes a moment, on the search thread, and the next key
  /// cancels it.
  public static func matchQuery(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" })
    guard !words.isEmpty else { return nil }
    return words.map { FTS5Query.phrase(String($0)) + "*" }.joined(separator: " ")
  }

  private static func columns(_ entry: SearchEntry.TableColumns)
    -> (TableColumn<SearchEntry, Int>, SQLQueryExpression<String>, SQLQueryExpression<String>)
  {
    (
      entry.rowid, entry.title.highlight(SearchMarker.open, SearchMarker.close),
      entry.body.snippet(SearchMarker.open, SearchMarker.close, "…", 10)
    )
  }

  private static func hits(_ rows: [(Int, String, String)], _ db: Database) throws -> [SearchHit] {
    let nodes = rows.map { NodeID(searchRowID: $0.0) }
    // Each hit's category: itself, or the item's category (one query for all items).
    let itemIDs = nodes.compactMap { node -> Int? in if case .item(let id) = node { id } else { nil } }
    var itemCategory: [Int: Int] = [:]
    if !itemIDs.isEmpty {
      for (id, categoryID) in try Item.where({ $0.id.in(itemIDs) }).select({ ($0.id, $0.categoryID) }).fetchAll(db) {
        itemCategory[id] = categoryID
      }
    }
    let starts = nodes.compactMap { node -> Int? in
      switch node {
      case .category(let id): id
      case .item(let id): itemCategory[id]
      case .row: nil
      }
    }
    let ancestors = try TreeQueries.ancestors(of: Array(Set(starts)), db)
    return zip(rows, nodes).map { row, node in
      let path: [String]
      switch node {
      case .category(let id): path = TreeQueries.chain(from: id, in: ancestors).dropLast().map(\.name)
      case .item(let id): path = itemCategory[id].map { TreeQueries.chain(from: $0, in: ancestors).map(\.name) } ?? []
      case .row: path = []
      }
      var isItem = false
      if case .item = node { isItem = true }
      return SearchHit(node: node, title: row.1, snippet: row.2, path: path, isItem: isItem)
    }
  }
}
