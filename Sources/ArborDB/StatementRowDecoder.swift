import Foundation
import GRDB
import GRDBSQLite

/// Reads result columns straight from a stepped SQLite statement: no row dictionaries, and
/// text is copied once, into the `String` that is returned.
@usableFromInline
final class StatementRowDecoder: QueryDecoder {
  @usableFromInline let statement: SQLiteStatement
  /// The next column, kept behind a pointer: a stored `var` of a class is checked for
  /// exclusive access at run time on every change, which cost a sixth of a typed fetch.
  @usableFromInline let position = UnsafeMutablePointer<Int>.allocate(capacity: 1)

  @usableFromInline
  var columnIndex: Int { position.pointee }
  @usableFromInline let columnCount: Int

  @usableFromInline
  init(statement: SQLiteStatement) {
    self.statement = statement
    self.columnCount = Int(sqlite3_column_count(statement))
    position.initialize(to: 0)
  }

  deinit { position.deallocate() }

  /// Starts a new row.
  @usableFromInline
  func reset() { position.pointee = 0 }

  // The column readers are inlinable: a `@Table` row's decoding is specialized where the
  // fetch is compiled, and each column then costs the C call and no Swift call around it.

  /// The next column's index, moving past it.
  @inlinable @inline(__always)
  func advance() throws -> Int32 {
    let index = position.pointee
    guard index < columnCount else { throw pastTheLastColumn() }
    position.pointee = index + 1
    return Int32(index)
  }

  @usableFromInline
  func pastTheLastColumn() -> QueryDecodingError {
    QueryDecodingError(
      message: "the row has \(columnCount) columns, but decoding asked for column \(columnIndex + 1)")
  }

  @usableFromInline
  func isNull(at offset: Int) -> Bool {
    let index = columnIndex + offset
    guard index < columnCount else { return true }
    return sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL
  }

  @usableFromInline
  func skip(_ count: Int) { position.pointee += count }

  // SQLite reads NULL as 0, so the type is asked only for a 0: one C call per column
  // instead of two for every other value.

  @inlinable
  func decodeInt64() throws -> Int64? {
    let index = try advance()
    let value = sqlite3_column_int64(statement, index)
    if value == 0, sqlite3_column_type(statement, index) == SQLITE_NULL { return nil }
    return value
  }

  @inlinable
  func decodeDouble() throws -> Double? {
    let index = try advance()
    let value = sqlite3_column_double(statement, index)
    if value == 0, sqlite3_column_type(statement, index) == SQLITE_NULL { return nil }
    return value
  }

  /// The column's text, or nil for NULL. `sqlite3_column_text` answers NULL with a null
  /// pointer, so the type is asked only then (a null pointer for a value that is not NULL
  /// reads as empty text, as it always has).
  @inlinable @inline(__always)
  func text(at index: Int32) -> UnsafeBufferPointer<UInt8>? {
    guard let text = sqlite3_column_text(statement, index) else {
      if sqlite3_column_type(statement, index) == SQLITE_NULL { return nil }
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index)))
  }

  @inlinable
  func decodeString() throws -> String? {
    guard let bytes = text(at: try advance()) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  @usableFromInline
  func decodeBytes() throws -> [UInt8]? {
    let index = try advance()
    guard sqlite3_column_type(statement, index) != SQLITE_NULL else { return nil }
    let count = Int(sqlite3_column_bytes(statement, index))
    guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  @usableFromInline
  func withUTF8Text<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
    guard let bytes = text(at: try advance()) else { return nil }
    return try body(bytes)
  }

  @inlinable
  func decodeDate() throws -> Date? {
    guard let bytes = text(at: try advance()) else { return nil }
    guard let date = Date.parseSQLiteText(bytes) else { throw notADate(bytes) }
    return date
  }

  @usableFromInline
  func notADate(_ bytes: UnsafeBufferPointer<UInt8>) -> QueryDecodingError {
    invalidValue(Date.self, "\"\(String(decoding: bytes, as: UTF8.self))\" is not a date in YYYY-MM-DD HH:MM:SS form")
  }

  @usableFromInline
  func columnName(at index: Int) -> String {
    guard index >= 0, index < columnCount, let name = sqlite3_column_name(statement, Int32(index)) else {
      return "?"
    }
    return String(cString: name)
  }
}
