/// The four joins, once per count of sources already joined (see `SourceList`): each adds a
/// source, and the outer joins make one side's columns optional.
enum JoinsTemplate {
  /// Sources before the join: a select joins up to `Sources6`.
  static let widths = 1...5

  static var file: GeneratedFile {
    GeneratedFile(
      "Sources/ArborQuery/Generated/Select+Joins.swift",
      declarations: widths.map { count in
        GeneratedFile.extending(
          "Select", Kind.allCases.map { join($0, after: count) } + Kind.allCases.map { joinSelect($0, after: count) })
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

  static func join(_ kind: Kind, after count: Int) -> String {
    let before = Width(count)
    let letter = Width.letter
    func left(_ index: Int) -> String { kind.leftNullable ? "\(letter(index)).NullableSource" : letter(index) }
    let joined = kind.joinedNullable ? "T.NullableSource" : "T"
    let sources = "Sources\(count + 1)<\(before.list(left)), \(joined)>"
    let from = kind.leftNullable ? "From.NullableSource" : "From"
    let result = "Select<Columns, \(from), \(sources)>"
    let columns = "(\(before.list { "\(left($0)).SourceColumns" }), \(joined).SourceColumns)"
    let arguments = "(\(before.list { "\(left($0)).sourceColumns" }), \(joined).sourceColumns)"
    let generics = "\(before.list { "\(letter($0)): QuerySource" }), T: QuerySource"
    return """
      /// \(kind.summary)
      public consuming func \(kind.method)<\(generics)>(\
      _ other: some JoinableQuery<T>, on constraint: (\(columns)) -> some QueryExpression<Bool>\
      ) -> \(result) where Sources == Sources\(count)<\(before.list(letter))> {
      let condition = constraint(\(arguments))
      return joining("\(kind.sql)", other, on: condition.queryFragment, as: \(result).self)
      }
      """
  }

  /// The same join of a select that has columns of its own (`RemindersList.select(\.id)`):
  /// its columns follow this select's, as the published library appends them, optional on
  /// an outer join's nullable side. Ranked below the join of a query without columns, which
  /// keeps this select's columns alone.
  static func joinSelect(_ kind: Kind, after count: Int) -> String {
    let before = Width(count)
    let letter = Width.letter
    func left(_ index: Int) -> String { kind.leftNullable ? "\(letter(index)).NullableSource" : letter(index) }
    let joined = kind.joinedNullable ? "T.NullableSource" : "T"
    let sources = "Sources\(count + 1)<\(before.list(left)), \(joined)>"
    let from = kind.leftNullable ? "From.NullableSource" : "From"
    let leftColumns = kind.leftNullable ? "repeat (each C1)._Optionalized" : "repeat each C1"
    let rightColumns = kind.joinedNullable ? "repeat (each C2)._Optionalized" : "repeat each C2"
    let result = "Select<(\(leftColumns), \(rightColumns)), \(from), \(sources)>"
    let columns = "(\(before.list { "\(left($0)).SourceColumns" }), \(joined).SourceColumns)"
    let arguments = "(\(before.list { "\(left($0)).sourceColumns" }), \(joined).sourceColumns)"
    let generics =
      "\(before.list { "\(letter($0)): QuerySource" }), T: QuerySource, each C1: QueryDecodable, each C2: QueryDecodable"
    let leftRows =
      kind.leftNullable ? "elementwiseRows(repeat (each C1)._Optionalized.self)" : "selectedRows(rowDecoder)"
    let rightRows =
      kind.joinedNullable ? "elementwiseRows(repeat (each C2)._Optionalized.self)" : "selectedRows(other.rowDecoder)"
    return """
      /// \(kind.summary) The joined select's columns follow this one's.
      @_disfavoredOverload
      public consuming func \(kind.method)<\(generics)>(\
      _ other: Select<(repeat each C2), T, Sources1<T>>, on constraint: (\(columns)) -> some QueryExpression<Bool>\
      ) -> \(result) where Sources == Sources\(count)<\(before.list(letter))>, Columns == (repeat each C1) {
      let condition = constraint(\(arguments))
      let rows = concatenatedRows(\(leftRows), \(rightRows))
      return joining("\(kind.sql)", other, on: condition.queryFragment, rows: rows, as: \(result).self)
      }
      """
  }
}
