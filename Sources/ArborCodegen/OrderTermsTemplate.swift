/// `order { ($0.priority.desc(), $0.title) }`: one `buildExpression` per tuple width.
enum OrderTermsTemplate {
  static let widths = 2...5

  static var file: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/OrderBuilder+Tuples.swift",
      declarations: [GeneratedFile.extending("OrderBuilder", widths.map(terms))])
  }

  static func terms(_ count: Int) -> String {
    let width = Width(count)
    let letter = Width.letter
    return """
      public static func buildExpression<\(width.list { "\(letter($0)): OrderingTerm" })>(\
      _ terms: \(width.tuple(letter))\
      ) -> BuiltOrder {
      BuiltOrder([\(width.list { "terms.\($0 - 1).orderingFragment" })])
      }
      """
  }
}
