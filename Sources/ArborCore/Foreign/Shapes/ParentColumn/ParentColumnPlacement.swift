import ArborDB
import GRDB

/// A row's place is its own parent column (and its position column, when the tree has
/// one): a move updates the row, an add fills the column, a delete walks the column down.
struct ParentColumnPlacement: RowPlacement {
  let parent: String
  /// Where the file names its roots (`books.root_account_guid`).
  let roots: [String]?

  var movedField: String { parent }
  var ownTables: [String] { [] }

  func childrenIndexed(of table: String, _ db: Database) throws -> Bool {
    try ForeignSchema.hasIndex(on: parent, of: table, db)
  }

  /// Where the file names its roots, a row put at the top would be one it does not name:
  /// shown nowhere. Refused, saying where rows go.
  func refuseTop(_ parent: DatabaseValue?) throws {
    guard parent == nil, let roots else { return }
    throw EditError(
      field: ForeignEditor.nodeField,
      "This file names its roots in \(roots.joined(separator: ".")): a row goes under one of them, not beside them.")
  }

  func stepUp(_ editor: ForeignEditor) -> QueryFragment {
    "SELECT x.\(quote: parent) FROM \(editor.table) AS x JOIN \"arbor_up\" ON x.\(editor.key) = \"arbor_up\".\"k\""
  }

  func childBelow(_ node: DatabaseValue, _ editor: ForeignEditor) -> QueryFragment {
    "SELECT 1 FROM \(editor.table) WHERE \(quote: parent) = \(bind: node) AND \(editor.key) IS NOT \(bind: node)"
  }

  func move(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, name: String, _ editor: ForeignEditor,
    _ db: Database
  ) throws -> Reversal {
    let order = editor.tree.order
    let moved = [parent] + (order.map { [$0] } ?? [])
    guard let before = try editor.current(moved, of: node, db) else {
      throw EditError(field: ForeignEditor.nodeField, "That row no longer exists.")
    }
    let value = try to.map { $0 } ?? rootParentValue(editor, db)
    var values = [value]
    if order != nil { values.append(try nextPosition(under: value, editor, db)) }
    try db.execute(
      "UPDATE \(editor.table) SET \(QueryFragment.assignments(moved, values)) WHERE \(editor.key) = \(bind: node)")
    let after = try editor.current(moved, of: node, db) ?? values
    return editor.setColumns(node, moved, expected: after, values: before, what: "moved", movesParent: true)
  }

  func filledColumns(_ editor: ForeignEditor) -> [String] {
    [parent] + (editor.tree.order.map { [$0] } ?? [])
  }

  func newRowPlace(under parent: DatabaseValue?, given: [String], _ editor: ForeignEditor, _ db: Database) throws
    -> (names: [String], values: [DatabaseValue])
  {
    let value = try parent.map { $0 } ?? rootParentValue(editor, db)
    var names = [self.parent]
    var values = [value]
    if let order = editor.tree.order, !given.contains(order) {
      names.append(order)
      values.append(try nextPosition(under: value, editor, db))
    }
    return (names, values)
  }

  func placeNewRow(_ created: DatabaseValue, under parent: DatabaseValue?, _ editor: ForeignEditor, _ db: Database)
    throws -> [SavedRows]
  { [] }

  func movedSince(_ row: SavedRows, _ db: Database) throws -> Bool {
    try !row.unchanged(parent, db)
  }

  /// What a root's parent column holds in this file: the value most roots have (NULL,
  /// '', 0, a root row named elsewhere), so a node moved to the top looks like the others.
  private func rootParentValue(_ editor: ForeignEditor, _ db: Database) throws -> DatabaseValue {
    let parent = QueryFragment.identifier(parent)
    let table = editor.table
    let key = editor.key
    let row = try Row.fetchOne(
      db,
      """
      SELECT x.\(parent) FROM \(table) AS x
      WHERE x.\(parent) IS NOT x.\(key) AND (x.\(parent) IS NULL OR NOT EXISTS (SELECT 1 FROM \(table) AS y WHERE y.\(key) = x.\(parent)))
      GROUP BY x.\(parent) ORDER BY count(*) DESC LIMIT 1
      """)
    return row?[0] ?? .null
  }

  private func nextPosition(under value: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws
    -> DatabaseValue
  {
    guard let order = editor.tree.order else { return .null }
    return try DatabaseValue.fetchOne(
      db,
      "SELECT coalesce(max(\(quote: order)), 0) + 1 FROM \(editor.table) WHERE \(quote: parent) IS \(bind: value)")
      ?? 1.databaseValue
  }

  // MARK: Delete

  func doomed(_ node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> [DatabaseValue] {
    let table = editor.table
    let key = editor.key
    let parent = QueryFragment.identifier(parent)
    if editor.parentIndexed {
      // SQLite's queue is first in, first out without ORDER BY: breadth first.
      return try DatabaseValue.fetchAll(
        db,
        """
        WITH RECURSIVE "arbor_down"("k") AS (
          SELECT \(bind: node) UNION
          SELECT x.\(key) FROM \(table) AS x JOIN "arbor_down" ON x.\(parent) = "arbor_down"."k"
          WHERE x.\(parent) IS NOT x.\(key)
          LIMIT \(raw: ForeignEditor.walkLimit))
        SELECT "k" FROM "arbor_down"
        """)
    }
    // No index on the parent column: one pass over the rows, the walk in memory (a
    // recursive query would scan the table once per node of the subtree).
    if let subtree = try IntegerSubtree.walk(from: node, "SELECT \(key), \(parent) FROM \(table)", db) {
      return subtree.map { $0.databaseValue }
    }
    var children: [DatabaseValue: [DatabaseValue]] = [:]
    let cursor = try Row.fetchCursor(db, "SELECT \(key), \(parent) FROM \(table)")
    while let row = try cursor.next() {
      let child: DatabaseValue = row[0]
      let parent: DatabaseValue = row[1]
      if child != parent && !parent.isNull { children[parent, default: []].append(child) }
    }
    return ForeignEditor.breadthFirst(from: node) { children[$0] ?? [] }
  }

  func topParent(of node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> DatabaseValue? {
    let (table, key) = (editor.table, editor.key)
    return try DatabaseValue.fetchOne(
      db,
      """
      SELECT p.\(key) FROM \(table) AS x JOIN \(table) AS p ON p.\(key) = x.\(quote: parent) WHERE x.\(key) = \(bind: node)
      """)
  }

  func removeOwnRows(naming doomedSet: QueryFragment, _ editor: ForeignEditor, _ db: Database) throws -> [SavedRows] {
    []
  }

  /// The only foreign key naming the node table is its parent column's own (or none).
  func keepsForeignKeysItself(_ references: [ForeignEditor.Reference], _ editor: ForeignEditor) -> Bool {
    references.allSatisfy { reference in
      reference.table.caseInsensitiveCompare(editor.tree.table) == .orderedSame
        && reference.column.caseInsensitiveCompare(parent) == .orderedSame && reference.toKey
    }
  }
}
