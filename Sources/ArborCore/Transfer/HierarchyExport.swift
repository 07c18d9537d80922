import ArborDB

/// Writes any `Hierarchy` as JSON or Markdown by asking it for children, as the tree pane
/// does: the export of a tree shape that has no faster way of its own (link tables). A
/// node met again — a second parent's copy of it, or a cycle's node below itself — is
/// written by name only and marked so (`OutlineWriter`), so the export is finite and each
/// subtree appears once in full.
public enum HierarchyExport {
  /// Children are read in pages of this many.
  static let page = 2_000

  /// Returns how many nodes were written.
  @discardableResult
  public static func run(
    _ format: Exporter.Format, hierarchy: any Hierarchy, database: AppDatabase, to output: (String) -> Void
  ) throws -> Int {
    // A node is opened once; a row marked as met again is never opened.
    struct Visit: Hashable {
      var node: NodeID
      var leaf: Bool
    }
    var opened = Set<NodeID>()
    func children(of node: NodeID?) throws -> [OutlineWriter.Entry<Visit>] {
      if let node, !opened.insert(node).inserted { return [] }
      return try database.read { db in
        let counts = try hierarchy.childCounts(of: node, db)
        var rows: [ChildRow] = []
        var start = 0
        while start < counts.total {
          let end = min(counts.total, start + page)
          rows += try hierarchy.children(of: node, counts: counts, in: start..<end, db)
          start = end
        }
        return rows.map { row in
          (
            key: Visit(node: row.node, leaf: row.mark == .metAgain),
            label: (row.mark == .cycle ? RowMark.cycle.sign + " " : "") + row.title,
            totals: [row.total?.value] + row.moreTotals
          )
        }
      }
    }
    return try OutlineWriter.write(
      format, roots: try children(of: nil), children: { visit in visit.leaf ? [] : try children(of: visit.node) },
      sums: hierarchy.allTotals, again: { opened.contains($0.node) }, to: output)
  }
}
