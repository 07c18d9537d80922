import ArborDB
import GRDB
import GRDBSQLite

/// Which of another program's rows changed since the side-car copied them, found without
/// comparing every row with its copy: each copied row keeps its hash (`RowHash`, of the
/// row as the file held it), and the copy keeps, per block of rowids, how many rows it has
/// and the sum of their hashes (table `digest`). After another program's write the file's
/// rows are hashed in one scan and summed the same way; only the blocks whose sums differ
/// are compared row by row. A million rows: one scan of the file (about a quarter of a
/// second here) instead of a lookup of every row's copy (2.2 s).
///
/// The digest is the copy's own content summed, never a record of when the file was
/// read: whatever order our own commits and another program's arrive in, a block agrees
/// only when its rows are the file's.
enum CopyDigest {
  /// About this many blocks, whatever the rowids' spread: few enough to hold and compare
  /// at once, small enough that a changed block is a few hundred rows to look at.
  private static let blockBits = 12

  struct Block: Equatable {
    var rows: Int64 = 0
    var hash: UInt64 = 0

    mutating func add(_ rowHash: Int64) {
      rows += 1
      hash &+= UInt64(bitPattern: rowHash)
    }
  }

  static let schema: QueryFragment =
    "CREATE TABLE digest (block INTEGER PRIMARY KEY, rows INTEGER NOT NULL, hash INTEGER NOT NULL);"

  /// The rowids of one block (`rowid >> shift`).
  private static func range(of block: Int64, shift: Int) -> ClosedRange<Int64> {
    let low = block << shift
    return low...(low &+ ((1 << shift) - 1))
  }

  /// Sums the copy's rows by block (`nodes.source`, `nodes.hash`) into `digest`, and
  /// records the block size for the rowids the copy holds.
  static func record(_ copy: Database) throws {
    let bounds = try Row.fetchOne(copy, "SELECT min(source), max(source) FROM nodes")
    let low: Int64 = bounds?[0] ?? 0
    let high: Int64 = bounds?[1] ?? 0
    let spread = UInt64(bitPattern: high &- low)
    let shift = max(10, (64 - spread.leadingZeroBitCount) - blockBits)
    var blocks: [Int64: Block] = [:]
    let rows = try Row.fetchCursor(copy, "SELECT source, hash FROM nodes WHERE source IS NOT NULL")
    while let row = try rows.next() {
      let source: Int64 = row[0]
      blocks[source >> shift, default: Block()].add(row[1] ?? 0)
    }
    try copy.execute("INSERT OR REPLACE INTO meta VALUES ('digestShift', \(bind: shift))")
    try write(blocks, copy)
  }

  private static func write(_ blocks: [Int64: Block], _ copy: Database) throws {
    let insert = try copy.makeStatement("INSERT OR REPLACE INTO digest VALUES (?, ?, ?)")
    for (block, sums) in blocks {
      try insert.execute(arguments: [block, sums.rows, Int64(bitPattern: sums.hash)])
    }
  }

  /// The block size recorded in the copy; nil for a copy without a digest.
  static func blockShift(_ copy: Database) throws -> Int? {
    try Int.fetchOne(copy, "SELECT value FROM meta WHERE key = 'digestShift'")
  }

  /// Sums the blocks holding `rowids` again from the copy's rows, after a patch.
  static func refresh(rowids: [Int64], _ copy: Database) throws {
    guard let shift = try blockShift(copy) else { return }
    for block in Set(rowids.map { $0 >> shift }) {
      let bounds = range(of: block, shift: shift)
      var sums = Block()
      let hashes = try Int64?.fetchCursor(
        copy, "SELECT hash FROM nodes WHERE source BETWEEN \(bind: bounds.lowerBound) AND \(bind: bounds.upperBound)")
      while let hash = try hashes.next() { sums.add(hash ?? 0) }
      if sums.rows == 0 {
        try copy.execute("DELETE FROM digest WHERE block = \(bind: block)")
      } else {
        try write([block: sums], copy)
      }
    }
  }

  /// The rowids whose row in the file (read on `file`, in the caller's read transaction)
  /// is not what `copy` holds: new, gone or changed — looked for in the rowid ranges
  /// `within` (from the pages that changed, `PageWatch`), or everywhere when nil. Nil when
  /// the copy has no digest, or when so much changed that a new copy is the quicker way:
  /// more than a fifth of the blocks (and over 256), or of the rows (and over 10,000) — the
  /// copy's row count is its blocks' counts added up.
  static func changedRowids(
    file: Database, sql: ForeignTreeSQL, copy: DatabaseQueue, within ranges: [ClosedRange<Int64>]? = nil
  ) throws -> [Int64]? {
    guard let rowid = sql.rowid else { return nil }
    let (shift, blockCount, rowCount) = try copy.read { db -> (Int?, Int, Int64) in
      let sums = try Row.fetchOne(db, "SELECT count(*), total(rows) FROM digest")
      return (try blockShift(db), sums?[0] ?? 0, Int64(sums?[1] as Double? ?? 0))
    }
    guard let shift else { return nil }
    let compared: [ClosedRange<Int64>]
    if let ranges {
      compared = ranges
    } else {
      // Each block's sums are read only for the scan: the pages need no more than the counts.
      let kept = try copy.read { db in
        var kept: [Int64: Block] = [:]
        let rows = try Row.fetchCursor(db, "SELECT block, rows, hash FROM digest")
        while let row = try rows.next() {
          kept[row[0]] = Block(rows: row[1], hash: UInt64(bitPattern: row[2]))
        }
        return kept
      }
      let now = try scan(file, "SELECT \(rowid), \(sql.rowHash) FROM \(sql.table) AS x", shift: shift)
      let differing = Set(now.keys).union(kept.keys).filter { now[$0] != kept[$0] }
      if differing.count > 256 && differing.count > max(now.count, kept.count) / 5 { return nil }
      compared = differing.sorted().map { range(of: $0, shift: shift) }
    }
    let ours = try copy.read { db in
      try compared.map { bounds in
        try Row.fetchAll(
          db,
          "SELECT source, hash FROM nodes WHERE source BETWEEN \(bind: bounds.lowerBound) AND \(bind: bounds.upperBound)"
        )
      }
    }
    var changed: [Int64] = []
    // Prepared once, its `?`s bound per range below.
    let theirsStatement = try file.makeStatement(
      "SELECT \(rowid), \(sql.rowHash) FROM \(sql.table) AS x WHERE \(rowid) BETWEEN ? AND ?")
    for (bounds, ours) in zip(compared, ours) {
      var theirs: [Int64: Int64?] = [:]
      for row in try Row.fetchAll(theirsStatement, arguments: [bounds.lowerBound, bounds.upperBound]) {
        theirs[row[0]] = row[1] as Int64?
      }
      var seen = Set<Int64>()
      for row in ours {
        let source: Int64 = row[0]
        seen.insert(source)
        if theirs[source] != .some(row[1] as Int64?) { changed.append(source) }
      }
      changed += theirs.keys.filter { !seen.contains($0) }
    }
    if ranges != nil {
      // Found from the pages: the same measure as the scan's, by the blocks changed rows are in.
      let blocks = Set(changed.map { $0 >> shift }).count
      if blocks > 256 && blocks > blockCount / 5 { return nil }
    }
    return changed.count > max(10_000, Int(rowCount / 5)) ? nil : changed
  }

  /// `query`'s rows (rowid, hash) summed by block, read with SQLite's own calls: a
  /// million rows go by without a Swift value made for any of them.
  private static func scan(_ db: Database, _ query: QueryFragment, shift: Int) throws -> [Int64: Block] {
    let statement = try db.makeStatement(query)
    let raw = statement.sqliteStatement
    defer { sqlite3_reset(raw) }
    var blocks: [Int64: Block] = [:]
    var current: Int64?
    var sums = Block()
    while true {
      let stepped = sqlite3_step(raw)
      if stepped == SQLITE_DONE { break }
      guard stepped == SQLITE_ROW else { throw DatabaseError.stepping(stepped, on: db) }
      let block = sqlite3_column_int64(raw, 0) >> shift
      // A table is read in rowid order: one block at a time, kept aside when it ends.
      if block != current {
        if let current { blocks[current, default: Block()].merge(sums) }
        current = block
        sums = Block()
      }
      sums.add(sqlite3_column_int64(raw, 1))
    }
    if let current { blocks[current, default: Block()].merge(sums) }
    return blocks
  }
}

extension CopyDigest.Block {
  fileprivate mutating func merge(_ other: Self) {
    rows += other.rows
    hash &+= other.hash
  }
}
