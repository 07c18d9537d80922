import ArborDB
import GRDB

extension TreeDetector {
  /// Link tables (each named in `linkTables`, with the closure tables found): a table with a parent-named column and another id-like column whose
  /// sampled values are both mostly keys of one other table (an outliner's
  /// `children(node_id, father_id, sequence)`), declared as foreign keys or not.
  static func linkCandidates(_ db: Database, exactCounts: Bool, linkTables: inout Set<String>) throws
    -> [TreeCandidate]
  {
    let tables = try ForeignSchema.tables(db)
    var keyed: [(table: String, key: String)] = []
    for table in tables {
      let columns = try ForeignSchema.columns(of: table, db)
      if let key = try ForeignSchema.singleKey(of: table, columns: columns, db) { keyed.append((table, key)) }
    }
    var found: [TreeCandidate] = []
    for links in tables {
      let columns = try ForeignSchema.columns(of: links, db)
      guard let parent = columns.first(where: { parentNames.contains(normalized($0.name)) }) else { continue }
      // Columns declared to refer to a table link that table's rows and no other's (Fossil's
      // `plink` links `blob`s: small integers are keys of most of its tables too).
      let declared = try declaredTargets(of: links, db)
      func nodeTables(_ child: String) -> [(table: String, key: String)] {
        let targets = Set([declared[parent.name], declared[child]].compactMap { $0?.lowercased() })
        return keyed.filter { $0.table != links && (targets.isEmpty || targets.contains($0.table.lowercased())) }
      }
      let children = columns.filter { column in
        let name = normalized(column.name)
        return column.name != parent.name && !column.isPrimaryKey
          && (name.hasSuffix("id") || name.hasPrefix("child") || name == "node" || name == "term")
      }
      for child in children {
        // A closure is no graph: left out when a parent column says the same, else
        // offered as a closure.
        if try ClosureDetection.isClosure(links, child: child.name, parent: parent.name, db) {
          linkTables.insert(links)
          // The closure of a parent column (of whichever table) adds nothing to that tree.
          let agrees = try keyed.contains { table, key in
            try ClosureDetection.agreeingParentColumn(
              of: table, key: key, closure: links, child: child.name, parent: parent.name, db) != nil
          }
          if agrees { continue }
          for (table, key) in nodeTables(child.name) {
            let quotedKey = QueryFragment.identifier(key)
            guard try keyShare(from: links, column: parent.name, into: table, key: quotedKey, db) >= 0.5,
              try keyShare(from: links, column: child.name, into: table, key: quotedKey, db) >= 0.5
            else { continue }
            var tree = ForeignTree.closure(of: table, in: links, ancestor: parent.name, descendant: child.name)
            tree.id = key
            tree.label = try labelColumn(
              of: table, columns: try ForeignSchema.columns(of: table, db), excluding: [key], db)
            let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : countLimit, db)
            found.append(
              TreeCandidate(
                tree: tree, rows: rows, evidence: "a closure table \(links)",
                reasons: [.init("a closure table \(links)", 2)]))
          }
          continue
        }
        for (table, key) in nodeTables(child.name) {
          let quotedKey = QueryFragment.identifier(key)
          guard try keyShare(from: links, column: parent.name, into: table, key: quotedKey, db) >= 0.5,
            try keyShare(from: links, column: child.name, into: table, key: quotedKey, db) >= 0.5
          else { continue }
          let nodeColumns = try ForeignSchema.columns(of: table, db)
          let label = try labelColumn(of: table, columns: nodeColumns, excluding: [key], db)
          let order = columns.first { orderNames.contains(normalized($0.name)) && !$0.mayHoldTextOnly }?.name
          let tree = ForeignTree(
            table: table, id: key, label: label, order: order,
            shape: .links(tables: [links], child: child.name, parent: parent.name))
          linkTables.insert(links)
          let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : countLimit, db)
          found.append(
            TreeCandidate(
              tree: tree, rows: rows, evidence: "links in \(links)",
              reasons: [.init("links in \(links)", 2.5), try labelReason(label, in: table, db)]))
        }
      }
    }
    found += united(found)
    found += (try? ClosureDetection.candidates(keyed: keyed, exactCounts: exactCounts, db)) ?? []
    return found
  }

  /// Several link tables over one node table with the same columns (the Gene Ontology's
  /// `go_bp_parents`, `go_mf_parents`, `go_cc_parents`, one per ontology): one graph of
  /// them all, ranked above each alone (which `T` still offers) — alone, every term of the
  /// other ontologies is a root.
  static func united(_ candidates: [TreeCandidate]) -> [TreeCandidate] {
    var groups: [String: [TreeCandidate]] = [:]
    var keys: [String] = []
    for candidate in candidates {
      let tree = candidate.tree
      guard case .links(_, let child, let parent) = tree.shape else { continue }
      let key = [tree.table, tree.id ?? "", child, parent].joined(separator: "\u{0}")
      if groups[key] == nil { keys.append(key) }
      groups[key, default: []].append(candidate)
    }
    return keys.compactMap { key -> TreeCandidate? in
      guard let group = groups[key], group.count > 1, let best = group.max(by: { $0.score < $1.score }) else {
        return nil
      }
      let links = group.flatMap { candidate -> [String] in
        guard case .links(let tables, _, _) = candidate.tree.shape else { return [] }
        return tables
      }
      var tree = best.tree
      guard case .links(_, let child, let parent) = tree.shape else { return nil }
      tree.shape = .links(tables: links, child: child, parent: parent)
      // An order column only where every link table has it.
      if group.contains(where: { $0.tree.order != best.tree.order }) { tree.order = nil }
      return TreeCandidate(
        tree: tree, rows: best.rows, evidence: "links in \(links.joined(separator: ", "))",
        reasons: best.reasons + [.init("\(group.count) link tables over one node table, together", 0.5)])
    }
  }
}
