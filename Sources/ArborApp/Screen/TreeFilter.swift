import ArborCore
import ArborDB

/// The filter on screen: its text, and the whole tree it narrows as it was (Esc puts it
/// back, expansions and selection included).
struct TreeFilter {
  var text: String
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

  static func narrow(_ whole: TreeModel, to text: String, _ database: AppDatabase) throws -> Narrowed {
    let base = whole.hierarchy
    let (filtered, limited) = try database.read { db in
      let hits = try base.search(text, ranked: false, limit: limit, db)
      return (try FilteredHierarchy(base: base, matches: hits.map(\.node), db), hits.count >= limit)
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
  static func announcement(_ text: String, _ narrowed: Narrowed) -> String {
    let count = narrowed.matches.count
    guard count > 0 else { return "Nothing matches “\(text)” (Esc: the whole tree)" }
    let plus = narrowed.limited ? "+" : ""
    return "\(count)\(plus) match\(count == 1 ? "" : "es") for “\(text)” and the way to each (Esc: the whole tree)"
  }
}
