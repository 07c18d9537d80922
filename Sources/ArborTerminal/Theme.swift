/// Named styles ("roles") for every kind of thing on screen, each with a colour style and
/// a monochrome fallback, resolved once for the terminal's `ColorSupport`.
///
/// Theme files hold one role per line:
/// ```
/// selection = fg=black bg=cyan bold ; mono=reverse
/// highlight = fg=#ffd75f bold       ; mono=bold,underline
/// ```
/// Colours: `default`, the eight names (`red`…) with an optional `bright-` prefix, a
/// palette number 0–255, or `#rrggbb`. Attributes: bold, dim, underline, reverse, italic.
public struct Theme: Equatable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var color: Style
    public var monochrome: TextAttributes

    public init(color: Style, monochrome: TextAttributes) {
      self.color = color
      self.monochrome = monochrome
    }
  }

  public private(set) var entries: [String: Entry]
  public let support: ColorSupport
  private var resolved: [String: Style] = [:]

  public init(entries: [String: Entry], support: ColorSupport) {
    self.entries = entries
    self.support = support
    for (role, entry) in entries { resolved[role] = Self.resolve(entry, support) }
  }

  /// The style for `role`; unknown roles draw plain.
  public subscript(role: String) -> Style {
    resolved[role] ?? .plain
  }

  /// This theme with `other`'s entries laid over it (a user file over the defaults).
  public func merging(_ other: [String: Entry]) -> Theme {
    Theme(entries: entries.merging(other) { $1 }, support: support)
  }

  /// The same roles for another terminal.
  public func with(support: ColorSupport) -> Theme {
    Theme(entries: entries, support: support)
  }

  static func resolve(_ entry: Entry, _ support: ColorSupport) -> Style {
    if support == .monochrome { return Style(attributes: entry.monochrome) }
    return Style(
      foreground: support.fit(entry.color.foreground),
      background: support.fit(entry.color.background),
      attributes: entry.color.attributes)
  }

  public typealias ParseError = ConfigFileError

  /// Reads a theme file. Every mistake is reported with its line number.
  public static func parse(_ text: String) throws(ParseError) -> [String: Entry] {
    var entries: [String: Entry] = [:]
    for (offset, rawLine) in text.splitLines().enumerated() {
      let lineNumber = offset + 1
      let content = stripComment(String(rawLine))
      guard !content.allSatisfy(\.isWhitespace) else { continue }
      guard let equals = content.firstIndex(of: "=") else {
        throw ParseError(line: lineNumber, message: "expected `role = style`")
      }
      let role = content[..<equals].trimmingWhitespace()
      guard !role.isEmpty, role.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
        throw ParseError(line: lineNumber, message: "bad role name `\(role)`")
      }
      let parts = content[content.index(after: equals)...].split(separator: ";", maxSplits: 1)
      var style = Style()
      var mono: TextAttributes = []
      for word in (parts.first ?? "").split(whereSeparator: \.isWhitespace) {
        if word.hasPrefix("fg=") {
          style.foreground = try color(word.dropFirst(3), line: lineNumber)
        } else if word.hasPrefix("bg=") {
          style.background = try color(word.dropFirst(3), line: lineNumber)
        } else {
          style.attributes.formUnion(try attributes(word, line: lineNumber))
        }
      }
      if parts.count > 1 {
        let spec = parts[1].trimmingWhitespace()
        guard spec.hasPrefix("mono=") else {
          throw ParseError(line: lineNumber, message: "expected `mono=attributes` after `;`")
        }
        for word in spec.dropFirst(5).split(separator: ",") {
          mono.formUnion(try attributes(word.trimmingWhitespace()[...], line: lineNumber))
        }
      } else {
        mono = style.attributes
      }
      entries[role] = Entry(color: style, monochrome: mono)
    }
    return entries
  }

  private static func stripComment(_ line: String) -> String {
    // `#` starts a comment unless it begins a colour (`fg=#ff0000`).
    var result = ""
    var previous: Character = " "
    for character in line {
      if character == "#" && previous != "=" { break }
      result.append(character)
      previous = character
    }
    return result
  }

  private static func attributes(_ word: Substring, line: Int) throws(ParseError) -> TextAttributes {
    switch word.lowercased() {
    case "bold": return .bold
    case "dim": return .dim
    case "underline": return .underline
    case "reverse": return .reverse
    case "italic": return .italic
    case "none", "": return []
    default: throw ParseError(line: line, message: "unknown attribute `\(word)`")
    }
  }

  private static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

  private static func color(_ word: Substring, line: Int) throws(ParseError) -> Color {
    let lower = word.lowercased()
    if lower == "default" { return .terminalDefault }
    if let index = colorNames.firstIndex(of: lower) { return .ansi(UInt8(index)) }
    if lower.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(lower.dropFirst(7))) {
      return .ansi(UInt8(index + 8))
    }
    if let number = Int(lower), (0...255).contains(number) { return .indexed(UInt8(number)) }
    if lower.hasPrefix("#"), lower.count == 7, let value = Int(lower.dropFirst(), radix: 16) {
      return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
    throw ParseError(line: line, message: "unknown colour `\(word)`")
  }
}

extension StringProtocol {
  /// The text's lines, ended by LF, CR LF or CR. `split(separator: "\n")` alone keeps a
  /// CR LF file in one piece: Swift takes "\r\n" as one `Character`, not equal to "\n".
  public func splitLines() -> [SubSequence] {
    split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
  }

  func trimmingWhitespace() -> String {
    // Config files are ASCII nearly always: trimmed byte by byte, without the grapheme
    // breaking `Character` needs (the keymap and theme are read at every start).
    var slice = Substring(self)
    let bytes = slice.utf8
    if bytes.allSatisfy({ $0 < 0x80 }) {
      var start = bytes.startIndex
      var end = bytes.endIndex
      let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
      while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
      while start < end, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
      return String(slice[start..<end])
    }
    while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
    while slice.last?.isWhitespace == true { slice = slice.dropLast() }
    return String(slice)
  }
}
