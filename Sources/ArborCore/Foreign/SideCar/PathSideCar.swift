import ArborDB
import GRDB

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
    // The previous path's key and where each of its levels ends: files of one directory
    // usually come together, so most directories are the previous path's and need no
    // string of their own, nor a lookup in the copy.
    var previous: [UInt8] = []
    var previousEnds: [Int] = []
    var copied = 0
    let rows = try Row.fetchCursor(select)
    while let row = try rows.next() {
      let rowid: DatabaseValue = row[0]
      let raw: DatabaseValue = row[1]
      let text = String.fromDatabaseValue(raw) ?? ""
      let segments = splitter.segments(text)
      let key = segments.isEmpty ? emptyKey : splitter.key(segments[...])
      let bytes = Array(key.utf8)
      // Where each level's key ends in `key`'s bytes.
      var ends: [Int] = []
      ends.reserveCapacity(segments.count)
      var end = 0
      for (depth, segment) in segments.enumerated() {
        end += segment.utf8.count + (depth == 0 ? 0 : splitter.joinLength)
        ends.append(end)
      }
      var common = 0
      while common < bytes.count && common < previous.count && bytes[common] == previous[common] { common += 1 }
      for depth in 0..<max(0, segments.count - 1) {
        let end = ends[depth]
        if depth < previousEnds.count && previousEnds[depth] == end && end <= common { continue }
        let directory = String(decoding: bytes[..<end], as: UTF8.self)
        let parent = depth == 0 ? nil : String(decoding: bytes[..<ends[depth - 1]], as: UTF8.self)
        try directoryInsert.execute(arguments: [directory, parent, String(segments[depth])])
      }
      let label = (row[2] as String?).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        ?? segments.last.map(String.init) ?? emptyLabel
      let parent = segments.count > 1 ? String(decoding: bytes[..<ends[segments.count - 2]], as: UTF8.self) : nil
      try file.execute(arguments: [key, parent, label, rowid, raw])
      previous = bytes
      previousEnds = ends
      copied += 1
      if copied % 50_000 == 0, !progress(0.8 * Double(copied) / Double(max(total, 1))) { return false }
    }
    try target.execute(sql: """
      CREATE INDEX nodes_children ON nodes (parent, cycleRoot, nullOrder, orderValue, label COLLATE NOCASE, key);
      CREATE INDEX nodes_source ON nodes (source);
      UPDATE nodes SET childCount = c.n FROM (SELECT parent, count(*) AS n FROM nodes WHERE parent IS NOT NULL GROUP BY parent) AS c
        WHERE nodes.key = c.parent;
      """)
    return progress(1)
  }
}
