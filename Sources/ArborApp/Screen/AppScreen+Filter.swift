import ArborCore
import ArborTerminal

/// The filter on screen: its text, and the whole tree it narrows as it was (Esc puts it
/// back, expansions and selection included).
struct TreeFilter {
  var text: String
  let whole: TreeModel
  let wholePane: TreePane
}

extension AppScreen {
  /// Matches a filter lists at most: the way to each is opened, and a screen of more
  /// would be read by searching instead.
  static let filterLimit = 1_000

  func askFilter() {
    let dialog = PromptDialog(
      title: "Filter", label: "Show only what matches (every word a prefix):", text: filter?.text ?? "")
    modal = .prompt(NamePrompt(dialog: dialog, purpose: .filter))
  }

  /// Narrows the tree to what `text` finds (as the search does) and the way down to each,
  /// all of it open, the first match selected; empty text: the whole tree again.
  func applyFilter(_ text: String, announce: Bool = true) {
    guard !text.allSatisfy(\.isWhitespace) else {
      clearFilter()
      return
    }
    let whole = filter?.whole ?? tree
    let wholePane = filter?.wholePane ?? treePane
    let base = whole.hierarchy
    do {
      let (filtered, limited) = try database.read { db in
        let hits = try base.search(text, ranked: false, limit: Self.filterLimit, db)
        return (try FilteredHierarchy(base: base, matches: hits.map(\.node), db), hits.count >= Self.filterLimit)
      }
      let model = try TreeModel(database: database, hierarchy: filtered)
      var row = 0
      while row < model.rowCount {
        _ = try model.expand(row: row)
        row += 1
      }
      searchPane.close()
      filter = TreeFilter(text: text, whole: whole, wholePane: wholePane)
      show(tree: model)
      let rows = try model.rows(in: 0..<model.rowCount)
      if let first = rows.first(where: { filtered.matches.contains($0.node) }) { reveal(first.node) }
      let count = filtered.matches.count
      treePane.label = "Filter “\(text)”"
      guard announce else { return }
      show(
        count == 0
          ? "Nothing matches “\(text)” (Esc: the whole tree)"
          : "\(count)\(limited ? "+" : "") match\(count == 1 ? "" : "es") for “\(text)” and the way to each (Esc: the whole tree)"
      )
    } catch {
      report(error)
    }
  }

  /// The same filter made again (the data changed, or Ctrl-L), the selection kept where
  /// it still matches.
  func refilter(_ text: String) {
    let selected = tree.selected?.node
    applyFilter(text, announce: false)
    if let selected, (try? tree.row(of: selected, reveal: true)) ?? nil != nil { reveal(selected) }
  }

  /// The whole tree back, as it was before the filter.
  func clearFilter() {
    guard let filter else { return }
    self.filter = nil
    show(tree: filter.whole, pane: filter.wholePane)
    do {
      _ = try tree.refresh()
      try detail.show(tree.selected?.node)
    } catch {
      report(error)
    }
    show("The whole tree")
  }
}
