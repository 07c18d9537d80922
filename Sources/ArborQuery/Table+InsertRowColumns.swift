/// A whole row of expressions that can be inserted: `Item.Columns(title: #sql("'Foo'"),
/// quantity: $0.count)`, the published library's `Item.insert { Item.Columns(…) }`.
/// `@Table` gives its `Columns` (and its draft's) this conformance.
public protocol _InsertableColumns: QueryExpression {
  associatedtype Into: Table
  /// The values of `Into.TableColumns.writableColumnNames`, in order.
  var _insertValues: [QueryFragment] { get }
}

/// One field's value in a VALUES row: a column group or a whole bound row spans several
/// columns, listed without the parentheses of a row value.
public func _insertValue<E: QueryExpression>(_ expression: E) -> QueryFragment where E.QueryValue: QueryDecodable {
  guard E.QueryValue.columnCount != 1 else { return expression.queryFragment }
  if let group = expression as? any GroupColumnExpression { return group.selectListFragment }
  if let row = expression as? any QueryEncodable {
    var bindings: [QueryBinding] = []
    row._encodeColumns(into: &bindings)
    return boundList(bindings)
  }
  return expression.queryFragment
}

/// Collects rows of expressions for an insert: single rows, arrays, `if` and `for`.
@resultBuilder
public enum InsertRowColumnsBuilder<Row> {
  public static func buildExpression(_ row: Row) -> [Row] { [row] }
  public static func buildExpression(_ rows: [Row]) -> [Row] { rows }
  public static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
  public static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
  public static func buildEither(first rows: [Row]) -> [Row] { rows }
  public static func buildEither(second rows: [Row]) -> [Row] { rows }
  public static func buildArray(_ parts: [[Row]]) -> [Row] { parts.flatMap { $0 } }
}

extension Table {
  /// `INSERT INTO "t" (every written column) VALUES (…), …` of rows of expressions.
  public static func insert<Row: _InsertableColumns>(
    or resolution: ConflictResolution? = nil,
    @InsertRowColumnsBuilder<Row> _ rows: () -> [Row]
  ) -> InsertColumns<Self> where Row.Into == Self {
    InsertColumns(
      resolution: resolution, columns: TableColumns.writableColumnNames,
      values: valuesClause(rows().map(\._insertValues)))
  }
}
