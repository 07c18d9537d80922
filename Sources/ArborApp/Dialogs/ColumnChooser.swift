import ArborCore
import ArborTerminal

/// The columns shown beside each row's label (`--columns` while the tree is open, as
/// visidata's and ranger's column choices): up/down choose, the mark key (Space) ticks or
/// unticks, expand (Enter) shows the ticked ones in the order ticked, back closes.
struct ColumnChooser {
  let choices: [String]
  /// The ticked columns, in the order they were ticked.
  private(set) var ticked: [String]
  private var dialog = ListDialog()

  init(choices: [String], shown: [String]) {
    self.choices = choices
    ticked = shown.filter(choices.contains)
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?: return .close
    case StandardAction.up?: dialog.move(.up, rowCount: choices.count)
    case StandardAction.down?: dialog.move(.down, rowCount: choices.count)
    case StandardAction.pageUp?: dialog.move(.pageUp, rowCount: choices.count)
    case StandardAction.pageDown?: dialog.move(.pageDown, rowCount: choices.count)
    case StandardAction.top?: dialog.move(.top, rowCount: choices.count)
    case StandardAction.bottom?: dialog.move(.bottom, rowCount: choices.count)
    case AppAction.mark?:
      guard choices.indices.contains(dialog.list.scroll.selected) else { break }
      let column = choices[dialog.list.scroll.selected]
      if let at = ticked.firstIndex(of: column) { ticked.remove(at: at) } else { ticked.append(column) }
      dialog.move(.down, rowCount: choices.count)
    case StandardAction.expand?: return .showColumns(ticked)
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    ListDialog.frame(in: screen, width: 60, lines: choices.count)
  }

  mutating func layOut(in screen: Rect) {
    dialog.layOut(frame: frame(in: screen), rowCount: choices.count)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rows = choices.map { column in
      let place = ticked.firstIndex(of: column).map { "[\($0 + 1)] " } ?? "[ ] "
      return ListRow([StyledLine(place + column, style: theme[ThemeRole.dialog])])
    }
    let hint = KeyHint.text(
      keymap, [([AppAction.mark], "tick"), ([StandardAction.expand], "show"), ([StandardAction.back], "close")])
    dialog.draw(
      rows, title: "Columns beside each label", hint: hint, empty: "No columns to show.", frame: frame(in: screen),
      on: surface, theme: theme)
  }
}
