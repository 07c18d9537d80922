import ArborDB

/// The order of a ranked search over labels: a label equal to what was typed, then one
/// starting with it, then the rest; shorter before longer; then the index's own rank.
/// ("logitech" on a USB vendor tree: "Logitech, Inc." before "Logitech M-UAL-96 Mouse"
/// under HP.) Case-insensitive, as the search is.
enum SearchRanking {
  /// `ORDER BY` terms over the label `label`, with `arguments(for:)` bound in order.
  static func order(_ label: String) -> String {
    "CASE WHEN \(label) = ? COLLATE NOCASE THEN 0 WHEN \(label) LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, length(\(label))"
  }

  /// The typed text, and it as a `LIKE` prefix pattern.
  static func arguments(for text: String) -> [String] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    return [needle, SubstringMatch.escaped(needle) + "%"]
  }
}
