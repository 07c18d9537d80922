/// A statement that changes rows and hands back values from them (`RETURNING`).
public struct Returning<QueryValue>: Statement {
  public let base: QueryFragment
  public let returning: QueryFragment
  public let rowDecoder: RowDecoder<QueryValue>
  /// The base statement split to bind at most a given number of values per statement.
  let batchedBase: @Sendable (Int) -> [QueryFragment]

  init(
    base: QueryFragment, batchedBase: @escaping @Sendable (Int) -> [QueryFragment],
    returning: QueryFragment, rowDecoder: RowDecoder<QueryValue>
  ) {
    self.base = base
    self.batchedBase = batchedBase
    self.returning = returning
    self.rowDecoder = rowDecoder
  }

  public var query: QueryFragment { withReturning(base) }

  /// The statements to run when one may bind at most `maxVariables` values.
  public func queries(maxVariables: Int) -> [QueryFragment] {
    batchedBase(maxVariables).map(withReturning)
  }

  private func withReturning(_ base: QueryFragment) -> QueryFragment {
    guard !base.isEmpty else { return QueryFragment() }
    return base + " RETURNING " + returning
  }
}

/// A statement that writes to `Base` and can add RETURNING.
public protocol WriteStatement<Base>: Statement {
  associatedtype Base: Table
  /// The statement as several, each binding at most `maxVariables` values.
  func queries(maxVariables: Int) -> [QueryFragment]
}

extension WriteStatement {
  public func queries(maxVariables: Int) -> [QueryFragment] { [query] }
}

extension Insert {
  public func queries(maxVariables: Int) -> [QueryFragment] {
    batches(maxVariables: maxVariables).map(\.query)
  }
}

extension Insert: WriteStatement { public typealias Base = Into }
extension Update: WriteStatement {}
extension Delete: WriteStatement {}

extension WriteStatement {
  /// `RETURNING expression`.
  public func returning<C: QueryExpression>(
    _ selection: (Base.TableColumns) -> C
  ) -> Returning<C.QueryValue> where C.QueryValue: QueryDecodable {
    Returning(
      base: query, batchedBase: { [self] in self.queries(maxVariables: $0) },
      returning: selectListItem(selection(Base.columns)), rowDecoder: .decodable)
  }

  /// `RETURNING column`: `.returning(\.id)`.
  public func returning<C: QueryExpression>(
    _ keyPath: KeyPath<Base.TableColumns, C>
  ) -> Returning<C.QueryValue> where C.QueryValue: QueryDecodable {
    Returning(
      base: query, batchedBase: { [self] in self.queries(maxVariables: $0) },
      returning: selectListItem(Base.columns[keyPath: keyPath]), rowDecoder: .decodable)
  }

  /// `RETURNING a, b, …`: a tuple of two or more expressions, of any width (a labeled
  /// tuple takes the generated overloads of two and three).
  public func returning<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    _ selection: (Base.TableColumns) -> (C1, C2, repeat each C)
  ) -> Returning<(C1.QueryValue, C2.QueryValue, repeat (each C).QueryValue)>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, repeat (each C).QueryValue: QueryDecodable {
    returningTuple(selection)
  }

  /// The tuple's elements as one pack (see `Select.selectingTuple`).
  func returningTuple<each E: QueryExpression>(
    _ selection: (Base.TableColumns) -> (repeat each E)
  ) -> Returning<(repeat (each E).QueryValue)> where repeat (each E).QueryValue: QueryDecodable {
    let selected = selection(Base.columns)
    return Returning(
      base: query, batchedBase: { [self] in self.queries(maxVariables: $0) },
      returning: selectListItems(repeat each selected).joined(separator: ", "),
      rowDecoder: RowDecoder { decoder in (repeat try (each E).QueryValue(decoder: decoder)) })
  }

  /// `RETURNING` every column, spelled `.returning(\.self)`.
  public func returning(_ keyPath: KeyPath<Base.TableColumns, Base.TableColumns>) -> Returning<Base> {
    returning(Base.self)
  }

  /// `RETURNING` every column: `.returning(Item.self)` hands back whole rows.
  public func returning(_ table: Base.Type) -> Returning<Base> {
    Returning(
      base: query, batchedBase: { [self] in self.queries(maxVariables: $0) }, returning: Base.columns.queryFragment,
      rowDecoder: .decodable)
  }
}
