// One overload per tuple width: Swift converts a labeled tuple `(a: x, b: y)` to a
// fixed-arity tuple shape, but not to a parameter pack.

extension Select {
  /// Selects one expression: a column, a computed value, a whole table (`$0`), or a
  /// `@Selection` row (`Row.Columns(...)`).
  public consuming func select<C: QueryExpression>(
    _ selection: (Sources.Arguments) -> C
  ) -> Select<C.QueryValue, From, Sources> where C.QueryValue: QueryDecodable {
    clauses.columns = [selectListItem(selection(Sources.arguments))]
    return Select<C.QueryValue, From, Sources>(clauses: clauses, rowDecoder: .decodable)
  }

  /// Selects 2 expressions; a row decodes to a tuple.
  public consuming func select<C1: QueryExpression, C2: QueryExpression>(
    _ selection: (Sources.Arguments) -> (C1, C2)
  ) -> Select<(C1.QueryValue, C2.QueryValue), From, Sources>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable {
    let (c1, c2) = selection(Sources.arguments)
    clauses.columns = [selectListItem(c1), selectListItem(c2)]
    return Select<(C1.QueryValue, C2.QueryValue), From, Sources>(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in (try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder)) }
    )
  }

  /// Selects 3 expressions; a row decodes to a tuple.
  public consuming func select<C1: QueryExpression, C2: QueryExpression, C3: QueryExpression>(
    _ selection: (Sources.Arguments) -> (C1, C2, C3)
  ) -> Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue), From, Sources>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, C3.QueryValue: QueryDecodable {
    let (c1, c2, c3) = selection(Sources.arguments)
    clauses.columns = [selectListItem(c1), selectListItem(c2), selectListItem(c3)]
    return Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue), From, Sources>(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        (try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder), try C3.QueryValue(decoder: decoder))
      }
    )
  }

  /// Selects 4 expressions; a row decodes to a tuple.
  public consuming func select<C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression>(
    _ selection: (Sources.Arguments) -> (C1, C2, C3, C4)
  ) -> Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue), From, Sources>
  where
    C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, C3.QueryValue: QueryDecodable,
    C4.QueryValue: QueryDecodable
  {
    let (c1, c2, c3, c4) = selection(Sources.arguments)
    clauses.columns = [selectListItem(c1), selectListItem(c2), selectListItem(c3), selectListItem(c4)]
    return Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue), From, Sources>(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        (
          try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder), try C3.QueryValue(decoder: decoder),
          try C4.QueryValue(decoder: decoder)
        )
      }
    )
  }

  /// Selects 5 expressions; a row decodes to a tuple.
  public consuming func select<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression, C5: QueryExpression
  >(
    _ selection: (Sources.Arguments) -> (C1, C2, C3, C4, C5)
  ) -> Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue), From, Sources>
  where
    C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, C3.QueryValue: QueryDecodable,
    C4.QueryValue: QueryDecodable, C5.QueryValue: QueryDecodable
  {
    let (c1, c2, c3, c4, c5) = selection(Sources.arguments)
    clauses.columns = [
      selectListItem(c1), selectListItem(c2), selectListItem(c3), selectListItem(c4), selectListItem(c5),
    ]
    return Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue), From, Sources>(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        (
          try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder), try C3.QueryValue(decoder: decoder),
          try C4.QueryValue(decoder: decoder), try C5.QueryValue(decoder: decoder)
        )
      }
    )
  }

  /// Selects 6 expressions; a row decodes to a tuple.
  public consuming func select<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression, C5: QueryExpression,
    C6: QueryExpression
  >(
    _ selection: (Sources.Arguments) -> (C1, C2, C3, C4, C5, C6)
  ) -> Select<(C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue, C6.QueryValue), From, Sources>
  where
    C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, C3.QueryValue: QueryDecodable,
    C4.QueryValue: QueryDecodable, C5.QueryValue: QueryDecodable, C6.QueryValue: QueryDecodable
  {
    let (c1, c2, c3, c4, c5, c6) = selection(Sources.arguments)
    clauses.columns = [
      selectListItem(c1), selectListItem(c2), selectListItem(c3), selectListItem(c4), selectListItem(c5),
      selectListItem(c6),
    ]
    return Select<
      (C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue, C6.QueryValue), From, Sources
    >(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        (
          try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder), try C3.QueryValue(decoder: decoder),
          try C4.QueryValue(decoder: decoder), try C5.QueryValue(decoder: decoder), try C6.QueryValue(decoder: decoder)
        )
      }
    )
  }

  /// Selects 7 expressions; a row decodes to a tuple.
  public consuming func select<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression, C5: QueryExpression,
    C6: QueryExpression, C7: QueryExpression
  >(
    _ selection: (Sources.Arguments) -> (C1, C2, C3, C4, C5, C6, C7)
  ) -> Select<
    (C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue, C6.QueryValue, C7.QueryValue), From,
    Sources
  >
  where
    C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, C3.QueryValue: QueryDecodable,
    C4.QueryValue: QueryDecodable, C5.QueryValue: QueryDecodable, C6.QueryValue: QueryDecodable,
    C7.QueryValue: QueryDecodable
  {
    let (c1, c2, c3, c4, c5, c6, c7) = selection(Sources.arguments)
    clauses.columns = [
      selectListItem(c1), selectListItem(c2), selectListItem(c3), selectListItem(c4), selectListItem(c5),
      selectListItem(c6), selectListItem(c7),
    ]
    return Select<
      (C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue, C6.QueryValue, C7.QueryValue), From,
      Sources
    >(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        (
          try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder), try C3.QueryValue(decoder: decoder),
          try C4.QueryValue(decoder: decoder), try C5.QueryValue(decoder: decoder), try C6.QueryValue(decoder: decoder),
          try C7.QueryValue(decoder: decoder)
        )
      }
    )
  }

  /// Selects 8 expressions; a row decodes to a tuple.
  public consuming func select<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression, C5: QueryExpression,
    C6: QueryExpression, C7: QueryExpression, C8: QueryExpression
  >(
    _ selection: (Sources.Arguments) -> (C1, C2, C3, C4, C5, C6, C7, C8)
  ) -> Select<
    (
      C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue, C6.QueryValue, C7.QueryValue,
      C8.QueryValue
    ), From, Sources
  >
  where
    C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, C3.QueryValue: QueryDecodable,
    C4.QueryValue: QueryDecodable, C5.QueryValue: QueryDecodable, C6.QueryValue: QueryDecodable,
    C7.QueryValue: QueryDecodable, C8.QueryValue: QueryDecodable
  {
    let (c1, c2, c3, c4, c5, c6, c7, c8) = selection(Sources.arguments)
    clauses.columns = [
      selectListItem(c1), selectListItem(c2), selectListItem(c3), selectListItem(c4), selectListItem(c5),
      selectListItem(c6), selectListItem(c7), selectListItem(c8),
    ]
    return Select<
      (
        C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue, C6.QueryValue, C7.QueryValue,
        C8.QueryValue
      ), From, Sources
    >(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        (
          try C1.QueryValue(decoder: decoder), try C2.QueryValue(decoder: decoder), try C3.QueryValue(decoder: decoder),
          try C4.QueryValue(decoder: decoder), try C5.QueryValue(decoder: decoder), try C6.QueryValue(decoder: decoder),
          try C7.QueryValue(decoder: decoder), try C8.QueryValue(decoder: decoder)
        )
      }
    )
  }
}

extension Select {
  /// `select(\.title)`: selects one column of the first table.
  public consuming func select<C: QueryExpression>(
    _ keyPath: KeyPath<From.SourceColumns, C>
  ) -> Select<C.QueryValue, From, Sources> where C.QueryValue: QueryDecodable {
    clauses.columns = [selectListItem(From.sourceColumns[keyPath: keyPath])]
    return Select<C.QueryValue, From, Sources>(clauses: clauses, rowDecoder: .decodable)
  }
}
