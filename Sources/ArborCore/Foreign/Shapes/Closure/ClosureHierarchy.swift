import ArborDB
import Foundation
import GRDB

/// A tree kept as a closure table — every (ancestor, descendant) pair, as Rails'
/// closure_tree keeps `tag_hierarchies(ancestor_id, descendant_id, generations)` — as a
/// `Hierarchy`. The tree is made of the direct pairs when the side-car copy is made: a
/// node's parent is the ancestor at distance 1 (`--depth`), else the one of its ancestors
/// that has the most ancestors itself. Nodes come from the node table (every row, a
/// node the closure never names is a root); a damaged closure whose parents go round
/// makes one node of each cycle a root (`RowMark.cycle`). Read through the copy like a
/// tree of paths (`CopyReading`); the details are the node's row.
public struct ClosureHierarchy: CopyReadHierarchy {
  public let tree: ForeignTree
  let table: QueryFragment
  let key: QueryFragment
  let label: QueryFragment
  /// The closure table and its columns.
  let closure: QueryFragment
  let ancestor: QueryFragment
  let descendant: QueryFragment
  let depth: QueryFragment?
  let columns: [ForeignColumn]
  let references: [ForeignReference]
  let refersTo: [OutgoingReference]
  /// The node table's rowid, by which our own renames reach the copy.
  let rowid: QueryFragment?
  let slot = SideCarSlot<TreeCopy>()
  let searchAccess = InterruptibleAccess()
  /// The copy is made from the pairs, which outnumber the nodes.
  var copySource: String {
    guard case .closure(let pairs, _, _, _) = tree.shape else { return tree.table }
    return pairs
  }

  public init(tree requested: ForeignTree, _ db: Database) throws {
    guard case .closure(let closureName, let ancestorName, let descendantName, let depthName) = requested.shape else {
      throw OpenError(description: "--closure T needs --ancestor C and --descendant C")
    }
    guard let tableName = try ForeignSchema.tableName(requested.table, db) else {
      throw OpenError(description: "there is no table “\(requested.table)” in this file")
    }
    guard let closureTable = try ForeignSchema.tableName(closureName, db) else {
      throw OpenError(description: "--closure \(closureName): there is no such table in this file")
    }
    let closureColumns = try ForeignSchema.columns(of: closureTable, db)
    let ancestorColumn = try ForeignSchema.column(
      ancestorName, of: closureTable, in: closureColumns, option: "--ancestor")
    let descendantColumn = try ForeignSchema.column(
      descendantName, of: closureTable, in: closureColumns, option: "--descendant")
    let depthColumn = try depthName.map {
      try ForeignSchema.column($0, of: closureTable, in: closureColumns, option: "--depth")
    }
    let columns = try ForeignSchema.columns(of: tableName, db)
    let (id, keyExpression) = try ForeignSchema.key(of: tableName, columns: columns, requested: requested.id, db)
    let found = try ForeignSchema.label(requested.label, of: tableName, columns: columns, excluding: [id], db)
    var resolved = ForeignTree.closure(
      of: tableName, in: closureTable, ancestor: ancestorColumn, descendant: descendantColumn, depth: depthColumn)
    resolved.id = id
    resolved.label = found?.column ?? requested.label
    try ForeignSchema.checkSums(of: requested, into: &resolved, table: tableName, db)
    tree = resolved
    table = .identifier(tableName)
    key = keyExpression
    let labelExpression = found?.expression ?? "CAST(x.\(keyExpression) AS TEXT)"
    label = "coalesce(NULLIF(trim(CAST((\(labelExpression)) AS TEXT)), ''), CAST(x.\(keyExpression) AS TEXT))"
    closure = .identifier(closureTable)
    ancestor = .identifier(ancestorColumn)
    descendant = .identifier(descendantColumn)
    depth = depthColumn.map(QueryFragment.identifier)
    self.columns = columns
    references = try ForeignSchema.references(to: tableName, key: id, db).filter { $0.table != closureTable }
    refersTo = (try? ForeignSchema.references(from: tableName, columns: columns, db)) ?? []
    rowid = try ForeignSchema.rowid(of: tableName, columns: columns, db).map(QueryFragment.identifier)
    _ = try db.makeStatement(pairs)
    _ = try db.makeStatement(nodes)
  }

  /// The closure's pairs of distinct nodes, with their distance when it is kept.
  var pairs: QueryFragment {
    "SELECT \(ancestor), \(descendant), \(depth ?? "NULL") FROM \(closure) WHERE \(ancestor) IS NOT \(descendant)"
  }

  /// Every node: key, label, own value of each sum.
  var nodes: QueryFragment { "SELECT x.\(key), \(label), \(TreeSum.values(of: tree.sums)) FROM \(table) AS x" }

  /// Each node's parent, from the direct pairs.
  func parents(_ db: Database) throws -> [DatabaseValue: DatabaseValue] {
    var ancestorsOf: [DatabaseValue: [DatabaseValue]] = [:]
    var direct: [DatabaseValue: DatabaseValue] = [:]
    let rows = try Row.fetchCursor(db, pairs)
    while let row = try rows.next() {
      let above: DatabaseValue = row[0]
      let below: DatabaseValue = row[1]
      let distance: DatabaseValue = row[2]
      if depth != nil {
        if Int.fromDatabaseValue(distance) == 1 { direct[below] = above }
      } else {
        ancestorsOf[below, default: []].append(above)
      }
    }
    guard depth == nil else { return direct }
    // Without distances: the nearest ancestor is the one with the most ancestors itself.
    for (node, ancestors) in ancestorsOf {
      direct[node] = ancestors.max { (ancestorsOf[$0]?.count ?? 0, "\($0)") < (ancestorsOf[$1]?.count ?? 0, "\($1)") }
    }
    return direct
  }

  /// Fills the copy (set up with `PathSideCar.schema`) from the file's rows on `db`.
  func fill(_ target: Database, from db: Database, total: Int, labels feed: LabelFeed?, progress: (Double) -> Bool)
    throws -> Bool
  {
    var parentOf = try parents(db)
    guard progress(0.3) else { return false }
    var keys: [DatabaseValue] = []
    var labels: [DatabaseValue: String] = [:]
    let sums = max(tree.sums.count, 1)
    var owns: [DatabaseValue: [DatabaseValue]] = [:]
    let rows = try Row.fetchCursor(db, nodes)
    while let row = try rows.next() {
      let key: DatabaseValue = row[0]
      keys.append(key)
      labels[key] = row[1] ?? ""
      let values = (0..<sums).map { row[2 + $0] as DatabaseValue }
      if values.contains(where: { !$0.isNull }) { owns[key] = values }
    }
    // A parent that is no node makes a root; a damaged closure's cycles get a stand-in root.
    for (node, parent) in parentOf where labels[parent] == nil { parentOf[node] = nil }
    let cycles = CycleRoots.find(keys.map { (key: $0, parent: parentOf[$0] ?? .null, isRoot: parentOf[$0] == nil) })
    // Prepared once, its `?`s bound per node below.
    let insert = try target.makeStatement(
      """
      INSERT OR IGNORE INTO nodes (key, parent, nullOrder, orderValue, label, cycleRoot, own\(TreeSum.moreOwnColumns(sums)))
      VALUES (?, ?, 0, 0, ?, ?, \(QueryFragment.placeholders(sums)))
      """)
    let none = [DatabaseValue](repeating: .null, count: sums)
    var collector = try LabelCollector(feed, copy: target)
    for key in keys {
      let isCycleRoot = cycles.set.contains(key)
      let parent = isCycleRoot ? DatabaseValue.null : (parentOf[key] ?? .null)
      let label = labels[key] ?? ""
      try insert.execute(
        arguments: StatementArguments(
          [key, parent, label.databaseValue, isCycleRoot.databaseValue] + (owns[key] ?? none)))
      collector.add(label, ifAddedBy: target)
    }
    collector.end()
    try PathSideCar.finish(target, sums: tree.sums)
    return progress(1)
  }

  public var copyReading: CopyReading { CopyReading(slot: slot, searchAccess: searchAccess) }

  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? {
    guard case .row(let key) = node, let names = try pathNames(of: node, db) else { return nil }
    let details = try ForeignDetails.load(
      key: key, path: names, table: table, keyExpression: self.key, columns: columns, references: references,
      refersTo: refersTo,
      kind: tree.table, db)
    return slot.withTotals(details, of: node, sums: tree.sums)
  }

  public func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    try exportThroughCopy(format, database: database, to: output)
  }

  /// Names only: a move rewrites every pair under the node.
  public func editing(history: UndoHistory) throws -> (any TreeEditing)? {
    RowEditing(
      editor: try ForeignEditor(
        tree: tree, placement: tree.shape.kind.editPlacement.placement, columns: columns, history: history),
      only: [.rename],
      because: "A tree kept in a closure table is renamed only, in arbor: a move rewrites every pair under the node.")
  }
}

extension ClosureHierarchy: FilledCopyTree {
  /// Renamed only; a node table without rowids is copied again.
  var following: CopyFollowing {
    guard let rowid else { return .rebuilds }
    return .renames(
      table: tree.table.lowercased(), labelsByRowid: "SELECT x.\(key), \(label) FROM \(table) AS x WHERE x.\(rowid) IN "
    )
  }

  /// The fill says its progress by its own phases.
  func copyTotal(_ db: Database) throws -> Int { 0 }
}
