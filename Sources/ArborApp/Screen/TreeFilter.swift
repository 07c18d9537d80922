import ArborCore
import ArborDB

/// The filter on screen: its text, and the whole tree it narrows as it was (Esc puts it
/// back, expansions and selection included).
struct TreeFilter {
  var text: String
  /// The letters in order anywhere in a label (fzf), rather than every word a prefix.
  var fuzzy = false
  let whole: TreeModel
  let wholePane: TreePane

  /// Matches a filter lists at most: the way to each is opened, and a screen of more
  /// would be read by searching instead.
  static let limit = 1_000

  /// The tree narrowed to what `text` finds in `whole` (as the search finds it) and the
  /// way down to each, all of it open.
  struct Narrowed {
    let model: TreeModel
    let matches: Set<NodeID>
    /// More matched than `limit`: the count is a floor.
    let limited: Bool

    /// The first match in the tree's order, to select.
    func firstMatch() throws -> NodeID? {
      try model.rows(in: 0..<model.rowCount).first { matches.contains($0.node) }?.node
    }
  }

  static func narrow(_ whole: TreeModel, to text: String, fuzzy: Bool, _ database: AppDatabase) throws -> Narrowed {
    let base = whole.hierarchy
    let (filtered, limited) = try database.read { db in
      let hits =
        fuzzy
        ? try base.fuzzyMatches(text, limit: limit, db)
        : try base.search(text, ranked: false, limit: limit, db).map(\.node)
      return (try FilteredHierarchy(base: base, matches: hits, db), hits.count >= limit)
    }
    let model = try TreeModel(database: database, hierarchy: filtered)
    var row = 0
    // Each expansion adds its children after it, so the loop reaches every level.
    while row < model.rowCount {
      _ = try model.expand(row: row)
      row += 1
    }
    return Narrowed(model: model, matches: filtered.matches, limited: limited)
  }

  /// What the status line says of a new filter.
  static func announcement(_ text: String, fuzzy: Bool, _ narrowed: Narrowed) -> String {
    let count = narrowed.matches.count
    let how = fuzzy ? " (letters in order)" : ""
    guard count > 0 else { return "Nothing matches “\(text)”\(how) (Esc: the whole tree)" }
    let plus = narrowed.limited ? "+" : ""
    return
      "\(count)\(plus) match\(count == 1 ? "" : "es") for “\(text)”\(how) and the way to each (Esc: the whole tree)"
  }

  /// The filter prompt's label for each way of matching, with the key that switches.
  static func promptLabel(fuzzy: Bool) -> String {
    fuzzy ? "Letters in order, anywhere in a label (Tab: words):" : "Every word a prefix (Tab: letters in order):"
  }
}
