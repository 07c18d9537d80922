/// How a path column's values split into the names of a tree's levels: on a separator
/// (`/` for files and URLs, `.` for dotted names, `:` for wiki pages, `::` or `\u{1f}` for
/// Anki's decks, `|` for darktable's tags), or in fixed-width steps (django-treebeard's
/// materialized path: four base-36 characters a level, no separator).
///
/// Empty steps (a leading, trailing or doubled separator) and `.` are dropped; `..` is a
/// name like any other — nothing is resolved, so no path can lead back up into a loop.
///
/// A file that names its root — a row whose path is the separator alone, digiKam's album
/// `/` — is `rooted`: a path that starts with the separator has an empty first level,
/// the root, shown as the separator, so `/2024` is a child of `/` rather than beside it.
/// Whether a file is so is the file's data, not an option: a copy records it.
public struct PathSplitter: Hashable, Sendable {
  public enum Rule: Hashable, Sendable {
    case separator(String)
    case step(Int)
  }

  public let rule: Rule
  /// The separator's bytes (empty for steps), split on without making a `String` a path.
  let separatorBytes: [UInt8]
  /// Whether a leading separator is the root's empty level (never for steps).
  public let rooted: Bool

  public init(_ rule: Rule, rooted: Bool = false) {
    self.rule = rule
    if case .separator(let separator) = rule { self.rooted = rooted && !separator.isEmpty } else { self.rooted = false }
    if case .separator(let separator) = rule { separatorBytes = Array(separator.utf8) } else { separatorBytes = [] }
  }

  /// The levels of `path`, top first (a rooted tree's root the empty level).
  public func segments(_ path: String) -> [Substring] {
    switch rule {
    case .separator(let separator):
      guard !separator.isEmpty else { return path.isEmpty ? [] : [Substring(path)] }
      let root: [Substring] = rooted && path.hasPrefix(separator) ? [""] : []
      // One character (the usual case) splits as characters, several times faster than
      // searching for a string.
      if separator.count == 1, let character = separator.first {
        return root + path.split(separator: character, omittingEmptySubsequences: true).filter { $0 != "." }
      }
      return root + path.split(separator: separator, omittingEmptySubsequences: true).filter { $0 != "." }
    case .step(let width):
      guard width > 0 else { return [Substring(path)] }
      var steps: [Substring] = []
      var start = path.startIndex
      while start < path.endIndex {
        let end = path.index(start, offsetBy: width, limitedBy: path.endIndex) ?? path.endIndex
        steps.append(path[start..<end])
        start = end
      }
      return steps
    }
  }

  /// The key of the node made of the first `count` of `segments`: the levels joined as
  /// the file joins them, without leading or trailing separators.
  public func key(_ segments: ArraySlice<Substring>) -> String {
    switch rule {
    case .separator(let separator): segments.joined(separator: separator)
    case .step: segments.joined()
    }
  }

  /// Bytes between two levels in a key.
  public var joinLength: Int {
    switch rule {
    case .separator(let separator): separator.utf8.count
    case .step: 0
    }
  }

  /// What the option that chose this rule says: `--separator /`, `--step 4`.
  public var options: [String] {
    switch rule {
    case .separator(let separator): ["--separator", separator]
    case .step(let width): ["--step", String(width)]
    }
  }
}
