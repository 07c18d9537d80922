import Foundation

/// Reads the columns of one result row in order. The database layer implements it straight
/// over a prepared statement, so decoding a row allocates nothing but the values themselves.
public protocol QueryDecoder: AnyObject {
  /// The zero-based index of the next column to read.
  var columnIndex: Int { get }
  /// Whether the column `offset` places after the next one holds NULL, without reading it.
  func isNull(at offset: Int) -> Bool
  /// Moves past `count` columns.
  func skip(_ count: Int)
  /// Reads the next column; `nil` when it is NULL.
  func decodeInt64() throws -> Int64?
  func decodeDouble() throws -> Double?
  func decodeString() throws -> String?
  func decodeBytes() throws -> [UInt8]?
  /// Hands the next column's UTF-8 text to `body` without making a `String`; `nil` for NULL.
  func withUTF8Text<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R?
  /// Reads the next column as a date stored as text; `nil` for NULL. A requirement (with
  /// a default) so a decoder over SQLite can parse the text in place.
  func decodeDate() throws -> Date?
  /// The name of the column at `index`, for error messages.
  func columnName(at index: Int) -> String
}

extension QueryDecoder {
  public func decodeDate() throws -> Date? {
    var unreadable: String?
    let date: Date?? = try withUTF8Text { bytes in
      let parsed = Date.parseSQLiteText(bytes)
      if parsed == nil { unreadable = String(decoding: bytes, as: UTF8.self) }
      return parsed
    }
    switch date {
    case .none: return nil
    case .some(.some(let value)): return value
    case .some(.none):
      throw invalidValue(Date.self, "\"\(unreadable ?? "")\" is not a date in YYYY-MM-DD HH:MM:SS form")
    }
  }

  /// The next value as `T` itself (NULL only where `T` is optional). Disfavoured: where the
  /// result's type is not given, `decode(T.self)` is the library's optional form below.
  @inlinable
  @_disfavoredOverload
  public func decode<T: QueryDecodable>(_ type: T.Type = T.self) throws -> T {
    try T(decoder: self)
  }

  /// The published library's spelling, for a type's own `init(decoder:)`: the next value
  /// as the Swift value it stands for, `nil` for NULL (`guard let title = try
  /// decoder.decode(String.self) else { … }`).
  public func decode<T: QueryRepresentable>(_ type: T.Type) throws -> T.QueryOutput? {
    if T.columnCount == 1, isNull(at: 0) {
      skip(1)
      return nil
    }
    return try T(decoder: self).queryOutput
  }

  /// The error for a NULL found where a non-optional value was expected, naming the column
  /// (the one just read), in the published library's words.
  public func unexpectedNull<T>(_ type: T.Type) -> QueryDecodingError {
    let index = Swift.max(columnIndex - 1, 0)
    return QueryDecodingError(
      message: "Expected column \(index) (\"\(columnName(at: index))\") to not be NULL (\(T.self) is not optional)"
    )
  }

  /// The error for a stored value that does not fit the Swift type, naming the column.
  public func invalidValue<T>(_ type: T.Type, _ detail: String) -> QueryDecodingError {
    let index = Swift.max(columnIndex - 1, 0)
    return QueryDecodingError(
      message: "column \(index) (\"\(columnName(at: index))\") cannot be read as \(T.self): \(detail)"
    )
  }
}

/// A row that does not fit the type asked for. Thrown, never trapped: the data came from
/// a database file that anyone may have edited.
public struct QueryDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }

  /// A required column was NULL or missing: what a type's own decoder throws when
  /// `decode(_:)` gave it `nil` (the library's spelling).
  public static let missingRequiredColumn = QueryDecodingError(message: "a required column is NULL or missing")
}
