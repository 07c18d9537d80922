import ArborCore
import ArborTerminal

/// The detail pane: the selected node's fields as lines, scrolled. It owns its scroll,
/// its keys and its drawing; `DetailModel` owns the data.
final class DetailPane {
  /// What a key asks of the screen.
  enum Outcome: Equatable {
    case handled
    /// Give the focus back to the tree.
    case leave
    /// List the rows of other tables that refer to the node.
    case references
  }

  let model: DetailModel
  private var scroll = 0
  /// This frame's lines, formatted for the pane's width by `layOut`.
  private var lines: [StyledLine] = []
  /// Rows on screen, from the layout.
  private var height = 20
  /// What `lines` were formatted from: every frame lays the pane out, and wrapping the
  /// same details again was 7 % of a cursor move's time.
  private var formatted: Formatting?
  /// Every value whole, wrapped (`v`), for the rest of the session.
  var showsWholeValues = false

  /// `v`: every value whole and wrapped, or cut to the pane; answers what is shown now.
  func toggleWholeValues() -> String {
    showsWholeValues.toggle()
    return showsWholeValues ? "Every value whole, wrapped (v: cut to the pane)" : "Values cut to the pane (v: whole)"
  }

  private struct Formatting: Equatable {
    var details: NodeDetails?
    var width: Int
    var theme: Theme
    var whole: Bool
  }

  init(model: DetailModel) {
    self.model = model
  }

  /// Back to the top: another node is shown.
  func scrollToTop() { scroll = 0 }

  func handle(_ action: String?) -> Outcome {
    let page = max(1, height - 1)
    switch action {
    case StandardAction.up?: scroll = max(0, scroll - 1)
    case StandardAction.down?: scroll += 1
    case StandardAction.pageUp?: scroll = max(0, scroll - page)
    case StandardAction.pageDown?: scroll += page
    case StandardAction.top?: scroll = 0
    case StandardAction.collapse?: return .leave
    case StandardAction.expand?: return .references
    default: break
    }
    return .handled
  }

  /// Formats the lines for the pane's `inner` rectangle and keeps the scroll within
  /// them: the last step before a frame.
  func layOut(inner: Rect, theme: Theme) {
    height = max(1, inner.height)
    let width = max(1, inner.width - 1)
    let wanted = Formatting(details: model.details, width: width, theme: theme, whole: showsWholeValues)
    if formatted != wanted {
      lines = DetailLines.lines(for: model.details, width: width, theme: theme, whole: showsWholeValues)
      formatted = wanted
    }
    scroll = min(scroll, max(0, lines.count - inner.height))
  }

  func draw(on surface: some Surface, in rect: Rect, theme: Theme, focused: Bool) {
    let inner = Box.draw(on: surface, in: rect, title: model.details?.kind ?? "Detail", focused: focused, theme: theme)
    for (offset, line) in lines.dropFirst(scroll).prefix(inner.height).enumerated() {
      surface.draw(line, row: inner.row + offset, column: inner.column + 1, width: max(0, inner.width - 1))
    }
  }
}
