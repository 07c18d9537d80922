/// One row of SQLite's `json_each` table-valued function: the `key` (an array position or
/// an object's key) and the `value` of each element of a JSON array or object.
///
/// `$0.tags.jsonEach()` is a SELECT over it, used as any table's is: filtered, counted,
/// aggregated, tested with `exists()`, joined (`Trip.join(Trip.columns.geofence.jsonEach())
/// { _, _ in true }`), renamed with `as(_:)`. An element that is an object (a `@Selection`
/// or `@Table` type) is a `T.JSONRepresentation` value, so `$0.value.jsonExtract(\.label)`
/// reads its fields.
public struct JSONEach<Key: QueryBindable, Value: QueryRepresentable>: Table
where Key.QueryOutput == Key, Value.QueryOutput: Sendable {
  public var key: Key
  public var value: Value.QueryOutput

  public final class TableColumns: TableDefinition {
    public typealias QueryValue = JSONEach
    public let qualifier: String
    public let key: TableColumn<JSONEach, Key>
    public let value: TableColumn<JSONEach, Value>
    public let queryFragment: QueryFragment

    public init(qualifier: String) {
      self.qualifier = qualifier
      key = TableColumn("key", qualifier: qualifier)
      value = TableColumn("value", qualifier: qualifier)
      queryFragment = TableColumns.selectList(qualifier: qualifier)
    }

    public static var columnNames: [String] { ["key", "value"] }
  }

  public typealias SourceColumns = TableColumns
  public typealias SourceRow = JSONEach
  public typealias NullableSource = JSONEach?

  /// What the function's rows are called in the query (`"json_each"."value"`).
  public static var tableName: String { "json_each" }
  public static var columns: TableColumns { TableColumns(qualifier: tableName) }
  public static var _primaryKeyColumnIndex: Int? { nil }
  public static var columnCount: Int { 2 }

  public init(key: Key, value: Value.QueryOutput) {
    self.key = key
    self.value = value
  }

  public init(decoder: some QueryDecoder) throws {
    key = try Key(decoder: decoder)
    value = try Value(decoder: decoder).queryOutput
  }

  public func _encodeColumns(into bindings: inout [QueryBinding]) {
    key._encodeColumns(into: &bindings)
    Value(queryOutput: value)._encodeColumns(into: &bindings)
  }

  /// A SELECT over the elements of `document`; `function` is `json_each` or `jsonb_each`.
  /// `path`, when given, walks the container at that place instead of the whole document.
  static func select(
    _ name: String, _ document: some QueryExpression, path: String?
  ) -> SelectOf<JSONEach> {
    let walk: SQLQueryExpression<JSONEach> = path.map { function(name, document, $0) } ?? function(name, document)
    var call = walk.queryFragment
    // `jsonb_each` rows go by the same name, so the columns read alike for both.
    if name != tableName { call = call + QueryFragment(" AS " + quoteIdentifier(tableName)) }
    return Select(
      clauses: SelectClauses(from: call, defaultColumns: [sourceSelectList]),
      rowDecoder: nil
    )
  }
}

extension JSONEach: Equatable where Key: Equatable, Value.QueryOutput: Equatable {}
extension JSONEach: Hashable where Key: Hashable, Value.QueryOutput: Hashable {}
