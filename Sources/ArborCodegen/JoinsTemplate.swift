/// The four joins, once per count of sources already joined (see `SourceList`): each adds a
/// source, and the outer joins make one side's columns optional.
enum JoinsTemplate {
  /// Sources before the join: a select joins up to `Sources6`.
  static let widths = 1...5

  /// Joins of a table or a query: the joined source's columns are added as it is.
  static var file: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/Select+Joins.swift",
      declarations: widths.map { count in
        GeneratedFile.extending("Select", Kind.allCases.map { join($0, after: count) })
      })
  }

  /// Joins of a select that has columns of its own: they follow the joining select's.
  static var selectFile: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/Select+JoinedSelects.swift",
      declarations: widths.map { count in
        GeneratedFile.extending("Select", Kind.allCases.map { joinSelect($0, after: count) })
      })
  }

  enum Kind: CaseIterable {
    case inner, left, right, full

    var method: String { ["join", "leftJoin", "rightJoin", "fullJoin"][index] }
    var sql: String { ["JOIN", "LEFT JOIN", "RIGHT JOIN", "FULL JOIN"][index] }
    var summary: String {
      [
        "INNER JOIN: rows of both sides that satisfy `constraint`.",
        "LEFT JOIN: every row of the left side; the joined table's columns are optional.",
        "RIGHT JOIN: every row of the joined table; the sources joined so far become optional.",
        "FULL JOIN: every row of both sides; everything becomes optional.",
      ][index]
    }
    /// The sources joined so far lose their rows' guarantee.
    var leftNullable: Bool { self == .right || self == .full }
    /// The joined source loses it.
    var joinedNullable: Bool { self == .left || self == .full }

    private var index: Int { Self.allCases.firstIndex(of: self)! }
  }

  /// What both forms of a join spell alike: the sources before and after it, the table
  /// read from, the constraint's columns and the values it is called with.
  struct Shape {
    let sources: String
    let from: String
    let columns: String
    let arguments: String
    let sourceGenerics: String
    let sourcesBefore: String

    init(_ kind: Kind, after count: Int) {
      let before = Width(count)
      let letter = Width.letter
      func left(_ index: Int) -> String { kind.leftNullable ? "\(letter(index)).NullableSource" : letter(index) }
      let joined = kind.joinedNullable ? "T.NullableSource" : "T"
      sources = "Sources\(count + 1)<\(before.list(left)), \(joined)>"
      from = kind.leftNullable ? "From.NullableSource" : "From"
      columns = "(\(before.list { "\(left($0)).SourceColumns" }), \(joined).SourceColumns)"
      arguments = "(\(before.list { "\(left($0)).sourceColumns" }), \(joined).sourceColumns)"
      sourceGenerics = "\(before.list { "\(letter($0)): QuerySource" }), T: QuerySource"
      sourcesBefore = "Sources\(count)<\(before.list(letter))>"
    }
  }

  static func join(_ kind: Kind, after count: Int) -> String {
    let shape = Shape(kind, after: count)
    let result = "Select<Columns, \(shape.from), \(shape.sources)>"
    return """
      /// \(kind.summary)
      public consuming func \(kind.method)<\(shape.sourceGenerics)>(\
      _ other: some JoinableQuery<T>, on constraint: (\(shape.columns)) -> some QueryExpression<Bool>\
      ) -> \(result) where Sources == \(shape.sourcesBefore) {
      let condition = constraint(\(shape.arguments))
      return joining("\(kind.sql)", other, on: condition.queryFragment, as: \(result).self)
      }
      """
  }

  /// The same join of a select that has columns of its own (`RemindersList.select(\.id)`):
  /// its columns follow this select's, as the published library appends them, optional on
  /// an outer join's nullable side. Ranked below the join of a query without columns, which
  /// keeps this select's columns alone.
  static func joinSelect(_ kind: Kind, after count: Int) -> String {
    let shape = Shape(kind, after: count)
    let leftColumns = kind.leftNullable ? "repeat (each C1)._Optionalized" : "repeat each C1"
    let rightColumns = kind.joinedNullable ? "repeat (each C2)._Optionalized" : "repeat each C2"
    let result = "Select<(\(leftColumns), \(rightColumns)), \(shape.from), \(shape.sources)>"
    let leftRows =
      kind.leftNullable ? "elementwiseRows(repeat (each C1)._Optionalized.self)" : "selectedRows(rowDecoder)"
    let rightRows =
      kind.joinedNullable ? "elementwiseRows(repeat (each C2)._Optionalized.self)" : "selectedRows(other.rowDecoder)"
    return """
      /// \(kind.summary) The joined select's columns follow this one's.
      @_disfavoredOverload
      public consuming func \(kind.method)<\(shape.sourceGenerics), each C1: QueryDecodable, each C2: QueryDecodable>(\
      _ other: Select<(repeat each C2), T, Sources1<T>>, on constraint: (\(shape.columns)) -> some QueryExpression<Bool>\
      ) -> \(result) where Sources == \(shape.sourcesBefore), Columns == (repeat each C1) {
      let condition = constraint(\(shape.arguments))
      let rows = concatenatedRows(\(leftRows), \(rightRows))
      return joining("\(kind.sql)", other, on: condition.queryFragment, rows: rows, as: \(result).self)
      }
      """
  }
}
