/// `RETURNING a, b`: one overload per width, like `select`.
enum ReturningTemplate {
  static let widths = 2...3

  static var file: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/WriteStatement+Returning.swift",
      declarations: [GeneratedFile.extending("WriteStatement", widths.map(returning))])
  }

  static func returning(_ count: Int) -> String {
    let width = Width(count)
    let names = ["a", "b", "c", "d", "e", "f", "g", "h"].prefix(count).joined(separator: ", ")
    return """
      /// `RETURNING \(names)`.
      public func returning<\(width.expressions)>(\
      _ selection: (Base.TableColumns) -> \(width.expressionTuple)\
      ) -> Returning<\(width.values)> where \(width.valuesDecodable) {
      \(width.bindExpressions)selection(Base.columns)
      return Returning(
      base: query, batchedBase: { [self] in self.queries(maxVariables: $0) },
      returning: [\(width.list { "selectListItem(c\($0))" })].joined(separator: ", "),
      rowDecoder: RowDecoder { decoder in \(width.decodeValues) })
      }
      """
  }
}
