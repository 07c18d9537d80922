/// `RETURNING a, b` with a labeled tuple: one overload per width, like `select`'s; an
/// unlabeled tuple of any width takes the overload over a parameter pack (`Returning.swift`).
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
      /// `RETURNING \(names)`, from a labeled tuple.
      @_disfavoredOverload
      public func returning<\(width.expressions)>(\
      _ selection: (Base.TableColumns) -> \(width.expressionTuple)\
      ) -> Returning<\(width.values)> where \(width.valuesDecodable) {
      returningTuple(selection)
      }
      """
  }
}
