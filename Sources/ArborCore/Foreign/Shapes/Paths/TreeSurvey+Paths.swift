import ArborDB
import GRDB

extension TreeSurvey {
  /// The shape of a tree of paths: rows, first levels, depth. Reads every path once.
  public static func survey(paths hierarchy: PathHierarchy, _ db: Database, progress: (Int) -> Void = { _ in }) throws
    -> TreeSurvey
  {
    var tops = Set<Substring>()
    var rows = 0
    var deepest = 0
    let splitter = try hierarchy.splitter(of: db)
    let cursor = try Row.fetchCursor(db, hierarchy.select)
    while let row = try cursor.next() {
      rows += 1
      if rows & 0xFFFF == 0 { progress(rows) }
      let segments = splitter.segments(String.fromDatabaseValue(row[1]) ?? "")
      deepest = max(deepest, segments.count)
      if let first = segments.first, tops.count < 1_000_000 { tops.insert(first) }
    }
    return TreeSurvey(nodes: rows, roots: tops.count, depth: deepest, inCycles: 0)
  }
}
