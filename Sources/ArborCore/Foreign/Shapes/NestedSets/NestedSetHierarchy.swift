import ArborDB
import Foundation
import GRDB
import GRDBSQLite

/// A tree kept as nested sets — each row an interval `lft`…`rgt` holding its descendants'
/// intervals, no parent column (django-treebeard's `NS_Node`: `lft`, `rgt`, `tree_id`,
/// `depth`) — as a `Hierarchy`. Parents are derived from the intervals when the side-car
/// copy is made: rows in `tree_id`, `lft` order, a stack of the intervals still open, the
/// innermost one holding a row its parent. Siblings keep their `lft` order. Intervals
/// that overlap without nesting (damage) make siblings, never a loop. Read through the
/// copy like a tree of paths (`CopyReading`); the details are the row's.
public struct NestedSetHierarchy: CopyReadHierarchy {
  public let tree: ForeignTree
  /// Over `x`: the key, the bounds, the tree column; the table.
  let table: QueryFragment
  let key: QueryFragment
  /// The key's column alone (`key` is it over `x`).
  let keyColumn: QueryFragment
  let left: QueryFragment
  let right: QueryFragment
  let treeColumn: QueryFragment?
  let label: QueryFragment
  let columns: [ForeignColumn]
  let references: [ForeignReference]
  let refersTo: [OutgoingReference]
  /// The table's rowid, by which our own renames reach the copy; nil without one.
  let rowid: QueryFragment?
  let slot = SideCarSlot<TreeCopy>()
  let searchAccess = InterruptibleAccess()

  public init(tree requested: ForeignTree, _ db: Database) throws {
    guard case .nestedSets(let leftName, let rightName, let treeID) = requested.shape else {
      throw OpenError(description: "--nested takes the left and right columns: --nested LFT,RGT")
    }
    guard let tableName = try ForeignSchema.tableName(requested.table, db) else {
      throw OpenError(description: "there is no table “\(requested.table)” in this file")
    }
    let columns = try ForeignSchema.columns(of: tableName, db)
    let leftColumn = try ForeignSchema.column(leftName, of: tableName, in: columns, option: "--nested")
    let rightColumn = try ForeignSchema.column(rightName, of: tableName, in: columns, option: "--nested")
    let treeColumn = try treeID.map {
      try ForeignSchema.column($0, of: tableName, in: columns, option: "--tree-id")
    }
    let (id, keyExpression) = try ForeignSchema.key(of: tableName, columns: columns, requested: requested.id, db)
    let found = try ForeignSchema.label(
      requested.label, of: tableName, columns: columns, excluding: [id, leftColumn, rightColumn, treeColumn], db)
    var resolved = ForeignTree.nestedSets(in: tableName, left: leftColumn, right: rightColumn, treeID: treeColumn)
    resolved.id = id
    resolved.label = found?.column ?? requested.label
    try ForeignSchema.checkSums(of: requested, into: &resolved, table: tableName, db)
    tree = resolved
    table = .identifier(tableName)
    keyColumn = keyExpression
    key = "x.\(keyExpression)"
    left = "x.\(quote: leftColumn)"
    right = "x.\(quote: rightColumn)"
    self.treeColumn = treeColumn.map { "x.\(quote: $0)" }
    let labelExpression = found?.expression ?? "CAST(\(key) AS TEXT)"
    label = "coalesce(NULLIF(trim(CAST((\(labelExpression)) AS TEXT)), ''), CAST(\(key) AS TEXT))"
    self.columns = columns
    references = try ForeignSchema.references(to: tableName, key: id, db)
    refersTo = (try? ForeignSchema.references(from: tableName, columns: columns, db)) ?? []
    rowid = try ForeignSchema.rowid(of: tableName, columns: columns, db).map(QueryFragment.identifier)
    _ = try db.makeStatement(select)
  }

  /// Every row in document order: key, bounds, tree, label, own value of each sum.
  var select: QueryFragment {
    let treeID = treeColumn ?? "NULL"
    return """
      SELECT \(key), \(left), \(right), \(treeID), \(label), \(TreeSum.values(of: tree.sums)) FROM \(table) AS x
      ORDER BY \(treeID), \(left), \(right) DESC
      """
  }

  /// Fills the copy (set up with `PathSideCar.schema`) from the file's rows on `db`. The
  /// rows are stepped and their values bound with SQLite's C calls, straight from the
  /// file's statement to the copy's: through GRDB's rows and arguments, Swift's own work
  /// (generic metadata, reference counts, key paths) was a fifth of the copy's time.
  func fill(_ target: Database, from db: Database, total: Int, labels: LabelFeed?, progress: (Double) -> Bool) throws
    -> Bool
  {
    let sums = max(tree.sums.count, 1)
    var collector = try LabelCollector(labels, copy: target)
    // Prepared once, its `?`s bound per row below.
    let insert = try target.makeStatement(
      """
      INSERT OR IGNORE INTO nodes (key, parent, nullOrder, orderValue, label, source, own\(TreeSum.moreOwnColumns(sums)))
      VALUES (?, ?, 0, ?, ?, NULL, \(QueryFragment.placeholders(sums)))
      """)
    let adding = insert.sqliteStatement
    let read = try db.makeStatement(select)
    let rows = read.sqliteStatement
    defer {
      sqlite3_reset(rows)
      sqlite3_reset(adding)
      sqlite3_clear_bindings(adding)
    }
    // The intervals still open around the current row, innermost last.
    var open: [(key: DatabaseValue, right: Double?, tree: DatabaseValue)] = []
    var order: Int64 = 0
    while true {
      let code = sqlite3_step(rows)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
      let key = DatabaseValue(sqliteStatement: rows, index: 0)
      // Numbers only, as SQLite orders them: text bounds hold nothing.
      let rightType = sqlite3_column_type(rows, 2)
      let right = rightType == SQLITE_INTEGER || rightType == SQLITE_FLOAT ? sqlite3_column_double(rows, 2) : nil
      let tree = DatabaseValue(sqliteStatement: rows, index: 3)
      // Pop what does not hold this row: another tree, or an interval ending before its end.
      while let last = open.last, last.tree != tree || !Self.holds(last.right, right) { open.removeLast() }
      order += 1
      sqlite3_bind_value(adding, 1, sqlite3_column_value(rows, 0))
      _ = (open.last?.key ?? .null).bind(to: adding, at: 2)
      sqlite3_bind_int64(adding, 3, order)
      if sqlite3_column_type(rows, 4) == SQLITE_NULL {
        _ = "".bind(to: adding, at: 4)
      } else {
        sqlite3_bind_value(adding, 4, sqlite3_column_value(rows, 4))
      }
      for sum in 0..<Int32(sums) { sqlite3_bind_value(adding, 5 + sum, sqlite3_column_value(rows, 5 + sum)) }
      let step = sqlite3_step(adding)
      sqlite3_reset(adding)
      guard step == SQLITE_DONE else { throw DatabaseError.stepping(step, on: target) }
      if collector.isCollecting, sqlite3_changes(target.sqliteConnection) == 1 {
        // A NULL label has no text and no bytes: the empty label it was copied as.
        collector.add(
          UnsafeBufferPointer(start: sqlite3_column_text(rows, 4), count: Int(sqlite3_column_bytes(rows, 4))))
      }
      open.append((key, right, tree))
      if order % 50_000 == 0, !progress(0.8 * Double(order) / Double(max(total, 1))) { return false }
    }
    collector.end()
    try PathSideCar.finish(target, sums: tree.sums)
    return progress(1)
  }

  /// Whether an interval ending at `outer` holds one ending at `inner` (both begun in
  /// order); NULL bounds hold nothing.
  static func holds(_ outer: Double?, _ inner: Double?) -> Bool {
    guard let outer, let inner else { return false }
    return inner <= outer
  }

  public var copyReading: CopyReading { CopyReading(slot: slot, searchAccess: searchAccess) }
  /// Siblings are in `lft` order, which a label order differs from.
  public var siblingOrders: [SiblingOrder] { SiblingOrder.copyOrders(sum: tree.sum, ownOrderIsLabel: false) }

  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? {
    guard case .row(let key) = node, let names = try pathNames(of: node, db) else { return nil }
    let details = try ForeignDetails.load(
      key: key, path: names, table: table, keyExpression: keyColumn, columns: columns,
      references: references, refersTo: refersTo, kind: tree.table, db)
    return slot.withTotals(details, of: node, sums: tree.sums)
  }

  /// A large table exported without a keeper (`arbor export`) is copied in memory first.
  public func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    try exportThroughCopy(format, database: database, to: output)
  }

  /// Names only: a move, an insert or a delete renumbers the bounds of most rows.
  public func editing(history: UndoHistory) throws -> (any TreeEditing)? {
    RowEditing(
      editor: try ForeignEditor(
        tree: tree, placement: tree.shape.kind.editPlacement.placement, columns: columns, history: history),
      only: [.rename],
      because:
        "A nested-set tree is renamed only, in arbor: a move, an insert or a delete renumbers the bounds of most rows.")
  }
}

extension NestedSetHierarchy: FilledCopyTree {
  /// Renamed only; a table without rowids is copied again.
  var following: CopyFollowing {
    guard let rowid else { return .rebuilds }
    return .renames(
      table: tree.table.lowercased(), labelsByRowid: "SELECT \(key), \(label) FROM \(table) AS x WHERE x.\(rowid) IN ")
  }

  func copyTotal(_ db: Database) throws -> Int {
    try Int.fetchOne(db, "SELECT count(*) FROM \(table)") ?? 0
  }
}
