import ArborDB

/// The order of a ranked search over labels: a label equal to what was typed, then one
/// starting with it, then one holding it as typed, then the rest (a label index matches
/// the typed words' parts in any order: "f10-14" finds "14-f10" too, after "f10-14.txt");
/// shorter before longer; then the index's own rank.
/// ("logitech" on a USB vendor tree: "Logitech, Inc." before "Logitech M-UAL-96 Mouse"
/// under HP.) Case-insensitive, as the search is.
enum SearchRanking {
  /// `ORDER BY` terms over the label `label` for a search of `text`.
  static func order(_ label: QueryFragment, text: String) -> QueryFragment {
    let values = arguments(for: text)
    return """
      CASE WHEN \(label) = \(bind: values[0]) COLLATE NOCASE THEN 0 WHEN \(label) LIKE \(bind: values[1]) ESCAPE '\\' THEN 1 \
      WHEN \(label) LIKE \(bind: values[2]) ESCAPE '\\' THEN 2 ELSE 3 END, length(\(label))
      """
  }

  /// The typed text, and it as `LIKE` patterns: a prefix, then anywhere.
  static func arguments(for text: String) -> [String] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    let escaped = SubstringMatch.escaped(needle)
    return [needle, escaped + "%", "%" + escaped + "%"]
  }
}
