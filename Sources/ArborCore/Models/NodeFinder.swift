import ArborDB
import Foundation
import GRDB

/// The node a typed or pasted path names (`usr/bin/ls`, `Assets:Current Assets`,
/// `Home › Garden`), a label alone (`E11.9`), or another program's row by its key (an
/// id, a GUID): for the jump key. Any tree, any shape:
/// it walks down through `Hierarchy.children`, so it finds what the screen would show.
public enum NodeFinder {
  /// The separators a path may be written with, tried in turn: `Y`'s own (` / `) first,
  /// so that what it copied is found again.
  static let separators = [" / ", "/", " › ", " > ", ":", "\u{1f}", "\\", "."]
  /// Children read per query while a level is scanned, and at most per level (a flat
  /// directory of millions stops there; the search fallback may still find the node).
  static let chunk = 2_000
  static let levelLimit = 200_000

  public static func find(_ typed: String, in hierarchy: any Hierarchy, _ db: Database) throws -> NodeID? {
    let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return nil }
    for separator in separators where text.contains(separator) {
      let steps = text.components(separatedBy: separator).filter { !$0.isEmpty }
      if !steps.isEmpty, let node = try walk(steps, hierarchy, db) { return node }
    }
    if let node = try walk([text], hierarchy, db) { return node }
    // A label shown on screen wins over a key (a row keyed 2026 beside a node named 2026).
    if let node = try searched(text, hierarchy, db) { return node }
    if let node = try keyed(text, hierarchy, db) { return node }
    return try identified(text, hierarchy, db)
  }

  /// Another program's row found by a column whose values name rows — a unique index of
  /// one column (the Gene Ontology's `go_id`: `GO:0008150`), or a column named a code —
  /// exact first, then caseless; only a value one row has.
  private static func identified(_ text: String, _ hierarchy: any Hierarchy, _ db: Database) throws -> NodeID? {
    guard let foreign = hierarchy as? any ForeignTreeHierarchy else { return nil }
    let tree = foreign.tree
    // A tree of paths keys its nodes by the paths, which the walk above tried.
    if case .paths = tree.shape { return nil }
    let columns = try ForeignSchema.columns(of: tree.table, db)
    guard let key = try ForeignSchema.nodeKey(of: tree, columns: columns, db) else { return nil }
    let naming = try identifyingColumns(of: tree.table, columns: columns, db)
    for collation: QueryFragment in ["BINARY", "NOCASE"] {
      for column in naming {
        let keys = try DatabaseValue.fetchAll(
          db,
          """
          SELECT \(quote: key) FROM \(quote: tree.table) \
          WHERE \(quote: column) = \(bind: text) COLLATE \(collation) LIMIT 2
          """)
        guard keys.count == 1, try hierarchy.place(of: .row(keys[0]), db) != nil else { continue }
        return .row(keys[0])
      }
    }
    return nil
  }

  /// The columns of `table` whose values name its rows: each alone in a unique index, and
  /// those named a code (`code`, `icd_code`).
  private static func identifyingColumns(of table: String, columns: [ForeignColumn], _ db: Database) throws
    -> [String]
  {
    var found: [String] = []
    for index in try Row.fetchAll(db, "SELECT name FROM pragma_index_list(\(bind: table)) WHERE \"unique\"") {
      let name: String = index[0]
      let indexed = try String?.fetchAll(db, "SELECT name FROM pragma_index_info(\(bind: name))")
      if indexed.count == 1, let column = indexed[0], !found.contains(column) { found.append(column) }
    }
    for column in columns where column.name.lowercased().hasSuffix("code") && !found.contains(column.name) {
      found.append(column.name)
    }
    return found
  }

  /// Down from the roots, one label a level: an exact match first, else one that differs
  /// only in case. A path that does not start at a root may start under one: the way a
  /// program names its rows without the root it hides (GnuCash's `Assets:Current Assets`
  /// under "Root Account"), tried below each of a few roots.
  static func walk(_ steps: [String], _ hierarchy: any Hierarchy, _ db: Database) throws -> NodeID? {
    if let node = try walk(steps, from: nil, hierarchy, db) { return node }
    let roots = try hierarchy.childCounts(of: nil, db)
    guard roots.total <= hiddenRoots else { return nil }
    for root in try hierarchy.children(of: nil, counts: roots, in: 0..<roots.total, db) where root.childCount > 0 {
      if let node = try walk(steps, from: root.node, hierarchy, db) { return node }
    }
    return nil
  }

  /// Roots a path may start below (a book's root and its template root are two).
  static let hiddenRoots = 8

  private static func walk(_ steps: [String], from top: NodeID?, _ hierarchy: any Hierarchy, _ db: Database) throws
    -> NodeID?
  {
    var parent = top
    for step in steps {
      guard let child = try child(of: parent, named: step, hierarchy, db) else { return nil }
      parent = child
    }
    return parent
  }

  private static func child(of parent: NodeID?, named name: String, _ hierarchy: any Hierarchy, _ db: Database) throws
    -> NodeID?
  {
    let counts = try hierarchy.childCounts(of: parent, db)
    let end = min(counts.total, levelLimit)
    var caseless: NodeID?
    var start = 0
    while start < end {
      let rows = try hierarchy.children(of: parent, counts: counts, in: start..<min(end, start + chunk), db)
      if let exact = rows.first(where: { $0.title == name }) { return exact.node }
      if caseless == nil { caseless = rows.first { $0.title.caseInsensitiveCompare(name) == .orderedSame }?.node }
      start += chunk
    }
    return caseless
  }

  /// Another program's row whose key is the text (as text, or as a whole number): the
  /// tree knows where it is.
  private static func keyed(_ text: String, _ hierarchy: any Hierarchy, _ db: Database) throws -> NodeID? {
    var keys = [text.databaseValue]
    if let number = Int64(text) { keys.insert(number.databaseValue, at: 0) }
    for key in keys where try hierarchy.place(of: .row(key), db) != nil { return .row(key) }
    return nil
  }

  /// A label anywhere in the tree, found through the search index: the first hit whose
  /// whole label is the text.
  private static func searched(_ text: String, _ hierarchy: any Hierarchy, _ db: Database) throws -> NodeID? {
    let hits = try hierarchy.search(text, ranked: true, limit: 50, db)
    func label(_ hit: SearchHit) -> String {
      hit.title.replacingOccurrences(of: SearchMarker.open, with: "").replacingOccurrences(
        of: SearchMarker.close, with: "")
    }
    return (hits.first { label($0) == text } ?? hits.first { label($0).caseInsensitiveCompare(text) == .orderedSame })?
      .node
  }
}
