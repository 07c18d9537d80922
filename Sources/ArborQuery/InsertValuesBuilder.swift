// One builder for the rows of `insert { columns } values: { … }` whatever the number of
// columns: `Columns` is the tuple the columns closure returns, and each width's
// `buildExpression` applies only where `Columns` has that shape, so an insert of whole
// rows never weighs them. Swift cannot yet tie a pack of row values to a pack of columns
// (same-element requirements), hence one pair per width, up to 5, generated
// (Generated/InsertValues+Tuples.swift).

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
