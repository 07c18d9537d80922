import ArborDB
import GRDB
import GRDBSQLite

/// The subtree below a node when every key and parent is an integer (an INTEGER PRIMARY
/// KEY and its parent column, the usual case): read straight from the statement into two
/// arrays, sorted by parent, and walked breadth first — no `DatabaseValue` per row, whose
/// hashing was most of a million-row delete (`perf`: 28 % of all samples).
enum IntegerSubtree {
  /// The nodes from `node` down, each after its parent; nil when a key or parent is not
  /// an integer (NULL parents aside), for the general walk to answer.
  static func walk(from node: DatabaseValue, _ pairs: QueryFragment, _ db: Database) throws -> [Int64]? {
    guard case .int64(let start) = node.storage else { return nil }
    let statement = try db.makeStatement(pairs)
    let handle = statement.sqliteStatement
    var parents: [Int64] = []
    var kids: [Int64] = []
    while true {
      let code = sqlite3_step(handle)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else {
        sqlite3_reset(handle)
        throw DatabaseError.stepping(code, on: db)
      }
      let parentType = sqlite3_column_type(handle, 1)
      if parentType == SQLITE_NULL { continue }
      guard sqlite3_column_type(handle, 0) == SQLITE_INTEGER, parentType == SQLITE_INTEGER else {
        sqlite3_reset(handle)
        return nil
      }
      let child = sqlite3_column_int64(handle, 0)
      let parent = sqlite3_column_int64(handle, 1)
      if child != parent {
        parents.append(parent)
        kids.append(child)
      }
    }
    sqlite3_reset(handle)
    // Children of a parent are a run of the pairs sorted by parent.
    let order = parents.indices.sorted { parents[$0] < parents[$1] }
    var runs: [Int64: Range<Int>] = [:]
    var first = 0
    while first < order.count {
      var end = first + 1
      while end < order.count && parents[order[end]] == parents[order[first]] { end += 1 }
      runs[parents[order[first]]] = first..<end
      first = end
    }
    var result = [start]
    var seen: Set<Int64> = [start]
    var next = 0
    while next < result.count {
      if let run = runs[result[next]] {
        for position in run where seen.insert(kids[order[position]]).inserted { result.append(kids[order[position]]) }
      }
      next += 1
    }
    return result
  }
}
