import ArborDB
import GRDB
import GRDBSQLite

/// What a patch of a tree of paths' copy changes (`PathPatch`), found by comparing the
/// copy's nodes of the changed pages' rows with the file's rows there now. Values change
/// in place at once; nodes made, removed or named otherwise are noted for their parents'
/// blocks to be written again (`PathBlockRewrite`).
struct PathPatchPlan {
  let hierarchy: PathHierarchy
  let reads: PathBlockReads

  /// A node new to the copy: its parent's key (nil: a root), level and label, and its
  /// row's values (nil: a directory only).
  struct Made {
    let parent: String?
    let level: String
    var label: String
    var values: [DatabaseValue]?
  }

  /// The copy's nodes of the changed pages' rows, by key.
  private(set) var held: [String: PathPatch.Held] = [:]
  /// Keys given one of the file's rows by this patch: a second one would share it.
  private var claimed = Set<String>()
  /// Nodes new to the copy, by key, each after its parent.
  private(set) var made: [String: Made] = [:]
  private(set) var madeOrder: [String] = []
  /// Keys of the nodes some made node hangs from: a directory emptied under a rename is
  /// kept when one of them is new, asked once per emptied node (a scan of `made` each time
  /// made renaming a directory of 8,939 rows take 74 s).
  private var madeParents = Set<String>()
  /// Parents (by key; nil: the top) whose blocks are sorted again: a child's label changed.
  private(set) var resorted = Set<String?>()
  /// Nodes removed, by their parents' keys.
  private(set) var removed: [String?: Set<Int64>] = [:]
  private(set) var gone: [Int64] = []
  /// Nodes (by key) whose totals are worked out again, and so their ancestors'.
  private(set) var valued = Set<String>()
  /// Nodes taken off their rows (key, row number): they go when nothing is under them.
  private var emptied: [(key: String, seq: Int64)] = []
  /// Directories found by key, and keys found by row number, shared by every lookup of
  /// the plan: the copy's layout does not change until the plan is written.
  private var directories: [String: PathBlockReads.Node] = [:]
  private var keys: [Int64: String] = [:]

  init(hierarchy: PathHierarchy, reads: PathBlockReads) {
    self.hierarchy = hierarchy
    self.reads = reads
  }

  private var db: Database { reads.db }

  /// The copy's columns of own values (`own`, `own2`…).
  var ownColumns: [String] { (0..<max(hierarchy.tree.sums.count, 1)).map(TreeSum.ownColumn) }

  /// The copy's own columns.
  private var heldColumns: QueryFragment {
    QueryFragment("seq, label, source, rawParent, " + ownColumns.joined(separator: ", "))
  }

  /// Notes the nodes holding rows `range` of a table with rowids.
  mutating func holdRows(sourcesIn range: ClosedRange<Int64>) throws {
    let rows = try Row.fetchAll(
      db.cachedStatement("SELECT \(heldColumns) FROM nodes WHERE source BETWEEN ? AND ?"),
      arguments: [range.lowerBound, range.upperBound])
    for row in rows {
      guard let key = try reads.key(of: row[0], known: &keys) else { continue }
      hold(row, key: key)
    }
  }

  /// Notes the nodes holding rows whose paths run from `first` to `last` (a table without
  /// rowids): those keyed so, found from the top down — a block is looked into only where
  /// a path under it can fall in the range — and those spelt otherwise.
  mutating func holdRows(keysFrom first: String, to last: String) throws {
    let low = Array(first.utf8)
    let high = Array(last.utf8)
    let joiner = reads.splitter.separatorBytes
    // A block's files outside the range are left to SQLite (a directory of 30,000 files
    // read whole into rows was half of a change's 70 ms); its directories all come back.
    // Prepared once, its numbered `?`s bound per block below.
    let block = try db.cachedStatement(
      """
      SELECT \(heldColumns), level, first, childCount FROM nodes WHERE seq BETWEEN ?1 AND ?2
        AND (childCount > 0 OR (?3 AND (?4 IS NULL OR level >= ?4) AND (?5 IS NULL OR level <= ?5)))
      """)
    let width = 4 + ownColumns.count
    var waiting: [(node: PathBlockReads.Node, key: String?)] = []
    if let top = try reads.node(0) { waiting.append((top, nil)) }
    while let (node, key) = waiting.popLast() {
      guard node.childCount > 0 else { continue }
      // The levels whose keys fall in the range: the range's ends after this node's key.
      let prefix = key.map { Array($0.utf8) + joiner } ?? []
      var some = true
      var lowest: String?
      var highest: String?
      if low.starts(with: prefix) {
        lowest = String(decoding: low[prefix.count...], as: UTF8.self)
      } else if prefix.lexicographicallyPrecedes(low) {
        some = false
      }
      if high.starts(with: prefix) {
        highest = String(decoding: high[prefix.count...], as: UTF8.self)
      } else if high.lexicographicallyPrecedes(prefix) {
        some = false
      }
      let arguments: StatementArguments = [node.block.lowerBound, node.block.upperBound - 1, some, lowest, highest]
      for row in try Row.fetchAll(block, arguments: arguments) {
        let childKey = reads.key(under: key, level: row[width])
        let bytes = Array(childKey.utf8)
        let source: DatabaseValue = row[2]
        let raw: DatabaseValue = row[3]
        if !source.isNull, raw.isNull, !bytes.lexicographicallyPrecedes(low), !high.lexicographicallyPrecedes(bytes) {
          hold(row, key: childKey)
        }
        let count: Int64 = row[width + 2]
        guard count > 0 else { continue }
        // Paths below start with the key and the joiner: none is in the range when that
        // prefix is past its end, or its start is past every path with the prefix.
        let prefix = bytes + joiner
        if !high.lexicographicallyPrecedes(prefix), !prefix.lexicographicallyPrecedes(low) || low.starts(with: prefix) {
          let child = PathBlockReads.Node(
            seq: row[0], first: row[width + 1], childCount: count, level: row[width], label: row[1])
          waiting.append((child, childKey))
        }
      }
    }
    guard try db.indexes(on: "nodes").contains(where: { $0.name == PathSideCar.speltIndex }) else { return }
    let spelt = try Row.fetchAll(
      db.cachedStatement(
        "SELECT \(heldColumns) FROM nodes WHERE rawParent BETWEEN ? AND ?"), arguments: [first, last])
    for row in spelt {
      guard let key = try reads.key(of: row[0], known: &keys) else { continue }
      hold(row, key: key)
    }
  }

  private mutating func hold(_ row: Row, key: String) {
    let values = (2..<(4 + ownColumns.count)).map { row[$0] as DatabaseValue }
    held[key] = PathPatch.Held(seq: row[0], label: row[1], values: values)
  }

  /// The key one level up (nil at the top).
  func parent(of key: String) -> String? {
    let levels = reads.levels(of: key)
    return levels.count > 1 ? reads.join(levels.dropLast()) : nil
  }

  /// Puts the file's rows the condition finds into the plan, as the copy's build does
  /// (`PathWalk`), with the directories they need: a row as its node has it is left alone.
  mutating func putBack(file: Database, condition: QueryFragment) throws {
    let select = try file.makeStatement("\(hierarchy.select) WHERE \(condition)")
    let more = max(hierarchy.tree.sums.count - 1, 0)
    // Split as the copy was: whether the tree is rooted is the copy's (a root row come or
    // gone makes a new copy).
    let walk = PathWalk(select: select, db: file, splitter: reads.splitter)
    let always: (Int) -> Bool = { _ in true }
    _ = try walk.run(progress: always) { node in
      let key = try node.withKey { try PathPatch.text($0) }
      let label = node.withLabel { String(decoding: $0, as: UTF8.self) }
      let level = try node.withLevel { try PathPatch.text($0) }
      guard let row = node.row else {
        if made[key] == nil, try reads.node(of: key, sharing: &directories, isDirectory: true) == nil {
          make(key, level: level, label: label, values: nil)
        }
        return
      }
      // A row naming the root of a tree that is not rooted: the tree takes another shape.
      if !reads.splitter.rooted, node.namesRoot {
        throw PathPatch.NeedsNewCopy()
      }
      // Two rows of one node: which a later page holds could not be told.
      guard claimed.insert(key).inserted else { throw PathPatch.NeedsNewCopy() }
      let source: Int64 =
        sqlite3_column_type(row, 0) == SQLITE_NULL ? PathSideCar.foundByPath : sqlite3_column_int64(row, 0)
      var raw = DatabaseValue.null
      if hierarchy.rowid == nil {
        // As the build has it: the path, when it is not the key's very bytes.
        if sqlite3_column_type(row, 1) == SQLITE_TEXT {
          let path = try PathPatch.text(
            UnsafeBufferPointer(start: sqlite3_column_text(row, 1), count: Int(sqlite3_column_bytes(row, 1))))
          if path != key { raw = path.databaseValue }
        } else {
          raw = DatabaseValue(sqliteStatement: row, index: 1)
        }
        // The first such path: the next patch finds its node by it.
        if !raw.isNull { try PathSideCar.indexSpeltPaths(db) }
      }
      let values =
        [source.databaseValue, raw] + (0...more).map { DatabaseValue(sqliteStatement: row, index: Int32(3 + $0)) }
      if let held = held[key] {
        if held.label == label, held.values.map(\.storage) == values.map(\.storage) { return }
        try write(seq: held.seq, key: key, label: label, was: held.label, values: values)
      } else if made[key] != nil {
        made[key]?.label = label
        made[key]?.values = values
      } else if let existing = try reads.node(of: key, sharing: &directories) {
        let source = try DatabaseValue.fetchOne(
          db.cachedStatement("SELECT source FROM nodes WHERE seq = ?"), arguments: [existing.seq])
        guard source?.isNull ?? true else { throw PathPatch.NeedsNewCopy() }
        try write(seq: existing.seq, key: key, label: label, was: existing.label, values: values)
      } else {
        make(key, level: level, label: label, values: values)
      }
    }
  }

  private mutating func make(_ key: String, level: String, label: String, values: [DatabaseValue]?) {
    made[key] = Made(parent: parent(of: key), level: level, label: label, values: values)
    madeOrder.append(key)
    if let parent = made[key]?.parent { madeParents.insert(parent) }
    valued.insert(key)
  }

  /// Gives the node `seq` its row's values (nil: none) and label, in place.
  private mutating func write(seq: Int64, key: String, label: String, was: String, values: [DatabaseValue]?) throws {
    let written = values ?? Array(repeating: .null, count: 2 + ownColumns.count)
    let owns = QueryFragment.assignments(ownColumns, Array(written.dropFirst(2)))
    try db.cachedStatement(
      """
      UPDATE nodes SET ownLabel = nullif(\(bind: label), level), source = \(bind: written[0]), \
      rawParent = \(bind: written[1]), \(owns) WHERE seq = \(bind: seq)
      """
    ).execute()
    if label != was { resorted.insert(parent(of: key)) }
    valued.insert(key)
  }

  /// Takes the held nodes whose rows the file no longer has there off them: each becomes
  /// a directory named by its level (pruned when nothing is under it).
  mutating func takeOff() throws {
    for (key, held) in held where !claimed.contains(key) {
      // The root's row gone: whether the tree is still rooted is the file's to say again.
      if key.isEmpty, reads.splitter.rooted { throw PathPatch.NeedsNewCopy() }
      let level = reads.levels(of: key).last ?? PathSideCar.emptyKey
      try write(
        seq: held.seq, key: key, label: level.isEmpty ? PathSideCar.emptyLabel : level, was: held.label, values: nil)
      emptied.append((key, held.seq))
    }
  }

  /// Removes the nodes taken off their rows that hold nothing now, and the directories
  /// above them that held only them: the deepest first, each node once (by its row
  /// number), so a directory is weighed after all of its children.
  mutating func prune() throws {
    let source = try db.cachedStatement("SELECT source FROM nodes WHERE seq = ?")
    var waiting: [Int: [String: Int64]] = [:]
    for (key, seq) in emptied { waiting[reads.levels(of: key).count, default: [:]][key] = seq }
    while let depth = waiting.keys.max(), let nodes = waiting.removeValue(forKey: depth) {
      for (key, seq) in nodes {
        guard let node = try reads.node(seq), try DatabaseValue.fetchOne(source, arguments: [seq])?.isNull ?? false
        else { continue }
        let staying = node.childCount - Int64(removed[key]?.count ?? 0)
        guard staying == 0, !madeParents.contains(key) else { continue }
        let parent = parent(of: key)
        removed[parent, default: []].insert(seq)
        gone.append(seq)
        valued.remove(key)
        if let parent, let parentSeq = try reads.parentSeq(of: seq), parentSeq > 0 {
          valued.insert(parent)
          waiting[depth - 1, default: [:]][parent] = parentSeq
        }
      }
    }
  }
}
