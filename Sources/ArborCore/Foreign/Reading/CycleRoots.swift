import ArborDB
import GRDB

/// Nodes whose chain of parents never reaches a root sit in a cycle (or under one). So
/// that they are not lost, one node of each cycle is shown as an extra root, marked;
/// walking up from any node stops there. Found by reading every key and parent once, for
/// trees read directly from the file (the side-car copy does the same when it is built).
public struct CycleRoots: Sendable {
  /// One node per cycle, in the file's row order.
  var keys: [DatabaseValue] = []
  var set: Set<DatabaseValue> = []

  /// Reads `(key, parent, isRoot)` rows and picks a node of each cycle.
  static func find(_ rows: some Sequence<(key: DatabaseValue, parent: DatabaseValue, isRoot: Bool)>) -> CycleRoots {
    var parentOf: [DatabaseValue: DatabaseValue] = [:]
    var order: [DatabaseValue] = []
    for row in rows where !row.isRoot {
      parentOf[row.key] = row.parent
      order.append(row.key)
    }
    var settled = Set<DatabaseValue>()  // known to reach a root, or known to be in or under a found cycle
    var found = CycleRoots()
    for start in order where !settled.contains(start) {
      var chain: [DatabaseValue] = []
      var onChain = Set<DatabaseValue>()
      var current = start
      while parentOf[current] != nil, !settled.contains(current), !onChain.contains(current) {
        chain.append(current)
        onChain.insert(current)
        current = parentOf[current]!
      }
      // A walk that meets itself found a new cycle: `current` is on it.
      if onChain.contains(current) {
        found.keys.append(current)
        found.set.insert(current)
      }
      settled.formUnion(chain)
    }
    return found
  }
}
