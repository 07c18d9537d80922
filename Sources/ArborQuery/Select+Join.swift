/// A query whose table can be joined into another: `Category.all`, `Category.where { ... }`.
/// Its conditions move into the join's ON clause, so an outer join still keeps the rows
/// that have no match.
public protocol JoinableQuery<JoinedSource>: Sendable {
  associatedtype JoinedSource: QuerySource
  var joinConditions: [QueryFragment] { get }
  /// What the JOIN names: the source's name, or what the query reads from when that is not
  /// a name (`json_each("trips"."geofence")`).
  var joinFromItem: QueryFragment { get }
  /// Built on `Table.none`: a select that joins it is empty too, whatever the join's kind,
  /// as in the published library.
  var _joinsNothing: Bool { get }
}

extension JoinableQuery {
  public var joinFromItem: QueryFragment { JoinedSource.sourceFromItem }
  public var _joinsNothing: Bool { false }
}

extension Select: JoinableQuery where Columns == (), Sources == Sources1<From> {
  public typealias JoinedSource = From
  public var joinConditions: [QueryFragment] { clauses.wheres }
  public var joinFromItem: QueryFragment { clauses.from }
  public var _joinsNothing: Bool { clauses.isEmpty }
}

extension Select {
  consuming func joining<NewFrom: QuerySource, NewSources: SourceList>(
    _ kind: String, _ other: some JoinableQuery, on constraint: QueryFragment,
    as _: Select<Columns, NewFrom, NewSources>.Type
  ) -> Select<Columns, NewFrom, NewSources> {
    let source = type(of: other).JoinedSource.self
    clauses.joins.append(
      QueryFragment(
        composing: JoinClause(
          kind: kind, source: other.joinFromItem, conditions: [constraint] + other.joinConditions)))
    clauses.defaultColumns.append(source.sourceSelectList)
    if other._joinsNothing { clauses.isEmpty = true }
    return Select<Columns, NewFrom, NewSources>(clauses: clauses, rowDecoder: rowDecoder)
  }
}

/// `LEFT JOIN "t" ON (a) AND (b)`, in one allocation.
struct JoinClause: SQLComposition {
  let kind: String
  let source: QueryFragment
  let conditions: [QueryFragment]

  func write<Sink: SQLSink>(to sink: inout Sink) {
    sink.write(kind)
    sink.write(literal: " ")
    sink.write(source)
    sink.write(literal: " ON ")
    sink.write(conjunctionOf: conditions)
  }
}
