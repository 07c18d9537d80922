import ArborDB
import GRDB
import GRDBSQLite

/// Makes the side-car of a path tree: every path's levels become nodes of a parent-keyed
/// copy (`ParentSideCar`'s own tables, so the copy is read, searched and indexed like any
/// other), directories that exist only as prefixes included. A node's key is its path
/// without leading or trailing separators; a row's own path sits on the node it names
/// (`source`: its rowid; `rawParent`: the path as the file spells it), so a path that is
/// both a file and a directory is one node with both.
enum PathSideCar {
  static let schema = """
    CREATE TABLE nodes (seq INTEGER PRIMARY KEY, key NOT NULL UNIQUE, parent, nullOrder INTEGER NOT NULL,
      orderValue, label TEXT NOT NULL, source INTEGER, rawParent, childCount INTEGER NOT NULL DEFAULT 0,
      cycleRoot INTEGER NOT NULL DEFAULT 0);
    """

  /// The key and label of a row whose path has no level at all (NULL, empty, only
  /// separators): one top-level node holds them.
  static let emptyKey = ""
  static let emptyLabel = "(no path)"

  /// Fills `target` (set up with `schema`) from `select` — rows of (rowid or NULL, path,
  /// label or NULL) — run on the file's connection `db`. A row's label names its node
  /// when it has one (treebeard's steps are ids, its `name` the label); else the last
  /// level does. Returns false when `progress` asked to stop.
  ///
  /// Two million paths go through here: rows are stepped and values bound with SQLite's
  /// C calls on the paths' bytes (splitting and joining `String`s, and a `Row` and
  /// `StatementArguments` per path, were most of the copy's time).
  static func fill(
    _ target: Database, from select: GRDB.Statement, in db: Database, splitter: PathSplitter, total: Int,
    progress: (Double) -> Bool
  ) throws -> Bool {
    let directoryInsert = try target.makeStatement(sql: """
      INSERT OR IGNORE INTO nodes (key, parent, nullOrder, orderValue, label) VALUES (?, ?, 0, 0, ?)
      """)
    let file = try target.makeStatement(sql: """
      INSERT INTO nodes (key, parent, nullOrder, orderValue, label, source, rawParent) VALUES (?, ?, 0, 0, ?, ?, ?)
      ON CONFLICT (key) DO UPDATE SET source = excluded.source, rawParent = excluded.rawParent
      """)
    let rows = select.sqliteStatement
    sqlite3_reset(rows)
    defer { sqlite3_reset(rows) }
    var levels = PathLevels()
    // The previous path's key and level ends: files of one directory usually come
    // together, so most directories are the previous path's and need no insert.
    var previous = PathLevels()
    var copied = 0
    while true {
      let code = sqlite3_step(rows)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection))) }
      let path = UnsafeBufferPointer(start: sqlite3_column_text(rows, 1), count: Int(sqlite3_column_bytes(rows, 1)))
      levels.read(path, splitter)
      let common = levels.commonPrefix(with: previous)
      for depth in 0..<max(0, levels.count - 1) {
        let end = levels.ends[depth]
        if depth < previous.count && previous.ends[depth] == end && end <= common { continue }
        try step(directoryInsert, target) { statement in
          levels.bindKey(statement, 1, depth: depth)
          if depth == 0 { sqlite3_bind_null(statement, 2) } else { levels.bindKey(statement, 2, depth: depth - 1) }
          levels.bindLevel(statement, 3, depth: depth)
        }
      }
      try step(file, target) { statement in
        if levels.count == 0 {
          sqlite3_bind_text(statement, 1, emptyKey, -1, SQLITE_TRANSIENT)
          sqlite3_bind_null(statement, 2)
        } else {
          levels.bindKey(statement, 1, depth: levels.count - 1)
          if levels.count == 1 { sqlite3_bind_null(statement, 2) } else { levels.bindKey(statement, 2, depth: levels.count - 2) }
        }
        if let label = sqlite3_column_text(rows, 2), sqlite3_column_bytes(rows, 2) > 0,
          String(cString: label).contains(where: { !$0.isWhitespace })
        {
          sqlite3_bind_text(statement, 3, label, sqlite3_column_bytes(rows, 2), SQLITE_TRANSIENT)
        } else if levels.count > 0 {
          levels.bindLevel(statement, 3, depth: levels.count - 1)
        } else {
          sqlite3_bind_text(statement, 3, emptyLabel, -1, SQLITE_TRANSIENT)
        }
        if sqlite3_column_type(rows, 0) == SQLITE_NULL { sqlite3_bind_null(statement, 4) } else { sqlite3_bind_int64(statement, 4, sqlite3_column_int64(rows, 0)) }
        sqlite3_bind_value(statement, 5, sqlite3_column_value(rows, 1))
      }
      swap(&levels, &previous)
      copied += 1
      if copied % 50_000 == 0, !progress(0.8 * Double(copied) / Double(max(total, 1))) { return false }
    }
    try finish(target)
    return progress(1)
  }

  /// Indexes a filled copy as `ParentSideCar` reads it, and counts each node's children.
  static func finish(_ target: Database) throws {
    try target.execute(sql: """
      CREATE INDEX nodes_children ON nodes (parent, cycleRoot, nullOrder, orderValue, label COLLATE NOCASE, key);
      CREATE INDEX nodes_source ON nodes (source);
      UPDATE nodes SET childCount = c.n FROM (SELECT parent, count(*) AS n FROM nodes WHERE parent IS NOT NULL GROUP BY parent) AS c
        WHERE nodes.key = c.parent;
      """)
  }

  /// A copy made by `fill` (on the copy, within one transaction) in memory.
  static func inMemory(_ fill: (Database) throws -> Void) throws -> ParentSideCar {
    let target = try DatabaseQueue()
    try target.writeWithoutTransaction { copy in try copy.execute(sql: schema) }
    try target.inTransaction { copy in
      try fill(copy)
      return .commit
    }
    return ParentSideCar(queue: target, stamp: "")
  }

  /// A copy made by `fill` (the copy, the file's connection; false: abandoned) at
  /// `location` in arbor's cache, stamped with what it copies.
  static func inFile(
    location: String, stamp: String, from source: DatabaseQueue, _ fill: (Database, Database) throws -> Bool
  ) throws -> ParentSideCar? {
    // A 4 MB page cache while building: 32 MB made the process peak at 100 MB (now 45)
    // for the same build time (`arbor-bench paths`).
    let target = try SideCarFile.begin(location, schema: "PRAGMA cache_size = -4096;\n" + schema)
    var finished = false
    try source.read { db in
      try target.inTransaction { copy in
        finished = try fill(copy, db)
        return finished ? .commit : .rollback
      }
    }
    guard finished else {
      SideCarFile.abandon(location)
      return nil
    }
    try SideCarFile.finish(target, at: location, stamp: ParentSideCar.format + stamp)
    return ParentSideCar.open(location: location, stamp: stamp)
  }

  /// Binds with `bind`, runs and resets `statement` (an insert of `target`).
  private static func step(_ statement: GRDB.Statement, _ target: Database, bind: (OpaquePointer) -> Void) throws {
    let handle = statement.sqliteStatement
    bind(handle)
    let code = sqlite3_step(handle)
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    guard code == SQLITE_DONE else {
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(target.sqliteConnection)))
    }
  }
}

/// SQLite's "copy the bytes now" destructor for bound text.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

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
    case .separator(let separator):
      let mark = Array(separator.utf8)
      var index = 0
      var levelStart = 0
      func endLevel(_ end: Int) {
        let length = end - levelStart
        // Empty levels and `.` are no levels.
        guard length > 0, !(length == 1 && path[levelStart] == UInt8(ascii: ".")) else { return }
        if !ends.isEmpty { key += mark }
        starts.append(key.count)
        key += path[levelStart..<end]
        ends.append(key.count)
      }
      while index < path.count {
        if !mark.isEmpty, path[index] == mark[0], index + mark.count <= path.count, mark.indices.allSatisfy({ path[index + $0] == mark[$0] }) {
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

  /// How many leading bytes of the key are the same as `other`'s.
  func commonPrefix(with other: PathLevels) -> Int {
    var common = 0
    let limit = min(key.count, other.key.count)
    while common < limit && key[common] == other.key[common] { common += 1 }
    return common
  }

  /// Binds the key of the node `depth` levels down (its path up to that level).
  func bindKey(_ statement: OpaquePointer, _ index: Int32, depth: Int) {
    key.withUnsafeBufferPointer { bytes in
      _ = sqlite3_bind_text(statement, index, UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(ends[depth]), SQLITE_TRANSIENT)
    }
  }

  /// Binds level `depth`'s own name.
  func bindLevel(_ statement: OpaquePointer, _ index: Int32, depth: Int) {
    key.withUnsafeBufferPointer { bytes in
      let start = UnsafeRawPointer(bytes.baseAddress! + starts[depth]).assumingMemoryBound(to: CChar.self)
      _ = sqlite3_bind_text(statement, index, start, Int32(ends[depth] - starts[depth]), SQLITE_TRANSIENT)
    }
  }
}
