import ArborDB
import Foundation
import GRDB
import GRDBSQLite

/// Writes a path walk's nodes laid out in blocks (`PathBlocks`) as the walk goes, in one
/// pass: a directory's children are held until the walk leaves it, then written as its
/// block — sorted as the tree shows them — and the directory itself waits, with where
/// its block is, among its own parent's children. Blocks follow one another in the order
/// their directories are left, rows are only ever appended, and no index is needed to
/// make the layout.
///
/// It takes a walk in which every directory's paths come together (a table keyed by its
/// paths, an archive written directory by directory); a directory met again once left
/// shows as two siblings of one level, and the build gives up (`NotContiguous`) for the
/// copy made the other way (`PathBlocks.arrange`).
struct BlockBatch {
  /// A directory met again once left: the walk is not in an order this batch can lay out.
  struct NotContiguous: Error {}

  /// A node the walk is in: its key, level and label (nil: the level) in `openBytes`, the
  /// values of its row, and where its children start in `pending`.
  private struct Open {
    var key: Range<Int>
    var level: Range<Int>
    var label: Range<Int>?
    var values: BlockRowValues
    var children: Int
  }

  /// A node left, waiting for its parent's block: level and label in `pendingBytes`,
  /// where its own block is.
  private struct Pending {
    var level: Range<Int>
    var label: Range<Int>?
    var values: BlockRowValues
    var first: Int64?
    var count: Int64
  }

  private let db: Database
  private let more: Int
  private let insert: RowsPerStatement
  private var open: [Open] = []
  private var openBytes: [UInt8] = []
  private var pending: [Pending] = []
  private var pendingBytes: [UInt8] = []
  /// The next row number a block takes.
  private var next: Int64 = 1
  private var labels: LabelCollector
  /// The order of the block being written, kept for the next.
  private var scratch: [Int] = []
  /// Children a directory holds in memory before they are put aside in the connection's
  /// temporary schema (`temp.staging`), sorted there by SQLite when it is left: a
  /// directory of a million files held them all (190 MB).
  static let heldAtMost = 8_192
  /// The keys of the nodes of the first two levels the walk has left: one met again shows
  /// at once that the walk is not in an order this batch can lay out (a table's rows in
  /// no order would else be found out only at its end, at the roots' block).
  private var leftNearTheTop = Set<[UInt8]>()
  /// How many children each open directory has put aside, by its depth (-1: the top).
  private var staged: [Int: Int64] = [:]
  private var staging: RowsPerStatement?
  /// How many rows without rowids spell their path otherwise than their node's key.
  private(set) var spelledOtherwise = 0
  /// Whether some node holds several of the file's rows.
  private(set) var rowsMerged = false

  init(_ target: Database, sums: Int, labels feed: LabelFeed? = nil) throws {
    let more = max(sums - 1, 0)
    self.more = more
    db = target
    labels = try LabelCollector(feed, copy: target)
    insert = try RowsPerStatement(target) { Self.statement(rows: $0, more: more) }
  }

  private static func statement(rows: Int, more: Int) -> QueryFragment {
    // The copy's own columns.
    let owns = QueryFragment((["own"] + (0..<more).map { TreeSum.ownColumn($0 + 1) }).joined(separator: ", "))
    let marks: QueryFragment = "(\(QueryFragment.placeholders(8 + more)))"
    return """
      INSERT INTO nodes (seq, first, childCount, level, ownLabel, source, rawParent, \(owns))
      VALUES \(Array(repeating: marks, count: rows).joined(separator: ", "))
      """
  }

  /// Takes the walk's next node: the nodes open below its level are left for good.
  mutating func add(_ node: PathWalk.Node) throws {
    let depth = max(node.depth, 0)
    try close(downTo: depth + 1)
    if depth < open.count,
      node.withKey({ key in
        openBytes.withUnsafeBufferPointer { held in
          sameBytes(UnsafeBufferPointer(rebasing: held[open[depth].key]), key)
        }
      })
    {
      // A row naming the directory it is in (met first as a prefix), or a second row of
      // one path.
      rowsMerged = rowsMerged || (node.row != nil && open[depth].values.hasRow)
      let values = try readValues(node)
      try open[depth].values.merge(values, db)
      return
    }
    try close(downTo: depth)
    // Every level above a node is open in a walk that opens each level of a path.
    guard open.count == depth else { throw NotContiguous() }
    if depth < 2, node.withKey({ leftNearTheTop.contains(Array($0)) }) { throw NotContiguous() }
    let start = openBytes.count
    node.withKey { openBytes.append(contentsOf: $0) }
    let key = start..<openBytes.count
    let levelLength = node.withLevel { $0.count }
    let level = (key.upperBound - levelLength)..<key.upperBound
    let label: Range<Int>? = node.withLabel { label in
      if openBytes.withUnsafeBufferPointer({ sameBytes(label, UnsafeBufferPointer(rebasing: $0[level])) }) {
        return nil
      }
      let labelStart = openBytes.count
      openBytes.append(contentsOf: label)
      return labelStart..<openBytes.count
    }
    open.append(Open(key: key, level: level, label: label, values: try readValues(node), children: pending.count))
  }

  /// The values of the node's row (none for a directory met as a prefix).
  private mutating func readValues(_ node: PathWalk.Node) throws -> BlockRowValues {
    guard let row = node.row else { return BlockRowValues(more: more) }
    let values = node.withKey { BlockRowValues(row: row, key: $0, more: more) }
    if values.raw != nil { spelledOtherwise += 1 }
    return values
  }

  /// Writes what the walk still holds (it has ended): the last directories' blocks, the
  /// roots' block, and the top (row 0) naming it.
  mutating func closeAll() throws {
    try close(downTo: 0)
    let count = Int64(pending.count) + (staged[-1] ?? 0)
    let first: DatabaseValue = count > 0 ? try writeBlock(from: 0, depth: -1).databaseValue : .null
    releasePending(from: 0)
    labels.end()
    try db.execute(
      "INSERT INTO nodes (seq, first, childCount, level) VALUES (0, \(bind: first), \(bind: count), '')")
  }

  /// Frees the values of the nodes not written (a walk stopped or failed).
  mutating func discard() {
    for index in open.indices { open[index].values.free() }
    open.removeAll()
    releasePending(from: 0)
  }

  /// Leaves the open nodes at `depth` and below, deepest first: each one's children are
  /// written as its block, and it waits among its parent's.
  private mutating func close(downTo depth: Int) throws {
    while open.count > depth {
      let entry = open.removeLast()
      if open.count < 2 { leftNearTheTop.insert(Array(openBytes[entry.key])) }
      let count = Int64(pending.count - entry.children) + (staged[open.count] ?? 0)
      let first = count > 0 ? try writeBlock(from: entry.children, depth: open.count) : nil
      releasePending(from: entry.children)
      let levelStart = pendingBytes.count
      openBytes.withUnsafeBufferPointer { held in
        pendingBytes.append(contentsOf: UnsafeBufferPointer(rebasing: held[entry.level]))
        if let label = entry.label { pendingBytes.append(contentsOf: UnsafeBufferPointer(rebasing: held[label])) }
      }
      let level = levelStart..<(levelStart + entry.level.count)
      let label = entry.label.map { _ in level.upperBound..<pendingBytes.count }
      pending.append(Pending(level: level, label: label, values: entry.values, first: first, count: count))
      openBytes.removeLast(openBytes.count - entry.key.lowerBound)
      let siblings = open.last?.children ?? 0
      if pending.count - siblings >= Self.heldAtMost { try stage(from: siblings, depth: open.count - 1) }
    }
  }

  /// Puts the pending nodes from `start` on — children of the directory open at `depth`
  /// — aside in `temp.staging`.
  private mutating func stage(from start: Int, depth: Int) throws {
    if staging == nil {
      // The copy's own columns.
      let owns = (["own"] + (0..<more).map { TreeSum.ownColumn($0 + 1) }).map { QueryFragment($0) }
        .joined(separator: ", ")
      try db.execute(
        """
        CREATE TEMP TABLE IF NOT EXISTS staging (dir INTEGER NOT NULL, first INTEGER, childCount INTEGER NOT NULL,
          level TEXT NOT NULL, ownLabel TEXT, source INTEGER, rawParent, \(owns),
          label TEXT NOT NULL GENERATED ALWAYS AS (coalesce(ownLabel, level)) VIRTUAL)
        """)
      let more = more
      staging = try RowsPerStatement(db) { rows in
        let marks: QueryFragment = "(\(QueryFragment.placeholders(8 + more)))"
        return """
          INSERT INTO temp.staging (dir, first, childCount, level, ownLabel, source, rawParent, \(owns))
          VALUES \(Array(repeating: marks, count: rows).joined(separator: ", "))
          """
      }
    }
    guard let staging else { return }
    try pendingBytes.withUnsafeBufferPointer { bytes in
      var written = start
      while written < pending.count {
        let rows = RowsPerStatement.rows(of: pending.count - written)
        try staging.insert(rows) { statement in
          for row in 0..<rows {
            let base = Int32(row * (8 + more))
            sqlite3_bind_int64(statement, base + 1, Int64(depth))
            bind(statement, base: base + 1, pending[written + row], bytes)
          }
        }
        written += rows
      }
    }
    staged[depth, default: 0] += Int64(pending.count - start)
    releasePending(from: start)
  }

  /// Writes the children of the directory open at `depth` put aside in `temp.staging`,
  /// sorted by SQLite as `writeBlock` sorts them; returns where the block starts.
  private mutating func writeStaged(depth: Int) throws -> Int64 {
    let count = staged[depth] ?? 0
    if try Bool.fetchOne(
      db, "SELECT 1 FROM temp.staging WHERE dir = \(bind: depth) GROUP BY level HAVING count(*) > 1 LIMIT 1") ?? false
    {
      throw NotContiguous()
    }
    let owns: QueryFragment = "own\(TreeSum.moreOwnColumns(more + 1))"
    let first = next
    try db.execute(
      """
      INSERT INTO main.nodes (seq, first, childCount, level, ownLabel, source, rawParent, \(owns))
      SELECT \(bind: first) - 1 + row_number() OVER (ORDER BY label COLLATE NOCASE, level), first, childCount, level,
        ownLabel, source, rawParent, \(owns)
      FROM temp.staging WHERE dir = \(bind: depth)
      """)
    try db.execute("DELETE FROM temp.staging WHERE dir = \(bind: depth)")
    staged[depth] = nil
    if labels.isCollecting {
      let read = try db.cachedStatement("SELECT label FROM main.nodes WHERE seq BETWEEN ? AND ? ORDER BY seq")
      read.setUncheckedArguments([first, first + count - 1])
      let rows = read.sqliteStatement
      defer { sqlite3_reset(rows) }
      while sqlite3_step(rows) == SQLITE_ROW {
        labels.add(UnsafeBufferPointer(start: sqlite3_column_text(rows, 0), count: Int(sqlite3_column_bytes(rows, 0))))
      }
    }
    next += count
    return first
  }

  /// Forgets the pending nodes from `start` on, their values freed (written, or not to be).
  private mutating func releasePending(from start: Int) {
    guard start < pending.count else { return }
    pendingBytes.removeLast(pendingBytes.count - pending[start].level.lowerBound)
    for index in start..<pending.count { pending[index].values.free() }
    pending.removeLast(pending.count - start)
  }

  /// Writes the pending nodes from `start` on as the next block, sorted as the tree shows
  /// siblings (label, case aside, then level); returns where it starts.
  private mutating func writeBlock(from start: Int, depth: Int) throws -> Int64 {
    if staged[depth] != nil {
      try stage(from: start, depth: depth)
      return try writeStaged(depth: depth)
    }
    let first = next
    // Reused from block to block: two arrays a directory were a tenth of the build.
    var order = scratch
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: start..<pending.count)
    defer { scratch = order }
    let labelled = pending[start...].contains { $0.label != nil }
    try pendingBytes.withUnsafeBufferPointer { bytes in
      func label(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[pending[index].label ?? pending[index].level])
      }
      func level(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[pending[index].level])
      }
      order.sort { one, other in
        let compared = BlockOrder.noCase(label(one), label(other))
        return compared != 0 ? compared < 0 : BlockOrder.binary(level(one), level(other)) < 0
      }
      // Two siblings of one level — a directory met again once left — sit side by side
      // in that order, unless a row named one of them otherwise.
      var byLevel = order
      if labelled { byLevel.sort { BlockOrder.binary(level($0), level($1)) < 0 } }
      for (one, other) in zip(byLevel, byLevel.dropFirst()) where sameBytes(level(one), level(other)) {
        throw NotContiguous()
      }
      var written = 0
      while written < order.count {
        let rows = RowsPerStatement.rows(of: order.count - written)
        try insert.insert(rows) { statement in
          for row in 0..<rows {
            bind(statement, row: row, seq: first + Int64(written + row), pending[order[written + row]], bytes)
          }
        }
        if labels.isCollecting {
          for row in 0..<rows { labels.add(label(order[written + row])) }
        }
        written += rows
      }
    }
    next += Int64(order.count)
    return first
  }

  private func bind(
    _ statement: OpaquePointer, row: Int, seq: Int64, _ node: Pending, _ bytes: UnsafeBufferPointer<UInt8>
  ) {
    let base = Int32(row * (8 + more))
    sqlite3_bind_int64(statement, base + 1, seq)
    bind(statement, base: base + 1, node, bytes)
  }

  /// Binds the node's block, level, label and values after parameter `base`.
  private func bind(_ statement: OpaquePointer, base: Int32, _ node: Pending, _ bytes: UnsafeBufferPointer<UInt8>) {
    if let first = node.first {
      sqlite3_bind_int64(statement, base + 1, first)
    } else {
      sqlite3_bind_null(statement, base + 1)
    }
    sqlite3_bind_int64(statement, base + 2, node.count)
    bindText(statement, base + 3, UnsafeBufferPointer(rebasing: bytes[node.level]))
    if let label = node.label {
      bindText(statement, base + 4, UnsafeBufferPointer(rebasing: bytes[label]))
    } else {
      sqlite3_bind_null(statement, base + 4)
    }
    node.values.bind(statement, from: base + 5)
  }
}
