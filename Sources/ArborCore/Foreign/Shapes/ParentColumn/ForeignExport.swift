import ArborDB
import Foundation
import GRDB

/// Writes a foreign tree as nested JSON (`{"name", "children"}`, what `arbor import`
/// reads, so the tree can become arbor's own notes) or as a Markdown outline. The whole
/// skeleton is read once, sorted by SQLite in the tree's order, and walked without
/// recursion; one node of each cycle (no way to a root) becomes a root marked `⟳`, as on
/// screen.
public enum ForeignExport {
  /// Returns how many nodes were left out (none unless the file changes while it is read).
  @discardableResult
  public static func run(
    _ format: Exporter.Format, hierarchy: ForeignHierarchy, database: AppDatabase, to output: (String) -> Void
  ) throws -> Int {
    // Children lists in display order, by parent key (nil: roots).
    var children: [DatabaseValue?: [OutlineWriter.Entry<DatabaseValue>]] = [:]
    // Every row in reading order, for choosing cycles' roots the same way each time.
    var all: [(key: DatabaseValue, parent: DatabaseValue, label: String)] = []
    var total = 0
    try database.read { db in
      let rows = try Row.fetchCursor(
        db, "SELECT * FROM (\(hierarchy.sql.skeleton)) ORDER BY 3, 4, 5 COLLATE NOCASE, 1")
      while let row = try rows.next() {
        let parent: DatabaseValue = row[1]
        // A label that is no text (a blob of bad UTF-8) is written empty, never trapped on.
        let label = String.fromDatabaseValue(row[4] as DatabaseValue) ?? ""
        children[parent.isNull ? nil : parent, default: []].append((row[0], label, []))
        all.append((row[0], parent, label))
        total += 1
      }
    }
    // Nodes no root reaches sit in cycles: one node of each becomes a root (marked), as
    // in the tree on screen.
    var reached = Set<DatabaseValue>()
    var pending = (children[nil] ?? []).map(\.key)
    while let key = pending.popLast() {
      guard reached.insert(key).inserted else { continue }
      pending += (children[key] ?? []).map(\.key)
    }
    if reached.count < total {
      var unreached: [(key: DatabaseValue, parent: DatabaseValue, isRoot: Bool)] = []
      var labels: [DatabaseValue: String] = [:]
      for row in all where !reached.contains(row.key) && !row.parent.isNull {
        unreached.append((row.key, row.parent, false))
        labels[row.key] = row.label
      }
      let cycles = CycleRoots.find(unreached)
      for key in cycles.keys {
        // Out of its parent's list (it is a root now), into the roots.
        for (parent, kids) in children where parent != nil {
          if kids.contains(where: { $0.key == key }) { children[parent] = kids.filter { $0.key != key } }
        }
        children[nil, default: []].append((key, RowMark.cycle.sign + " " + (labels[key] ?? ""), []))
      }
    }
    // Rows under a parentless row the file does not name as a root (`ForeignTree.roots`)
    // are left out on purpose, not lost.
    var unshown = 0
    var hidden = (children[ForeignTreeSQL.unshownValue] ?? []).map(\.key)
    while let key = hidden.popLast() {
      unshown += 1
      hidden += (children[key] ?? []).map(\.key)
    }
    let written = OutlineWriter.write(format, roots: children[nil] ?? [], children: { children[$0] ?? [] }, to: output)
    return total - written - unshown
  }
}
