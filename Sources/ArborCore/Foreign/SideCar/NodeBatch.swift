import ArborDB
import Foundation
import GRDB
import GRDBSQLite

/// Nodes of a path walk on their way into the copy, `RowsPerStatement.size` to a
/// statement. The nodes' texts wait in one reused buffer.
///
/// A node is written once the walk has left it (`OpenNodes`), its children counted: in a
/// walk in path order (a table keyed by its paths) every child of a directory comes while
/// it is open, and the copy needs no pass to count them — that pass (an `UPDATE` looking
/// up 560,000 parents by their keys) was 1.6 s of a 2M-path copy. The copy is then
/// numbered children first. A node met again once written (paths in another order, two
/// rows of one path) is merged by the upsert, and the counts are left to `PathSideCar`'s
/// pass (`countsAreExact`).
struct NodeBatch {
  private let insert: RowsPerStatement
  private var bytes: [UInt8] = []
  /// Per node: key, parent (nil at the top), label as ranges of `bytes`; the row's rowid
  /// (`PathSideCar.foundByPath` in a table without rowids), its path when there is no
  /// rowid to find it by and the file spells it otherwise than the key, and its own value
  /// of the sum (copies SQLite made; nil for a directory); its children counted.
  private var nodes:
    [(
      key: Range<Int>, parent: Range<Int>?, label: Range<Int>, source: Int64?, raw: OpaquePointer?, own: OpaquePointer?,
      children: Int
    )] = []
  /// The nodes the walk is in, one a level.
  private var open = OpenNodes()
  /// The last row number the copy has given a node.
  private var lastSeq: Int64
  /// Whether every node was new when written, and met only while open: each node's
  /// children are then all counted.
  private(set) var countsAreExact = true
  /// The values of the sums after the first, `more` per node in a row (none: one sum or
  /// none, the usual case, costs nothing more).
  private var moreOwn: [OpaquePointer?] = []
  private let more: Int
  /// The labels of new nodes, for the label index made beside the copy.
  private var labels: LabelCollector
  private let db: Database
  /// How many rows without rowids spell their path otherwise than their node's key.
  private(set) var spelledOtherwise = 0
  /// The bytes between a parent's key and a level in a key (`CopyKeys.joined`).
  private let joinLength: Int

  init(_ target: Database, sums: Int, joinLength: Int, labels feed: LabelFeed? = nil) throws {
    let more = max(sums - 1, 0)
    self.more = more
    self.joinLength = joinLength
    labels = try LabelCollector(feed, copy: target)
    lastSeq = try Int64.fetchOne(target, "SELECT coalesce(max(seq), 0) FROM nodes") ?? 0
    db = target
    insert = try RowsPerStatement(target) { Self.statement(rows: $0, more: more) }
    nodes.reserveCapacity(RowsPerStatement.size)
  }

  /// The copy's key of a node is made from its parent's and its level (`CopyKeys`). A
  /// directory met again, or a row naming a node already made, keeps what its node has
  /// (`coalesce`): the row's rowid and path are set once; two rows of one path add their
  /// values.
  private static func statement(rows: Int, more: Int) -> QueryFragment {
    // The copy's own columns.
    let owns = (["own"] + (0..<more).map { TreeSum.ownColumn($0 + 1) }).map { QueryFragment($0) }
    let marks: QueryFragment = "(?, ?, ?, 0, 0, ?, ?, ?, \(QueryFragment.placeholders(owns.count)))"
    let merges = owns.map {
      """
      \($0) = CASE WHEN excluded.\($0) IS NULL THEN \($0) WHEN \($0) IS NULL THEN excluded.\($0) \
      ELSE \($0) + excluded.\($0) END
      """ as QueryFragment
    }
    return """
      INSERT INTO nodes (parent, level, ownLabel, nullOrder, orderValue, source, rawParent, childCount, \(owns.joined(separator: ", ")))
      VALUES \(Array(repeating: marks, count: rows).joined(separator: ", "))
      ON CONFLICT (key) DO UPDATE SET source = coalesce(excluded.source, source), rawParent = coalesce(excluded.rawParent, rawParent),
        \(merges.joined(separator: ", "))
      """
  }

  /// Takes the walk's next node: the nodes open below its level are left for good, and
  /// written.
  mutating func add(_ node: PathWalk.Node) throws {
    // A row with no level at all is a node at the top.
    let depth = max(node.depth, 0)
    try close(from: depth + 1)
    if node.withKey({ open.holds(depth, key: $0) }) {
      // A row naming a directory met before it as a prefix, or a second row of one
      // path: the upsert merges them once written.
      countsAreExact = false
    } else if depth > 0 {
      if node.withParent({ $0.map { open.holds(depth - 1, key: $0) } ?? false }) {
        open.countChild(at: depth - 1)
      } else {
        countsAreExact = false
      }
    }
    try close(from: depth)
    hold(node, at: depth)
  }

  /// Writes what the walk still holds (it has ended).
  mutating func closeAll() throws {
    try close(from: 0)
    try flush()
  }

  /// Frees the values of the nodes not written (a walk stopped or failed).
  mutating func discard() {
    for value in open.more { sqlite3_value_free(value) }
    open.more.removeAll()
    while let entry = open.pop(above: 0) {
      sqlite3_value_free(entry.raw)
      sqlite3_value_free(entry.own)
      open.drop(entry)
    }
    for node in nodes {
      sqlite3_value_free(node.raw)
      sqlite3_value_free(node.own)
    }
    for value in moreOwn { sqlite3_value_free(value) }
    nodes.removeAll()
    moreOwn.removeAll()
  }

  /// Holds `node` open at `depth`, with copies of what its row has (the walk moves on).
  private mutating func hold(_ node: PathWalk.Node, at depth: Int) {
    var entry = OpenNodes.Entry()
    entry.key = node.withKey { open.append($0) }
    entry.parentLength = node.withParent { $0?.count }
    entry.label = node.withLabel { open.append($0) }
    if let row = node.row {
      if sqlite3_column_type(row, 0) != SQLITE_NULL {
        entry.source = sqlite3_column_int64(row, 0)
      } else {
        entry.source = PathSideCar.foundByPath
        let spelt = open.withBytes { isText(row, column: 1, UnsafeBufferPointer(rebasing: $0[entry.key])) }
        if !spelt {
          entry.raw = sqlite3_value_dup(sqlite3_column_value(row, 1))
          spelledOtherwise += 1
        }
      }
      if sqlite3_column_type(row, 3) != SQLITE_NULL { entry.own = sqlite3_value_dup(sqlite3_column_value(row, 3)) }
    }
    entry.more = open.more.count
    for index in 0..<more {
      let column = Int32(4 + index)
      if let row = node.row, sqlite3_column_type(row, column) != SQLITE_NULL {
        open.more.append(sqlite3_value_dup(sqlite3_column_value(row, column)))
      } else {
        open.more.append(nil)
      }
    }
    open.push(entry, at: depth)
  }

  /// Writes the open nodes at `depth` and below, deepest first (a node after its
  /// children), handing their values over to the batch.
  private mutating func close(from depth: Int) throws {
    while let entry = open.pop(above: depth) {
      let start = bytes.count
      open.withBytes { held in
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: held[entry.key]))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: held[entry.label]))
      }
      let key = start..<(start + entry.key.count)
      let parent = entry.parentLength.map { start..<(start + $0) }
      let label = key.upperBound..<bytes.count
      nodes.append((key, parent, label, entry.source, entry.raw, entry.own, entry.children))
      // An empty append still costs a buffer: none without further sums.
      if more > 0 { moreOwn.append(contentsOf: open.more[entry.more..<(entry.more + more)]) }
      open.drop(entry)
      if nodes.count == RowsPerStatement.size { try flush() }
    }
  }

  /// Whether `row`'s `column` is the text `bytes`, byte for byte (a path found by its key).
  private func isText(_ row: OpaquePointer, column: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard sqlite3_column_type(row, column) == SQLITE_TEXT, let text = sqlite3_column_text(row, column) else {
      return false
    }
    return sameBytes(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(row, column))), bytes)
  }

  /// Inserts the nodes waiting.
  mutating func flush() throws {
    guard !nodes.isEmpty else { return }
    defer {
      for node in nodes {
        sqlite3_value_free(node.raw)
        sqlite3_value_free(node.own)
      }
      for value in moreOwn { sqlite3_value_free(value) }
      moreOwn.removeAll(keepingCapacity: true)
      nodes.removeAll(keepingCapacity: true)
      bytes.removeAll(keepingCapacity: true)
    }
    try bytes.withUnsafeBufferPointer { buffer in
      try insert.insert(nodes.count) { statement in bind(statement, buffer) }
    }
    let last = db.lastInsertedRowID
    // Fewer rows than nodes: some node was there already, and merged.
    if last != lastSeq + Int64(nodes.count) { countsAreExact = false }
    if labels.isCollecting {
      try bytes.withUnsafeBufferPointer { try collectNewLabels($0, after: lastSeq, through: last) }
    }
    lastSeq = last
  }

  /// Hands the labels still waiting to the feed (the walk has ended).
  mutating func endFeeding() {
    labels.end()
  }

  /// The labels of the nodes the last statement added (rows after `lastSeq` through
  /// `last`), in their row order. A node met
  /// before (a directory again, a row naming one) was not added: the copy numbers only new
  /// rows, so when some were met before the new rows' labels are read back.
  private mutating func collectNewLabels(
    _ buffer: UnsafeBufferPointer<UInt8>, after lastSeq: Int64, through last: Int64
  ) throws {
    guard last > lastSeq else { return }
    if last - lastSeq == Int64(nodes.count) {
      for node in nodes { labels.add(UnsafeBufferPointer(rebasing: buffer[node.label])) }
    } else {
      var added = LabelFeed.Batch(first: lastSeq + 1)
      let select = try db.cachedStatement("SELECT label FROM nodes WHERE seq > ? ORDER BY seq")
      select.arguments = [lastSeq]
      let rows = select.sqliteStatement
      defer { sqlite3_reset(rows) }
      while true {
        let code = sqlite3_step(rows)
        if code == SQLITE_DONE { break }
        guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
        added.append(
          UnsafeBufferPointer(start: sqlite3_column_text(rows, 0), count: Int(sqlite3_column_bytes(rows, 0))))
      }
      // A label short would give every later row its neighbour's: the index then takes
      // the rest from the finished copy instead.
      guard Int64(added.count) == last - lastSeq else { return labels.giveUp() }
      added.forEachLabel { labels.add($0) }
    }
  }

  private func bind(_ statement: OpaquePointer, _ buffer: UnsafeBufferPointer<UInt8>) {
    let width = 7 + more
    for (index, node) in nodes.enumerated() {
      let first = Int32(index * width)
      let level: Range<Int>
      if let parent = node.parent {
        bindText(statement, first + 1, UnsafeBufferPointer(rebasing: buffer[parent]))
        level = (parent.upperBound + joinLength)..<node.key.upperBound
      } else {
        sqlite3_bind_null(statement, first + 1)
        level = node.key
      }
      let levelBytes = UnsafeBufferPointer(rebasing: buffer[level])
      bindText(statement, first + 2, levelBytes)
      // The label only where the row names its node otherwise than the level.
      let label = UnsafeBufferPointer(rebasing: buffer[node.label])
      if sameBytes(label, levelBytes) {
        sqlite3_bind_null(statement, first + 3)
      } else {
        bindText(statement, first + 3, label)
      }
      if let source = node.source {
        sqlite3_bind_int64(statement, first + 4, source)
      } else {
        sqlite3_bind_null(statement, first + 4)
      }
      if let raw = node.raw {
        sqlite3_bind_value(statement, first + 5, raw)
      } else {
        sqlite3_bind_null(statement, first + 5)
      }
      sqlite3_bind_int64(statement, first + 6, Int64(node.children))
      if let own = node.own {
        sqlite3_bind_value(statement, first + 7, own)
      } else {
        sqlite3_bind_null(statement, first + 7)
      }
      for extra in 0..<more {
        let place = first + 8 + Int32(extra)
        if let value = moreOwn[index * more + extra] {
          sqlite3_bind_value(statement, place, value)
        } else {
          sqlite3_bind_null(statement, place)
        }
      }
    }
  }
}
