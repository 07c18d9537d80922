/// A full-text search table (SQLite's FTS5), declared like any table with its `rowid`:
/// `@Table struct ItemText: FTS5 { let rowid: Int; let title: String; let notes: String }`,
/// created with `#sql("CREATE VIRTUAL TABLE ... USING fts5(...)")`.
///
/// Ranking: SQLite's `bm25()` (and `rank`) are *lower* for better matches, so ascending
/// order lists the best match first: `.order { $0.bm25() }`. `relevance()` is the same
/// score negated, for readers who expect `.order { $0.relevance().desc() }` to mean
/// best first — which it then does.
public protocol FTS5: Table {}

extension TableDefinition where QueryValue: FTS5 {
  /// The FTS table's own name: SQLite (3.40) finds `MATCH` and the auxiliary functions
  /// (`bm25`, `highlight`, `snippet`) only through it, never through an alias (`no such
  /// column: rts`), even in a query that names the table by an alias.
  var fullTextTable: String { quoteIdentifier(QueryValue.tableName) }

  /// `"table" MATCH ?`: `query` is an FTS5 query (`"take OR apple"`). Text typed by a
  /// person should go through `FTS5Query.matching(_:)` first, which makes any input a
  /// valid query.
  public func match(_ query: some QueryExpression<String>) -> SQLQueryExpression<Bool> {
    SQLQueryExpression(QueryFragment(fullTextTable + " MATCH ") + query.queryFragment)
  }

  /// SQLite's bm25 score: lower is better, so ascending order is best first.
  public func bm25() -> SQLQueryExpression<Double> {
    SQLQueryExpression(QueryFragment("bm25(" + fullTextTable + ")"))
  }

  /// bm25 with per-column weights, e.g. `[\.title: 10, \.notes: 5]`; other columns weigh 1.
  public func bm25(_ weights: [PartialKeyPath<Self>: Double]) -> SQLQueryExpression<Double> {
    var byName: [String: Double] = [:]
    for (keyPath, weight) in weights {
      if let column = self[keyPath: keyPath] as? any ColumnExpression { byName[column.name] = weight }
    }
    let arguments = Self.fullTextColumnNames.map { name -> String in
      let weight = byName[name] ?? 1
      return weight.isFinite ? "\(weight)" : "1.0"
    }
    return SQLQueryExpression(
      QueryFragment("bm25(" + ([fullTextTable] + arguments).joined(separator: ", ") + ")"))
  }

  /// The negated bm25 score: higher is better, so `relevance().desc()` is best first.
  public func relevance() -> SQLQueryExpression<Double> {
    SQLQueryExpression(QueryFragment("-bm25(" + fullTextTable + ")"))
  }

  /// FTS5's `rank` column (bm25 by default): lower is better. Optional, as in the
  /// published library: outside a `MATCH` there is no rank, and FTS5 gives NULL.
  public var rank: SQLQueryExpression<Double?> {
    SQLQueryExpression(QueryFragment(quoteIdentifier(qualifier) + ".\"rank\""))
  }

  /// The indexed columns, in FTS5's order (the `rowid` is not one of them).
  static var fullTextColumnNames: [String] { columnNames.filter { $0 != "rowid" } }
}

extension TableColumn where Root: FTS5, Value == String {
  /// The FTS table's own name, as `TableDefinition.fullTextTable` explains.
  var fullTextTable: String { quoteIdentifier(Root.tableName) }

  /// Rows where this column matches `text` as a phrase.
  public func match(_ text: String) -> SQLQueryExpression<Bool> {
    let query = "{" + name + "} : " + FTS5Query.phrase(text)
    return SQLQueryExpression(
      QueryFragment(fullTextTable + " MATCH ") + QueryFragment(binding: .text(query)))
  }

  /// The column's text with every matched term wrapped in `open` and `close`.
  public func highlight(_ open: String, _ close: String) -> SQLQueryExpression<String> {
    SQLQueryExpression(
      QueryFragment("highlight(" + fullTextTable + ", \(columnIndex), ")
        + QueryFragment(binding: .text(open)) + ", " + QueryFragment(binding: .text(close)) + ")")
  }

  /// A fragment of the column around the matches, at most `tokens` tokens (1–64), with
  /// matches wrapped in `open`/`close` and cut text marked by `ellipsis`.
  public func snippet(_ open: String, _ close: String, _ ellipsis: String, _ tokens: Int) -> SQLQueryExpression<String>
  {
    let count = Swift.min(Swift.max(tokens, 1), 64)
    return SQLQueryExpression(
      QueryFragment("snippet(" + fullTextTable + ", \(columnIndex), ")
        + QueryFragment(binding: .text(open)) + ", " + QueryFragment(binding: .text(close)) + ", "
        + QueryFragment(binding: .text(ellipsis)) + QueryFragment(", \(count))"))
  }

  /// Where FTS5 counts this column among the table's indexed columns.
  var columnIndex: Int {
    Root.TableColumns.fullTextColumnNames.firstIndex(of: name) ?? 0
  }
}

/// Turns text a person typed into an FTS5 query that is always valid: every word becomes a
/// quoted phrase, so `AND(`, lone `-`, quotes and `*` are searched for, never parsed.
public enum FTS5Query {
  /// `"a" "b"`; with `prefix`, the last word also matches as a prefix (`"b"*`), for
  /// search as you type. Empty input gives nil: nothing to match.
  public static func matching(_ text: String, prefix: Bool = false) -> String? {
    // NUL splits too: SQLite reads the query as a C string, so a NUL (pasted text can hold
    // one) would cut it inside a quoted word ("unterminated string").
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" }).map(String.init)
    guard !words.isEmpty else { return nil }
    var phrases = words.map(phrase)
    if prefix { phrases[phrases.count - 1] += "*" }
    return phrases.joined(separator: " ")
  }

  /// One FTS5 string: double-quoted, inner quotes doubled, which is how SQL quotes a
  /// name, so the one quoting function serves both.
  public static func phrase(_ text: String) -> String { quoteIdentifier(text) }
}

// The same functions on an outer join's nullable side (`Item.leftJoin(ItemText.all) { … }`):
// NULL where the join found no row.
extension NullableColumns where Base.QueryValue: FTS5 {
  public func bm25() -> SQLQueryExpression<Double?> { SQLQueryExpression(base.bm25().queryFragment) }
  public func relevance() -> SQLQueryExpression<Double?> { SQLQueryExpression(base.relevance().queryFragment) }
  public func match(_ query: some QueryExpression<String>) -> SQLQueryExpression<Bool> { base.match(query) }
}

extension TableColumn where Root: FTS5, Value == String? {
  public func highlight(_ open: String, _ close: String) -> SQLQueryExpression<String?> {
    SQLQueryExpression(TableColumn<Root, String>(retyping: self).highlight(open, close).queryFragment)
  }

  public func snippet(_ open: String, _ close: String, _ ellipsis: String, _ tokens: Int) -> SQLQueryExpression<String?>
  {
    SQLQueryExpression(TableColumn<Root, String>(retyping: self).snippet(open, close, ellipsis, tokens).queryFragment)
  }
}
