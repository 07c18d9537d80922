import GRDB
import GRDBSQLite

/// Nodes of a path walk on their way into the copy, `RowsPerStatement.size` to a
/// statement. The nodes' texts wait in one reused buffer.
struct NodeBatch {
  private let insert: RowsPerStatement
  private var bytes: [UInt8] = []
  /// Per node: key, parent (nil at the top), label as ranges of `bytes`; the row's rowid
  /// (`PathSideCar.foundByPath` in a table without rowids), its path when there is no
  /// rowid to find it by and the file spells it otherwise than the key, and its own value
  /// of the sum (copies SQLite made; nil for a directory).
  private var nodes: [(key: Range<Int>, parent: Range<Int>?, label: Range<Int>, source: Int64?, raw: OpaquePointer?, own: OpaquePointer?)] = []
  /// The values of the sums after the first, `more` per node in a row (none: one sum or
  /// none, the usual case, costs nothing more).
  private var moreOwn: [OpaquePointer?] = []
  private let more: Int
  /// The labels of new nodes, for the label index made beside the copy.
  private var labels: LabelCollector
  private let db: Database
  /// How many rows without rowids spell their path otherwise than their node's key.
  private(set) var spelledOtherwise = 0

  init(_ target: Database, sums: Int, labels feed: LabelFeed? = nil) throws {
    let more = max(sums - 1, 0)
    self.more = more
    labels = try LabelCollector(feed, copy: target)
    db = target
    insert = try RowsPerStatement(target) { Self.statement(rows: $0, more: more) }
    nodes.reserveCapacity(RowsPerStatement.size)
  }

  /// A directory met again, or a row naming a node already made, keeps what its node has
  /// (`coalesce`): the row's rowid and path are set once; two rows of one path add their
  /// values.
  private static func statement(rows: Int, more: Int) -> String {
    let owns = ["own"] + (0..<more).map { TreeSum.ownColumn($0 + 1) }
    let marks = "(?, ?, 0, 0, ?, ?, ?" + String(repeating: ", ?", count: owns.count) + ")"
    let merges = owns.map { "\($0) = CASE WHEN excluded.\($0) IS NULL THEN \($0) WHEN \($0) IS NULL THEN excluded.\($0) ELSE \($0) + excluded.\($0) END" }
    return """
    INSERT INTO nodes (key, parent, nullOrder, orderValue, label, source, rawParent, \(owns.joined(separator: ", ")))
    VALUES \(Array(repeating: marks, count: rows).joined(separator: ", "))
    ON CONFLICT (key) DO UPDATE SET source = coalesce(excluded.source, source), rawParent = coalesce(excluded.rawParent, rawParent),
      \(merges.joined(separator: ", "))
    """
  }

  mutating func add(_ node: PathWalk.Node) throws {
    func append(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
      let start = bytes.count
      bytes.append(contentsOf: text)
      return start..<bytes.count
    }
    let key = node.withKey(append)
    let parent = node.withParent { $0.map(append) }
    let label = node.withLabel(append)
    var source: Int64?
    var raw: OpaquePointer?
    var own: OpaquePointer?
    if let row = node.row {
      if sqlite3_column_type(row, 0) != SQLITE_NULL {
        source = sqlite3_column_int64(row, 0)
      } else {
        source = PathSideCar.foundByPath
        let spelt = bytes.withUnsafeBufferPointer { isText(row, column: 1, UnsafeBufferPointer(rebasing: $0[key])) }
        if !spelt {
          raw = sqlite3_value_dup(sqlite3_column_value(row, 1))
          spelledOtherwise += 1
        }
      }
      if sqlite3_column_type(row, 3) != SQLITE_NULL { own = sqlite3_value_dup(sqlite3_column_value(row, 3)) }
    }
    for index in 0..<more {
      let column = Int32(4 + index)
      if let row = node.row, sqlite3_column_type(row, column) != SQLITE_NULL {
        moreOwn.append(sqlite3_value_dup(sqlite3_column_value(row, column)))
      } else {
        moreOwn.append(nil)
      }
    }
    nodes.append((key, parent, label, source, raw, own))
    if nodes.count == RowsPerStatement.size { try flush() }
  }

  /// Whether `row`'s `column` is the text `bytes`, byte for byte (a path found by its key).
  private func isText(_ row: OpaquePointer, column: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard sqlite3_column_type(row, column) == SQLITE_TEXT, let text = sqlite3_column_text(row, column) else { return false }
    return Int(sqlite3_column_bytes(row, column)) == bytes.count && UnsafeBufferPointer(start: text, count: bytes.count).elementsEqual(bytes)
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
      if labels.isCollecting { try collectNewLabels(buffer) }
    }
  }

  /// Hands the labels still waiting to the feed (the walk has ended).
  mutating func endFeeding() {
    labels.end()
  }

  /// The labels of the nodes the last statement added, in their row order. A node met
  /// before (a directory again, a row naming one) was not added: the copy numbers only new
  /// rows, so when some were met before the new rows' labels are read back.
  private mutating func collectNewLabels(_ buffer: UnsafeBufferPointer<UInt8>) throws {
    let lastSeq = labels.next - 1
    let last = db.lastInsertedRowID
    guard last > lastSeq else { return }
    if last - lastSeq == Int64(nodes.count) {
      for node in nodes { labels.add(UnsafeBufferPointer(rebasing: buffer[node.label])) }
    } else {
      var added = LabelFeed.Batch(first: lastSeq + 1)
      let select = try db.cachedStatement(sql: "SELECT label FROM nodes WHERE seq > ? ORDER BY seq")
      select.arguments = [lastSeq]
      let rows = select.sqliteStatement
      defer { sqlite3_reset(rows) }
      while true {
        let code = sqlite3_step(rows)
        if code == SQLITE_DONE { break }
        guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
        added.append(UnsafeBufferPointer(start: sqlite3_column_text(rows, 0), count: Int(sqlite3_column_bytes(rows, 0))))
      }
      // A label short would give every later row its neighbour's: the index then takes
      // the rest from the finished copy instead.
      guard Int64(added.count) == last - lastSeq else { return labels.giveUp() }
      added.forEachLabel { labels.add($0) }
    }
  }

  private func bind(_ statement: OpaquePointer, _ buffer: UnsafeBufferPointer<UInt8>) {
    let width = 6 + more
    for (index, node) in nodes.enumerated() {
      let first = Int32(index * width)
      bindText(statement, first + 1, UnsafeBufferPointer(rebasing: buffer[node.key]))
      if let parent = node.parent { bindText(statement, first + 2, UnsafeBufferPointer(rebasing: buffer[parent])) } else { sqlite3_bind_null(statement, first + 2) }
      bindText(statement, first + 3, UnsafeBufferPointer(rebasing: buffer[node.label]))
      if let source = node.source { sqlite3_bind_int64(statement, first + 4, source) } else { sqlite3_bind_null(statement, first + 4) }
      if let raw = node.raw { sqlite3_bind_value(statement, first + 5, raw) } else { sqlite3_bind_null(statement, first + 5) }
      if let own = node.own { sqlite3_bind_value(statement, first + 6, own) } else { sqlite3_bind_null(statement, first + 6) }
      for extra in 0..<more {
        let place = first + 7 + Int32(extra)
        if let value = moreOwn[index * more + extra] { sqlite3_bind_value(statement, place, value) } else { sqlite3_bind_null(statement, place) }
      }
    }
  }
}
