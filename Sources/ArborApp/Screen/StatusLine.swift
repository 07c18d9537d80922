import ArborCore
import ArborTerminal

/// The bottom line: the message of the moment, else the keys that matter where the
/// focus is, named as the user's keymap names them.
struct StatusLine {
  let keymap: Keymap

  /// The hints for the focused pane; a read-only file offers no editing keys.
  func hints(focus: AppScreen.Focus, readOnly: Bool) -> [StatusBar.Hint] {
    var hints: [StatusBar.Hint] = []
    func hint(_ action: String, _ label: String) {
      let keys = keymap.keyNames(for: action, limit: 1)
      if !keys.isEmpty { hints.append(.init(keys, label)) }
    }
    switch focus {
    case .search:
      // The search field takes typed keys itself; these are the field's own.
      hints = [.init("Enter", "show in tree"), .init("↑↓", "choose"), .init("Esc", "close")]
    case .detail:
      hint(StandardAction.up, "scroll")
      hint(AppAction.focusNext, "tree")
      hint(StandardAction.help, "help")
      hint(StandardAction.quit, "quit")
    case .tree:
      hint(StandardAction.search, "search")
      hint(StandardAction.expand, "open")
      if !readOnly {
        hint(AppAction.addChild, "add")
        hint(AppAction.addItem, "item")
        hint(AppAction.edit, "edit")
        hint(AppAction.delete, "delete")
        hint(AppAction.undo, "undo")
      }
      hint(StandardAction.help, "help")
      hint(StandardAction.quit, "quit")
    }
    if readOnly { hints.append(.init("", "read-only")) }
    return hints
  }

  /// Draws the line: `moving` (a category being moved) replaces the hints with the move's
  /// own keys unless a message is up.
  func draw(
    on surface: some Surface, in rect: Rect, theme: Theme, focus: AppScreen.Focus, readOnly: Bool,
    message: String?, isError: Bool, moving: String?
  ) {
    let bar: StatusBar
    if let moving, message == nil {
      bar = StatusBar(
        hints: [.init("Enter", "move here"), .init("t", "top level"), .init("Esc", "cancel")],
        message: "Moving “\(moving)”: choose its new parent", isError: false)
    } else {
      bar = StatusBar(hints: hints(focus: focus, readOnly: readOnly), message: message ?? "", isError: isError)
    }
    bar.draw(on: surface, row: rect.row, column: rect.column, width: rect.width, theme: theme)
  }
}
