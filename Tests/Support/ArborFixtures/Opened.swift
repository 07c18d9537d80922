import ArborCore

/// The tree detection picks in `path`, opened as the app opens it: its roots, and the
/// labels under the path of labels `under` (each opened in turn).
package func opened(_ path: String, under: [String] = []) throws -> (
  tree: ForeignTree?, roots: [String], below: [String]
) {
  let opened = try OpenTrees.open(path: path, OpenOptions())
  defer { opened.stop() }
  let hierarchy = opened.hierarchy
  return try opened.database.read { db in
    func children(_ node: NodeID?) throws -> [ChildRow] {
      let counts = try hierarchy.childCounts(of: node, db)
      return try hierarchy.children(of: node, counts: counts, in: 0..<counts.total, db)
    }
    let roots = try children(nil)
    var rows = roots
    for label in under {
      guard let node = rows.first(where: { $0.title == label })?.node else { return (nil, roots.map(\.title), []) }
      rows = try children(node)
    }
    let tree = (hierarchy as? any ForeignTreeHierarchy)?.tree
    return (tree, roots.map(\.title), under.isEmpty ? [] : rows.map(\.title))
  }
}
