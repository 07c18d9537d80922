/// The bottom line: a message on the left (or an error), key hints after it.
public struct StatusBar: Sendable {
  public struct Hint: Hashable, Sendable {
    public var keys: String
    public var label: String
    public init(_ keys: String, _ label: String) {
      self.keys = keys
      self.label = label
    }
  }

  public var hints: [Hint]
  public var message: String
  public var isError: Bool

  public init(hints: [Hint] = [], message: String = "", isError: Bool = false) {
    self.hints = hints
    self.message = message
    self.isError = isError
  }

  public func draw(on surface: some Surface, row: Int, column: Int, width: Int, theme: Theme) {
    guard width > 0 else { return }
    let base = theme[ThemeRole.status]
    var line = StyledLine()
    if !message.isEmpty {
      line.append(" " + message + " ", style: isError ? theme[ThemeRole.error] : base)
      line.append(" ", style: base)
    }
    // Hints are dropped from the end, whole, rather than cut in the middle.
    var used = line.width
    for hint in hints {
      let piece = StyledLine([
        StyledSpan(" " + hint.keys, style: theme[ThemeRole.statusKey]),
        StyledSpan(" " + hint.label + " ", style: base),
      ])
      if used + piece.width > width { break }
      line.spans += piece.spans
      used += piece.width
    }
    surface.drawPadded(line, row: row, column: column, width: width, style: base)
  }
}
