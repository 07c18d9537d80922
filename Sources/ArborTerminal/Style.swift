/// A terminal colour, as a theme names it; the surface maps it to what the terminal offers.
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case terminalDefault
  /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
  case ansi(UInt8)
  /// One of the 256 palette colours.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}

/// Character attributes a monochrome terminal can still show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1)
  public static let dim = TextAttributes(rawValue: 2)
  public static let underline = TextAttributes(rawValue: 4)
  public static let reverse = TextAttributes(rawValue: 8)
  public static let italic = TextAttributes(rawValue: 16)
}

/// How one cell looks.
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: TextAttributes

  public init(
    foreground: Color = .terminalDefault,
    background: Color = .terminalDefault,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  public static let plain = Style()

  /// This style with `attributes` added.
  public func adding(_ attributes: TextAttributes) -> Style {
    var copy = self
    copy.attributes.formUnion(attributes)
    return copy
  }
}

extension Style {
  /// This style under a selection bar: the bar's colours, both sets of attributes (so a
  /// search match stays bold or underlined inside the selection).
  public func selected(by selection: Style) -> Style {
    Style(
      foreground: selection.foreground, background: selection.background,
      attributes: selection.attributes.union(attributes))
  }
}
