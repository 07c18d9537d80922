import ArborDB
import Foundation
import GRDB
import GRDBSQLite

/// Walks the rows of a path table in order and meets every node of the tree they make
/// once per row that names it: each directory that is not the previous row's too (files
/// of one directory usually come together, so most directories need nothing), then the
/// row's own node. The copy (`PathSideCar`) is made from it.
///
/// Two million paths go through here: rows are stepped and their bytes read with
/// SQLite's C calls (splitting and joining `String`s, and a `Row` per path, were most of
/// the copy's time).
struct PathWalk {
  /// `select` yields rows of (rowid or NULL, path, label or NULL, own value or NULL), run
  /// on `db`.
  let select: GRDB.Statement
  let db: Database
  let splitter: PathSplitter

  /// A node met: `depth` is its level in `levels` (-1: a row with no level at all, which
  /// the top-level node `PathSideCar.emptyKey` holds); `row` is the file's statement when
  /// the node is the row's own, nil for a directory met as a prefix.
  struct Node {
    let levels: PathLevels
    let depth: Int
    let row: OpaquePointer?
    let splitter: PathSplitter

    /// The node's key: its levels joined, without leading or trailing separators.
    func withKey<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
      if depth < 0 { return try Array(PathSideCar.emptyKey.utf8).withUnsafeBufferPointer(body) }
      return try levels.withKey(depth: depth, body)
    }

    /// The parent's key; nil at the top level.
    func withParent<R>(_ body: (UnsafeBufferPointer<UInt8>?) throws -> R) rethrows -> R {
      if depth < 1 { return try body(nil) }
      return try levels.withKey(depth: depth - 1, body)
    }

    /// The node's own level: its key's last (empty for `PathSideCar.emptyKey`).
    func withLevel<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
      if depth < 0 { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
      return try levels.withLevel(depth: depth, body)
    }

    /// Whether the node's row has the separator alone for its path: it names the root
    /// (`PathSplitter.rooted`).
    var namesRoot: Bool {
      guard let row, !splitter.separatorBytes.isEmpty, let path = sqlite3_column_text(row, 1) else { return false }
      let bytes = UnsafeBufferPointer(start: path, count: Int(sqlite3_column_bytes(row, 1)))
      return splitter.separatorBytes.withUnsafeBufferPointer { sameBytes(bytes, $0) }
    }

    /// A row's label names its node when it has one (treebeard's steps are ids, its
    /// `name` the label); else the level does.
    func withLabel<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
      if let row, let label = sqlite3_column_text(row, 2) {
        let bytes = UnsafeBufferPointer(start: label, count: Int(sqlite3_column_bytes(row, 2)))
        // An ASCII letter settles it without making a String (UTF-8 bytes below 0x80
        // are only ever themselves).
        if bytes.contains(where: { $0 > 0x20 && $0 < 0x7F })
          || String(decoding: bytes, as: UTF8.self).contains(where: { !$0.isWhitespace })
        {
          return try body(bytes)
        }
      }
      if depth >= 0 {
        return try levels.withLevel(depth: depth) { level in
          // A rooted tree's root, whose level is empty, is called by the separator.
          level.isEmpty ? try splitter.separatorBytes.withUnsafeBufferPointer(body) : try body(level)
        }
      }
      // A path of separators only names itself (`//` where the tree is not rooted); one
      // with no text at all is "(no path)", unless the tree is rooted: its root holds it.
      if splitter.rooted { return try splitter.separatorBytes.withUnsafeBufferPointer(body) }
      if let row, let path = sqlite3_column_text(row, 1) {
        let bytes = UnsafeBufferPointer(start: path, count: Int(sqlite3_column_bytes(row, 1)))
        if bytes.contains(where: { $0 > 0x20 }) { return try body(bytes) }
      }
      return try Array(PathSideCar.emptyLabel.utf8).withUnsafeBufferPointer(body)
    }
  }

  /// Calls `visit` for each node met; false when `progress` (given the rows walked) asked
  /// to stop.
  func run(progress: (Int) -> Bool, visit: (Node) throws -> Void) throws -> Bool {
    let rows = select.sqliteStatement
    sqlite3_reset(rows)
    defer { sqlite3_reset(rows) }
    var levels = PathLevels()
    var previous = PathLevels()
    var walked = 0
    while true {
      let code = sqlite3_step(rows)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else {
        throw DatabaseError.stepping(code, on: db)
      }
      let path = UnsafeBufferPointer(start: sqlite3_column_text(rows, 1), count: Int(sqlite3_column_bytes(rows, 1)))
      levels.read(path, splitter)
      let common = levels.commonPrefix(with: previous)
      for depth in 0..<max(0, levels.count - 1) {
        let end = levels.ends[depth]
        if depth < previous.count && previous.ends[depth] == end && end <= common { continue }
        try visit(Node(levels: levels, depth: depth, row: nil, splitter: splitter))
      }
      try visit(Node(levels: levels, depth: levels.count - 1, row: rows, splitter: splitter))
      swap(&levels, &previous)
      walked += 1
      if walked % 50_000 == 0, !progress(walked) { return false }
    }
    return true
  }
}

/// One path's levels as bytes: the key (levels joined by the separator, no empty levels
/// or `.`), where each level starts and ends in it. Reused from row to row.
struct PathLevels {
  private(set) var key: [UInt8] = []
  private(set) var starts: [Int] = []
  private(set) var ends: [Int] = []
  var count: Int { ends.count }

  /// Splits `path` as `splitter` says.
  mutating func read(_ path: UnsafeBufferPointer<UInt8>, _ splitter: PathSplitter) {
    key.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    switch splitter.rule {
    case .separator:
      let mark = splitter.separatorBytes
      var index = 0
      var levelStart = 0
      func endLevel(_ end: Int) {
        let length = end - levelStart
        // Empty levels and `.` are no levels.
        guard length > 0, !(length == 1 && path[levelStart] == UInt8(ascii: ".")) else { return }
        if !ends.isEmpty { key.append(contentsOf: mark) }
        starts.append(key.count)
        key.append(contentsOf: UnsafeBufferPointer(rebasing: path[levelStart..<end]))
        ends.append(key.count)
      }
      // Byte by byte, without slices or closures: the generic forms took 2,400
      // instructions a path (callgrind).
      let first = mark.first
      // A rooted tree's root: the empty level a leading separator stands for.
      if splitter.rooted, mark.count <= path.count, path.first == first, Self.matches(mark, path, at: 0) {
        starts.append(0)
        ends.append(0)
      }
      while index < path.count {
        if let first, path[index] == first, index + mark.count <= path.count, Self.matches(mark, path, at: index) {
          endLevel(index)
          index += mark.count
          levelStart = index
        } else {
          index += 1
        }
      }
      endLevel(path.count)
    case .step:
      // Steps count characters: split as text.
      let text = String(decoding: path, as: UTF8.self)
      for level in splitter.segments(text) {
        starts.append(key.count)
        key += level.utf8
        ends.append(key.count)
      }
    }
  }

  /// Whether `mark` is in `path` at `index` (the caller checked it fits).
  private static func matches(_ mark: [UInt8], _ path: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    var offset = 1
    while offset < mark.count {
      if path[index + offset] != mark[offset] { return false }
      offset += 1
    }
    return true
  }

  /// How many leading bytes of the key are the same as `other`'s.
  func commonPrefix(with other: PathLevels) -> Int {
    var common = 0
    let limit = min(key.count, other.key.count)
    while common < limit && key[common] == other.key[common] { common += 1 }
    return common
  }

  /// The key of the node `depth` levels down (its path up to that level).
  func withKey<R>(depth: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try key.withUnsafeBufferPointer { bytes in try body(UnsafeBufferPointer(rebasing: bytes[0..<ends[depth]])) }
  }

  /// Level `depth`'s own name.
  func withLevel<R>(depth: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try key.withUnsafeBufferPointer { bytes in
      try body(UnsafeBufferPointer(rebasing: bytes[starts[depth]..<ends[depth]]))
    }
  }
}

/// Binds `bytes` as text without copying them (SQLite's "static" destructor, nil): the
/// buffer must stay as it is until the statement has been stepped — `RowsPerStatement`
/// clears its bindings right after. Copying each text was a tenth of the copy's time.
func bindText(_ statement: OpaquePointer, _ index: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
  let start = UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self)
  sqlite3_bind_text(statement, index, start, Int32(bytes.count), nil)
}

/// Whether two buffers hold the same bytes. memcmp: the generic `elementsEqual` took 860
/// instructions a path (callgrind).
func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
  first.count == second.count && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
}
