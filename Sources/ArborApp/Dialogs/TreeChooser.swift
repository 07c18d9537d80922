import ArborTerminal

/// The trees of the open file, to show another one: up/down choose, expand (Enter)
/// opens, back closes — the main keymap's keys.
struct TreeChooser {
  let alternatives: [TreeAlternative]
  var list = ListView(rowHeight: 2)
  private var listHeight = 10

  init(alternatives: [TreeAlternative]) {
    self.alternatives = alternatives
    list.scroll.selected = alternatives.firstIndex(where: \.isShown) ?? 0
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?: return .close
    case StandardAction.up?: list.move(.up, rowCount: alternatives.count, height: listHeight)
    case StandardAction.down?: list.move(.down, rowCount: alternatives.count, height: listHeight)
    case StandardAction.expand?: return alternatives.isEmpty ? .close : .chooseTree(list.scroll.selected)
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    screen.centered(width: min(90, max(20, screen.width - 4)), height: min(max(6, alternatives.count * 2 + 3), max(3, screen.height - 2)))
  }

  private func listRect(inner: Rect) -> Rect {
    Rect(row: inner.row, column: inner.column + 1, width: inner.width - 2, height: max(0, inner.height - 1))
  }

  mutating func layOut(in screen: Rect) {
    listHeight = max(1, listRect(inner: frame(in: screen).inset(by: 1)).height)
    list.layOut(rowCount: alternatives.count, height: listHeight)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rect = frame(in: screen)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: rect, title: "Trees in this file", focused: true, theme: theme)
    guard inner.height > 1 else { return }
    let rows = alternatives.map { alternative in
      ListRow([
        StyledLine((alternative.isShown ? "● " : "  ") + alternative.title, style: theme[ThemeRole.dialog]),
        StyledLine("    " + alternative.detail, style: theme[ThemeRole.dim]),
      ])
    }
    list.draw(Lines(rows: rows), on: surface, in: listRect(inner: inner), theme: theme, focused: true, emptyText: "No trees found.")
    let hint = [(StandardAction.expand, "show"), (StandardAction.back, "close")].compactMap { action, what -> String? in
      let key = keymap.keyNames(for: action, limit: 1)
      return key.isEmpty ? nil : "\(key) \(what)"
    }.joined(separator: "  ")
    surface.draw(hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2, style: theme[ThemeRole.dim])
  }

  private struct Lines: ListDataSource {
    let rows: [ListRow]
    var rowCount: Int { rows.count }
    func rows(in range: Range<Int>) -> [ListRow] { Array(rows[range]) }
  }
}
