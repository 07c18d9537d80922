import Foundation

// Rows as JSON objects (`$0.jsonObject()`, `$0.jsonGroupArray()` on a table's columns), in
// the shape the row's `Codable` conformance reads back: each field is asked for its JSON
// value (`QueryDecodable._jsonValue`), so a `Bool` column (stored 0 or 1) is `true` or
// `false`, a JSON column is nested, a date column is SQLite's date text, which
// `_CodableJSONRepresentation` reads as a `Date`.

extension QueryDecodable {
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    QueryFragment(qualifiedColumnNames([name], qualifier: qualifier)[0], shape: .operand)
  }

  public static func _jsonKey(forColumn column: String) -> String { column }

  public static func _jsonExtracted(_ value: QueryFragment) -> QueryFragment { value }
}

extension UUID {
  public static func _jsonExtracted(_ value: QueryFragment) -> QueryFragment { "(" + value + " COLLATE NOCASE)" }
}

/// `json_object(?, value, …)` of a row's fields, the keys bound. The `@Table` and
/// `@Selection` macros build a type's `_jsonValue` with it.
public func _jsonObject(_ members: [(key: String, value: QueryFragment)]) -> QueryFragment {
  var fragment = QueryFragment("json_object(")
  for (index, member) in members.enumerated() {
    if index > 0 { fragment.append(sql: ", ") }
    fragment += QueryFragment(binding: .text(member.key)) + ", " + member.value
  }
  fragment.append(sql: ")")
  return fragment
}

extension Bool {
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    let column = qualifiedColumnNames([name], qualifier: qualifier)[0]
    return QueryFragment(
      "CASE WHEN " + column + " IS NULL THEN NULL WHEN " + column + " THEN json('true') ELSE json('false') END")
  }
}

extension _CodableJSONRepresentation {
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    QueryFragment("json(" + qualifiedColumnNames([name], qualifier: qualifier)[0] + ")")
  }
}

extension _CodableJSONBRepresentation {
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    QueryFragment("json(" + qualifiedColumnNames([name], qualifier: qualifier)[0] + ")")
  }
}

extension Date.UnixTimeRepresentation {
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    QueryFragment(
      "strftime('%Y-%m-%d %H:%M:%f', " + qualifiedColumnNames([name], qualifier: qualifier)[0] + ", 'unixepoch')")
  }
}

extension Date.JulianDayRepresentation {
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    QueryFragment("strftime('%Y-%m-%d %H:%M:%f', " + qualifiedColumnNames([name], qualifier: qualifier)[0] + ")")
  }
}

extension UUID.BytesRepresentation {
  /// JSON holds no bytes ("JSON cannot hold BLOB values"): the UUID's text, lower case and
  /// hyphenated, as `Codable` writes and reads a `UUID` (and as the library renders it).
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    let column = qualifiedColumnNames([name], qualifier: qualifier)[0]
    let hex = "hex(" + column + ")"
    let groups = [(1, 8), (9, 4), (13, 4), (17, 4), (21, 12)].map { "substr(\(hex), \($0.0), \($0.1))" }
    return QueryFragment(
      "CASE WHEN " + column + " IS NULL THEN NULL ELSE lower(printf('%s-%s-%s-%s-%s', "
        + groups.joined(separator: ", ") + ")) END")
  }
}

extension TableDefinition where QueryValue: Table & Codable {
  /// `json_object('id', "t"."id", …)` of this row, as the row's `Codable` reads it.
  private var rowObject: QueryFragment { QueryValue._jsonValue(named: QueryValue.tableName, qualifier: qualifier) }

  /// `json_object('id', "t"."id", …)`: this row as one JSON object, read back as the row.
  public func jsonObject() -> SQLQueryExpression<_CodableJSONRepresentation<QueryValue>> {
    SQLQueryExpression(rowObject)
  }

  /// `json_group_array(json_object(…))`: the rows of a group as one JSON array of objects,
  /// read back as the rows.
  public func jsonGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<_CodableJSONRepresentation<[QueryValue]>> {
    aggregate("json_group_array", distinct: distinct, rowObject, filter: filter)
  }

  /// `jsonb(json_object(…))`: the row as SQLite's binary JSON. SQLite added `jsonb` in
  /// 3.45; on 3.40.1 the statement fails with "no such function: jsonb".
  public func jsonbObject() -> SQLQueryExpression<_CodableJSONBRepresentation<QueryValue>> {
    SQLQueryExpression("jsonb(" + rowObject + ")")
  }

  /// `jsonb_group_array(json_object(…))`: the rows of a group as binary JSON (SQLite 3.45
  /// and later, as `jsonbObject()`).
  public func jsonbGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<_CodableJSONBRepresentation<[QueryValue]>> {
    aggregate("jsonb_group_array", distinct: distinct, rowObject, filter: filter)
  }
}

extension NullableColumns where Base.QueryValue: Table & Codable {
  /// The row as a JSON object, or NULL where an outer join found none.
  public func jsonObject() -> SQLQueryExpression<_CodableJSONRepresentation<Base.QueryValue>?> {
    SQLQueryExpression("CASE WHEN " + presence + " THEN " + object + " END")
  }

  /// The rows an outer join found, as one JSON array of objects: rows it did not find are
  /// left out (an empty array where there are none).
  public func jsonGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<_CodableJSONRepresentation<[Base.QueryValue]>> {
    let found = SQLQueryExpression<Bool>(presence)
    let condition: any QueryExpression<Bool> = filter.map { found && $0 } ?? found
    return aggregate("json_group_array", distinct: distinct, object, filter: condition)
  }

  private var object: QueryFragment {
    Base.QueryValue._jsonValue(named: Base.QueryValue.tableName, qualifier: base.qualifier)
  }

  /// Whether the join found a row: its primary key, or else its rowid, is not NULL.
  private var presence: QueryFragment {
    let names = Base.QueryValue.TableColumns.columnNames
    let key = Base.QueryValue._primaryKeyColumnIndex.map { names[$0] } ?? "rowid"
    return QueryFragment(qualifiedColumnNames([key], qualifier: base.qualifier)[0] + " IS NOT NULL")
  }
}
