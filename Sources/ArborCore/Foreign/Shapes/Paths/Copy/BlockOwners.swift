import ArborDB
import GRDB
import GRDBSQLite

/// Each node's parent in a copy laid out in blocks (`PathBlocks`), for a pass over every
/// node in row order: the blocks are read in the order they start (they cover the rows
/// one after another), so a node's parent is the block being read — no lookup a node.
struct BlockOwners {
  private let statement: GRDB.Statement
  private let descending: Bool
  /// The block being read: its owner's row number and its range.
  private var current: (owner: Int64, rows: Range<Int64>)?

  init(_ db: Database, descending: Bool) throws {
    self.descending = descending
    statement = try db.makeStatement(
      "SELECT seq, first, childCount FROM nodes WHERE first IS NOT NULL ORDER BY first\(raw: descending ? " DESC" : "")"
    )
  }

  /// The parent of `seq` (0: the top), the nodes asked in the order the blocks are read;
  /// nil when no block holds it.
  mutating func owner(of seq: Int64) throws -> Int64? {
    let handle = statement.sqliteStatement
    while current.map({ !$0.rows.contains(seq) }) ?? true {
      // Blocks before the node (after it, read backwards) hold none of the nodes to come.
      if let current, descending ? seq > current.rows.upperBound - 1 : seq < current.rows.lowerBound { return nil }
      let code = sqlite3_step(handle)
      if code == SQLITE_DONE { return nil }
      guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
      let first = sqlite3_column_int64(handle, 1)
      current = (sqlite3_column_int64(handle, 0), first..<(first + sqlite3_column_int64(handle, 2)))
    }
    return current?.owner
  }
}
