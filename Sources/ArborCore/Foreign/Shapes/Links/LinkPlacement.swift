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
  var edges: QueryFragment {
    let union = tables.map { "SELECT \(quote: child) AS c, \(quote: parent) AS p FROM \(quote: $0)" as QueryFragment }
    return "(\(union.joined(separator: " UNION ALL ")))"
  }

  func stepUp(_ editor: ForeignEditor) -> QueryFragment {
    "SELECT e.p FROM \(edges) AS e JOIN \"arbor_up\" ON e.c = \"arbor_up\".\"k\""
  }

  func childBelow(_ node: DatabaseValue, _ editor: ForeignEditor) -> QueryFragment {
    "SELECT 1 FROM \(edges) AS e WHERE e.p = \(bind: node) AND e.c IS NOT \(bind: node)"
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
      let query: QueryFragment = """
        SELECT \(quote: order) FROM \(quote: link) WHERE \(quote: child) = \(bind: node) AND \(quote: self.parent) = \(bind: parent)
        """
      if let row = try Row.fetchOne(db, query) { return row[0] }
    }
    return nil
  }

  private func moveLink(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, position: DatabaseValue? = nil,
    _ editor: ForeignEditor, _ db: Database
  ) throws {
    let childColumn = QueryFragment.identifier(child)
    let parentColumn = QueryFragment.identifier(parent)
    let order = editor.tree.order
    if let to,
      try tables.contains(where: { link in
        try Bool.fetchOne(
          db, "SELECT 1 FROM \(quote: link) WHERE \(childColumn) = \(bind: node) AND \(parentColumn) = \(bind: to)")
          ?? false
      })
    {
      throw EditError(
        field: ForeignEditor.nodeField, "It is already there (a node appears once under each of its parents).")
    }
    guard let from else {
      // A root gets its first parent: a new link row.
      guard let to else { return }
      try insertLink(node, under: to, position: position, editor, db)
      return
    }
    var changed = 0
    for link in tables.map(QueryFragment.identifier) {
      if let to {
        var names = [parent]
        var values = [to]
        if let order {
          names.append(order)
          values.append(try position ?? nextLinkPosition(under: to, editor, db))
        }
        try db.execute(
          """
          UPDATE \(link) SET \(QueryFragment.assignments(names, values)) \
          WHERE \(childColumn) = \(bind: node) AND \(parentColumn) = \(bind: from)
          """)
      } else {
        try db.execute("DELETE FROM \(link) WHERE \(childColumn) = \(bind: node) AND \(parentColumn) = \(bind: from)")
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
      "SELECT \(quote: order) AS o FROM \(quote: $0) WHERE \(quote: self.parent) = \(bind: parent)" as QueryFragment
    }
    return try DatabaseValue.fetchOne(
      db, "SELECT coalesce(max(o), 0) + 1 FROM (\(parts.joined(separator: " UNION ALL ")))") ?? 1.databaseValue
  }

  /// A new link row from `node` up to `parent` in the first link table, at `position`
  /// among its siblings (nil: last).
  private func insertLink(
    _ node: DatabaseValue, under parent: DatabaseValue, position: DatabaseValue? = nil, _ editor: ForeignEditor,
    _ db: Database
  ) throws {
    var names = [child, self.parent]
    var values = [node, parent]
    if let order = editor.tree.order {
      names.append(order)
      values.append(try position ?? nextLinkPosition(under: parent, editor, db))
    }
    try db.execute(
      "INSERT INTO \(quote: tables[0]) (\(QueryFragment.identifiers(names))) VALUES (\(QueryFragment.values(values)))")
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
    try insertLink(created, under: parent, editor, db)
    return [
      try SavedRows.save(
        try UndoHistory.table(named: tables[0], db),
        where: "\(quote: child) = \(bind: created) AND \(quote: self.parent) = \(bind: parent)", db)
    ]
  }

  /// The node row holds nothing of its place; its link rows are checked as saved rows.
  func movedSince(_ row: SavedRows, _ db: Database) throws -> Bool { false }

  // MARK: Delete

  /// In a graph: the node, and each node below it whose every parent is going too.
  func doomed(_ node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> [DatabaseValue] {
    var children: [DatabaseValue: [DatabaseValue]] = [:]
    var parents: [DatabaseValue: [DatabaseValue]] = [:]
    let cursor = try Row.fetchCursor(db, "SELECT c, p FROM \(edges) WHERE c IS NOT p")
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

  func removeOwnRows(naming doomedSet: QueryFragment, _ editor: ForeignEditor, _ db: Database) throws -> [SavedRows] {
    var saved: [SavedRows] = []
    for link in tables {
      let condition: QueryFragment = "\(quote: child) IN \(doomedSet) OR \(quote: parent) IN \(doomedSet)"
      saved.append(try SavedRows.save(try UndoHistory.table(named: link, db), where: condition, db))
      try db.execute("DELETE FROM \(quote: link) WHERE \(condition)")
    }
    return saved
  }

  /// The link tables' keys are checked as they are deleted: never left out.
  func keepsForeignKeysItself(_ references: [ForeignEditor.Reference], _ editor: ForeignEditor) -> Bool { false }
}
