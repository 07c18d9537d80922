// A table's rows seen as optional values, as the published library lets its users write
// them: `Tag?.select { $isNotNull($0) }` hands a function that takes `Tag?` each whole row.
// The rows are all there (FROM the table); only the type says they might not be.

extension Optional where Wrapped: Table {
  /// Every row of the table, each read as an optional row.
  public static var all: Select<(), Wrapped?, Sources1<Wrapped?>> { selectingAll() }

  /// Selects from the table's rows with the columns seen as optional (`$0` is the row as
  /// `Wrapped?`, `$0.title` a `String?`).
  public static func select<C: QueryExpression>(
    _ selection: (NullableColumns<Wrapped.TableColumns>) -> C
  ) -> Select<C.QueryValue, Wrapped?, Sources1<Wrapped?>> where C.QueryValue: QueryDecodable {
    all.select(selection)
  }

  /// Selects a tuple of two or more expressions, of any width (see `Select+Selection.swift`).
  @inlinable
  public static func select<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    _ selection: (NullableColumns<Wrapped.TableColumns>) -> (C1, C2, repeat each C)
  ) -> Select<(C1.QueryValue, C2.QueryValue, repeat (each C).QueryValue), Wrapped?, Sources1<Wrapped?>>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, repeat (each C).QueryValue: QueryDecodable {
    all.select(selection)
  }

}
