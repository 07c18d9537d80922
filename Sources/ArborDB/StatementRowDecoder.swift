import Foundation
import GRDB
import GRDBSQLite

/// Reads result columns straight from a stepped SQLite statement: no row dictionaries, and
/// text is copied once, into the `String` that is returned.
@usableFromInline
final class StatementRowDecoder: QueryDecoder {
  let statement: SQLiteStatement
  /// The next column, kept behind a pointer: a stored `var` of a class is checked for
  /// exclusive access at run time on every change, which cost a sixth of a typed fetch.
  private let position = UnsafeMutablePointer<Int>.allocate(capacity: 1)

  @usableFromInline
  var columnIndex: Int { position.pointee }
  let columnCount: Int

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

  @inline(__always)
  private func next() throws -> Int32? {
    guard columnIndex < columnCount else {
      throw QueryDecodingError(
        message: "the row has \(columnCount) columns, but decoding asked for column \(columnIndex + 1)")
    }
    let index = Int32(columnIndex)
    position.pointee += 1
    return sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : index
  }

  @usableFromInline
  func isNull(at offset: Int) -> Bool {
    let index = columnIndex + offset
    guard index < columnCount else { return true }
    return sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL
  }

  @usableFromInline
  func skip(_ count: Int) { position.pointee += count }

  @usableFromInline
  func decodeInt64() throws -> Int64? {
    guard let index = try next() else { return nil }
    return sqlite3_column_int64(statement, index)
  }

  @usableFromInline
  func decodeDouble() throws -> Double? {
    guard let index = try next() else { return nil }
    return sqlite3_column_double(statement, index)
  }

  @usableFromInline
  func decodeString() throws -> String? {
    guard let index = try next() else { return nil }
    guard let text = sqlite3_column_text(statement, index) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, index))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  @usableFromInline
  func decodeBytes() throws -> [UInt8]? {
    guard let index = try next() else { return nil }
    let count = Int(sqlite3_column_bytes(statement, index))
    guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  @usableFromInline
  func withUTF8Text<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
    guard let index = try next() else { return nil }
    let text = sqlite3_column_text(statement, index)
    let count = Int(sqlite3_column_bytes(statement, index))
    return try body(UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
  }

  @usableFromInline
  func decodeDate() throws -> Date? {
    guard let index = try next() else { return nil }
    let text = sqlite3_column_text(statement, index)
    let count = Int(sqlite3_column_bytes(statement, index))
    let bytes = UnsafeBufferPointer(start: text, count: text == nil ? 0 : count)
    guard let date = Date.parseSQLiteText(bytes) else {
      throw invalidValue(
        Date.self, "\"\(String(decoding: bytes, as: UTF8.self))\" is not a date in YYYY-MM-DD HH:MM:SS form")
    }
    return date
  }

  @usableFromInline
  func columnName(at index: Int) -> String {
    guard index >= 0, index < columnCount, let name = sqlite3_column_name(statement, Int32(index)) else {
      return "?"
    }
    return String(cString: name)
  }
}
