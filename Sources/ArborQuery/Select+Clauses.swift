extension Select {
  /// Adds a WHERE condition; several are joined with AND.
  /// A condition that may be NULL (an optional column mapped) keeps the row out when it is;
  /// see `ConditionBuilder` for `if` and `switch` in the closure.
  public consuming func `where`(@ConditionBuilder _ predicate: (Sources.Arguments) -> BuiltCondition) -> Self {
    // Appended, not added as a one-element array: a select's render is counted in
    // allocations (see BENCHMARKS.md).
    guard let condition = predicate(Sources.arguments).fragment else { return self }
    return with { $0.wheres.append(condition) }
  }

  /// Groups rows by one expression.
  public consuming func group(by expression: (Sources.Arguments) -> some QueryExpression) -> Self {
    let term = expression(Sources.arguments).queryFragment
    return with { $0.groups.append(term) }
  }

  /// Groups rows by a tuple of two or more expressions, of any width (a labeled tuple takes
  /// the generated overloads of two and three).
  public consuming func group<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    by expressions: (Sources.Arguments) -> (C1, C2, repeat each C)
  ) -> Self {
    grouping(by: expressions)
  }

  /// The tuple's elements as one pack (see `selectingTuple`).
  consuming func grouping<each E: QueryExpression>(by expressions: (Sources.Arguments) -> (repeat each E)) -> Self {
    var terms: [QueryFragment] = []
    for expression in repeat each expressions(Sources.arguments) { terms.append(expression.queryFragment) }
    return with { $0.groups += terms }
  }

  /// Keeps only the groups for which `predicate` holds; several are joined with AND.
  public consuming func having(@ConditionBuilder _ predicate: (Sources.Arguments) -> BuiltCondition) -> Self {
    guard let condition = predicate(Sources.arguments).fragment else { return self }
    return with { $0.havings.append(condition) }
  }

  /// Orders by terms: an expression (ascending), `expression.desc()` and friends, or a
  /// tuple of them; see `OrderBuilder` for `if` and `switch` in the closure.
  public consuming func order(@OrderBuilder by terms: (Sources.Arguments) -> BuiltOrder) -> Self {
    let built = terms(Sources.arguments)
    return with { built.append(to: &$0.orders) }
  }

  public consuming func distinct(_ isDistinct: Bool = true) -> Self {
    with { $0.isDistinct = isDistinct }
  }

  /// At most `count` rows, skipping `offset` first. A later call replaces an earlier one.
  /// At most `count` rows, skipping `offset`; a nil offset keeps the one given before,
  /// as in the published library (`.limit(2, offset: 2).limit(1)` starts at the third row).
  public consuming func limit(_ count: Int, offset: Int? = nil) -> Self {
    with {
      $0.limit = QueryFragment(binding: .integer(Int64(count)))
      if let offset { $0.offset = QueryFragment(binding: .integer(Int64(offset))) }
    }
  }

  /// Skips `count` rows.
  public consuming func offset(_ count: Int) -> Self {
    with { $0.offset = QueryFragment(binding: .integer(Int64(count))) }
  }

  /// The published library's optional limit: `nil` leaves the clause as it was.
  @_disfavoredOverload
  public consuming func limit(_ count: Int?) -> Self {
    guard let count else { return self }
    return with { $0.limit = QueryFragment(binding: .integer(Int64(count))) }
  }

  @_disfavoredOverload
  public consuming func offset(_ count: Int?) -> Self {
    guard let count else { return self }
    return offset(count)
  }

  /// A limit computed in SQL from the sources (`.limit { _ in pageSize }`,
  /// `.limit { r, _ in r.title.length() }`); see `LimitBuilder`. None leaves the clause as
  /// it was.
  public consuming func limit(@LimitBuilder _ count: (Sources.Arguments) -> BuiltLimit) -> Self {
    guard let fragment = count(Sources.arguments).fragment else { return self }
    return with { $0.limit = fragment }
  }

  public consuming func offset(@LimitBuilder _ count: (Sources.Arguments) -> BuiltLimit) -> Self {
    guard let fragment = count(Sources.arguments).fragment else { return self }
    return with { $0.offset = fragment }
  }

  /// Both at once, as the published library's older spelling has it.
  public consuming func limit(
    @LimitBuilder _ count: (Sources.Arguments) -> BuiltLimit,
    @LimitBuilder offset: (Sources.Arguments) -> BuiltLimit
  ) -> Self {
    let limit = count(Sources.arguments).fragment
    let offset = offset(Sources.arguments).fragment
    return with {
      if let limit { $0.limit = limit }
      if let offset { $0.offset = offset }
    }
  }

  /// The number of rows the query yields.
  public func count() -> Select<Int, From, Sources> {
    var clauses = clauses
    clauses.columns = ["count(*)"]
    return Select<Int, From, Sources>(clauses: clauses, rowDecoder: .decodable)
  }

  /// The number of rows for which `filter` holds: `count(*) FILTER (WHERE …)`.
  public func count(@ConditionBuilder filter: (Sources.Arguments) -> BuiltCondition) -> Select<Int, From, Sources> {
    var clauses = clauses
    let condition = filter(Sources.arguments).fragment.map { SQLQueryExpression<Bool>($0) }
    let counted: SQLQueryExpression<Int> = aggregate("count", nil, filter: condition)
    clauses.columns = [counted.queryFragment]
    return Select<Int, From, Sources>(clauses: clauses, rowDecoder: .decodable)
  }
}

extension Select {
  /// `order(by: \.title)`: orders by a column of the first table.
  public consuming func order(by keyPath: KeyPath<From.SourceColumns, some OrderingTerm>) -> Self {
    let fragment = From.sourceColumns[keyPath: keyPath].orderingFragment
    return with { $0.orders.append(fragment) }
  }

  /// `where(\.isActive)`: keeps the rows whose boolean column (of the first table) is true.
  public consuming func `where`(_ keyPath: KeyPath<From.SourceColumns, some QueryExpression<Bool>>) -> Self {
    let condition = From.sourceColumns[keyPath: keyPath].queryFragment
    return with { $0.wheres.append(condition) }
  }

  /// `group(by: \.id)`.
  public consuming func group(by keyPath: KeyPath<From.SourceColumns, some QueryExpression>) -> Self {
    let term = From.sourceColumns[keyPath: keyPath].queryFragment
    return with { $0.groups.append(term) }
  }

  /// `having(\.isFlagged)`: keeps the groups whose boolean column (of the first table) is true.
  public consuming func having(_ keyPath: KeyPath<From.SourceColumns, some QueryExpression<Bool>>) -> Self {
    let condition = From.sourceColumns[keyPath: keyPath].queryFragment
    return with { $0.havings.append(condition) }
  }
}
