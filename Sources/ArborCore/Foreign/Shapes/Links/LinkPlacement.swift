import ArborDB
import GRDB

/// A row's place is its link rows `(child, parent[, order])` in the link tables: a move
/// changes one link (the node's other parents stay), an add inserts a link into the first
/// table, a delete takes the node and each node below whose every parent goes too.
struct LinkPlacement: RowPlacement {
  let tables: [String]
  let child: String
  let parent: String

  var movedField: String { parent }
  var ownTables: [String] { tables }

  /// Link tables are read for a walk whether indexed or not (`doomed` reads them once).
  func childrenIndexed(of table: String, _ db: Database) throws -> Bool { true }

  func refuseTop(_ parent: DatabaseValue?) throws {}

  /// Every link table's (child, parent) rows as one relation `(c, p)`.
  var edges: String {
    "("
      + tables.map {
        "SELECT \(quoteIdentifier(child)) AS c, \(quoteIdentifier(parent)) AS p FROM \(quoteIdentifier($0))"
      }
      .joined(separator: " UNION ALL ") + ")"
  }

  func stepUp(_ editor: ForeignEditor) -> String {
    "SELECT e.p FROM \(edges) AS e JOIN \"arbor_up\" ON e.c = \"arbor_up\".\"k\""
  }

  func childBelow(_ editor: ForeignEditor) -> String {
    "SELECT 1 FROM \(edges) AS e WHERE e.p = ? AND e.c IS NOT ?"
  }

  func move(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, name: String, _ editor: ForeignEditor,
    _ db: Database
  ) throws -> Reversal {
    // Undo puts the link back at its old place among its siblings, not at the end.
    let position = try linkPosition(node, under: from, editor, db)
    try moveLink(node, from: from, to: to, editor, db)
    return relink(node, from: to, to: from, position: position, name: name, editor)
  }

  /// The reversal of a link move: the link from `from` goes to `to` again, at `position`
  /// among its siblings there (nil: last), refused when another program moved or removed
  /// that link since.
  private func relink(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, position: DatabaseValue?, name: String,
    _ editor: ForeignEditor
  ) -> Reversal {
    Reversal { db in
      if let to, try editor.isAncestor(node, of: to, db) {
        throw EditError(
          field: ForeignEditor.nodeField, "“\(name)”'s old parent is now below it (another program moved rows since).")
      }
      let current = try linkPosition(node, under: from, editor, db)
      do {
        try moveLink(node, from: from, to: to, position: position, editor, db)
      } catch let error as EditError {
        throw EditError(field: error.field, "another program changed the links of “\(name)” since (\(error.message))")
      }
      return relink(node, from: to, to: from, position: current, name: name, editor)
    }
  }

  /// The order value of the link from `node` up to `parent` (nil: the tree keeps no order,
  /// or there is no such link).
  private func linkPosition(
    _ node: DatabaseValue, under parent: DatabaseValue?, _ editor: ForeignEditor, _ db: Database
  )
    throws -> DatabaseValue?
  {
    guard let order = editor.tree.order, let parent else { return nil }
    for link in tables {
      let sql =
        "SELECT \(quoteIdentifier(order)) FROM \(quoteIdentifier(link)) WHERE \(quoteIdentifier(child)) = ? AND \(quoteIdentifier(self.parent)) = ?"
      if let row = try Row.fetchOne(db, sql: sql, arguments: [node, parent]) { return row[0] }
    }
    return nil
  }

  private func moveLink(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, position: DatabaseValue? = nil,
    _ editor: ForeignEditor, _ db: Database
  ) throws {
    let childColumn = quoteIdentifier(child)
    let parentColumn = quoteIdentifier(parent)
    let order = editor.tree.order
    if let to,
      try tables.contains(where: { link in
        try Bool.fetchOne(
          db, sql: "SELECT 1 FROM \(quoteIdentifier(link)) WHERE \(childColumn) = ? AND \(parentColumn) = ?",
          arguments: [node, to]) ?? false
      })
    {
      throw EditError(
        field: ForeignEditor.nodeField, "It is already there (a node appears once under each of its parents).")
    }
    guard let from else {
      // A root gets its first parent: a new link row.
      guard let to else { return }
      var names = [childColumn, parentColumn]
      var arguments: StatementArguments = [node, to]
      if let order {
        names.append(quoteIdentifier(order))
        arguments += [try position ?? nextLinkPosition(under: to, editor, db)]
      }
      try db.execute(
        sql:
          "INSERT INTO \(quoteIdentifier(tables[0])) (\(names.joined(separator: ", "))) VALUES (\(placeholders(names.count)))",
        arguments: arguments)
      return
    }
    var changed = 0
    for link in tables.map(quoteIdentifier) {
      if let to {
        var assignments = ["\(parentColumn) = ?"]
        var arguments: StatementArguments = [to]
        if let order {
          assignments.append("\(quoteIdentifier(order)) = ?")
          arguments += [try position ?? nextLinkPosition(under: to, editor, db)]
        }
        arguments += [node, from]
        try db.execute(
          sql:
            "UPDATE \(link) SET \(assignments.joined(separator: ", ")) WHERE \(childColumn) = ? AND \(parentColumn) = ?",
          arguments: arguments)
      } else {
        try db.execute(
          sql: "DELETE FROM \(link) WHERE \(childColumn) = ? AND \(parentColumn) = ?", arguments: [node, from])
      }
      changed += db.changesCount
    }
    guard changed > 0 else { throw EditError(field: ForeignEditor.nodeField, "That link no longer exists.") }
  }

  private func nextLinkPosition(under parent: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws
    -> DatabaseValue
  {
    guard let order = editor.tree.order else { return .null }
    let parts = tables.map {
      "SELECT \(quoteIdentifier(order)) AS o FROM \(quoteIdentifier($0)) WHERE \(quoteIdentifier(self.parent)) = ?"
    }
    return try DatabaseValue.fetchOne(
      db, sql: "SELECT coalesce(max(o), 0) + 1 FROM (\(parts.joined(separator: " UNION ALL ")))",
      arguments: StatementArguments(Array(repeating: parent, count: tables.count))) ?? 1.databaseValue
  }

  // MARK: Add

  /// The node row holds nothing of its place: every one of its columns is asked for.
  func filledColumns(_ editor: ForeignEditor) -> [String] { [] }

  func newRowPlace(under parent: DatabaseValue?, given: [String], _ editor: ForeignEditor, _ db: Database) throws
    -> (names: [String], values: [DatabaseValue])
  { ([], []) }

  /// Under a parent, a link row into the first link table, last among its siblings.
  func placeNewRow(_ created: DatabaseValue, under parent: DatabaseValue?, _ editor: ForeignEditor, _ db: Database)
    throws -> [SavedRows]
  {
    guard let parent else { return [] }
    var names = [quoteIdentifier(child), quoteIdentifier(self.parent)]
    var arguments: StatementArguments = [created, parent]
    if let order = editor.tree.order {
      names.append(quoteIdentifier(order))
      arguments += [try nextLinkPosition(under: parent, editor, db)]
    }
    try db.execute(
      sql:
        "INSERT INTO \(quoteIdentifier(tables[0])) (\(names.joined(separator: ", "))) VALUES (\(placeholders(names.count)))",
      arguments: arguments)
    return [
      try SavedRows.save(
        try UndoHistory.table(named: tables[0], db),
        where: "\(quoteIdentifier(child)) = ? AND \(quoteIdentifier(self.parent)) = ?",
        arguments: [created, parent], db)
    ]
  }

  /// The node row holds nothing of its place; its link rows are checked as saved rows.
  func movedSince(_ row: SavedRows, _ db: Database) throws -> Bool { false }

  // MARK: Delete

  /// In a graph: the node, and each node below it whose every parent is going too.
  func doomed(_ node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> [DatabaseValue] {
    var children: [DatabaseValue: [DatabaseValue]] = [:]
    var parents: [DatabaseValue: [DatabaseValue]] = [:]
    let cursor = try Row.fetchCursor(db, sql: "SELECT c, p FROM \(edges) WHERE c IS NOT p")
    while let row = try cursor.next() {
      let child: DatabaseValue = row[0]
      let parent: DatabaseValue = row[1]
      children[parent, default: []].append(child)
      parents[child, default: []].append(parent)
    }
    let reached = ForeignEditor.breadthFirst(from: node) { children[$0] ?? [] }
    var going: Set<DatabaseValue> = [node]
    // Until nothing more joins: a node goes when all its parents go.
    var changed = true
    while changed {
      changed = false
      for candidate in reached where !going.contains(candidate) {
        if (parents[candidate] ?? []).allSatisfy(going.contains) {
          going.insert(candidate)
          changed = true
        }
      }
    }
    return reached.filter(going.contains)
  }

  /// A node of a graph hangs from no one row: undo puts it back wherever its links say.
  func topParent(of node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> DatabaseValue? { nil }

  func removeOwnRows(naming doomedSet: String, _ editor: ForeignEditor, _ db: Database) throws -> [SavedRows] {
    var saved: [SavedRows] = []
    for link in tables {
      let condition = "\(quoteIdentifier(child)) IN \(doomedSet) OR \(quoteIdentifier(parent)) IN \(doomedSet)"
      saved.append(try SavedRows.save(try UndoHistory.table(named: link, db), where: condition, db))
      try db.execute(sql: "DELETE FROM \(quoteIdentifier(link)) WHERE \(condition)")
    }
    return saved
  }

  /// The link tables' keys are checked as they are deleted: never left out.
  func keepsForeignKeysItself(_ references: [ForeignEditor.Reference], _ editor: ForeignEditor) -> Bool { false }
}
