extension Select {
  /// Adds a WHERE condition; several are joined with AND.
  public func `where`<each J: QuerySource>(
    _ predicate: ((From.SourceColumns, repeat (each J).SourceColumns)) -> some QueryExpression<Bool>
  ) -> Self where Joins == (repeat each J) {
    let condition = Self.sources(predicate).queryFragment
    return with { $0.wheres.append(condition) }
  }

  public func distinct(_ isDistinct: Bool = true) -> Self {
    with { $0.isDistinct = isDistinct }
  }

  /// Groups rows by one expression.
  public func group<each J: QuerySource>(
    by expression: ((From.SourceColumns, repeat (each J).SourceColumns)) -> some QueryExpression
  ) -> Self where Joins == (repeat each J) {
    let term = Self.sources(expression).queryFragment
    return with { $0.groups.append(term) }
  }

  /// Groups rows by two expressions.
  public func group<each J: QuerySource, C1: QueryExpression, C2: QueryExpression>(
    by expressions: ((From.SourceColumns, repeat (each J).SourceColumns)) -> (C1, C2)
  ) -> Self where Joins == (repeat each J) {
    let (first, second) = Self.sources(expressions)
    return with { $0.groups += [first.queryFragment, second.queryFragment] }
  }

  /// Groups rows by three expressions.
  public func group<each J: QuerySource, C1: QueryExpression, C2: QueryExpression, C3: QueryExpression>(
    by expressions: ((From.SourceColumns, repeat (each J).SourceColumns)) -> (C1, C2, C3)
  ) -> Self where Joins == (repeat each J) {
    let (first, second, third) = Self.sources(expressions)
    return with { $0.groups += [first.queryFragment, second.queryFragment, third.queryFragment] }
  }

  /// Keeps only the groups for which `predicate` holds; several are joined with AND.
  public func having<each J: QuerySource>(
    _ predicate: ((From.SourceColumns, repeat (each J).SourceColumns)) -> some QueryExpression<Bool>
  ) -> Self where Joins == (repeat each J) {
    let condition = Self.sources(predicate).queryFragment
    return with { $0.havings.append(condition) }
  }

  /// Orders by one term: an expression (ascending) or `expression.desc()` and friends.
  public func order<each J: QuerySource>(
    by term: ((From.SourceColumns, repeat (each J).SourceColumns)) -> some OrderingTerm
  ) -> Self where Joins == (repeat each J) {
    let fragment = Self.sources(term).orderingFragment
    return with { $0.orders.append(fragment) }
  }

  /// Orders by two terms.
  public func order<each J: QuerySource, T1: OrderingTerm, T2: OrderingTerm>(
    by terms: ((From.SourceColumns, repeat (each J).SourceColumns)) -> (T1, T2)
  ) -> Self where Joins == (repeat each J) {
    let (first, second) = Self.sources(terms)
    return with { $0.orders += [first.orderingFragment, second.orderingFragment] }
  }

  /// Orders by three terms.
  public func order<each J: QuerySource, T1: OrderingTerm, T2: OrderingTerm, T3: OrderingTerm>(
    by terms: ((From.SourceColumns, repeat (each J).SourceColumns)) -> (T1, T2, T3)
  ) -> Self where Joins == (repeat each J) {
    let (first, second, third) = Self.sources(terms)
    return with {
      $0.orders += [first.orderingFragment, second.orderingFragment, third.orderingFragment]
    }
  }

  /// Orders by four terms.
  public func order<each J: QuerySource, T1: OrderingTerm, T2: OrderingTerm, T3: OrderingTerm, T4: OrderingTerm>(
    by terms: ((From.SourceColumns, repeat (each J).SourceColumns)) -> (T1, T2, T3, T4)
  ) -> Self where Joins == (repeat each J) {
    let (first, second, third, fourth) = Self.sources(terms)
    return with {
      $0.orders += [
        first.orderingFragment, second.orderingFragment, third.orderingFragment,
        fourth.orderingFragment,
      ]
    }
  }

  /// At most `count` rows, skipping `offset` first. A later call replaces an earlier one.
  public func limit(_ count: Int, offset: Int? = nil) -> Self {
    with {
      $0.limit = QueryFragment(binding: .integer(Int64(count)))
      $0.offset = offset.map { QueryFragment(binding: .integer(Int64($0))) }
    }
  }

  /// Skips `count` rows.
  public func offset(_ count: Int) -> Self {
    with { $0.offset = QueryFragment(binding: .integer(Int64(count))) }
  }

  /// The number of rows the query yields.
  public func count() -> Select<Int, From, Joins> {
    var clauses = clauses
    clauses.columns = ["count(*)"]
    return Select<Int, From, Joins>(clauses: clauses, rowDecoder: .decodable)
  }
}

extension Select where From: Table {
  /// `order(by: \.title)`: orders by a column of the selected table.
  public func order(by keyPath: KeyPath<From.TableColumns, some OrderingTerm>) -> Self {
    let fragment = From.columns[keyPath: keyPath].orderingFragment
    return with { $0.orders.append(fragment) }
  }

  /// `where(\.isActive)`: keeps the rows whose boolean column is true.
  public func `where`(_ keyPath: KeyPath<From.TableColumns, some QueryExpression<Bool>>) -> Self {
    let condition = From.columns[keyPath: keyPath].queryFragment
    return with { $0.wheres.append(condition) }
  }

  /// `group(by: \.id)`.
  public func group(by keyPath: KeyPath<From.TableColumns, some QueryExpression>) -> Self {
    let term = From.columns[keyPath: keyPath].queryFragment
    return with { $0.groups.append(term) }
  }
}
