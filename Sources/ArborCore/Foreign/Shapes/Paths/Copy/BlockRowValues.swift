import GRDB
import GRDBSQLite

/// What a node of a tree of paths takes from its file row, held as SQLite values until
/// the node is written (`BlockBatch`): the rowid (`PathSideCar.foundByPath` in a table
/// without rowids), the path where the file spells it otherwise than the key and no rowid
/// finds it, and its own values of the sums. A directory met only as a prefix has none.
struct BlockRowValues {
  var source: Int64?
  var raw: OpaquePointer?
  var own: OpaquePointer?
  /// The own values of the sums after the first.
  var more: [OpaquePointer?]

  var hasRow: Bool { source != nil }

  init(more: Int) {
    self.more = Array(repeating: nil, count: more)
  }

  /// The values of the walk's row `row` (rowid or NULL, path, label, own values…), whose
  /// node's key is `key`.
  init(row: OpaquePointer, key: UnsafeBufferPointer<UInt8>, more: Int) {
    self.init(more: more)
    if sqlite3_column_type(row, 0) != SQLITE_NULL {
      source = sqlite3_column_int64(row, 0)
    } else {
      source = PathSideCar.foundByPath
      let spelt =
        sqlite3_column_type(row, 1) == SQLITE_TEXT
        && sameBytes(
          UnsafeBufferPointer(start: sqlite3_column_text(row, 1), count: Int(sqlite3_column_bytes(row, 1))), key)
      if !spelt { raw = sqlite3_value_dup(sqlite3_column_value(row, 1)) }
    }
    if sqlite3_column_type(row, 3) != SQLITE_NULL { own = sqlite3_value_dup(sqlite3_column_value(row, 3)) }
    for index in 0..<more where sqlite3_column_type(row, Int32(4 + index)) != SQLITE_NULL {
      self.more[index] = sqlite3_value_dup(sqlite3_column_value(row, Int32(4 + index)))
    }
  }

  /// Takes `other`'s values as a second row of one node does in the copy keyed by paths:
  /// its rowid and spelling, and the sum of both own values (added by SQLite, as there).
  mutating func merge(_ other: BlockRowValues, _ db: Database) throws {
    if other.source != nil { source = other.source }
    if let raw = other.raw {
      sqlite3_value_free(self.raw)
      self.raw = raw
    }
    own = try Self.add(own, other.own, db)
    for index in more.indices { more[index] = try Self.add(more[index], other.more[index], db) }
  }

  /// `one + other` as SQLite adds them (either NULL: the other), both freed.
  private static func add(_ one: OpaquePointer?, _ other: OpaquePointer?, _ db: Database) throws -> OpaquePointer? {
    guard let one else { return other }
    guard let other else { return one }
    defer {
      sqlite3_value_free(one)
      sqlite3_value_free(other)
    }
    let statement = try db.cachedStatement("SELECT ? + ?").sqliteStatement
    defer { sqlite3_reset(statement) }
    sqlite3_bind_value(statement, 1, one)
    sqlite3_bind_value(statement, 2, other)
    let code = sqlite3_step(statement)
    guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
    return sqlite3_value_dup(sqlite3_column_value(statement, 0))
  }

  mutating func free() {
    sqlite3_value_free(raw)
    sqlite3_value_free(own)
    for value in more { sqlite3_value_free(value) }
    raw = nil
    own = nil
    more = []
  }

  /// Binds source, raw path, own values from parameter `index` on.
  func bind(_ statement: OpaquePointer, from index: Int32) {
    if let source { sqlite3_bind_int64(statement, index, source) } else { sqlite3_bind_null(statement, index) }
    Self.bind(raw, statement, index + 1)
    Self.bind(own, statement, index + 2)
    for (offset, value) in more.enumerated() { Self.bind(value, statement, index + 3 + Int32(offset)) }
  }

  /// SQLite reads a value's type before binding it: none is bound as NULL.
  private static func bind(_ value: OpaquePointer?, _ statement: OpaquePointer, _ index: Int32) {
    if let value { sqlite3_bind_value(statement, index, value) } else { sqlite3_bind_null(statement, index) }
  }
}
