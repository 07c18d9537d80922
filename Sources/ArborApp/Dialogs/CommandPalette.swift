import ArborTerminal

/// `:` — every action of the open tree by name, with its keys and what it does; typing
/// narrows the list (each word found in the name, the words or the keys, in any order),
/// up and down choose, Enter runs the chosen one as its key would, Esc closes. Nothing
/// needs the help to be found (lazygit's and VS Code's palette).
struct CommandPalette {
  struct Entry: Equatable {
    let action: String
    let keys: String
    let help: String
  }

  /// Every action offered, in the keymap's order.
  let entries: [Entry]
  private(set) var field = TextField()
  private var list = ListView()
  /// Rows of the list on screen, from the last layout (for paging).
  private var height = 10

  /// The actions of `keymap`'s main mode (the help's list for the open tree: what it does
  /// not offer is not in it), but this one.
  init(keymap: Keymap) {
    var seen = Set<String>()
    entries = keymap.bindings.compactMap { binding in
      guard binding.mode.isEmpty, binding.action != AppAction.palette, seen.insert(binding.action).inserted else {
        return nil
      }
      return Entry(
        action: binding.action, keys: keymap.keyNames(for: binding.action, in: "", limit: 2), help: binding.help)
    }
  }

  /// The entries the typed words narrow to.
  var shown: [Entry] {
    let words = field.text.lowercased().split(whereSeparator: \.isWhitespace)
    guard !words.isEmpty else { return entries }
    return entries.filter { entry in
      let text = (entry.action + " " + entry.help + " " + entry.keys).lowercased()
      return words.allSatisfy { text.contains($0) }
    }
  }

  /// The action Enter runs now.
  var chosen: Entry? {
    let shown = shown
    return shown.indices.contains(list.scroll.selected) ? shown[list.scroll.selected] : nil
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    if key.text == nil {
      switch keymap.action(for: key, in: KeyMode.form) {
      case ModeAction.save?: return chosen.map { .run($0.action) } ?? .stay
      case ModeAction.cancel?: return .close
      default: break
      }
      let motion: ScrollState.Motion? =
        switch keymap.action(for: key) {
        case StandardAction.up?: .up
        case StandardAction.down?: .down
        case StandardAction.pageUp?: .pageUp
        case StandardAction.pageDown?: .pageDown
        default: nil
        }
      if let motion {
        list.move(motion, rowCount: shown.count, height: height)
        return .stay
      }
    }
    let before = field.text
    _ = field.handle(key)
    // Other words, another list: its first entry is the one Enter runs.
    if field.text != before { list.scroll.selected = 0 }
    return .stay
  }

  mutating func paste(_ text: String) {
    field.insert(text)
    list.scroll.selected = 0
  }

  /// The box, the typed words on its first line, the list, the keys on its last.
  private func parts(in screen: Rect) -> (frame: Rect, field: Rect, list: Rect, hint: Rect) {
    let frame = screen.centered(
      width: min(78, max(20, screen.width - 2)), height: min(entries.count + 5, max(6, screen.height - 2)))
    let inner = frame.inset(by: 1)
    let field = Rect(row: inner.row, column: inner.column + 1, width: max(1, inner.width - 2), height: 1)
    let list = Rect(
      row: inner.row + 2, column: inner.column + 1, width: max(1, inner.width - 2),
      height: max(1, inner.height - 3))
    let hint = Rect(row: inner.bottom - 1, column: inner.column + 1, width: max(1, inner.width - 2), height: 1)
    return (frame, field, list, hint)
  }

  mutating func layOut(in screen: Rect) {
    let parts = parts(in: screen)
    field.layOut(width: max(1, parts.field.width - 2))
    height = parts.list.height
    list.layOut(rowCount: shown.count, height: height)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let parts = parts(in: screen)
    let style = theme[ThemeRole.dialog]
    surface.fill(parts.frame, style: style)
    _ = Box.draw(on: surface, in: parts.frame, title: "Actions", focused: true, theme: theme)
    surface.draw(": ", row: parts.field.row, column: parts.field.column, width: 2, style: style)
    field.draw(
      on: surface, row: parts.field.row, column: parts.field.column + 2, width: max(1, parts.field.width - 2),
      style: style, focused: true)
    let keysWidth = min(16, max(4, entries.map { PrintableText.width($0.keys) }.max() ?? 4))
    let rows = shown.map { entry in
      let keys = entry.keys + String(repeating: " ", count: max(0, keysWidth - PrintableText.width(entry.keys)))
      var line = StyledLine(keys + "  ", style: theme[ThemeRole.dim])
      line.append(entry.action, style: style)
      line.append("  " + entry.help, style: theme[ThemeRole.dim])
      return ListRow([line])
    }
    list.draw(
      Rows(rows: rows), on: surface, in: parts.list, theme: theme, focused: true,
      emptyText: "No action has those words.")
    let hint = KeyHint.text(keymap, mode: KeyMode.form, [([ModeAction.save], "run"), ([ModeAction.cancel], "close")])
    surface.draw(
      "↑ ↓ choose  " + hint, row: parts.hint.row, column: parts.hint.column, width: parts.hint.width,
      style: theme[ThemeRole.dim])
  }

  private struct Rows: ListDataSource {
    let rows: [ListRow]
    var rowCount: Int { rows.count }
    func rows(in range: Range<Int>) -> [ListRow] { Array(rows[range]) }
  }
}
