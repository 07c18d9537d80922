import ArborCore
import ArborTerminal

/// The trees of the open file, to show another one: up/down choose, expand (Enter)
/// opens, back closes — the main keymap's keys.
struct TreeChooser {
  let alternatives: [TreeAlternative]
  private var dialog = ListDialog(rowHeight: 2)

  init(alternatives: [TreeAlternative]) {
    self.alternatives = alternatives
    dialog.list.scroll.selected = alternatives.firstIndex(where: \.isShown) ?? 0
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?: return .close
    case StandardAction.up?: dialog.move(.up, rowCount: alternatives.count)
    case StandardAction.down?: dialog.move(.down, rowCount: alternatives.count)
    case StandardAction.expand?: return alternatives.isEmpty ? .close : .chooseTree(dialog.list.scroll.selected)
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    ListDialog.frame(in: screen, width: 90, lines: alternatives.count * 2)
  }

  mutating func layOut(in screen: Rect) {
    dialog.layOut(frame: frame(in: screen), rowCount: alternatives.count)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rows = alternatives.map { alternative in
      ListRow([
        StyledLine((alternative.isShown ? "● " : "  ") + alternative.title, style: theme[ThemeRole.dialog]),
        StyledLine("    " + alternative.detail, style: theme[ThemeRole.dim]),
      ])
    }
    let hint = KeyHint.text(keymap, [([StandardAction.expand], "show"), ([StandardAction.back], "close")])
    dialog.draw(
      rows, title: "Trees in this file", hint: hint, empty: "No trees found.", frame: frame(in: screen), on: surface,
      theme: theme)
  }
}
