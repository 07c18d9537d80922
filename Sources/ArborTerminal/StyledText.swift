/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// A line made of styled spans (a search hit with its match highlighted, a key hint).
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
  public var spans: [StyledSpan]

  public init(_ spans: [StyledSpan] = []) { self.spans = spans }
  public init(_ text: String, style: Style = .plain) { self.spans = [StyledSpan(text, style: style)] }
  public init(stringLiteral value: String) { self.init(value) }

  public var plainText: String { spans.map(\.text).joined() }
  public var width: Int { spans.reduce(0) { $0 + PrintableText.width($1.text) } }

  public mutating func append(_ text: String, style: Style = .plain) {
    spans.append(StyledSpan(text, style: style))
  }

  public func appending(_ text: String, style: Style = .plain) -> StyledLine {
    var copy = self
    copy.append(text, style: style)
    return copy
  }

  /// Every span restyled by `transform` (a selected row drawn in reverse, say).
  public func restyled(_ transform: (Style) -> Style) -> StyledLine {
    StyledLine(spans.map { StyledSpan($0.text, style: transform($0.style)) })
  }

  /// Splits text that marks matches with `open`/`close` (as SQLite's highlight() and
  /// snippet() return it) into spans, the marked parts in `marked`. Stray or unbalanced
  /// markers never fail: they simply end or start a run.
  public static func marked(
    _ text: String, open: String, close: String, style: Style, marked: Style
  ) -> StyledLine {
    var line = StyledLine()
    var rest = Substring(text)
    var inside = false
    while !rest.isEmpty {
      let marker = inside ? close : open
      if let range = rest.firstRange(of: marker) {
        let piece = rest[..<range.lowerBound]
        if !piece.isEmpty { line.append(String(piece), style: inside ? marked : style) }
        rest = rest[range.upperBound...]
        inside.toggle()
      } else {
        line.append(String(rest), style: inside ? marked : style)
        break
      }
    }
    return line
  }
}
