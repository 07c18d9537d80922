import GRDB

/// Reads of a copy laid out in blocks (`PathBlocks`) by the tree's keys (paths): a key is
/// found level by level from the top, each level in its parent's block, and made again
/// from a node's levels up to the top. Statements kept prepared (`cachedStatement`): a
/// key of ten levels is a score of lookups by row number.
struct PathBlockReads {
  let db: Database
  let splitter: PathSplitter

  /// A block whose rows are found by scanning it rather than by halves.
  static let scanned = 64

  /// One node of the layout.
  struct Node {
    let seq: Int64
    let first: Int64
    let childCount: Int64
    let level: String
    let label: String

    /// The row numbers of the node's children.
    var block: Range<Int64> { first..<(first + childCount) }
  }

  func node(_ seq: Int64) throws -> Node? {
    try Row.fetchOne(
      db.cachedStatement("SELECT first, childCount, level, label FROM nodes WHERE seq = ?"), arguments: [seq]
    ).map { row in
      Node(seq: seq, first: row[0] as Int64? ?? 0, childCount: row[1], level: row[2], label: row[3])
    }
  }

  /// The parent of the node numbered `seq`: the node whose block holds it (row 0 for a
  /// root); nil for the top.
  func parent(of seq: Int64) throws -> Node? {
    try parentSeq(of: seq).flatMap(node)
  }

  /// The row number of `parent(of:)`.
  func parentSeq(of seq: Int64) throws -> Int64? {
    guard seq > 0 else { return nil }
    return try Int64.fetchOne(
      db.cachedStatement(
        "SELECT seq FROM nodes WHERE first <= ? AND first IS NOT NULL ORDER BY first DESC LIMIT 1"),
      arguments: [seq])
  }

  /// The levels of `key` as the walk made them: the copy's "(no path)" node has none but
  /// its empty level.
  func levels(of key: String) -> [String] {
    guard !key.isEmpty else { return [PathSideCar.emptyKey] }
    var levels = PathLevels()
    Array(key.utf8).withUnsafeBufferPointer { levels.read($0, splitter) }
    return (0..<levels.count).map { depth in levels.withLevel(depth: depth) { String(decoding: $0, as: UTF8.self) } }
  }

  /// The node `key` names, each level looked up in its parent's block; row 0 (the top)
  /// for nil.
  func node(of key: DatabaseValue?) throws -> Node? {
    guard let key else { return try node(0) }
    var known: [String: Node] = [:]
    return try descend(to: key, known: &known)?.last?.node
  }

  /// `node(of:)` for many keys in a row (a patch's): the directories found on the way are
  /// kept in `directories` (by key) for the next key, and the node itself when it is one
  /// (`isDirectory`) — a patch writes nodes' labels, never a directory's place while it
  /// reads. Without it, each of a renamed directory's 5,000 rows was looked up from the
  /// top, a level by halves, and its directories again for every row of another one.
  func node(of key: String, sharing directories: inout [String: Node], isDirectory: Bool = false) throws -> Node? {
    if let known = directories[key] { return known }
    guard let found = try descend(to: key.databaseValue, known: &directories)?.last else { return nil }
    if !isDirectory { directories[found.key] = nil }
    return found.node
  }

  /// The nodes from the top level down to `key`'s, with their keys; nil when there is no
  /// such node. The nodes found on the way are kept in `known` (by key) for the next key.
  private func descend(to key: DatabaseValue, known: inout [String: Node]) throws -> [(key: String, node: Node)]? {
    guard let text = String.fromDatabaseValue(key), var current = try node(0) else { return nil }
    let levels = levels(of: text)
    // A key the walk would spell otherwise (a doubled separator) names no node.
    guard join(levels) == text || text.isEmpty else { return nil }
    var path: [(key: String, node: Node)] = []
    for level in levels {
      let childKey = self.key(under: path.last?.key, level: level)
      if let child = known[childKey] {
        current = child
      } else {
        guard let child = try child(named: level, of: current) else { return nil }
        known[childKey] = child
        current = child
      }
      path.append((childKey, current))
    }
    return path
  }

  /// The child of `parent` whose level is `level`. A block is in label order, and a
  /// label is its level unless the row names it otherwise: by halves on the label, then
  /// among the rows whose own label differs from their level.
  func child(named level: String, of parent: Node) throws -> Node? {
    let block = parent.block
    guard !block.isEmpty else { return nil }
    if block.count <= Self.scanned {
      let seq = try Int64.fetchOne(
        db.cachedStatement(
          "SELECT seq FROM nodes WHERE seq BETWEEN ? AND ? AND level = ?"
        ), arguments: [block.lowerBound, block.upperBound - 1, level])
      return try seq.flatMap(node)
    }
    let before = try db.cachedStatement("SELECT label < ? COLLATE NOCASE FROM nodes WHERE seq = ?")
    var low = block.lowerBound
    var high = block.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if try Bool.fetchOne(before, arguments: [level, middle]) ?? false { low = middle + 1 } else { high = middle }
    }
    // The labels equal to the level but for case, in row order.
    let same = try db.cachedStatement(
      "SELECT level = ?1, label = ?1 COLLATE NOCASE FROM nodes WHERE seq = ?2")
    var seq = low
    while seq < block.upperBound, let row = try Row.fetchOne(same, arguments: [level, seq]), row[1] as Bool {
      if row[0] as Bool { return try node(seq) }
      seq += 1
    }
    let labelled = try Int64.fetchOne(
      db.cachedStatement(
        "SELECT seq FROM nodes WHERE level = ? AND ownLabel IS NOT NULL AND seq BETWEEN ? AND ?"),
      arguments: [level, block.lowerBound, block.upperBound - 1])
    return try labelled.flatMap(node)
  }

  /// The key of the node numbered `seq`, from its levels up to the top (nil for the top).
  func key(of seq: Int64) throws -> String? {
    var known: [Int64: String] = [:]
    return try key(of: seq, known: &known)
  }

  /// `key(of:)`, the keys of nodes met on the way up kept in `known` for the next: the
  /// hits of a search share their directories.
  func key(of seq: Int64, known: inout [Int64: String]) throws -> String? {
    var climbed: [(seq: Int64, level: String)] = []
    var current = seq
    var above: String? = nil
    while current > 0 {
      if let key = known[current] {
        above = key
        break
      }
      guard
        let level = try String.fetchOne(
          db.cachedStatement("SELECT level FROM nodes WHERE seq = ?"), arguments: [current]),
        let parent = try parentSeq(of: current)
      else { return nil }
      climbed.append((current, level))
      current = parent
    }
    for (node, level) in climbed.reversed() {
      let key = key(under: above, level: level)
      known[node] = key
      above = key
    }
    return above
  }

  /// `levels` joined into a key, as the walk joins them.
  func join(_ levels: some Sequence<String>) -> String {
    splitter.key(levels.map { Substring($0) }[...])
  }

  /// The key of `parent`'s child whose level is `level`.
  func key(under parent: String?, level: String) -> String {
    guard let parent else { return level }
    return join([parent, level])
  }

  /// The nodes from the top level down to `key`'s: each one's key, its parent's (nil
  /// at the top) and label; empty when there is no such node. The nodes found on the way
  /// are kept in `known` (by key) for the next key.
  func chain(to key: DatabaseValue, known: inout [String: Node]) throws -> [(
    key: String, parent: String?, label: String
  )] {
    guard let path = try descend(to: key, known: &known) else { return [] }
    return path.enumerated().map { index, step in
      (step.key, index > 0 ? path[index - 1].key : nil, step.node.label)
    }
  }
}
