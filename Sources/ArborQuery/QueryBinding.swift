import Foundation

/// A value as SQLite stores it. Statements carry these next to their SQL, so a value never
/// becomes part of the SQL text.
public enum QueryBinding: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
  /// A Swift value that has no SQLite representation (an out-of-range `UInt64`, a value
  /// whose JSON encoding failed). Executing a statement that holds one throws instead of
  /// storing something else.
  case invalid(QueryBindingError)

  /// The value as an SQL literal, for the places SQLite takes no parameters (trigger and
  /// view bodies) and for readable debug output. Text is single-quoted with quotes
  /// doubled; blobs are hex literals.
  public var sqlLiteral: String {
    switch self {
    case .null: return "NULL"
    case .integer(let value): return String(value)
    case .real(let value):
      if value.isNaN { return "NULL" }
      if value.isInfinite { return value < 0 ? "-9e999" : "9e999" }
      return "\(value)"
    case .text(let value): return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    case .blob(let bytes):
      let digits = Array("0123456789ABCDEF".utf8)
      var hex = [UInt8]()
      hex.reserveCapacity(bytes.count * 2)
      for byte in bytes {
        hex.append(digits[Int(byte >> 4)])
        hex.append(digits[Int(byte & 0xF)])
      }
      return "X'" + String(decoding: hex, as: UTF8.self) + "'"
    case .invalid(let error): return "<invalid: \(error.message)>"
    }
  }
}

/// Why a Swift value could not be turned into an SQLite value.
public struct QueryBindingError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
