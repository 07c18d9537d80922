import ArborCore
import ArborTerminal

/// The search pane: its text field, its hits and their list, and the controller that
/// runs searches on their own thread. It owns its keys and its drawing; the screen routes
/// keys here while the pane has the focus and acts on what it reports.
final class SearchPane {
  /// What a key asks of the screen.
  enum Outcome: Equatable {
    case handled
    /// Show this hit in the tree (Enter).
    case reveal(NodeID)
    /// Close the pane (Esc).
    case close
    /// Give the focus back to the tree, leaving the pane open (Tab).
    case leave
  }

  let controller: SearchController
  private(set) var field = TextField()
  private var list = ListView(rowHeight: 3)
  private(set) var results: SearchResults?
  private(set) var isOpen = false
  /// The text changed since it was last submitted: submitted once per burst of input
  /// (a 10 KB paste typed key by key is one search, not ten thousand).
  private var pending = false
  /// Lines of hits on screen, from the layout.
  private var height = 9

  init(controller: SearchController) {
    self.controller = controller
  }

  func open() {
    isOpen = true
    requestedLimit = SearchQueries.limit
    if !field.text.isEmpty { controller.submit(field.text) }
  }

  func close() {
    isOpen = false
    controller.cancel()
  }

  func paste(_ text: String) {
    field.insert(text)
    list.scroll = ScrollState()
    pending = true
  }

  /// Moves through the hits (the mouse wheel, or arrow keys). Near the end of a list cut
  /// at its limit, the next hits are asked for: paging goes past the first 50.
  func scroll(_ motion: ScrollState.Motion) {
    list.move(motion, rowCount: results?.hits.count ?? 0, height: height)
    if let results, results.mayHaveMore, results.hits.count - list.scroll.selected <= height,
      requestedLimit <= results.limit
    {
      requestedLimit = results.limit + Self.page
      controller.submit(results.text, limit: requestedLimit)
    }
  }

  /// How many more hits paging asks for at a time.
  static let page = 200
  /// The limit last asked for (more than the results' while the next page is read).
  private var requestedLimit = SearchQueries.limit

  /// The keymap's `[search]` keys move through the hits, open one, leave or close the
  /// pane; keys that type text, and the field's editing keys, edit the text.
  func handle(_ key: Key, keymap: Keymap) -> Outcome {
    switch key.text == nil ? keymap.action(for: key, in: KeyMode.search) : nil {
    case ModeAction.previousHit?:
      scroll(.up)
      return .handled
    case ModeAction.nextHit?:
      scroll(.down)
      return .handled
    case StandardAction.pageUp?:
      scroll(.pageUp)
      return .handled
    case StandardAction.pageDown?:
      scroll(.pageDown)
      return .handled
    case ModeAction.leave?: return .leave
    case ModeAction.close?: return .close
    case ModeAction.openHit?:
      if let hits = results?.hits, list.scroll.selected < hits.count {
        return .reveal(hits[list.scroll.selected].node)
      }
      return .handled
    default: break
    }
    // The field's own Enter and Esc mean nothing unless the keymap says so above.
    if case .edited = field.handle(key) {
      list.scroll = ScrollState()
      pending = true
    }
    return .handled
  }

  /// Places the field's text and the list for the pane's geometry, before drawing.
  func layOut(field width: Int, list rect: Rect) {
    height = max(1, rect.height)
    field.layOut(width: width)
    list.layOut(rowCount: results?.hits.count ?? 0, height: height)
  }

  /// Submits typed text and takes finished results; true when the pane changed.
  func tick() -> Bool {
    var changed = false
    if pending {
      pending = false
      requestedLimit = SearchQueries.limit
      if field.text.allSatisfy(\.isWhitespace) {
        controller.cancel()
        results = nil
      } else {
        controller.submit(field.text)
      }
      changed = true
    }
    // Results equal to those shown (a commit touched what the search read, but not its
    // hits) change nothing on screen.
    if let fresh = controller.take(), isOpen, fresh != results {
      if fresh.text != results?.text { list.scroll = ScrollState() }
      results = fresh
      changed = true
    }
    return changed
  }

  /// Runs the search again (the database changed), as far as it was paged.
  func refresh() {
    if isOpen && !field.text.isEmpty { controller.submit(field.text, limit: max(requestedLimit, results?.limit ?? 0)) }
  }

  /// "12 hits"; a list cut at its limit says how much of it is read, and that more are
  /// read as it is paged to its end: "50 of 1,234, ↓ more" ("50+" until counted) — short
  /// enough for the pane's title at 80 columns ("50 of 16,021 hits, ↓ for mor…" lost its
  /// point there).
  static func count(of results: SearchResults) -> String {
    let count = results.hits.count
    guard results.mayHaveMore else { return "\(count) hit\(count == 1 ? "" : "s")" }
    guard let total = results.total else { return "\(count)+, ↓ more" }
    return "\(count) of \(TotalText.grouped(Int64(total))), ↓ more"
  }

  func draw(on surface: some Surface, in rect: Rect, list listRect: Rect, theme: Theme, focused: Bool) {
    var heading = "Search"
    if let results {
      heading += "  " + Self.count(of: results) + (results.isRanked ? "" : ", ranking…")
    }
    let inner = Box.draw(on: surface, in: rect, title: heading, focused: focused, theme: theme)
    guard inner.height > 0 else { return }
    let prompt = StyledLine("/ ", style: theme[ThemeRole.title])
    surface.draw(prompt, row: inner.row, column: inner.column, width: inner.width)
    field.draw(
      on: surface, row: inner.row, column: inner.column + 2, width: max(0, inner.width - 2),
      style: theme[ThemeRole.field], focused: focused)
    let hits = results?.hits ?? []
    // While the index is still being made, "No matches." would be wrong: it says how far
    // the index has come, and the search runs again when it is in.
    let indexing = controller.backgroundWork.flatMap { work -> String? in
      guard work.contains("Indexing") else { return nil }
      guard let percent = work.range(of: #"[0-9]+ %"#, options: .regularExpression) else {
        return "Still indexing the labels; the hits follow"
      }
      return "Still indexing: \(work[percent]); the hits follow"
    }
    let empty =
      field.text.allSatisfy(\.isWhitespace)
      ? controller.prompt
      : (results == nil ? "Searching…" : indexing ?? "No matches.")
    list.draw(
      SearchHitSource(hits: hits, theme: theme, width: listRect.width), on: surface, in: listRect, theme: theme,
      focused: true, emptyText: empty)
  }
}
