import ArborDB

extension OpenTree {
  /// The node `text` names — a path, a label or a key, as the jump key takes them
  /// (`NodeFinder`) — once the tree can be walked (a tree read through a copy gets one in
  /// memory now when none is kept).
  public func node(named text: String) throws -> NodeID? {
    try prepareWalk()
    return try database.read { db in try NodeFinder.find(text, in: hierarchy, db) }
  }

  /// The subtrees under `roots` (none: the whole tree) as JSON or Markdown, walked as the
  /// tree pane walks it; how many nodes were written.
  public func exportWalking(_ format: Exporter.Format, roots: [NodeID], to output: (String) -> Void) throws -> Int {
    try prepareWalk()
    return try HierarchyExport.run(format, hierarchy: hierarchy, database: database, roots: roots, to: output)
  }

  /// The subtrees under `roots` (none: the whole tree) as CSV (`HierarchyExport.csv`).
  public func exportCSV(roots: [NodeID], to output: (String) -> Void) throws -> Int {
    try prepareWalk()
    return try HierarchyExport.csv(hierarchy: hierarchy, database: database, roots: roots, to: output)
  }
}

extension CopyBuiltTree {
  /// A copy in memory now when none is installed: a walk of the tree reads the copy.
  func installCopyInMemory(_ database: AppDatabase) throws {
    if slot.copy == nil { slot.install(try database.read { db in try makeCopy(in: db) }) }
  }
}
