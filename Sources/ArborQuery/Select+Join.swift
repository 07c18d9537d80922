/// A query whose table can be joined into another: `Category.all`, `Category.where { ... }`.
/// Its conditions move into the join's ON clause, so an outer join still keeps the rows
/// that have no match.
public protocol JoinableQuery<JoinedSource>: Sendable {
  associatedtype JoinedSource: QuerySource
  var joinConditions: [QueryFragment] { get }
  /// What the JOIN names: the source's name, or what the query reads from when that is not
  /// a name (`json_each("trips"."geofence")`).
  var joinFromItem: QueryFragment { get }
}

extension JoinableQuery {
  public var joinFromItem: QueryFragment { JoinedSource.sourceFromItem }
}

extension Select: JoinableQuery where Columns == (), Sources == Sources1<From> {
  public typealias JoinedSource = From
  public var joinConditions: [QueryFragment] { clauses.wheres }
  public var joinFromItem: QueryFragment { clauses.from }
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

// One set of joins per count of sources already joined (see `SourceList`).

extension Select {
  /// INNER JOIN: rows of both sides that satisfy `constraint`.
  public consuming func join<A: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, T.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources2<A, T>> where Sources == Sources1<A> {
    let condition = constraint((A.sourceColumns, T.sourceColumns))
    return joining("JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources2<A, T>>.self)
  }

  /// LEFT JOIN: every row of the left side; the joined table's columns are optional.
  public consuming func leftJoin<A: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, T.NullableSource.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources2<A, T.NullableSource>> where Sources == Sources1<A> {
    let condition = constraint((A.sourceColumns, T.NullableSource.sourceColumns))
    return joining(
      "LEFT JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources2<A, T.NullableSource>>.self)
  }

  /// RIGHT JOIN: every row of the joined table; the sources joined so far become optional.
  public consuming func rightJoin<A: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.NullableSource.SourceColumns, T.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, Sources2<A.NullableSource, T>>
  where Sources == Sources1<A> {
    let condition = constraint((A.NullableSource.sourceColumns, T.sourceColumns))
    return joining(
      "RIGHT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, Sources2<A.NullableSource, T>>.self)
  }

  /// FULL JOIN: every row of both sides; everything becomes optional.
  public consuming func fullJoin<A: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.NullableSource.SourceColumns, T.NullableSource.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, Sources2<A.NullableSource, T.NullableSource>>
  where Sources == Sources1<A> {
    let condition = constraint((A.NullableSource.sourceColumns, T.NullableSource.sourceColumns))
    return joining(
      "FULL JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, Sources2<A.NullableSource, T.NullableSource>>.self)
  }
}

extension Select {
  /// INNER JOIN: rows of both sides that satisfy `constraint`.
  public consuming func join<A: QuerySource, B: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, B.SourceColumns, T.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources3<A, B, T>> where Sources == Sources2<A, B> {
    let condition = constraint((A.sourceColumns, B.sourceColumns, T.sourceColumns))
    return joining("JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources3<A, B, T>>.self)
  }

  /// LEFT JOIN: every row of the left side; the joined table's columns are optional.
  public consuming func leftJoin<A: QuerySource, B: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, B.SourceColumns, T.NullableSource.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources3<A, B, T.NullableSource>> where Sources == Sources2<A, B> {
    let condition = constraint((A.sourceColumns, B.sourceColumns, T.NullableSource.sourceColumns))
    return joining(
      "LEFT JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources3<A, B, T.NullableSource>>.self)
  }

  /// RIGHT JOIN: every row of the joined table; the sources joined so far become optional.
  public consuming func rightJoin<A: QuerySource, B: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, T.SourceColumns)) ->
      some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, Sources3<A.NullableSource, B.NullableSource, T>>
  where Sources == Sources2<A, B> {
    let condition = constraint((A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, T.sourceColumns))
    return joining(
      "RIGHT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, Sources3<A.NullableSource, B.NullableSource, T>>.self)
  }

  /// FULL JOIN: every row of both sides; everything becomes optional.
  public consuming func fullJoin<A: QuerySource, B: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, T.NullableSource.SourceColumns)) ->
      some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, Sources3<A.NullableSource, B.NullableSource, T.NullableSource>>
  where Sources == Sources2<A, B> {
    let condition = constraint(
      (A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, T.NullableSource.sourceColumns))
    return joining(
      "FULL JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, Sources3<A.NullableSource, B.NullableSource, T.NullableSource>>.self)
  }
}

extension Select {
  /// INNER JOIN: rows of both sides that satisfy `constraint`.
  public consuming func join<A: QuerySource, B: QuerySource, C: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, B.SourceColumns, C.SourceColumns, T.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources4<A, B, C, T>> where Sources == Sources3<A, B, C> {
    let condition = constraint((A.sourceColumns, B.sourceColumns, C.sourceColumns, T.sourceColumns))
    return joining("JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources4<A, B, C, T>>.self)
  }

  /// LEFT JOIN: every row of the left side; the joined table's columns are optional.
  public consuming func leftJoin<A: QuerySource, B: QuerySource, C: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, B.SourceColumns, C.SourceColumns, T.NullableSource.SourceColumns)) ->
      some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources4<A, B, C, T.NullableSource>> where Sources == Sources3<A, B, C> {
    let condition = constraint((A.sourceColumns, B.sourceColumns, C.sourceColumns, T.NullableSource.sourceColumns))
    return joining(
      "LEFT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From, Sources4<A, B, C, T.NullableSource>>.self)
  }

  /// RIGHT JOIN: every row of the joined table; the sources joined so far become optional.
  public consuming func rightJoin<A: QuerySource, B: QuerySource, C: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, C.NullableSource.SourceColumns, T.SourceColumns)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, Sources4<A.NullableSource, B.NullableSource, C.NullableSource, T>>
  where Sources == Sources3<A, B, C> {
    let condition = constraint(
      (A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, C.NullableSource.sourceColumns, T.sourceColumns))
    return joining(
      "RIGHT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, Sources4<A.NullableSource, B.NullableSource, C.NullableSource, T>>.self)
  }

  /// FULL JOIN: every row of both sides; everything becomes optional.
  public consuming func fullJoin<A: QuerySource, B: QuerySource, C: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (
        A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, C.NullableSource.SourceColumns,
        T.NullableSource.SourceColumns
      )
    ) -> some QueryExpression<Bool>
  ) -> Select<
    Columns, From.NullableSource, Sources4<A.NullableSource, B.NullableSource, C.NullableSource, T.NullableSource>
  >
  where Sources == Sources3<A, B, C> {
    let condition = constraint(
      (
        A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, C.NullableSource.sourceColumns,
        T.NullableSource.sourceColumns
      ))
    return joining(
      "FULL JOIN", other, on: condition.queryFragment,
      as: Select<
        Columns, From.NullableSource, Sources4<A.NullableSource, B.NullableSource, C.NullableSource, T.NullableSource>
      >.self)
  }
}

extension Select {
  /// INNER JOIN: rows of both sides that satisfy `constraint`.
  public consuming func join<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns, T.SourceColumns)) ->
      some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources5<A, B, C, D, T>> where Sources == Sources4<A, B, C, D> {
    let condition = constraint((A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns, T.sourceColumns))
    return joining("JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources5<A, B, C, D, T>>.self)
  }

  /// LEFT JOIN: every row of the left side; the joined table's columns are optional.
  public consuming func leftJoin<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns, T.NullableSource.SourceColumns)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources5<A, B, C, D, T.NullableSource>> where Sources == Sources4<A, B, C, D> {
    let condition = constraint(
      (A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns, T.NullableSource.sourceColumns))
    return joining(
      "LEFT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From, Sources5<A, B, C, D, T.NullableSource>>.self)
  }

  /// RIGHT JOIN: every row of the joined table; the sources joined so far become optional.
  public consuming func rightJoin<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (
        A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, C.NullableSource.SourceColumns,
        D.NullableSource.SourceColumns, T.SourceColumns
      )
    ) -> some QueryExpression<Bool>
  ) -> Select<
    Columns, From.NullableSource, Sources5<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, T>
  >
  where Sources == Sources4<A, B, C, D> {
    let condition = constraint(
      (
        A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, C.NullableSource.sourceColumns,
        D.NullableSource.sourceColumns, T.sourceColumns
      ))
    return joining(
      "RIGHT JOIN", other, on: condition.queryFragment,
      as: Select<
        Columns, From.NullableSource,
        Sources5<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, T>
      >.self)
  }

  /// FULL JOIN: every row of both sides; everything becomes optional.
  public consuming func fullJoin<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (
        A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, C.NullableSource.SourceColumns,
        D.NullableSource.SourceColumns, T.NullableSource.SourceColumns
      )
    ) -> some QueryExpression<Bool>
  ) -> Select<
    Columns, From.NullableSource,
    Sources5<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, T.NullableSource>
  >
  where Sources == Sources4<A, B, C, D> {
    let condition = constraint(
      (
        A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, C.NullableSource.sourceColumns,
        D.NullableSource.sourceColumns, T.NullableSource.sourceColumns
      ))
    return joining(
      "FULL JOIN", other, on: condition.queryFragment,
      as: Select<
        Columns, From.NullableSource,
        Sources5<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, T.NullableSource>
      >.self)
  }
}

extension Select {
  /// INNER JOIN: rows of both sides that satisfy `constraint`.
  public consuming func join<
    A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, E: QuerySource, T: QuerySource
  >(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns, E.SourceColumns, T.SourceColumns)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources6<A, B, C, D, E, T>> where Sources == Sources5<A, B, C, D, E> {
    let condition = constraint(
      (A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns, E.sourceColumns, T.sourceColumns))
    return joining(
      "JOIN", other, on: condition.queryFragment, as: Select<Columns, From, Sources6<A, B, C, D, E, T>>.self)
  }

  /// LEFT JOIN: every row of the left side; the joined table's columns are optional.
  public consuming func leftJoin<
    A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, E: QuerySource, T: QuerySource
  >(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (
        A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns, E.SourceColumns,
        T.NullableSource.SourceColumns
      )
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, Sources6<A, B, C, D, E, T.NullableSource>> where Sources == Sources5<A, B, C, D, E> {
    let condition = constraint(
      (
        A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns, E.sourceColumns,
        T.NullableSource.sourceColumns
      ))
    return joining(
      "LEFT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From, Sources6<A, B, C, D, E, T.NullableSource>>.self)
  }

  /// RIGHT JOIN: every row of the joined table; the sources joined so far become optional.
  public consuming func rightJoin<
    A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, E: QuerySource, T: QuerySource
  >(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (
        A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, C.NullableSource.SourceColumns,
        D.NullableSource.SourceColumns, E.NullableSource.SourceColumns, T.SourceColumns
      )
    ) -> some QueryExpression<Bool>
  ) -> Select<
    Columns, From.NullableSource,
    Sources6<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, E.NullableSource, T>
  >
  where Sources == Sources5<A, B, C, D, E> {
    let condition = constraint(
      (
        A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, C.NullableSource.sourceColumns,
        D.NullableSource.sourceColumns, E.NullableSource.sourceColumns, T.sourceColumns
      ))
    return joining(
      "RIGHT JOIN", other, on: condition.queryFragment,
      as: Select<
        Columns, From.NullableSource,
        Sources6<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, E.NullableSource, T>
      >.self)
  }

  /// FULL JOIN: every row of both sides; everything becomes optional.
  public consuming func fullJoin<
    A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, E: QuerySource, T: QuerySource
  >(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (
        A.NullableSource.SourceColumns, B.NullableSource.SourceColumns, C.NullableSource.SourceColumns,
        D.NullableSource.SourceColumns, E.NullableSource.SourceColumns, T.NullableSource.SourceColumns
      )
    ) -> some QueryExpression<Bool>
  ) -> Select<
    Columns, From.NullableSource,
    Sources6<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, E.NullableSource, T.NullableSource>
  >
  where Sources == Sources5<A, B, C, D, E> {
    let condition = constraint(
      (
        A.NullableSource.sourceColumns, B.NullableSource.sourceColumns, C.NullableSource.sourceColumns,
        D.NullableSource.sourceColumns, E.NullableSource.sourceColumns, T.NullableSource.sourceColumns
      ))
    return joining(
      "FULL JOIN", other, on: condition.queryFragment,
      as: Select<
        Columns, From.NullableSource,
        Sources6<
          A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, E.NullableSource, T.NullableSource
        >
      >.self)
  }
}
