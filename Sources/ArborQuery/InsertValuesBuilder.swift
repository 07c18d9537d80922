// One builder for the rows of `insert { columns } values: { … }` whatever the number of
// columns: `Columns` is the tuple the columns closure returns, and each width's
// `buildExpression` applies only where `Columns` has that shape, so an insert of whole
// rows never weighs them. Swift cannot yet tie a pack of row values to a pack of columns
// (same-element requirements), hence one pair per width, up to 5.

@resultBuilder
public enum InsertValues<Columns> {
  public static func buildExpression(_ row: Columns.QueryValue) -> [[QueryFragment]]
  where Columns: QueryExpression, Columns.QueryValue: QueryBindable { [[row.queryFragment]] }

  @_disfavoredOverload
  public static func buildExpression(_ row: some QueryExpression<Columns.QueryValue>) -> [[QueryFragment]]
  where Columns: QueryExpression, Columns.QueryValue: QueryBindable { [[row.queryFragment]] }

  /// The Swift value a column's representation stands for: `values: { ["a", "b"] }` into a
  /// `[String].JSONRepresentation` column.
  @_disfavoredOverload
  public static func buildExpression(_ value: Columns.QueryValue.QueryOutput) -> [[QueryFragment]]
  where Columns: QueryExpression, Columns.QueryValue: QueryBindable {
    [[Columns.QueryValue(queryOutput: value).queryFragment]]
  }

  public static func buildExpression<C1: QueryExpression, C2: QueryExpression>(_ row: (C1.QueryValue, C2.QueryValue))
    -> [[QueryFragment]]
  where Columns == (C1, C2), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable {
    [[row.0.queryFragment, row.1.queryFragment]]
  }

  @_disfavoredOverload
  public static func buildExpression<C1: QueryExpression, C2: QueryExpression>(
    _ row: (some QueryExpression<C1.QueryValue>, some QueryExpression<C2.QueryValue>)
  ) -> [[QueryFragment]]
  where Columns == (C1, C2), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable {
    [[row.0.queryFragment, row.1.queryFragment]]
  }

  public static func buildExpression<C1: QueryExpression, C2: QueryExpression, C3: QueryExpression>(
    _ row: (C1.QueryValue, C2.QueryValue, C3.QueryValue)
  ) -> [[QueryFragment]]
  where
    Columns == (C1, C2, C3), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable, C3.QueryValue: QueryBindable
  { [[row.0.queryFragment, row.1.queryFragment, row.2.queryFragment]] }

  @_disfavoredOverload
  public static func buildExpression<C1: QueryExpression, C2: QueryExpression, C3: QueryExpression>(
    _ row: (
      some QueryExpression<C1.QueryValue>, some QueryExpression<C2.QueryValue>, some QueryExpression<C3.QueryValue>
    )
  ) -> [[QueryFragment]]
  where
    Columns == (C1, C2, C3), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable, C3.QueryValue: QueryBindable
  { [[row.0.queryFragment, row.1.queryFragment, row.2.queryFragment]] }

  public static func buildExpression<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression
  >(_ row: (C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue)) -> [[QueryFragment]]
  where
    Columns == (C1, C2, C3, C4), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable,
    C3.QueryValue: QueryBindable, C4.QueryValue: QueryBindable
  { [[row.0.queryFragment, row.1.queryFragment, row.2.queryFragment, row.3.queryFragment]] }

  @_disfavoredOverload
  public static func buildExpression<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression
  >(
    _ row: (
      some QueryExpression<C1.QueryValue>, some QueryExpression<C2.QueryValue>, some QueryExpression<C3.QueryValue>,
      some QueryExpression<C4.QueryValue>
    )
  ) -> [[QueryFragment]]
  where
    Columns == (C1, C2, C3, C4), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable,
    C3.QueryValue: QueryBindable, C4.QueryValue: QueryBindable
  { [[row.0.queryFragment, row.1.queryFragment, row.2.queryFragment, row.3.queryFragment]] }

  public static func buildExpression<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression, C5: QueryExpression
  >(_ row: (C1.QueryValue, C2.QueryValue, C3.QueryValue, C4.QueryValue, C5.QueryValue)) -> [[QueryFragment]]
  where
    Columns == (C1, C2, C3, C4, C5), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable,
    C3.QueryValue: QueryBindable, C4.QueryValue: QueryBindable, C5.QueryValue: QueryBindable
  { [[row.0.queryFragment, row.1.queryFragment, row.2.queryFragment, row.3.queryFragment, row.4.queryFragment]] }

  @_disfavoredOverload
  public static func buildExpression<
    C1: QueryExpression, C2: QueryExpression, C3: QueryExpression, C4: QueryExpression, C5: QueryExpression
  >(
    _ row: (
      some QueryExpression<C1.QueryValue>, some QueryExpression<C2.QueryValue>, some QueryExpression<C3.QueryValue>,
      some QueryExpression<C4.QueryValue>, some QueryExpression<C5.QueryValue>
    )
  ) -> [[QueryFragment]]
  where
    Columns == (C1, C2, C3, C4, C5), C1.QueryValue: QueryBindable, C2.QueryValue: QueryBindable,
    C3.QueryValue: QueryBindable, C4.QueryValue: QueryBindable, C5.QueryValue: QueryBindable
  { [[row.0.queryFragment, row.1.queryFragment, row.2.queryFragment, row.3.queryFragment, row.4.queryFragment]] }

  /// A whole row or column group for columns that are the table (`insert { $0 }`) or a
  /// group (`insert { $0.status }`): its written columns' values, bound.
  @_disfavoredOverload
  public static func buildExpression(_ row: Columns.QueryValue) -> [[QueryFragment]]
  where Columns: QueryExpression, Columns.QueryValue: QueryEncodable {
    var bindings: [QueryBinding] = []
    row._encodeWritableColumns(into: &bindings)
    return [bindings.map(QueryFragment.init(binding:))]
  }

  public static func buildExpression(_ rows: [[QueryFragment]]) -> [[QueryFragment]] { rows }
  public static func buildBlock(_ rows: [[QueryFragment]]...) -> [[QueryFragment]] { rows.flatMap { $0 } }
  public static func buildArray(_ rows: [[[QueryFragment]]]) -> [[QueryFragment]] { rows.flatMap { $0 } }
  public static func buildOptional(_ rows: [[QueryFragment]]?) -> [[QueryFragment]] { rows ?? [] }
  public static func buildEither(first rows: [[QueryFragment]]) -> [[QueryFragment]] { rows }
  public static func buildEither(second rows: [[QueryFragment]]) -> [[QueryFragment]] { rows }
}
