import ArborTerminal

/// A dialog holding a scrolling list, with a key hint on its last line: the frame, the
/// list's place in it, its scroll kept in range before drawing, and the drawing.
struct ListDialog {
  var list: ListView
  /// Rows of the list on screen, from the last layout (for paging).
  private(set) var height = 10

  init(rowHeight: Int = 1) {
    list = ListView(rowHeight: rowHeight)
  }

  /// The box on `screen`: `width` at most, as tall as `lines` and the hint need.
  static func frame(in screen: Rect, width: Int, lines: Int) -> Rect {
    screen.centered(
      width: min(width, max(20, screen.width - 4)), height: min(max(6, lines + 3), max(3, screen.height - 2)))
  }

  private static func listRect(inner: Rect) -> Rect {
    Rect(row: inner.row, column: inner.column + 1, width: inner.width - 2, height: max(0, inner.height - 1))
  }

  mutating func move(_ motion: ScrollState.Motion, rowCount: Int) {
    list.move(motion, rowCount: rowCount, height: height)
  }

  mutating func layOut(frame: Rect, rowCount: Int) {
    height = max(1, Self.listRect(inner: frame.inset(by: 1)).height)
    list.layOut(rowCount: rowCount, height: height)
  }

  func draw(
    _ rows: [ListRow], title: String, hint: String, empty: String, frame: Rect, on surface: some Surface, theme: Theme
  ) {
    surface.fill(frame, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: frame, title: title, focused: true, theme: theme)
    guard inner.height > 1 else { return }
    list.draw(
      Lines(rows: rows), on: surface, in: Self.listRect(inner: inner), theme: theme, focused: true, emptyText: empty)
    surface.draw(
      hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2, style: theme[ThemeRole.dim])
  }

  private struct Lines: ListDataSource {
    let rows: [ListRow]
    var rowCount: Int { rows.count }
    func rows(in range: Range<Int>) -> [ListRow] { Array(rows[range]) }
  }
}

/// A hint naming the user's keys ("Enter show  Esc close"); an action without a key is
/// left out, actions named together share a hint ("Left/Right change").
enum KeyHint {
  static func text(_ keymap: Keymap, mode: String = "", _ hints: [(actions: [String], what: String)]) -> String {
    hints.compactMap { actions, what -> String? in
      let keys = actions.map { keymap.keyNames(for: $0, in: mode, limit: 1) }.filter { !$0.isEmpty }
      return keys.isEmpty ? nil : keys.joined(separator: "/") + " " + what
    }.joined(separator: "  ")
  }
}
