import GRDB
import GRDBSQLite

/// SQLite copies text and blobs when given this destructor.
let SQLITE_TRANSIENT = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// A statement that failed, with its SQL, so the message says which query it was.
public struct QueryExecutionError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var message: String
  /// The SQL of the statement, with `?` placeholders.
  public var sql: String
  /// The SQLite error, when SQLite reported one.
  public var underlying: DatabaseError?

  public var description: String { "\(message) — in SQL: \(sql)" }

  @usableFromInline
  init(message: String, sql: String, underlying: DatabaseError? = nil) {
    self.message = message
    self.sql = sql
    self.underlying = underlying
  }
}

extension GRDB.Statement {
  /// Resets the statement and binds `bindings` to its placeholders, in order.
  func bindQuery(_ bindings: [QueryBinding], sql: String) throws {
    let handle = sqliteStatement
    sqlite3_reset(handle)
    // No sqlite3_clear_bindings: the count is checked and every placeholder bound below.
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard expected == bindings.count else {
      throw QueryExecutionError(
        message: "the statement has \(expected) placeholders but \(bindings.count) values were given",
        sql: sql)
    }
    for (offset, binding) in bindings.enumerated() {
      try bind(binding, at: Int32(offset + 1), sql: sql)
    }
  }

  /// Binds one value to the placeholder at `index` (1-based).
  @inline(__always)
  func bind(_ binding: QueryBinding, at index: Int32, sql: String) throws {
    let handle = sqliteStatement
    let code: Int32
    switch binding {
    case .null: code = sqlite3_bind_null(handle, index)
    case .integer(let value): code = sqlite3_bind_int64(handle, index, value)
    case .real(let value): code = sqlite3_bind_double(handle, index, value)
    case .text(let value):
      // Bound with its byte count, so text holding NUL characters is kept whole.
      var text = value
      code = text.withUTF8 { utf8 in
        UnsafeRawPointer(utf8.baseAddress ?? UnsafePointer(bitPattern: 1)!)
          .withMemoryRebound(to: CChar.self, capacity: Swift.max(utf8.count, 1)) {
            sqlite3_bind_text(handle, index, $0, Int32(utf8.count), SQLITE_TRANSIENT)
          }
      }
    case .blob(let bytes):
      code = bytes.withUnsafeBytes {
        sqlite3_bind_blob(
          handle, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count), SQLITE_TRANSIENT)
      }
    case .invalid(let error):
      throw QueryExecutionError(message: "value \(index) cannot be stored: \(error.message)", sql: sql)
    }
    guard code == SQLITE_OK else {
      throw QueryExecutionError(
        message: "binding value \(index) failed: " + String(cString: sqlite3_errstr(code)), sql: sql)
    }
  }
}
