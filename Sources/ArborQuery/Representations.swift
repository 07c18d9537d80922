import Foundation

/// Stores any `Codable` value as JSON text; spelled `[String].JSONRepresentation` (every
/// `Codable` type has one). Keys are sorted so equal values store equal text.
public struct _CodableJSONRepresentation<Value: Codable & Sendable>: QueryBindable, Sendable {
  public var queryOutput: Value
  public init(queryOutput: Value) { self.queryOutput = queryOutput }

  public var queryBinding: QueryBinding {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A date inside the JSON is the text a date column holds, as the published library
    // writes it: `json_extract` then gives a date SQLite and the library read, not
    // Foundation's seconds since 2001 (which `JSONDecoder.reading` still accepts).
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.iso8601SQLiteText)
    }
    do {
      return .text(String(decoding: try encoder.encode(queryOutput), as: UTF8.self))
    } catch {
      return .invalid(QueryBindingError("cannot encode \(Value.self) as JSON: \(error)"))
    }
  }

  public init(decoder: some QueryDecoder) throws {
    guard let text = try decoder.decodeString() else { throw decoder.unexpectedNull(Value.self) }
    do {
      queryOutput = try JSONDecoder.reading.decode(Value.self, from: Data(text.utf8))
    } catch {
      throw decoder.invalidValue(Value.self, "invalid JSON (\(error))")
    }
  }
}

/// Marks a `Codable` type to be stored as JSON text without naming a representation at
/// every column: `struct Settings: Codable, JSONQueryBindable { ... }`.
public protocol JSONQueryBindable: Codable, QueryBindable where QueryOutput == Self {}

extension JSONQueryBindable {
  public var queryBinding: QueryBinding { _CodableJSONRepresentation(queryOutput: self).queryBinding }
  public init(decoder: some QueryDecoder) throws {
    self = try _CodableJSONRepresentation<Self>(decoder: decoder).queryOutput
  }
}

extension Date {
  /// Stores a date as whole seconds since 1970 (INTEGER): `@Column(as: Date.UnixTimeRepresentation.self)`.
  public struct UnixTimeRepresentation: QueryBindable, Sendable {
    public var queryOutput: Date
    public init(queryOutput: Date) { self.queryOutput = queryOutput }
    public var queryBinding: QueryBinding {
      let seconds = queryOutput.timeIntervalSince1970.rounded(.down)
      guard let value = Int64(exactly: seconds) else {
        return .invalid(QueryBindingError("date \(queryOutput) has no Unix time"))
      }
      return .integer(value)
    }
    public init(decoder: some QueryDecoder) throws {
      guard let seconds = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Date.self) }
      queryOutput = Date(timeIntervalSince1970: Double(seconds))
    }
  }
}

extension UUID {
  /// Stores a UUID as its 16 bytes (BLOB): `@Column(as: UUID.BytesRepresentation.self)`.
  public struct BytesRepresentation: QueryBindable, Sendable {
    public var queryOutput: UUID
    public init(queryOutput: UUID) { self.queryOutput = queryOutput }
    public var queryBinding: QueryBinding {
      withUnsafeBytes(of: queryOutput.uuid) { .blob(Array($0)) }
    }
    public init(decoder: some QueryDecoder) throws {
      guard let bytes = try decoder.decodeBytes() else { throw decoder.unexpectedNull(UUID.self) }
      guard bytes.count == 16 else {
        throw decoder.invalidValue(UUID.self, "a blob of \(bytes.count) bytes is not a UUID")
      }
      var uuid = UUID().uuid
      withUnsafeMutableBytes(of: &uuid) { $0.copyBytes(from: bytes) }
      queryOutput = UUID(uuid: uuid)
    }
  }
}

extension JSONDecoder {
  /// Reads what `JSONEncoder` wrote, and dates also as SQLite's date text, which is what a
  /// date column becomes inside `json_object` (`jsonObject()`, `jsonGroupArray()`).
  static var reading: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      if let seconds = try? container.decode(Double.self) { return Date(timeIntervalSinceReferenceDate: seconds) }
      let text = try container.decode(String.self)
      let parsed = Array(text.utf8).withUnsafeBufferPointer { Date.parseSQLiteText($0) }
      guard let date = parsed else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not a date in YYYY-MM-DD HH:MM:SS form")
      }
      return date
    }
    return decoder
  }
}
