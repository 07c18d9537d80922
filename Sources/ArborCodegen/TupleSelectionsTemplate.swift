/// `select { (a: $0.a, b: $0.b) }` and `group(by:)` with a labeled tuple: one overload per
/// width, on a select, a table and a filtered table. An unlabeled tuple of any width takes
/// one overload over a parameter pack (`Select+Selection.swift`); Swift converts a labeled
/// tuple to a fixed-width tuple but not to that pack, so labeled ones take these, ranked
/// below it, and hand the same closure, seen as returning a pack, to the pack's code.
enum TupleSelectionsTemplate {
  /// Expressions a labeled tuple names; one expression, and unlabeled tuples, have overloads
  /// of their own.
  static let selectWidths = 2...8
  static let groupWidths = 2...3

  static var selectFile: GeneratedFile {
    file("Select", select: selectOnSelect, group: groupOnSelect)
  }

  static var tableFile: GeneratedFile {
    file("Table", select: selectOnTable, group: groupOnTable)
  }

  static var whereFile: GeneratedFile {
    file("Where", select: selectOnWhere, group: groupOnWhere)
  }

  /// `Type+TupleSelections.swift`: the selects, then the groups, each an extension of `type`.
  static func file(_ type: String, select: (Int) -> String, group: (Int) -> String) -> GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/\(type)+TupleSelections.swift",
      declarations: [
        GeneratedFile.extending(type, selectWidths.map(select)),
        GeneratedFile.extending(type, groupWidths.map(group)),
      ])
  }

  static func selectOnSelect(_ count: Int) -> String {
    let width = Width(count)
    return """
      /// Selects a labeled tuple of \(count) expressions; a row decodes to a tuple.
      @_disfavoredOverload
      @inlinable
      public consuming func select<\(width.expressions)>(\
      _ selection: (Sources.Arguments) -> \(width.expressionTuple)\
      ) -> Select<\(width.values), From, Sources> where \(width.valuesDecodable) {
      selectingTuple(selection)
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
      rowsSelect.select(selection)
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
      grouping(by: expressions)
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
      rowsSelect.group(by: expressions)
      }
      """
  }
}
