import Foundation

/// A JSON array read back as a Swift array: what `jsonGroupArray()` selects. `[UInt8]`
/// is the exception: bytes, read from a blob (`randomblob`, `zeroblob`, `unhex`), as the
/// published library reads them.
extension Array: QueryDecodable where Element: Decodable {
  public init(decoder: some QueryDecoder) throws {
    if Element.self == UInt8.self {
      guard let bytes = try decoder.decodeBytes() else { throw decoder.unexpectedNull(Self.self) }
      self = bytes as! Self
      return
    }
    guard let text = try decoder.decodeString() else { throw decoder.unexpectedNull(Self.self) }
    do {
      self = try JSONDecoder().decode([Element].self, from: Data(text.utf8))
    } catch {
      throw decoder.invalidValue(Self.self, "invalid JSON array (\(error))")
    }
  }
}

extension QueryExpression where QueryValue: QueryDecodable & Decodable & Sendable {
  /// `json_group_array(x)`: the values of a group as one JSON array, decoded as `[Value]`.
  /// On the nullable side of an outer join the values are optional; `filter:` drops rows
  /// (`filter: $1.id.isNot(nil)` keeps a missing match out of the array).
  public func jsonGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<[QueryValue]> {
    aggregate("json_group_array", distinct: distinct, queryFragment, filter: filter)
  }

  /// `jsonb_group_array(x)`: the values of a group as SQLite's binary JSON, for a
  /// `JSONBRepresentation` column (SQLite 3.45 and later; 3.40.1 answers "no such
  /// function").
  public func jsonbGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<_CodableJSONBRepresentation<[QueryValue]>> where QueryValue: Codable {
    aggregate("jsonb_group_array", distinct: distinct, queryFragment, filter: filter)
  }
}

/// `json_object('key', value, ...)`: a JSON object as text.
public func jsonObject(_ pairs: (String, any QueryExpression)...) -> SQLQueryExpression<String> {
  SQLQueryExpression(_jsonObject(pairs.map { (key: $0.0, value: $0.1.queryFragment) }))
}

/// `json_object('key', value)` for one pair, the reference's spelling.
public func jsonObject(_ key: String, _ value: some QueryExpression) -> SQLQueryExpression<String> {
  jsonObject((key, value))
}

extension QueryExpression where QueryValue: _JSONStored, QueryValue._JSONRoot: Decodable {
  /// `json_group_array(json(x))` of a JSON column: the documents nested as JSON (not as
  /// strings holding JSON), read back as an array of them.
  public func jsonGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<[QueryValue._JSONRoot]> {
    aggregate("json_group_array", distinct: distinct, "json(" + queryFragment + ")", filter: filter)
  }
}

extension QueryExpression where QueryValue: _OptionalJSONDocument, QueryValue._WrappedJSONRoot: Decodable {
  /// `json_group_array(json(x))` of a nullable JSON column: a NULL is a `null` element.
  public func jsonGroupArray(
    distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<[QueryValue._WrappedJSONRoot?]> {
    aggregate("json_group_array", distinct: distinct, "json(" + queryFragment + ")", filter: filter)
  }
}
