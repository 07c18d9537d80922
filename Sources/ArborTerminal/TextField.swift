/// A one-line text input: cursor, insert and delete, word motions, kill to start/end,
/// history. Text of any kind is accepted; control characters are shown escaped.
public struct TextField: Sendable {
  public private(set) var characters: [Character] = []
  public private(set) var cursor = 0
  public var history: [String] = []
  public var historyLimit = 100
  private var historyIndex: Int?
  private var draft = ""
  /// First visible character when the text is wider than the field.
  private var scrollOffset = 0

  public init(text: String = "") {
    setText(text)
  }

  public var text: String { String(characters) }

  public mutating func setText(_ text: String) {
    characters = Array(text)
    cursor = characters.count
    scrollOffset = 0
  }

  public enum Result: Hashable, Sendable {
    /// The text changed.
    case edited
    /// Only the cursor moved.
    case moved
    case submitted(String)
    case cancelled
    /// Not a key for the field.
    case ignored
  }

  /// Whether `key` edits or moves in a field (its readline meaning), rather than typing.
  public static func edits(with key: Key) -> Bool { Edit(key) != nil }

  public mutating func handle(_ key: Key) -> Result {
    if let character = key.text {
      insert(String(character))
      return .edited
    }
    guard let edit = Edit(key) else { return .ignored }
    switch edit {
    case .submit:
      let value = text
      remember(value)
      return .submitted(value)
    case .cancel: return .cancelled
    case .deleteWordBackward: return deleteRange(wordStart(before: cursor)..<cursor)
    case .deleteBackward: return deleteRange(max(0, cursor - 1)..<cursor)
    case .deleteForward: return deleteRange(cursor..<min(characters.count, cursor + 1))
    case .deleteWordForward: return deleteRange(cursor..<wordEnd(after: cursor))
    case .killToStart: return deleteRange(0..<cursor)
    case .killToEnd: return deleteRange(cursor..<characters.count)
    case .wordLeft: return moveCursor(to: wordStart(before: cursor))
    case .wordRight: return moveCursor(to: wordEnd(after: cursor))
    case .left: return moveCursor(to: cursor - 1)
    case .right: return moveCursor(to: cursor + 1)
    case .start: return moveCursor(to: 0)
    case .end: return moveCursor(to: characters.count)
    case .older: return recall(older: true)
    case .newer: return recall(older: false)
    }
  }

  /// The editing keys, in readline's spellings.
  private enum Edit {
    case submit, cancel, deleteWordBackward, deleteBackward, deleteForward, deleteWordForward
    case killToStart, killToEnd, wordLeft, wordRight, left, right, start, end, older, newer

    init?(_ key: Key) {
      let ctrl = key.modifiers.contains(.ctrl)
      let alt = key.modifiers.contains(.alt)
      switch (key.code, ctrl, alt) {
      case (.enter, _, _): self = .submit
      case (.escape, _, _): self = .cancel
      case (.backspace, _, true), (.character("w"), true, _): self = .deleteWordBackward
      case (.backspace, _, _), (.character("h"), true, _): self = .deleteBackward
      case (.delete, _, _), (.character("d"), true, _): self = .deleteForward
      case (.character("d"), _, true): self = .deleteWordForward
      case (.character("u"), true, _): self = .killToStart
      case (.character("k"), true, _): self = .killToEnd
      case (.left, true, _), (.left, _, true), (.character("b"), _, true): self = .wordLeft
      case (.right, true, _), (.right, _, true), (.character("f"), _, true): self = .wordRight
      case (.left, _, _), (.character("b"), true, _): self = .left
      case (.right, _, _), (.character("f"), true, _): self = .right
      case (.home, _, _), (.character("a"), true, _): self = .start
      case (.end, _, _), (.character("e"), true, _): self = .end
      case (.up, _, _), (.character("p"), true, _): self = .older
      case (.down, _, _), (.character("n"), true, _): self = .newer
      default: return nil
      }
    }
  }

  /// Inserts text at the cursor (typed or pasted); line breaks become spaces since the
  /// field holds one line.
  public mutating func insert(_ text: String) {
    let cleaned = text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 }
    characters.insert(contentsOf: cleaned, at: cursor)
    cursor += cleaned.count
    historyIndex = nil
  }

  private mutating func deleteRange(_ range: Range<Int>) -> Result {
    guard !range.isEmpty else { return .moved }
    characters.removeSubrange(range)
    cursor = range.lowerBound
    historyIndex = nil
    return .edited
  }

  private mutating func moveCursor(to index: Int) -> Result {
    cursor = min(max(0, index), characters.count)
    return .moved
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private func wordStart(before index: Int) -> Int {
    var position = index
    while position > 0 && !isWordCharacter(characters[position - 1]) { position -= 1 }
    while position > 0 && isWordCharacter(characters[position - 1]) { position -= 1 }
    return position
  }

  private func wordEnd(after index: Int) -> Int {
    var position = index
    while position < characters.count && !isWordCharacter(characters[position]) { position += 1 }
    while position < characters.count && isWordCharacter(characters[position]) { position += 1 }
    return position
  }

  private mutating func remember(_ value: String) {
    historyIndex = nil
    guard !value.isEmpty else { return }
    history.removeAll { $0 == value }
    history.append(value)
    if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
  }

  private mutating func recall(older: Bool) -> Result {
    guard !history.isEmpty else { return .ignored }
    var index: Int
    if let current = historyIndex {
      index = current + (older ? -1 : 1)
    } else {
      guard older else { return .ignored }
      draft = text
      index = history.count - 1
    }
    if index < 0 { index = 0 }
    if index >= history.count {
      historyIndex = nil
      setText(draft)
      return .edited
    }
    historyIndex = index
    let restoredIndex = index
    setText(history[index])
    historyIndex = restoredIndex
    return .edited
  }

  /// Keeps the scroll position for a field `width` columns wide (call before drawing, so a
  /// long text does not jump back and forth as the cursor moves).
  public mutating func layOut(width: Int) {
    scrollOffset = visibleStart(width: width)
  }

  /// The first character shown when the field is `width` wide: the remembered position,
  /// moved only as far as the cursor needs to stay in view.
  private func visibleStart(width: Int) -> Int {
    func unitWidth(_ index: Int) -> Int { PrintableText.width(String(characters[index])) }
    let anchor = min(scrollOffset, cursor)
    // Keep the cursor's column inside the field (the last column is for the cursor):
    // walk back from the cursor at most a field's width.
    var used = 0
    var earliest = cursor
    while earliest > anchor {
      let next = used + unitWidth(earliest - 1)
      if next > width - 1 { break }
      used = next
      earliest -= 1
    }
    return earliest
  }

  /// Draws the field on one row, scrolled so the cursor shows, and places the terminal
  /// cursor on it when `focused`. The work is bounded by the field's width, not the
  /// text's length: a pasted megabyte draws as fast as a word.
  public func draw(on surface: some Surface, row: Int, column: Int, width: Int, style: Style, focused: Bool) {
    guard width > 0 else { return }
    func unitWidth(_ index: Int) -> Int { PrintableText.width(String(characters[index])) }
    let scrollOffset = visibleStart(width: width)
    var x = column
    var index = scrollOffset
    var cursorColumn = column
    while index < characters.count {
      if index == cursor { cursorColumn = x }
      if x + unitWidth(index) > column + width { break }
      for unit in PrintableText.units(String(characters[index])) {
        x += surface.put(
          unit.text, width: unit.width, style: unit.isEscaped ? style.adding(.dim) : style, row: row, column: x)
      }
      index += 1
    }
    if cursor >= index { cursorColumn = x }
    while x < column + width {
      x += surface.put(" ", width: 1, style: style, row: row, column: x)
    }
    if focused {
      surface.cursor = Position(row: row, column: min(cursorColumn, column + width - 1))
    }
  }
}
