import ArborQuery
import Foundation

/// Reads a row a node sent through the query layer's decoders (`QueryDecoder`), as a row
/// of SQLite is read locally: a `@Table` row, a selection, a value decode the same way on
/// either engine. A value of another kind converts as SQLite converts it.
final class ClusterRowDecoder: QueryDecoder {
  private let columns: [String]
  private var row: [ClusterValue] = []
  private(set) var columnIndex = 0

  init(columns: [String]) {
    self.columns = columns
  }

  func start(_ row: [ClusterValue]) {
    self.row = row
    columnIndex = 0
  }

  private func next() throws -> ClusterValue {
    guard columnIndex < row.count else {
      throw ClusterError(.broken, "a row of \(row.count) columns was read past its end (the statement selects fewer)")
    }
    defer { columnIndex += 1 }
    return row[columnIndex]
  }

  func isNull(at offset: Int) -> Bool {
    let index = columnIndex + offset
    return index >= row.count || row[index] == .null
  }

  func skip(_ count: Int) { columnIndex += count }

  func decodeInt64() throws -> Int64? {
    switch try next() {
    case .integer(let value): value
    case .real(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) ?? (value < 0 ? .min : .max) : 0
    case .text(let text): Int64(text.trimmingCharacters(in: .whitespaces)) ?? 0
    case .blob: 0
    case .null: nil
    }
  }

  func decodeDouble() throws -> Double? {
    switch try next() {
    case .integer(let value): Double(value)
    case .real(let value): value
    case .text(let text): Double(text.trimmingCharacters(in: .whitespaces)) ?? 0
    case .blob: 0
    case .null: nil
    }
  }

  func decodeString() throws -> String? {
    switch try next() {
    case .integer(let value): String(value)
    case .real(let value): Self.text(of: value)
    case .text(let text): text
    case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
    case .null: nil
    }
  }

  func decodeBytes() throws -> [UInt8]? {
    switch try next() {
    case .integer(let value): Array(String(value).utf8)
    case .real(let value): Array(Self.text(of: value).utf8)
    case .text(let text): Array(text.utf8)
    case .blob(let bytes): bytes
    case .null: nil
    }
  }

  func withUTF8Text<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R? {
    guard let bytes = try decodeBytes() else { return nil }
    return try bytes.withUnsafeBufferPointer(body)
  }

  func columnName(at index: Int) -> String {
    index >= 0 && index < columns.count ? columns[index] : "?"
  }

  /// A real as SQLite writes it as text: 15 significant digits, and ".0" on a whole number.
  private static func text(of value: Double) -> String {
    var text = String(format: "%.15g", value)
    if value.isFinite && !text.contains(where: { $0 == "." || $0 == "e" || $0 == "n" || $0 == "i" }) { text += ".0" }
    return text
  }
}
