import ArborDB

extension TreeDetector {
  /// Words that say a column holds sizes (`sz`, `size`, `file_size`, `bytes`, `length`).
  static let sizeWords: Set<String> = ["sz", "size", "bytes", "filesize", "bytesize", "length"]

  /// A `--sum` worth offering for `tree`'s table: its first numeric column named like a
  /// size; nil when there is none or the tree already adds one up.
  public static func proposedSum(for tree: ForeignTree, _ db: Database) throws -> TreeSum? {
    guard tree.sum == nil, let table = try ForeignSchema.tableName(tree.table, db) else { return nil }
    for column in try ForeignSchema.columns(of: table, db) {
      let type = column.declaredType.uppercased()
      guard
        type.contains("INT") || type.contains("REAL") || type.contains("NUM") || type.contains("FLOA")
          || type.contains("DOUB")
      else { continue }
      let words = column.name.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " }).map(
        String.init)
      if words.contains(where: sizeWords.contains) || sizeWords.contains(column.name.lowercased()) {
        let plain =
          column.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
          && !(column.name.first?.isNumber ?? true)
        // The expression as it is typed after `--sum`: the name, quoted where it must be.
        let expression = plain ? column.name : QueryFragment.identifier(column.name).sql
        // `sz` is a size; a name the sum already has needs no `NAME=`.
        return TreeSum(name: words == ["sz"] ? "size" : (plain ? column.name : "size"), expression: expression)
      }
    }
    return nil
  }
}
