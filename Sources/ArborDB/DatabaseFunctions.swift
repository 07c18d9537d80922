import Foundation
import GRDB
import GRDBSQLite

extension Database {
  /// Registers a `@DatabaseFunction` on this connection, typically in
  /// `configuration.prepareDatabase { db in db.add(function: $name) }`.
  public func add(function: some ScalarDatabaseFunction) {
    let grdbFunction = DatabaseFunction(
      function.name, argumentCount: function.argumentCount, pure: function.isDeterministic
    ) { values in
      try function.invoke(DatabaseValuesDecoder(values)).databaseValue(in: function.name)
    }
    add(function: grdbFunction)
  }

  /// Registers an aggregate `@DatabaseFunction`. Through SQLite's own interface, not
  /// GRDB's: GRDB makes a fresh aggregate per group by its type, which leaves no room for
  /// a function bound to an instance (`recorder.$total`).
  public func add(function: some AggregateDatabaseFunction) {
    guard let connection = sqliteConnection else { return }
    function.install(connection)
  }
}

extension Database {
  /// Unregisters a scalar `@DatabaseFunction` from this connection: SQL that calls it
  /// fails with "no such function" from now on.
  public func remove(function: some ScalarDatabaseFunction) {
    // GRDB's functions are told apart by name and argument count, as SQLite's are.
    remove(function: DatabaseFunction(function.name, argumentCount: function.argumentCount) { _ in nil })
  }

  /// Unregisters an aggregate `@DatabaseFunction` from this connection.
  public func remove(function: some AggregateDatabaseFunction) {
    guard let connection = sqliteConnection else { return }
    sqlite3_create_function_v2(
      connection, function.name, Int32(function.argumentCount), SQLITE_UTF8, nil, nil, nil, nil, nil)
  }
}

/// Reads a function's arguments as if they were the columns of a row.
final class DatabaseValuesDecoder: QueryDecoder {
  let values: [DatabaseValue]
  private(set) var columnIndex = 0

  init(_ values: [DatabaseValue]) { self.values = values }

  private func next() throws -> DatabaseValue? {
    guard columnIndex < values.count else {
      throw QueryDecodingError(message: "the function got \(values.count) arguments but reads more")
    }
    defer { columnIndex += 1 }
    let value = values[columnIndex]
    return value.isNull ? nil : value
  }

  func isNull(at offset: Int) -> Bool {
    let index = columnIndex + offset
    return index >= values.count || values[index].isNull
  }

  func skip(_ count: Int) { columnIndex += count }

  func decodeInt64() throws -> Int64? {
    guard let value = try next() else { return nil }
    switch value.storage {
    case .int64(let number): return number
    case .double(let number): return Int64(exactly: number.rounded(.towardZero)) ?? 0
    case .string(let text): return Int64(text) ?? 0
    default: return 0
    }
  }

  func decodeDouble() throws -> Double? {
    guard let value = try next() else { return nil }
    switch value.storage {
    case .int64(let number): return Double(number)
    case .double(let number): return number
    case .string(let text): return Double(text) ?? 0
    default: return 0
    }
  }

  func decodeString() throws -> String? {
    guard let value = try next() else { return nil }
    switch value.storage {
    case .string(let text): return text
    case .int64(let number): return String(number)
    case .double(let number): return String(number)
    case .blob(let data): return String(decoding: data, as: UTF8.self)
    case .null: return nil
    }
  }

  func decodeBytes() throws -> [UInt8]? {
    guard let value = try next() else { return nil }
    switch value.storage {
    case .blob(let data): return [UInt8](data)
    case .string(let text): return Array(text.utf8)
    default: return []
    }
  }

  func withUTF8Text<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
    guard var text = try decodeString() else { return nil }
    return try text.withUTF8 { try body($0) }
  }

  func columnName(at index: Int) -> String { "argument \(index + 1)" }
}
