/// A question that needs a yes or a no (deleting something, say).
public struct ConfirmDialog: Sendable {
  public var title: String
  public var message: String
  public var confirmLabel: String
  /// The keys the hint names for yes and no: a program with its own keymap sets them to
  /// the keys it answers to.
  public var yesKey = "y"
  public var noKey = "n"
  /// The key the hint names when the dialog has no yes (a choice of letters).
  public var cancelKey = "Esc"

  public init(title: String, message: String, confirmLabel: String = "Yes") {
    self.title = title
    self.message = message
    self.confirmLabel = confirmLabel
  }

  public enum Result: Hashable, Sendable { case confirmed, cancelled, pending }

  /// `y` or Enter confirm; `n`, Esc or `q` cancel; other keys are ignored.
  public func handle(_ key: Key) -> Result {
    switch key.code {
    case .character("y"), .character("Y"), .enter: return key.modifiers.isEmpty ? .confirmed : .pending
    case .character("n"), .character("N"), .character("q"), .escape: return .cancelled
    default: return .pending
    }
  }

  public func draw(on surface: some Surface, in screen: Rect, theme: Theme) {
    let lines = DialogFrame.wrap(message, width: DialogFrame.textWidth(in: screen))
    let inner = DialogFrame.draw(on: surface, in: screen, title: title, contentHeight: lines.count + 2, theme: theme)
    let style = theme[ThemeRole.dialog]
    for (offset, line) in lines.enumerated() where offset < inner.height {
      surface.draw(line, row: inner.row + offset, column: inner.column + 1, width: inner.width - 2, style: style)
    }
    if inner.height >= 2 && confirmLabel.isEmpty {
      surface.draw(
        cancelKey + " cancel", row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2,
        style: theme[ThemeRole.dim])
    } else if inner.height >= 2 {
      let hint = StyledLine([
        StyledSpan(yesKey, style: theme[ThemeRole.statusKey]), StyledSpan(" " + confirmLabel + "   ", style: style),
        StyledSpan(noKey, style: theme[ThemeRole.statusKey]), StyledSpan(" Cancel", style: style),
      ])
      surface.draw(hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2)
    }
  }
}

/// A question answered with a line of text (a new name), with an error line under the
/// field for input that was refused.
public struct PromptDialog: Sendable {
  public var title: String
  public var label: String
  public var field: TextField
  public var error: String?
  /// The keys the last line names, as `ConfirmDialog`'s do (nil: no such line): a program
  /// with its own keymap sets them to the keys it answers to.
  public var submitKey: String?
  public var submitLabel = "OK"
  public var cancelKey = "Esc"

  public init(title: String, label: String, text: String = "") {
    self.title = title
    self.label = label
    self.field = TextField(text: text)
  }

  public mutating func handle(_ key: Key) -> TextField.Result {
    let result = field.handle(key)
    if case .edited = result { error = nil }
    return result
  }

  /// Keeps the field's scroll position for the width it gets on `screen`.
  public mutating func layOut(in screen: Rect) {
    field.layOut(width: DialogFrame.width(in: screen) - 4)
  }

  public func draw(on surface: some Surface, in screen: Rect, theme: Theme) {
    // The whole message, wrapped: its end ("press Enter to try again") is the part that
    // says what to do.
    let errorLines = error.map { DialogFrame.wrap($0, width: DialogFrame.textWidth(in: screen)) } ?? []
    let inner = DialogFrame.draw(
      on: surface, in: screen, title: title, contentHeight: 4 + max(0, errorLines.count - 1), theme: theme)
    let style = theme[ThemeRole.dialog]
    guard inner.height > 0 else { return }
    surface.draw(label, row: inner.row, column: inner.column + 1, width: inner.width - 2, style: style)
    if inner.height > 1 {
      field.draw(
        on: surface, row: inner.row + 1, column: inner.column + 1, width: inner.width - 2,
        style: theme[ThemeRole.field], focused: true)
    }
    for (offset, line) in errorLines.enumerated() where offset + 2 < inner.height {
      surface.draw(
        line, row: inner.row + 2 + offset, column: inner.column + 1, width: inner.width - 2,
        style: theme[ThemeRole.error])
    }
    // The last row: below the field and any error lines.
    if let submitKey, inner.height >= 4 {
      var spans = [
        StyledSpan(submitKey, style: theme[ThemeRole.statusKey]), StyledSpan(" " + submitLabel + "   ", style: style),
      ]
      if !cancelKey.isEmpty {
        spans += [StyledSpan(cancelKey, style: theme[ThemeRole.statusKey]), StyledSpan(" Cancel", style: style)]
      }
      surface.draw(StyledLine(spans), row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2)
    }
  }
}

/// The box dialogs share: centred, at most 60 columns, sized to its content.
enum DialogFrame {
  static func textWidth(in screen: Rect) -> Int {
    max(1, min(60, screen.width - 4) - 4)
  }

  static func width(in screen: Rect) -> Int {
    min(60, screen.width - 4 >= 10 ? screen.width - 4 : screen.width)
  }

  static func draw(on surface: some Surface, in screen: Rect, title: String, contentHeight: Int, theme: Theme) -> Rect {
    let width = width(in: screen)
    let rect = screen.centered(width: width, height: contentHeight + 2)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    return Box.draw(on: surface, in: rect, title: title, focused: true, theme: theme)
  }

  /// Splits text into lines of at most `width` columns at spaces (long words are cut).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.splitLines() {
      var current = ""
      for word in paragraph.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if PrintableText.width(candidate) <= width || current.isEmpty {
          current = candidate
        } else {
          lines.append(current)
          current = String(word)
        }
      }
      lines.append(current)
    }
    return lines
  }
}
