// The shapes of a selection, and why there are three:
// - one expression (`{ $0.title }`, `{ $0 }`, `{ Row.Columns(...) }`);
// - a tuple of two or more (`{ ($0.title, $0.id.count()) }`): one generic overload over a
//   parameter pack, whatever the width;
// - a labeled tuple (`{ (title: $0.title, count: $0.id.count()) }`): Swift converts it to a
//   tuple of fixed width but not to `(C1, C2, repeat each C)`, so widths 2 to 8 have an
//   overload each (Generated/Select+TupleSelections.swift), `@_disfavoredOverload`.
// The type checker weighs each candidate against the closure's body, and one of the wrong
// shape only fails once the body is solved. With nine candidates of equal rank, a tuple of
// `$0.id + 1`, `+ 2`, … cost about three times more per element (about 2 s at seven), and each
// nested subquery's select multiplied the candidates; ranked below the other two, the
// fixed widths are tried only when neither applies. One-expression selects keep an
// overload of their own: a pack of one cannot be inferred back from a contextual type
// (`-> [Row] { try ….select { Row.Columns(…) }.fetchAll(db) }`).
// Benchmarks/history/2026-11-28.md, "Selections of every width", has the figures.
extension Select {
  /// Selects one expression: a column, a computed value, a whole table (`$0`), or a
  /// `@Selection` row (`Row.Columns(...)`).
  public consuming func select<C: QueryExpression>(
    _ selection: (Sources.Arguments) -> C
  ) -> Select<C.QueryValue, From, Sources> where Columns == (), C.QueryValue: QueryDecodable {
    clauses.columns = [selectListItem(selection(Sources.arguments))]
    return Select<C.QueryValue, From, Sources>(clauses: clauses, rowDecoder: .decodable)
  }

  /// Selects a tuple of two or more expressions, of any width; a row decodes to a tuple.
  @inlinable
  public consuming func select<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    _ selection: (Sources.Arguments) -> (C1, C2, repeat each C)
  ) -> Select<(C1.QueryValue, C2.QueryValue, repeat (each C).QueryValue), From, Sources>
  where
    Columns == (), C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable,
    repeat (each C).QueryValue: QueryDecodable
  {
    selectingTuple(selection)
  }

  /// The tuple's elements as one pack: Swift names a tuple's leading elements (`.0`, `.1`)
  /// but cannot expand the rest of `(C1, C2, repeat each C)`, while the same closure seen
  /// as returning `(repeat each E)` can be expanded whole. (A closure literal must not be
  /// typed `(repeat each E)` itself: a labeled tuple would be taken as `()`.)
  ///
  /// Inlinable, so the caller's concrete types replace the pack: run generically, the
  /// pack's metadata cost a render 7 % more instructions than a fixed width did.
  @inlinable
  consuming func selectingTuple<each E: QueryExpression>(
    _ selection: (Sources.Arguments) -> (repeat each E)
  ) -> Select<(repeat (each E).QueryValue), From, Sources> where repeat (each E).QueryValue: QueryDecodable {
    let selected = selection(Sources.arguments)
    return selecting(
      selectListItems(repeat each selected),
      rowDecoder: RowDecoder { decoder in (repeat try (each E).QueryValue(decoder: decoder)) })
  }

  /// This select with `columns` as its list, read by `rowDecoder`.
  @usableFromInline
  consuming func selecting<NewColumns>(
    _ columns: [QueryFragment], rowDecoder: RowDecoder<NewColumns>
  ) -> Select<NewColumns, From, Sources> {
    clauses.columns = columns
    return Select<NewColumns, From, Sources>(clauses: clauses, rowDecoder: rowDecoder)
  }

}

extension Select {
  /// `select(\.title)`: selects one column of the first table.
  public consuming func select<C: QueryExpression>(
    _ keyPath: KeyPath<From.SourceColumns, C>
  ) -> Select<C.QueryValue, From, Sources> where Columns == (), C.QueryValue: QueryDecodable {
    clauses.columns = [selectListItem(From.sourceColumns[keyPath: keyPath])]
    return Select<C.QueryValue, From, Sources>(clauses: clauses, rowDecoder: .decodable)
  }
}

// A select of a select appends, as in the published library: `Tag.select(\.id)
// .select(\.title)` selects both, and its rows are `(Int, String)`. Ranked below the
// overloads above, which take a select that has selected nothing yet.
extension Select {
  /// Appends one column of the first table to the selection.
  @_disfavoredOverload
  public consuming func select<each C1, C2: QueryExpression>(
    _ keyPath: KeyPath<From.SourceColumns, C2>
  ) -> Select<(repeat each C1, C2.QueryValue), From, Sources>
  where Columns == (repeat each C1), C2.QueryValue: QueryDecodable {
    appending(selectListItem(From.sourceColumns[keyPath: keyPath]), C2.QueryValue.self)
  }

  /// Appends one expression to the selection.
  @_disfavoredOverload
  public consuming func select<each C1, C2: QueryExpression>(
    _ selection: (Sources.Arguments) -> C2
  ) -> Select<(repeat each C1, C2.QueryValue), From, Sources>
  where Columns == (repeat each C1), C2.QueryValue: QueryDecodable {
    appending(selectListItem(selection(Sources.arguments)), C2.QueryValue.self)
  }

  /// This select with `column` after its own columns, each row the earlier values and
  /// then a `Value`.
  private consuming func appending<each C1, Value: QueryDecodable>(
    _ column: QueryFragment, _: Value.Type
  ) -> Select<(repeat each C1, Value), From, Sources> where Columns == (repeat each C1) {
    let earlier = earlierDecoder()
    clauses.columns.append(column)
    return Select<(repeat each C1, Value), From, Sources>(
      clauses: clauses,
      rowDecoder: RowDecoder { decoder in
        let first = try earlier.decode(decoder)
        let last = try Value(decoder: decoder)
        return (repeat each first, last)
      })
  }

  /// The decoder of what was selected so far; a select that selected nothing explicitly
  /// has none (the overloads above take it, so this one never runs for it).
  private func earlierDecoder() -> RowDecoder<Columns> {
    rowDecoder ?? RowDecoder { _ in throw QueryDecodingError(message: "nothing was selected before this column") }
  }
}
