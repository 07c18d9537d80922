/// `select { (a: $0.a, b: $0.b) }` and `group(by:)` with a labeled tuple: one overload per
/// width, on a select, a table and a filtered table. An unlabeled tuple of any width is selected by one
/// overload over a parameter pack (`Select+Selection.swift`); Swift converts a labeled tuple
/// to a fixed-width tuple but not to that pack, so labeled ones take these, ranked below it.
enum TupleSelectionsTemplate {
  /// Expressions a labeled tuple names; one expression, and unlabeled tuples, have overloads
  /// of their own.
  static let selectWidths = 2...8
  static let groupWidths = 2...3

  static var selectFile: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/Select+TupleSelections.swift",
      declarations: [
        GeneratedFile.extending("Select", selectWidths.map(selectOnSelect)),
        GeneratedFile.extending("Select", groupWidths.map(groupOnSelect)),
      ])
  }

  static var tableFile: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/Table+TupleSelections.swift",
      declarations: [
        GeneratedFile.extending("Table", selectWidths.map(selectOnTable)),
        GeneratedFile.extending("Table", groupWidths.map(groupOnTable)),
      ])
  }

  static var whereFile: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/Where+TupleSelections.swift",
      declarations: [
        GeneratedFile.extending("Where", selectWidths.map(selectOnWhere)),
        GeneratedFile.extending("Where", groupWidths.map(groupOnWhere)),
      ])
  }

  static func selectOnSelect(_ count: Int) -> String {
    let width = Width(count)
    let result = "Select<\(width.values), From, Sources>"
    return """
      /// Selects a labeled tuple of \(count) expressions; a row decodes to a tuple.
      @_disfavoredOverload
      public consuming func select<\(width.expressions)>(\
      _ selection: (Sources.Arguments) -> \(width.expressionTuple)\
      ) -> \(result) where \(width.valuesDecodable) {
      \(width.bindExpressions)selection(Sources.arguments)
      clauses.columns = [\(width.list { "selectListItem(c\($0))" })]
      return \(result)(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in \(width.decodeValues) }
      )
      }
      """
  }

  static func selectOnTable(_ count: Int) -> String {
    let width = Width(count)
    return """
      /// Selects a labeled tuple of \(count) expressions of every row.
      @_disfavoredOverload
      public static func select<\(width.expressions)>(\
      _ selection: (TableColumns) -> \(width.expressionTuple)\
      ) -> Select<\(width.values), Self, Sources1<Self>> where \(width.valuesDecodable) {
      all.select(selection)
      }
      """
  }

  static func selectOnWhere(_ count: Int) -> String {
    let width = Width(count)
    return """
      /// Selects a labeled tuple of \(count) expressions of the rows kept.
      @_disfavoredOverload
      public func select<\(width.expressions)>(\
      _ selection: (From.TableColumns) -> \(width.expressionTuple)\
      ) -> Select<\(width.values), From, Sources1<From>> where \(width.valuesDecodable) {
      all.select(selection)
      }
      """
  }

  static func groupOnSelect(_ count: Int) -> String {
    let width = Width(count)
    return """
      /// Groups rows by a labeled tuple of \(Width.word(count)) expressions.
      @_disfavoredOverload
      public consuming func group<\(width.expressions)>(\
      by expressions: (Sources.Arguments) -> \(width.expressionTuple)\
      ) -> Self {
      \(width.bindExpressions)expressions(Sources.arguments)
      return with { $0.groups += [\(width.list { "c\($0).queryFragment" })] }
      }
      """
  }

  static func groupOnTable(_ count: Int) -> String {
    let width = Width(count)
    return """
      /// Groups every row by a labeled tuple of \(Width.word(count)) expressions.
      @_disfavoredOverload
      public static func group<\(width.expressions)>(\
      by expressions: (TableColumns) -> \(width.expressionTuple)\
      ) -> SelectOf<Self> {
      all.group(by: expressions)
      }
      """
  }

  static func groupOnWhere(_ count: Int) -> String {
    let width = Width(count)
    return """
      /// Groups the rows kept by a labeled tuple of \(Width.word(count)) expressions.
      @_disfavoredOverload
      public func group<\(width.expressions)>(\
      by expressions: (From.TableColumns) -> \(width.expressionTuple)\
      ) -> SelectOf<From> {
      all.group(by: expressions)
      }
      """
  }
}
