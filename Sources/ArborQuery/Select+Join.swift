/// A query whose table can be joined into another: `Category.all`, `Category.where { ... }`.
///
/// Its clauses merge into the joining select's as the published library merges them: its
/// filter joins the outer WHERE, not the ON clause, so a left join of a filtered query
/// keeps only the rows that pass the filter (`RemindersList.leftJoin(Reminder.incomplete)`
/// drops a list whose reminders are all done), and a select's grouping, order and limit
/// join the joining select's.
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

/// A joined query with more clauses than conditions (a select's order, grouping, limit; a
/// table's default scope's order), all of which a join merges.
package protocol ClausesMergedByJoin {
  var clausesMergedByJoin: SelectClauses { get }
}

extension Select: JoinableQuery where Columns == (), Sources == Sources1<From> {
  public typealias JoinedSource = From
  public var joinConditions: [QueryFragment] { clauses.wheres }
  public var joinFromItem: QueryFragment { clauses.from }
  public var _joinsNothing: Bool { clauses.isEmpty }
}

extension Select: ClausesMergedByJoin {
  package var clausesMergedByJoin: SelectClauses { clauses }
}

extension Where: ClausesMergedByJoin {
  package var clausesMergedByJoin: SelectClauses { rowsSelect.clauses }
}

extension SelectClauses {
  /// `other`'s clauses after this select's, as the published library combines a joined or
  /// merged select: conditions, grouping and order appended, its limit (when it has one)
  /// replacing this one's, DISTINCT and emptiness if either has them.
  package mutating func merge(_ other: SelectClauses) {
    isEmpty = isEmpty || other.isEmpty
    isDistinct = isDistinct || other.isDistinct
    columns += other.columns
    joins += other.joins
    wheres += other.wheres
    groups += other.groups
    havings += other.havings
    orders += other.orders
    if other.limit != nil {
      limit = other.limit
      offset = other.offset
    }
  }
}

extension Select {
  consuming func joining<NewFrom: QuerySource, NewSources: SourceList>(
    _ kind: String, _ other: some JoinableQuery, on constraint: QueryFragment,
    as _: Select<Columns, NewFrom, NewSources>.Type
  ) -> Select<Columns, NewFrom, NewSources> {
    appendJoin(kind, other.joinFromItem, of: type(of: other).JoinedSource.self, on: constraint)
    if let select = other as? any ClausesMergedByJoin {
      clauses.merge(select.clausesMergedByJoin)
    } else {
      clauses.wheres += other.joinConditions
      if other._joinsNothing { clauses.isEmpty = true }
    }
    return Select<Columns, NewFrom, NewSources>(clauses: clauses, rowDecoder: rowDecoder)
  }

  /// A join of a select that has columns: they follow this select's, read by `rows`.
  consuming func joining<OtherColumns, T: QuerySource, NewColumns, NewFrom: QuerySource, NewSources: SourceList>(
    _ kind: String, _ other: Select<OtherColumns, T, Sources1<T>>, on constraint: QueryFragment,
    rows: RowDecoder<NewColumns>, as _: Select<NewColumns, NewFrom, NewSources>.Type
  ) -> Select<NewColumns, NewFrom, NewSources> {
    appendJoin(kind, other.clauses.from, of: T.self, on: constraint)
    clauses.merge(other.clauses)
    return Select<NewColumns, NewFrom, NewSources>(clauses: clauses, rowDecoder: rows)
  }

  private mutating func appendJoin(
    _ kind: String, _ fromItem: QueryFragment, of source: any QuerySource.Type, on constraint: QueryFragment
  ) {
    clauses.joins.append(QueryFragment(composing: JoinClause(kind: kind, source: fromItem, constraint: constraint)))
    clauses.defaultColumns.append(source.sourceSelectList)
  }
}

/// `LEFT JOIN "t" ON constraint`, in one allocation.
struct JoinClause: SQLComposition {
  let kind: String
  let source: QueryFragment
  let constraint: QueryFragment

  func write<Sink: SQLSink>(to sink: inout Sink) {
    sink.write(kind)
    sink.write(literal: " ")
    sink.write(source)
    sink.write(literal: " ON ")
    sink.write(constraint)
  }
}

// Rows of selects put side by side (a join of selects that have columns, a select merged
// into another): each side's values, then one tuple of both.

/// What a select's rows decode to: its own decoder, or, for a select of nothing explicit
/// (whose columns are then none), each value in turn.
func selectedRows<each C: QueryDecodable>(_ decoder: RowDecoder<(repeat each C)>?) -> RowDecoder<(repeat each C)> {
  decoder ?? elementwiseRows(repeat (each C).self)
}

/// Each value read in turn from the row: what an outer join's nullable side reads, every
/// value optional.
func elementwiseRows<each C: QueryDecodable>(_: repeat (each C).Type) -> RowDecoder<(repeat each C)> {
  RowDecoder { decoder in (repeat try (each C)(decoder: decoder)) }
}

/// `left`'s values, then `right`'s, as one tuple.
func concatenatedRows<each L, each R>(
  _ left: RowDecoder<(repeat each L)>, _ right: RowDecoder<(repeat each R)>
) -> RowDecoder<(repeat each L, repeat each R)> {
  RowDecoder { decoder in
    let first = try left.decode(decoder)
    let second = try right.decode(decoder)
    return (repeat each first, repeat each second)
  }
}
