/// A filter on one table: the rows a SELECT, UPDATE or DELETE applies to. Reusable as a
/// named scope (`static let active = Item.where { ... }`) and chainable.
@dynamicMemberLookup
public struct Where<From: Table>: Statement, JoinableQuery {
  public typealias QueryValue = From
  public typealias JoinedSource = From

  /// The conditions, joined with AND: the library's business (`package`).
  package var predicates: [QueryFragment]
  /// The order of a table's default scope, kept for the SELECT this filter becomes.
  package var orders: [QueryFragment]
  /// `Table.none`: every statement made from it is empty (renders nothing, runs nothing).
  package var isEmpty: Bool

  package init(predicates: [QueryFragment] = [], orders: [QueryFragment] = [], isEmpty: Bool = false) {
    self.predicates = predicates
    self.orders = orders
    self.isEmpty = isEmpty
  }

  public var joinConditions: [QueryFragment] { predicates }
  public var _joinsNothing: Bool { isEmpty }

  /// The published library's `all` after a filter: the table's own `static let all` (its
  /// default scope) joined to this filter, so `Row.unscoped.all` is the default scope
  /// again, as there; without a default scope, every column of the matching rows.
  public var all: SelectOf<From> {
    guard let scope = From._scope else { return rowsSelect }
    var merged = self
    for predicate in scope.wheres where !merged.predicates.contains(predicate) { merged.predicates.append(predicate) }
    if merged.orders.isEmpty { merged.orders = scope.orders }
    return merged.rowsSelect
  }

  /// The SELECT of every column of the matching rows (the default scope is in the
  /// conditions already, unless the filter started `unscoped`).
  @usableFromInline package var rowsSelect: SelectOf<From> {
    var select = From.selectingAll()
    select.clauses.wheres = predicates
    select.clauses.orders = orders
    select.clauses.isEmpty = isEmpty
    return select
  }

  /// This filter with more conditions, its order kept.
  func adding(_ more: [QueryFragment]) -> Self {
    Where(predicates: predicates + more, orders: orders, isEmpty: isEmpty)
  }

  public var query: QueryFragment { rowsSelect.query }

  /// Adds a condition; conditions are joined with AND.
  public func `where`(@ConditionBuilder _ predicate: (From.TableColumns) -> BuiltCondition) -> Self {
    adding(predicate(From.columns).conditions)
  }

  public func `where`(_ keyPath: KeyPath<From.TableColumns, some QueryExpression<Bool>>) -> Self {
    adding([From.columns[keyPath: keyPath].queryFragment])
  }

  /// Rows matching both filters. A filter with no condition leaves the other as it is
  /// (emptiness included: `Reminder.none.and(flagged)` is the flagged ones), as in the
  /// published library.
  public func and(_ other: Where<From>) -> Self {
    guard !predicates.isEmpty else {
      return Where(predicates: other.predicates, orders: orders, isEmpty: other.isEmpty)
    }
    guard !other.predicates.isEmpty else { return self }
    return Where(predicates: [conjunction([combined, other.combined])], orders: orders, isEmpty: isEmpty)
  }

  /// Rows matching either filter. A filter with no condition leaves the other as it is,
  /// as in the published library (`Reminder.all.or(flagged)` is the flagged ones).
  public func or(_ other: Where<From>) -> Self {
    guard !predicates.isEmpty else {
      return Where(predicates: other.predicates, orders: orders, isEmpty: other.isEmpty)
    }
    guard !other.predicates.isEmpty else { return self }
    return Where(predicates: ["(" + combined + ") OR (" + other.combined + ")"], orders: orders, isEmpty: isEmpty)
  }

  /// Rows not matching this filter (`NOT (1)`, no row, for a filter with no condition).
  public func not() -> Self {
    Where(predicates: ["NOT (" + combined + ")"], orders: orders, isEmpty: isEmpty)
  }

  /// `and(_:)` as an operator: `Reminder.where(\.isCompleted) && Reminder.where(\.isFlagged)`.
  /// Disfavoured for the reason the expressions' `&&` is (Operators.swift); even so, this
  /// third `&&` and `||` still costs ordinary code up to about 100 ms on a long line of
  /// comparisons joined by both (`Benchmarks/typecheck/ordinary.sh`).
  @_disfavoredOverload
  public static func && (lhs: Self, rhs: Self) -> Self { lhs.and(rhs) }

  /// `or(_:)` as an operator.
  @_disfavoredOverload
  public static func || (lhs: Self, rhs: Self) -> Self { lhs.or(rhs) }

  /// `not()` as an operator.
  public static prefix func ! (filter: Self) -> Self { filter.not() }

  var combined: QueryFragment {
    predicates.isEmpty ? "1" : conjunction(predicates)
  }

  /// Chains a named scope onto this one: `Item.active.inStock`, where `inStock` is a
  /// `static let` of `Item`.
  public subscript(dynamicMember keyPath: KeyPath<From.Type, Where<From>>) -> Where<From> {
    adding(From.self[keyPath: keyPath].predicates)
  }
}

extension Where {
  public func select<C: QueryExpression>(
    _ selection: (From.TableColumns) -> C
  ) -> Select<C.QueryValue, From, Sources1<From>> where C.QueryValue: QueryDecodable {
    rowsSelect.select(selection)
  }

  /// Selects a tuple of two or more expressions, of any width (see `Select+Selection.swift`).
  @inlinable
  public func select<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    _ selection: (From.TableColumns) -> (C1, C2, repeat each C)
  ) -> Select<(C1.QueryValue, C2.QueryValue, repeat (each C).QueryValue), From, Sources1<From>>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, repeat (each C).QueryValue: QueryDecodable {
    rowsSelect.select(selection)
  }

  public func select<C: QueryExpression>(
    _ keyPath: KeyPath<From.TableColumns, C>
  ) -> Select<C.QueryValue, From, Sources1<From>> where C.QueryValue: QueryDecodable {
    rowsSelect.select(keyPath)
  }

  public func order(@OrderBuilder by terms: (From.TableColumns) -> BuiltOrder) -> SelectOf<From> {
    rowsSelect.order(by: terms)
  }

  public func order(by keyPath: KeyPath<From.TableColumns, some OrderingTerm>) -> SelectOf<From> {
    rowsSelect.order(by: keyPath)
  }

  public func group(by expression: (From.TableColumns) -> some QueryExpression) -> SelectOf<From> {
    rowsSelect.group(by: expression)
  }

  /// Groups by a tuple of two or more expressions, of any width.
  public func group<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    by expressions: (From.TableColumns) -> (C1, C2, repeat each C)
  ) -> SelectOf<From> {
    rowsSelect.group(by: expressions)
  }

  public func group(by keyPath: KeyPath<From.TableColumns, some QueryExpression>) -> SelectOf<From> {
    rowsSelect.group(by: keyPath)
  }

  /// The SELECT of the matching rows with a HAVING condition (on their one group when
  /// nothing groups them).
  public func having(@ConditionBuilder _ predicate: (From.TableColumns) -> BuiltCondition) -> SelectOf<From> {
    rowsSelect.having(predicate)
  }

  public func having(_ keyPath: KeyPath<From.TableColumns, some QueryExpression<Bool>>) -> SelectOf<From> {
    rowsSelect.having(keyPath)
  }

  public func limit(_ count: Int, offset: Int? = nil) -> SelectOf<From> {
    rowsSelect.limit(count, offset: offset)
  }

  public func distinct(_ isDistinct: Bool = true) -> SelectOf<From> {
    rowsSelect.distinct(isDistinct)
  }

  public func count() -> Select<Int, From, Sources1<From>> {
    rowsSelect.count()
  }

  public func join<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (From.TableColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), From, Sources2<From, T>> {
    rowsSelect.join(other, on: constraint)
  }

  public func leftJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (From.TableColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), From, Sources2<From, T.NullableSource>> {
    rowsSelect.leftJoin(other, on: constraint)
  }

  public func rightJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (From.NullableSource.SourceColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), From.NullableSource, Sources2<From.NullableSource, T>> {
    rowsSelect.rightJoin(other, on: constraint)
  }

  public func fullJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (From.NullableSource.SourceColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), From.NullableSource, Sources2<From.NullableSource, T.NullableSource>> {
    rowsSelect.fullJoin(other, on: constraint)
  }

  // Joins of a select that has columns of its own: its columns are the rows' (see the
  // select's joins in Generated/Select+Joins.swift).

  @_disfavoredOverload
  public func join<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (From.TableColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat each C), From, Sources2<From, T>> {
    rowsSelect.join(other, on: constraint)
  }

  @_disfavoredOverload
  public func leftJoin<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (From.TableColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat (each C)._Optionalized), From, Sources2<From, T.NullableSource>> {
    rowsSelect.leftJoin(other, on: constraint)
  }

  @_disfavoredOverload
  public func rightJoin<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (From.NullableSource.SourceColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat each C), From.NullableSource, Sources2<From.NullableSource, T>> {
    rowsSelect.rightJoin(other, on: constraint)
  }

  @_disfavoredOverload
  public func fullJoin<T: QuerySource, each C: QueryDecodable>(
    _ other: Select<(repeat each C), T, Sources1<T>>,
    on constraint: (From.NullableSource.SourceColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(repeat (each C)._Optionalized), From.NullableSource, Sources2<From.NullableSource, T.NullableSource>> {
    rowsSelect.fullJoin(other, on: constraint)
  }
}
