/// The pieces one width of an overload is made of: `C1, C2, C3`, `(C1.QueryValue, …)`.
struct Width {
  let count: Int

  init(_ count: Int) { self.count = count }

  /// `item(1), item(2), …` joined by commas.
  func list(_ item: (Int) -> String) -> String {
    (1...count).map(item).joined(separator: ", ")
  }

  /// `(item(1), item(2))`, or the one item alone: Swift has no one-element tuples.
  func tuple(_ item: (Int) -> String) -> String {
    count == 1 ? item(1) : "(\(list(item)))"
  }

  /// The generic parameters of a tuple-typed overload, `C1: QueryExpression, …`.
  var expressions: String { list { "C\($0): QueryExpression" } }
  /// `(C1, C2)`.
  var expressionTuple: String { tuple { "C\($0)" } }
  /// `(C1.QueryValue, C2.QueryValue)`: what a row of the selected expressions decodes to.
  var values: String { tuple { "C\($0).QueryValue" } }
  /// Every value decodes from the row.
  var valuesDecodable: String { list { "C\($0).QueryValue: QueryDecodable" } }

  /// Source `index` (1-based) as a letter: `A`, `B`, … as the sources' generic parameters.
  static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index - 1)))
  }

  /// The English for small counts in doc comments.
  static func word(_ count: Int) -> String {
    let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    return words.indices.contains(count) ? words[count] : String(count)
  }
}
