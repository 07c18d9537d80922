import Foundation
import GRDB
import GRDBSQLite

/// Reads result columns straight from a stepped SQLite statement: no row dictionaries, and
/// text is copied once, into the `String` that is returned.
final class StatementRowDecoder: QueryDecoder {
  let statement: SQLiteStatement
  private(set) var columnIndex: Int = 0
  let columnCount: Int

  init(statement: SQLiteStatement) {
    self.statement = statement
    self.columnCount = Int(sqlite3_column_count(statement))
  }

  /// Starts a new row.
  @inline(__always)
  func reset() { columnIndex = 0 }

  @inline(__always)
  private func next() throws -> Int32? {
    guard columnIndex < columnCount else {
      throw QueryDecodingError(
        message: "the row has \(columnCount) columns, but decoding asked for column \(columnIndex + 1)")
    }
    let index = Int32(columnIndex)
    columnIndex += 1
    return sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : index
  }

  func isNull(at offset: Int) -> Bool {
    let index = columnIndex + offset
    guard index < columnCount else { return true }
    return sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL
  }

  func skip(_ count: Int) { columnIndex += count }

  func decodeInt64() throws -> Int64? {
    guard let index = try next() else { return nil }
    return sqlite3_column_int64(statement, index)
  }

  func decodeDouble() throws -> Double? {
    guard let index = try next() else { return nil }
    return sqlite3_column_double(statement, index)
  }

  func decodeString() throws -> String? {
    guard let index = try next() else { return nil }
    guard let text = sqlite3_column_text(statement, index) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, index))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  func decodeBytes() throws -> [UInt8]? {
    guard let index = try next() else { return nil }
    let count = Int(sqlite3_column_bytes(statement, index))
    guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  func withUTF8Text<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
    guard let index = try next() else { return nil }
    let text = sqlite3_column_text(statement, index)
    let count = Int(sqlite3_column_bytes(statement, index))
    return try body(UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
  }

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

  func columnName(at index: Int) -> String {
    guard index >= 0, index < columnCount, let name = sqlite3_column_name(statement, Int32(index)) else {
      return "?"
    }
    return String(cString: name)
  }
}
