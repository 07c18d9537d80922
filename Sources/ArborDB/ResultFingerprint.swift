import GRDB
import GRDBSQLite

/// The exact values of a result set, column by column, as SQLite returned them.
///
/// An observed query re-runs after every commit that touches what it read, and most of
/// those commits change nothing it shows. Comparing fingerprints tells an unchanged
/// result from a changed one without asking the row types to be `Equatable` (the
/// reference's `@Table` structs are not), and exactly: two results are the same only
/// when every value of every row is.
public struct ResultFingerprint: Equatable, Sendable {
  private(set) var bytes: [UInt8] = []

  /// Appends the current row of a stepped statement.
  mutating func appendRow(of statement: SQLiteStatement, columnCount: Int32) {
    for column in 0..<columnCount {
      let type = sqlite3_column_type(statement, column)
      bytes.append(UInt8(type))
      switch type {
      case SQLITE_INTEGER:
        append(UInt64(bitPattern: sqlite3_column_int64(statement, column)))
      case SQLITE_FLOAT:
        append(sqlite3_column_double(statement, column).bitPattern)
      case SQLITE_TEXT:
        let count = Int(sqlite3_column_bytes(statement, column))
        append(UInt64(count))
        if count > 0, let text = sqlite3_column_text(statement, column) {
          bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: count))
        }
      case SQLITE_BLOB:
        let count = Int(sqlite3_column_bytes(statement, column))
        append(UInt64(count))
        if count > 0, let blob = sqlite3_column_blob(statement, column) {
          bytes.append(contentsOf: UnsafeRawBufferPointer(start: blob, count: count))
        }
      default:
        break
      }
    }
    // A row boundary, so that rows of different widths never read alike.
    bytes.append(0xFF)
  }

  private mutating func append(_ word: UInt64) {
    withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
  }
}

extension Database {
  /// Every row, and the fingerprint of the values they were decoded from.
  func fetchAllWithFingerprint<Element>(
    _ query: QueryFragment, _ rowDecoder: RowDecoder<Element>, limit: Int? = nil
  ) throws -> (rows: [Element], fingerprint: ResultFingerprint) {
    var fingerprint = ResultFingerprint()
    guard !query.isEmpty else { return ([], fingerprint) }
    let statement = try prepare(query)
    // Reset so that a statement left unfinished by `limit` does not hold the read lock.
    defer { sqlite3_reset(statement.sqliteStatement) }
    let cursor = QueryCursor(statement: statement, rowDecoder: rowDecoder, sql: query.sql)
    let columnCount = sqlite3_column_count(statement.sqliteStatement)
    var rows: [Element] = []
    while limit.map({ rows.count < $0 }) ?? true, let row = try cursor.next() {
      fingerprint.appendRow(of: statement.sqliteStatement, columnCount: columnCount)
      rows.append(row)
    }
    return (rows, fingerprint)
  }
}
