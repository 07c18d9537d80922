import ArborCore
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

  /// The top bar: the file's name, then the selection's path cut from the left when it
  /// does not fit.
  static func breadcrumb(title: String, path: [String], width: Int, theme: Theme) -> StyledLine {
    var line = StyledLine(" " + title, style: theme["bar-title"])
    guard !path.isEmpty else { return line }
    let room = width - PrintableText.width(" " + title) - PrintableText.width(separator)
    line.append(separator, style: theme["bar"])
    line.append(fitted(path, width: max(room, 1)), style: theme["bar"])
    return line
  }

  /// What `y` (the name) or `Y` (the path from the root) copies of `node`: a tree of paths
  /// gives the path as the file writes it (a shell takes it), a GnuCash book its account
  /// path as GnuCash writes it, other trees join the names readably (`p` takes each back).
  /// A node in a cycle has no way up to a root and is copied by `title`; nil when the node
  /// is gone.
  static func copied(
    _ node: NodeID, title: String?, wholePath: Bool, in hierarchy: any Hierarchy, _ database: AppDatabase
  ) throws -> String? {
    let (path, stored) = try database.read { db in
      (try hierarchy.pathNames(of: node, db), wholePath ? try hierarchy.storedPath(of: node, db) : nil)
    }
    guard let names = path ?? title.map({ [$0] }), let name = names.last else { return nil }
    guard wholePath else { return name }
    if let stored { return stored }
    return hierarchy.programPath(of: names) ?? names.joined(separator: " / ")
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
