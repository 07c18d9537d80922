/// `insert { ($0.a, $0.b) } values: { (1, "x") }`: per width, a row of Swift values and,
/// disfavoured, a row of expressions. Swift cannot yet tie a pack of row values to a pack
/// of columns (same-element requirements).
enum InsertValuesTemplate {
  static let widths = 2...5

  static var file: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/InsertValues+Tuples.swift",
      declarations: [GeneratedFile.extending("InsertValues", widths.map(rows))])
  }

  static func rows(_ count: Int) -> String {
    let width = Width(count)
    let requirements =
      "Columns == \(width.expressionTuple), \(width.list { "C\($0).QueryValue: QueryBindable" })"
    let body = "{ [[\(width.list { "row.\($0 - 1).queryFragment" })]] }"
    return """
      public static func buildExpression<\(width.expressions)>(\
      _ row: \(width.values)\
      ) -> [[QueryFragment]] where \(requirements) \(body)

      @_disfavoredOverload
      public static func buildExpression<\(width.expressions)>(\
      _ row: \(width.tuple { "some QueryExpression<C\($0).QueryValue>" })\
      ) -> [[QueryFragment]] where \(requirements) \(body)
      """
  }
}
