import ArborTerminal

/// A path shown in a given width, cut from the left: the most specific part is what a
/// person reads it for ("… › Chordata › Mammalia", never "Animalia › Chordata › Mam…").
/// Widths are those the text takes once printable (`PrintableText`).
enum PathText {
  static let separator = " › "
  static let ellipsis = "…"

  /// The names joined by the separator; when they do not fit in `width`, the leading
  /// names give way to "…", and a last name longer than the width keeps its end.
  static func fitted(_ names: [String], width: Int) -> String {
    guard width > 0 else { return "" }
    let whole = names.joined(separator: separator)
    if PrintableText.width(whole) <= width { return whole }
    var kept: [String] = []
    var used = PrintableText.width(ellipsis)
    for name in names.reversed() {
      let needed = PrintableText.width(separator) + PrintableText.width(name)
      guard used + needed <= width else { break }
      kept.insert(name, at: 0)
      used += needed
    }
    if !kept.isEmpty { return ([ellipsis] + kept).joined(separator: separator) }
    return ellipsis + tail(of: names.last ?? "", width: width - PrintableText.width(ellipsis))
  }

  /// The end of `text` that fits in `width` columns.
  private static func tail(of text: String, width: Int) -> String {
    var result: [Character] = []
    var used = 0
    for character in text.reversed() {
      let next = PrintableText.width(String(character))
      guard used + next <= width else { break }
      result.insert(character, at: 0)
      used += next
    }
    return String(result)
  }
}
