extension Table {
  public static func `where`(@ConditionBuilder _ predicate: (TableColumns) -> BuiltCondition) -> Where<Self> {
    scoped.where(predicate)
  }

  public static func `where`(_ keyPath: KeyPath<TableColumns, some QueryExpression<Bool>>) -> Where<Self> {
    scoped.where(keyPath)
  }

  public static func select<C: QueryExpression>(
    _ selection: (TableColumns) -> C
  ) -> Select<C.QueryValue, Self, Sources1<Self>> where C.QueryValue: QueryDecodable {
    all.select(selection)
  }

  /// Selects a tuple of two or more expressions, of any width (see `Select+Selection.swift`).
  @inlinable
  public static func select<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    _ selection: (TableColumns) -> (C1, C2, repeat each C)
  ) -> Select<(C1.QueryValue, C2.QueryValue, repeat (each C).QueryValue), Self, Sources1<Self>>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, repeat (each C).QueryValue: QueryDecodable {
    all.select(selection)
  }

  public static func select<C: QueryExpression>(
    _ keyPath: KeyPath<TableColumns, C>
  ) -> Select<C.QueryValue, Self, Sources1<Self>> where C.QueryValue: QueryDecodable {
    all.select(keyPath)
  }

  public static func distinct(_ isDistinct: Bool = true) -> SelectOf<Self> {
    all.distinct(isDistinct)
  }

  public static func order(@OrderBuilder by terms: (TableColumns) -> BuiltOrder) -> SelectOf<Self> {
    all.order(by: terms)
  }

  public static func order(by keyPath: KeyPath<TableColumns, some OrderingTerm>) -> SelectOf<Self> {
    all.order(by: keyPath)
  }

  public static func group(by expression: (TableColumns) -> some QueryExpression) -> SelectOf<Self> {
    all.group(by: expression)
  }

  /// Groups by a tuple of two or more expressions, of any width.
  public static func group<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    by expressions: (TableColumns) -> (C1, C2, repeat each C)
  ) -> SelectOf<Self> {
    all.group(by: expressions)
  }

  public static func group(by keyPath: KeyPath<TableColumns, some QueryExpression>) -> SelectOf<Self> {
    all.group(by: keyPath)
  }

  public static func limit(_ count: Int, offset: Int? = nil) -> SelectOf<Self> {
    all.limit(count, offset: offset)
  }

  /// `SELECT count(*)` of the table.
  public static func count() -> Select<Int, Self, Sources1<Self>> {
    all.count()
  }

  /// `SELECT count(*) FILTER (WHERE …)`: how many rows `filter` holds for.
  public static func count(
    @ConditionBuilder filter: (TableColumns) -> BuiltCondition
  ) -> Select<Int, Self, Sources1<Self>> {
    all.count(filter: filter)
  }

  public static func join<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (TableColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), Self, Sources2<Self, T>> {
    all.join(other, on: constraint)
  }

  public static func leftJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (TableColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), Self, Sources2<Self, T.NullableSource>> {
    all.leftJoin(other, on: constraint)
  }

  public static func rightJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((NullableSource.SourceColumns, T.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<(), NullableSource, Sources2<NullableSource, T>> {
    all.rightJoin(other, on: constraint)
  }

  public static func fullJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: ((NullableSource.SourceColumns, T.NullableSource.SourceColumns)) -> some QueryExpression<Bool>
  ) -> Select<(), NullableSource, Sources2<NullableSource, T.NullableSource>> {
    all.fullJoin(other, on: constraint)
  }
  // Joins of a select that has columns of its own: its columns are the rows' (see the
  // select's joins in Generated/Select+Joins.swift).

  @_disfavoredOverload
  public static func join<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (TableColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat each C), Self, Sources2<Self, T>> {
    all.join(other, on: constraint)
  }

  @_disfavoredOverload
  public static func leftJoin<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (TableColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat (each C)._Optionalized), Self, Sources2<Self, T.NullableSource>> {
    all.leftJoin(other, on: constraint)
  }

  @_disfavoredOverload
  public static func rightJoin<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (NullableSource.SourceColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat each C), NullableSource, Sources2<NullableSource, T>> {
    all.rightJoin(other, on: constraint)
  }

  @_disfavoredOverload
  public static func fullJoin<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (NullableSource.SourceColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat (each C)._Optionalized), NullableSource, Sources2<NullableSource, T.NullableSource>> {
    all.fullJoin(other, on: constraint)
  }
}

extension PrimaryKeyedTable {
  /// The row with primary key `primaryKey`.
  public static func find(_ primaryKey: some QueryExpression<PrimaryKey>) -> Where<Self> {
    scoped.adding([keyCondition(primaryKey)])
  }

  /// The rows whose primary key is one of `primaryKeys`.
  public static func find<S: Sequence>(_ primaryKeys: S) -> Where<Self>
  where S.Element: QueryExpression<PrimaryKey> {
    scoped.adding([keyCondition(primaryKeys)])
  }
}
