import ArborDB
import GRDB

extension TreeSurvey {
  /// `progress` is told how many rows were read, every 65,536.
  public static func survey(_ hierarchy: ForeignHierarchy, _ db: Database, progress: (Int) -> Void = { _ in }) throws
    -> TreeSurvey
  {
    let sql = hierarchy.sql
    var parentOf: [DatabaseValue: DatabaseValue] = [:]
    var roots = 0
    var nodes = 0
    var keys = Set<DatabaseValue>()
    let cursor = try Row.fetchCursor(db, "SELECT \(sql.key), \(sql.parent), \(sql.isRoot) FROM \(sql.table) AS x")
    while let row = try cursor.next() {
      nodes += 1
      if nodes & 0xFFFF == 0 { progress(nodes) }
      keys.insert(row[0])
      if row[2] as Bool {
        roots += 1
      } else {
        parentOf[row[0]] = row[1]
      }
    }
    // Where the file names its roots, a row without a parent row that is not one of them
    // is not shown, nor what is under it: not counted, and in no cycle.
    var unshown = Set<DatabaseValue>()
    if hierarchy.sql.roots != nil {
      var under: [DatabaseValue: [DatabaseValue]] = [:]
      var pending: [DatabaseValue] = []
      for (child, parent) in parentOf {
        if keys.contains(parent) { under[parent, default: []].append(child) } else { pending.append(child) }
      }
      while let key = pending.popLast() {
        if unshown.insert(key).inserted { pending += under[key] ?? [] }
      }
      for key in unshown { parentOf[key] = nil }
      nodes -= unshown.count
    }
    // Depth of each non-root node: walk up until a node of known depth (a root is 0);
    // a walk that meets itself marks a cycle (and everything below it never reaches a root).
    var depth: [DatabaseValue: Int] = [:]
    var unreachable = Set<DatabaseValue>()
    var deepest = roots > 0 ? 1 : 0
    for start in parentOf.keys where depth[start] == nil && !unreachable.contains(start) {
      var chain: [DatabaseValue] = []
      var onChain = Set<DatabaseValue>()
      var current = start
      var base: Int?
      while true {
        if let known = depth[current] {
          base = known
          break
        }
        if unreachable.contains(current) || onChain.contains(current) { break }
        guard let parent = parentOf[current] else {
          base = 1
          break
        }  // `current` is a root
        chain.append(current)
        onChain.insert(current)
        current = parent
      }
      if let base {
        // `current` is at level `base` (a root is level 1).
        var level = base
        for node in chain.reversed() {
          level += 1
          depth[node] = level
          deepest = max(deepest, level)
        }
      } else {
        unreachable.formUnion(chain)
      }
    }
    return TreeSurvey(nodes: nodes, roots: roots, depth: roots == 0 ? 0 : deepest, inCycles: unreachable.count)
  }
}
