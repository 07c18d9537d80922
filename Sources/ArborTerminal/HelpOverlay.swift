/// The `?` screen: every binding of the keymap with its help text, scrollable.
public struct HelpOverlay: Sendable {
  public var title: String
  public var scroll = 0

  public init(title: String = "Keys") {
    self.title = title
  }

  /// The rows the overlay shows for a keymap (bindings without help text are skipped).
  public static func lines(for keymap: Keymap) -> [(keys: String, help: String)] {
    keymap.bindings.filter { !$0.help.isEmpty }.map { binding in
      (binding.keys.map(\.description).joined(separator: ", "), binding.help)
    }
  }

  public mutating func draw(keymap: Keymap, on surface: some Surface, in screen: Rect, theme: Theme) {
    let rows = Self.lines(for: keymap)
    let keysWidth = min(24, rows.map { PrintableText.width($0.keys) }.max() ?? 0)
    let width = min(screen.width, max(30, min(76, keysWidth + 3 + (rows.map { PrintableText.width($0.help) }.max() ?? 0) + 4)))
    let rect = screen.centered(width: width, height: rows.count + 2)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: rect, title: title, focused: true, theme: theme)
    scroll = min(max(0, scroll), max(0, rows.count - inner.height))
    let style = theme[ThemeRole.dialog]
    // Say when there is more than fits (↑/↓ scroll the overlay).
    if rows.count > inner.height && rect.width > 12 {
      let more = scroll + inner.height < rows.count ? (scroll > 0 ? " ↑↓ more " : " ↓ more ") : " ↑ more "
      surface.draw(more, row: rect.bottom - 1, column: rect.right - 2 - PrintableText.width(more), width: PrintableText.width(more),
                   style: theme[ThemeRole.title])
    }
    for (offset, row) in rows.dropFirst(scroll).prefix(inner.height).enumerated() {
      let y = inner.row + offset
      surface.drawPadded(StyledLine(row.keys, style: theme[ThemeRole.statusKey]), row: y, column: inner.column + 1,
                         width: min(keysWidth, inner.width - 1), style: style)
      let x = inner.column + 1 + keysWidth + 2
      if x < inner.right {
        surface.draw(row.help, row: y, column: x, width: inner.right - x, style: style)
      }
    }
  }
}
