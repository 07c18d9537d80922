import ArborDB
import Foundation
import GRDB
import Synchronization

/// Categories of arbor's own notes whose parents lead round in a cycle. The schema's
/// triggers refuse to close one, but another program can write with triggers off; its
/// categories then never reach a root and would be invisible. As on other programs'
/// files, one category of each cycle is shown as an extra root, marked, and walks up
/// stop there.
///
/// Finding them reads every category's parent once (a million categories: a fraction of
/// a second), so the app does it in the background after the first frame and the tree
/// refreshes when cycles are found; an export looks synchronously.
public final class NotesCycles: TreeSignals, Sendable {
  private let found = Mutex<(roots: [Int], set: Set<Int>)>(([], []))
  private let announced = Mutex(true)
  /// The search in the background (`searchSoon`).
  private let job = BackgroundJob<Never, Void>("arbor-cycles", priority: .idle)

  public init() {}

  /// The cycle roots, in id order.
  var roots: [Int] { found.withLock { $0.roots } }

  func isRoot(_ id: Int) -> Bool { found.withLock { $0.set.contains(id) } }

  /// True once after a search found cycles that were not shown before.
  public func takeChange() -> Bool {
    announced.withLock { announced in
      defer { announced = true }
      return !announced
    }
  }

  /// Reads every category's parent and keeps one category of each cycle.
  func search(_ db: Database) throws {
    // Two sorted arrays, not a dictionary: a million categories cost 16 MB while the
    // search runs, not the 60–70 a dictionary of database values took.
    var ids: [Int] = []
    var parents: [Int] = []
    let rows = try Row.fetchCursor(
      db, #"SELECT "id", "parentID" FROM "categories" WHERE "parentID" IS NOT NULL ORDER BY "id""#)
    while let row = try rows.next() {
      guard let id = Int.fromDatabaseValue(row[0]), let parent = Int.fromDatabaseValue(row[1]) else { continue }
      ids.append(id)
      parents.append(parent)
    }
    let roots = Self.cycleRoots(ids: ids, parents: parents)
    let changed = found.withLock { found in
      defer { found = (roots, Set(roots)) }
      return found.roots != roots
    }
    if changed { announced.withLock { $0 = false } }
  }

  /// The smallest id of each cycle, given the categories that have a parent (`ids`
  /// ascending, `parents` beside them). A chain that reaches a category without a parent,
  /// or a parent that does not exist, ends at a root.
  static func cycleRoots(ids: [Int], parents: [Int]) -> [Int] {
    func index(of id: Int) -> Int? {
      let found = ids.firstIndex(notBelow: id)
      return found < ids.count && ids[found] == id ? found : nil
    }
    // 0: not seen; 1: on the chain being walked; 2: settled.
    var state = [UInt8](repeating: 0, count: ids.count)
    var roots: [Int] = []
    var chain: [Int] = []
    for start in ids.indices where state[start] == 0 {
      chain.removeAll(keepingCapacity: true)
      var current: Int? = start
      while let at = current, state[at] == 0 {
        state[at] = 1
        chain.append(at)
        current = index(of: parents[at])
      }
      if let met = current, state[met] == 1 {
        var smallest = ids[met]
        var step = index(of: parents[met])
        while let at = step, at != met {
          smallest = min(smallest, ids[at])
          step = index(of: parents[at])
        }
        roots.append(smallest)
      }
      for at in chain { state[at] = 2 }
    }
    return roots.sorted()
  }

  /// Searches in the background, on a thread of idle priority, once the first frame is
  /// out.
  package func searchSoon(in database: AppDatabase) {
    job.spawn { [self] run in
      run.pause(IntegrityCheck.startDelay)
      // Nothing to show is the answer when the file cannot be read now.
      try? database.read { db in try search(db) }
    }
  }
}
