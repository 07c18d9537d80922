import ArborDB

/// How a copy made by `PathSideCar` holds its nodes' keys and labels.
///
/// Nested sets and closures store the file's keys as they are (`stored`). A tree of paths
/// keys each node by its whole path, which its parent's key already holds but for the
/// last level: the copy keyed so, which a copy laid out in blocks is made from when the
/// walk meets a directory again (`PathBlocks.arrange`), stores the parent's key and the
/// node's level (`joined`); SQLite makes the key from them (`parent || joiner || level`,
/// a generated column, kept only in its unique index), and the label is the level unless
/// the row names it otherwise (`ownLabel`).
enum CopyKeys: Equatable {
  case stored
  /// The bytes between two levels of a key (none for fixed-width steps).
  case joined([UInt8])

  init(_ splitter: PathSplitter) {
    switch splitter.rule {
    case .separator: self = .joined(splitter.separatorBytes)
    case .step: self = .joined([])
    }
  }

  /// The key of a node from its parent's and its level. The joiner is written as a hex
  /// literal: any bytes, quotes and NUL included, without quoting them.
  static func keyExpression(_ joiner: [UInt8]) -> QueryFragment {
    let hex = joiner.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
    let between: QueryFragment = joiner.isEmpty ? "" : " || CAST(X'\(raw: hex)' AS TEXT)"
    return "CASE WHEN parent IS NULL THEN level ELSE parent\(between) || level END"
  }
}
