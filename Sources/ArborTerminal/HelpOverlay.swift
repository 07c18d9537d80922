/// The `?` screen: every binding of the keymap with its help text, scrollable. Each mode's
/// bindings follow a heading with the mode's title.
public struct HelpOverlay: Sendable {
  public var title: String
  public var scroll = 0
  /// Headings for the keymap's modes (`"question": "In a yes/no question"`); a mode
  /// without one is headed by its name.
  public var modeTitles: [String: String]

  public init(title: String = "Keys", modeTitles: [String: String] = [:]) {
    self.title = title
    self.modeTitles = modeTitles
  }

  /// The rows the overlay shows for a keymap (bindings without help text are skipped); a
  /// heading row has empty keys.
  public static func lines(for keymap: Keymap, modeTitles: [String: String] = [:]) -> [(keys: String, help: String)] {
    var lines: [(keys: String, help: String)] = []
    var mode = ""
    for binding in keymap.bindings where !binding.help.isEmpty {
      if binding.mode != mode {
        mode = binding.mode
        lines.append(("", modeTitles[mode] ?? (mode.isEmpty ? "Keys" : "[\(mode)]")))
      }
      lines.append((binding.keys.map(\.description).joined(separator: ", "), binding.help))
    }
    return lines
  }

  /// One line of the overlay as drawn: a heading, a binding, or the rest of a binding's
  /// help wrapped onto the next line (empty keys).
  public struct Line: Sendable {
    public var keys: String
    public var help: String
    public var isHeading: Bool
  }

  /// The widest the overlay grows on a wide terminal: help lines longer than this wrap.
  static let widest = 100

  /// The overlay's width on `screen`, the keys' column width, and its lines with each
  /// binding's help wrapped to fit: the help box is as wide as the terminal allows (it
  /// was 76 columns at any width and cut its own lines).
  public static func layout(
    for keymap: Keymap, modeTitles: [String: String], screen: Rect
  ) -> (width: Int, keys: Int, lines: [Line]) {
    let rows = lines(for: keymap, modeTitles: modeTitles)
    let keysWidth = min(24, rows.map { PrintableText.width($0.keys) }.max() ?? 0)
    let helpWidth = rows.map { PrintableText.width($0.help) }.max() ?? 0
    let width = min(screen.width, max(30, min(widest, keysWidth + 3 + helpWidth + 4)))
    // Inside the box: a column of margin, the keys, two spaces, the help.
    let room = max(8, width - 2 - 1 - keysWidth - 2)
    var laidOut: [Line] = []
    for row in rows {
      if row.keys.isEmpty {
        laidOut.append(Line(keys: "", help: row.help, isHeading: true))
        continue
      }
      for (index, part) in DialogFrame.wrap(row.help, width: room).enumerated() {
        laidOut.append(Line(keys: index == 0 ? row.keys : "", help: part, isHeading: false))
      }
    }
    return (width, keysWidth, laidOut)
  }

  /// Scrolls by `lines` (the screen clamps when drawing).
  public mutating func scroll(by lines: Int, keymap: Keymap, screen: Rect) {
    let rowCount = Self.layout(for: keymap, modeTitles: modeTitles, screen: screen).lines.count
    scroll = min(max(0, scroll + lines), max(0, rowCount - max(0, screen.height - 2)))
  }

  public func draw(keymap: Keymap, on surface: some Surface, in screen: Rect, theme: Theme) {
    let (width, keysWidth, rows) = Self.layout(for: keymap, modeTitles: modeTitles, screen: screen)
    let rect = screen.centered(width: width, height: rows.count + 2)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: rect, title: title, focused: true, theme: theme)
    let scroll = min(max(0, self.scroll), max(0, rows.count - inner.height))
    let style = theme[ThemeRole.dialog]
    // Say when there is more than fits (↑/↓ scroll the overlay).
    if rows.count > inner.height && rect.width > 12 {
      let more = scroll + inner.height < rows.count ? (scroll > 0 ? " ↑↓ more " : " ↓ more ") : " ↑ more "
      surface.draw(
        more, row: rect.bottom - 1, column: rect.right - 2 - PrintableText.width(more),
        width: PrintableText.width(more),
        style: theme[ThemeRole.title])
    }
    for (offset, row) in rows.dropFirst(scroll).prefix(inner.height).enumerated() {
      let y = inner.row + offset
      if row.isHeading {
        surface.drawPadded(
          StyledLine(row.help, style: theme[ThemeRole.title]), row: y, column: inner.column + 1,
          width: inner.width - 1, style: style)
        continue
      }
      surface.drawPadded(
        StyledLine(row.keys, style: theme[ThemeRole.statusKey]), row: y, column: inner.column + 1,
        width: min(keysWidth, inner.width - 1), style: style)
      let x = inner.column + 1 + keysWidth + 2
      if x < inner.right {
        surface.draw(row.help, row: y, column: x, width: inner.right - x, style: style)
      }
    }
  }
}
