import ArborDB

/// Writes any `Hierarchy` as JSON, Markdown or CSV by asking it for children, as the tree
/// pane does: the export of a tree shape that has no faster way of its own (link tables),
/// of subtrees (`arbor export --root`, the marked nodes), and of any tree as CSV. A node met again — a
/// second parent's copy of it, or a cycle's node below itself — is written by name only
/// and marked so (`OutlineWriter`), so the export is finite and each subtree appears once
/// in full; in CSV it is one more row, the link to that parent.
public enum HierarchyExport {
  /// Children are read in pages of this many.
  static let page = 2_000

  /// A node on the way: which, and whether it is never opened (a cycle's node met below
  /// itself).
  struct Visit: Hashable {
    var node: NodeID
    var leaf: Bool
  }

  /// The walk: each node opened once.
  final class Walk {
    let hierarchy: any Hierarchy
    let database: AppDatabase
    private(set) var opened = Set<NodeID>()

    init(hierarchy: any Hierarchy, database: AppDatabase) {
      self.hierarchy = hierarchy
      self.database = database
    }

    /// The children of `node` (nil: the roots), unless it was opened before.
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
        return rows.map(Self.entry)
      }
    }

    /// `root` as a node the export starts from; nil when the tree has no such node.
    func start(at root: NodeID) throws -> [OutlineWriter.Entry<Visit>]? {
      try database.read { db in
        guard let place = try hierarchy.place(of: root, db) else { return nil }
        let counts = try hierarchy.childCounts(of: place.parent, db)
        return try hierarchy.children(of: place.parent, counts: counts, in: place.index..<place.index + 1, db)
          .filter { $0.node == root }.map(Self.entry)
      }
    }

    static func entry(_ row: ChildRow) -> OutlineWriter.Entry<Visit> {
      (
        key: Visit(node: row.node, leaf: row.mark == .metAgain),
        label: (row.mark == .cycle ? RowMark.cycle.sign + " " : "") + row.title,
        totals: [row.total?.value] + row.moreTotals
      )
    }
  }

  /// Returns how many nodes were written. `roots`: the nodes whose subtrees are written
  /// (none: the whole tree); each must be in the tree.
  @discardableResult
  public static func run(
    _ format: Exporter.Format, hierarchy: any Hierarchy, database: AppDatabase, roots: [NodeID] = [],
    to output: (String) -> Void
  ) throws -> Int {
    let walk = Walk(hierarchy: hierarchy, database: database)
    return try OutlineWriter.write(
      format, roots: try starts(walk, roots),
      children: { visit in visit.leaf ? [] : try walk.children(of: visit.node) },
      sums: hierarchy.allTotals, again: { walk.opened.contains($0.node) }, to: output)
  }

  /// The tree as CSV: a header (`id`, `parent`, `label`, then each sum's total; arbor's
  /// notes add their fields, `NotesCSVFields`), then a row per node and parent, depth
  /// first — a node under several parents has a row under each, its children once. Ids
  /// are the rows' keys (arbor's notes: `category 5`, `item 7`); a root's parent is empty.
  /// Returns how many rows were written.
  @discardableResult
  public static func csv(
    hierarchy: any Hierarchy, database: AppDatabase, roots: [NodeID] = [], to output: (String) -> Void
  ) throws -> Int {
    let walk = Walk(hierarchy: hierarchy, database: database)
    let sums = hierarchy.allTotals
    // Arbor's notes: each item's fields too.
    let notes = hierarchy is NotesHierarchy
    output(CSVText.line(["id", "parent", "label"] + sums.map(\.name) + (notes ? NotesCSVFields.header : [])))
    var stack: [(entry: OutlineWriter.Entry<Visit>, parent: NodeID?)] = try starts(walk, roots).reversed().map {
      ($0, nil)
    }
    // The start's parent is not in the export: it is written as none.
    var written = 0
    while let (entry, parent) = stack.popLast() {
      written += 1
      let totals = sums.indices.map { index in
        (index < entry.totals.count ? entry.totals[index] : nil).map(OutlineWriter.number) ?? ""
      }
      let fields = notes ? try database.read { db in try NotesCSVFields.values(of: entry.key.node, db) } : []
      output(CSVText.line([id(entry.key.node), parent.map(id) ?? "", entry.label] + totals + fields))
      guard !entry.key.leaf else { continue }
      stack += try walk.children(of: entry.key.node).reversed().map { ($0, entry.key.node) }
    }
    return written
  }

  /// A node's id as a CSV field: its row's key as text, or arbor's own node named.
  static func id(_ node: NodeID) -> String {
    guard case .row(let key) = node else { return node.description }
    return String.fromDatabaseValue(key) ?? key.description
  }

  private static func starts(_ walk: Walk, _ roots: [NodeID]) throws -> [OutlineWriter.Entry<Visit>] {
    guard !roots.isEmpty else { return try walk.children(of: nil) }
    return try roots.flatMap { root in
      guard let start = try walk.start(at: root), !start.isEmpty else {
        throw ExportRootError(description: "a node to export from is no longer in the tree")
      }
      return start
    }
  }
}

/// A subtree asked for that the tree does not hold.
public struct ExportRootError: Error, CustomStringConvertible {
  public let description: String
}
