import GRDB
import GRDBSQLite

/// `arbor_row_hash(v1, v2, …)`: a 64-bit hash of its arguments' storage classes and
/// contents, so the side-car can tell which of another program's rows changed without
/// comparing each row with its copy (`CopyDigest`). Written against SQLite's C interface,
/// not as a GRDB function: it runs once per row of a million-row scan, and GRDB's
/// wrapper would make a `DatabaseValue` (a Swift string for text) of every argument.
///
/// Installed on every connection to another program's file (`ForeignConnection`); it
/// lives only in the connection, nothing is written to the file.
enum RowHash {
  static let name = "arbor_row_hash"

  static func install(_ db: Database) {
    sqlite3_create_function_v2(
      db.sqliteConnection, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
      { context, count, values in
        var state = Mixer()
        for index in 0..<Int(count) {
          guard let value = values?[index] else {
            state.add(tag: 0)
            continue
          }
          switch sqlite3_value_type(value) {
          case SQLITE_INTEGER:
            state.add(tag: 1)
            state.add(UInt64(bitPattern: sqlite3_value_int64(value)))
          case SQLITE_FLOAT:
            state.add(tag: 2)
            state.add(sqlite3_value_double(value).bitPattern)
          case SQLITE_TEXT:
            state.add(tag: 3)
            state.add(bytes: UnsafeRawPointer(sqlite3_value_text(value)), count: Int(sqlite3_value_bytes(value)))
          case SQLITE_BLOB:
            state.add(tag: 4)
            state.add(bytes: sqlite3_value_blob(value), count: Int(sqlite3_value_bytes(value)))
          default:
            state.add(tag: 0)
          }
        }
        sqlite3_result_int64(context, Int64(bitPattern: state.finish()))
      },
      nil, nil, nil)
  }

  /// A multiply-and-rotate mix over 64-bit words with a final avalanche (SplitMix64's):
  /// not cryptographic — a change must only be unlikely to keep a row's hash, and the
  /// rows are not chosen against it.
  struct Mixer {
    private var hash: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func add(_ word: UInt64) {
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash = (hash << 29) | (hash >> 35)
    }

    /// A value's storage class, so `1`, `1.0`, `'1'` and NULL differ.
    mutating func add(tag: UInt64) { add(tag &* 0xD6E8_FEB8_6659_FD93) }

    /// Text or blob bytes, eight at a time, then the rest with the length.
    mutating func add(bytes: UnsafeRawPointer?, count: Int) {
      guard let bytes, count > 0 else {
        add(0)
        return
      }
      var offset = 0
      while offset + 8 <= count {
        add(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      var last: UInt64 = 0
      for index in offset..<count {
        last |= UInt64(bytes.load(fromByteOffset: index, as: UInt8.self)) << (8 * UInt64(index - offset))
      }
      add(last)
      add(UInt64(count))
    }

    func finish() -> UInt64 {
      var mixed = hash
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }
}
