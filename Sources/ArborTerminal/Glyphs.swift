/// The characters widgets draw with: box lines, tree arrows, the ellipsis. A terminal
/// that is not in a UTF-8 locale gets plain ASCII ones.
public struct Glyphs: Hashable, Sendable {
  public var ellipsis: String
  public var horizontal: String
  public var vertical: String
  public var topLeft: String
  public var topRight: String
  public var bottomLeft: String
  public var bottomRight: String
  public var collapsed: String
  public var expanded: String
  public var leaf: String

  public static let unicode = Glyphs(
    ellipsis: "…", horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐",
    bottomLeft: "└", bottomRight: "┘", collapsed: "▸", expanded: "▾", leaf: "·")

  public static let ascii = Glyphs(
    ellipsis: "~", horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
    bottomLeft: "+", bottomRight: "+", collapsed: "+", expanded: "-", leaf: " ")
}
