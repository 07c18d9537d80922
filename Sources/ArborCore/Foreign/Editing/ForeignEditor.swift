import ArborDB
import Foundation
import GRDB

/// Edits of a tree in another program's file, for `arbor FILE --edit`: rename a node (its
/// label column), move it (its parent column, or its link row), delete it with
/// everything under it, add a child. Each edit is one transaction through the file's
/// `UndoHistory`, so it is undone exactly; the file's own constraints, triggers and
/// `ON DELETE` rules apply, and a refusal comes back as an `EditError` at the field it is
/// about with nothing changed. Values are bound; identifiers from the file's schema are
/// quoted.
public struct ForeignEditor: Sendable {
  public let tree: ForeignTree
  let history: UndoHistory
  /// Quoted: the node table, its key (a column or the rowid), the parent column.
  let table: String
  let key: String
  let columns: [ForeignColumn]
  /// The label's column when the label is a plain column (rename writes it).
  let labelColumn: String?
  /// Whether children are found by an index (else a subtree is walked in memory).
  let parentIndexed: Bool
  /// What a node is called in messages.
  static let nodeField = "name"

  /// `tree` as its hierarchy resolved it (`ForeignHierarchy.tree`, `LinkedHierarchy.tree`).
  public init(tree: ForeignTree, history: UndoHistory) throws {
    self.tree = tree
    self.history = history
    let (columns, isTable, indexed) = try history.writer.read { db in
      let isTable = try String.fetchOne(db, sql: "SELECT type FROM sqlite_master WHERE name = ?", arguments: [tree.table]) == "table"
      let indexed = tree.links == nil ? try ForeignSchema.hasIndex(on: tree.parent, of: tree.table, db) : true
      return (try ForeignSchema.columns(of: tree.table, db), isTable, indexed)
    }
    guard isTable else {
      throw EditError(field: Self.nodeField, "“\(tree.table)” is a view: arbor edits tables only.")
    }
    self.columns = columns
    table = ForeignTreeSQL.quote(tree.table)
    key = ForeignTreeSQL.quote(tree.id ?? ForeignSchema.rowidName(columns) ?? "rowid")
    labelColumn = tree.label.flatMap { label in columns.first { $0.name == label }?.name }
    parentIndexed = indexed
  }

  private static func quote(_ name: String) -> String { ForeignTreeSQL.quote(name) }

  /// One transaction, one undo step (the inverse action `body` returns); SQLite's refusal
  /// in words at the field it names.
  private func perform<T>(
    _ label: String, fields: [String] = [], foreignKeysOff: Bool = false, _ body: (Database) throws -> (T, Reversal)
  ) throws -> T {
    do {
      return try history.perform(label, foreignKeysOff: foreignKeysOff, reversible: body)
    } catch let error as EditError {
      throw error
    } catch {
      throw ConstraintMessage.editError(error, table: tree.table, fields: fields, fallback: fields.first ?? Self.nodeField)
    }
  }

  private func label(of node: DatabaseValue, _ db: Database) throws -> String {
    var text: String?
    if let labelColumn {
      text = try String.fetchOne(db, sql: "SELECT CAST(\(Self.quote(labelColumn)) AS TEXT) FROM \(table) WHERE \(key) = ?", arguments: [node])
    }
    if let text, !text.isEmpty { return text }
    return try String.fetchOne(db, sql: "SELECT CAST(? AS TEXT)", arguments: [node]) ?? ""
  }

  // MARK: Rename

  /// Why renaming is not possible here, or nil when it is.
  public var renameRefusal: String? {
    guard labelColumn == nil else { return nil }
    if let label = tree.label {
      return "The label is the expression “\(label)”: arbor renames a label column. Open the tree with --label COLUMN to rename."
    }
    return "This tree shows each row's key as its label: there is no name to rename (--label COLUMN names one)."
  }

  public func rename(_ node: DatabaseValue, to name: String) throws {
    guard let column = labelColumn else { throw EditError(field: Self.nodeField, renameRefusal ?? "") }
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw EditError(field: Self.nodeField, "A name cannot be blank.")
    }
    try perform("Rename “\(name)”", fields: [column]) { db in
      guard let old = try Row.fetchOne(db, sql: "SELECT \(Self.quote(column)) FROM \(table) WHERE \(key) = ?", arguments: [node]) else {
        throw EditError(field: Self.nodeField, "That row no longer exists.")
      }
      try db.execute(sql: "UPDATE \(table) SET \(Self.quote(column)) = ? WHERE \(key) = ?", arguments: [name, node])
      // What the row holds now (the file's triggers may have changed the name further).
      let new = try current([column], of: node, db) ?? [.null]
      return ((), setColumns(node, [column], expected: new, values: [old[0]], what: "renamed"))
    }
  }

  /// The reversal that sets `columns` of `node` to `values` where they still hold
  /// `expected` (refusing otherwise: another program changed them since); for a move, not
  /// under the node itself. Its own reversal swaps the two.
  private func setColumns(
    _ node: DatabaseValue, _ columns: [String], expected: [DatabaseValue], values: [DatabaseValue], what: String,
    movesParent: Bool = false
  ) -> Reversal {
    Reversal { db in
      if movesParent, let parent = values.first, !parent.isNull, try isAncestor(node, of: parent, db) {
        throw EditError(field: Self.nodeField, "its old parent is now below it (another program moved rows since).")
      }
      let assignments = columns.map { "\(Self.quote($0)) = ?" }.joined(separator: ", ")
      let checks = columns.map { " AND \(Self.quote($0)) IS ?" }.joined()
      try db.execute(sql: "UPDATE \(table) SET \(assignments) WHERE \(key) = ?\(checks)",
                     arguments: StatementArguments(values + [node] + expected))
      guard db.changesCount > 0 else {
        let exists = try Bool.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE \(key) = ?", arguments: [node]) ?? false
        throw EditError(field: Self.nodeField, exists
          ? "another program has \(what) that row again since; undoing would overwrite its change."
          : "another program has deleted that row since.")
      }
      let now = try current(columns, of: node, db) ?? values
      return setColumns(node, columns, expected: now, values: expected, what: what, movesParent: movesParent)
    }
  }

  /// `columns` of `node` as the row holds them now; nil when the row is gone.
  private func current(_ columns: [String], of node: DatabaseValue, _ db: Database) throws -> [DatabaseValue]? {
    try Row.fetchOne(db, sql: "SELECT \(columns.map(Self.quote).joined(separator: ", ")) FROM \(table) WHERE \(key) = ?", arguments: [node])
      .map { row in (0..<columns.count).map { row[$0] } }
  }

  // MARK: Move

  /// Moves `node` from under `from` (nil: it is a root) to under `to` (nil: the top). With
  /// link tables only the link from `from` changes: the node's other parents stay.
  public func move(_ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?) throws {
    if from == to { return }
    let name = try history.writer.read { db in try label(of: node, db) }
    try perform("Move “\(name)”", fields: [tree.parent]) { db in
      if let to, try isAncestor(node, of: to, db) {
        throw EditError(field: Self.nodeField, "“\(name)” cannot go under itself or one of its own children.")
      }
      if let links = tree.links, let child = tree.child {
        try moveLink(node, from: from, to: to, links: links, child: child, db)
        return ((), relink(node, from: to, to: from, name: name))
      }
      let moved = [tree.parent] + (tree.order.map { [$0] } ?? [])
      guard let before = try current(moved, of: node, db) else { throw EditError(field: Self.nodeField, "That row no longer exists.") }
      let parent = try to.map { $0 } ?? rootParentValue(db)
      var values = [parent]
      if tree.order != nil { values.append(try nextPosition(under: parent, db)) }
      try db.execute(sql: "UPDATE \(table) SET \(moved.map { "\(Self.quote($0)) = ?" }.joined(separator: ", ")) WHERE \(key) = ?",
                     arguments: StatementArguments(values + [node]))
      let after = try current(moved, of: node, db) ?? values
      return ((), setColumns(node, moved, expected: after, values: before, what: "moved", movesParent: true))
    }
  }

  /// The reversal of a link move: the link from `from` goes to `to` again, refused when
  /// another program moved or removed that link since.
  private func relink(_ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, name: String) -> Reversal {
    Reversal { db in
      guard let links = tree.links, let child = tree.child else { throw EditError(field: Self.nodeField, "the tree has no links.") }
      if let to, try isAncestor(node, of: to, db) {
        throw EditError(field: Self.nodeField, "“\(name)”'s old parent is now below it (another program moved rows since).")
      }
      do {
        try moveLink(node, from: from, to: to, links: links, child: child, db)
      } catch let error as EditError {
        throw EditError(field: error.field, "another program changed the links of “\(name)” since (\(error.message))")
      }
      return relink(node, from: to, to: from, name: name)
    }
  }

  private func moveLink(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, links: [String], child: String, _ db: Database
  ) throws {
    let childColumn = Self.quote(child)
    let parentColumn = Self.quote(tree.parent)
    if let to, try links.contains(where: { link in
      try Bool.fetchOne(db, sql: "SELECT 1 FROM \(Self.quote(link)) WHERE \(childColumn) = ? AND \(parentColumn) = ?", arguments: [node, to]) ?? false
    }) {
      throw EditError(field: Self.nodeField, "It is already there (a node appears once under each of its parents).")
    }
    guard let from else {
      // A root gets its first parent: a new link row.
      guard let to else { return }
      var names = [childColumn, parentColumn]
      var arguments: StatementArguments = [node, to]
      if let order = tree.order {
        names.append(Self.quote(order))
        arguments += [try nextLinkPosition(under: to, db)]
      }
      try db.execute(sql: "INSERT INTO \(Self.quote(links[0])) (\(names.joined(separator: ", "))) VALUES (?, ?\(tree.order == nil ? "" : ", ?"))",
                     arguments: arguments)
      return
    }
    var changed = 0
    for link in links.map(Self.quote) {
      if let to {
        var assignments = ["\(parentColumn) = ?"]
        var arguments: StatementArguments = [to]
        if let order = tree.order {
          assignments.append("\(Self.quote(order)) = ?")
          arguments += [try nextLinkPosition(under: to, db)]
        }
        arguments += [node, from]
        try db.execute(sql: "UPDATE \(link) SET \(assignments.joined(separator: ", ")) WHERE \(childColumn) = ? AND \(parentColumn) = ?",
                       arguments: arguments)
      } else {
        try db.execute(sql: "DELETE FROM \(link) WHERE \(childColumn) = ? AND \(parentColumn) = ?", arguments: [node, from])
      }
      changed += db.changesCount
    }
    guard changed > 0 else { throw EditError(field: Self.nodeField, "That link no longer exists.") }
  }

  /// Whether `ancestor` is `node` or above it (any way up, for a graph). Bounded: a cycle
  /// ends the walk, not the program.
  private func isAncestor(_ ancestor: DatabaseValue, of node: DatabaseValue, _ db: Database) throws -> Bool {
    let up = tree.links == nil
      ? "SELECT x.\(Self.quote(tree.parent)) FROM \(table) AS x JOIN \"arbor_up\" ON x.\(key) = \"arbor_up\".\"k\""
      : "SELECT e.p FROM \(edges) AS e JOIN \"arbor_up\" ON e.c = \"arbor_up\".\"k\""
    return try Bool.fetchOne(db, sql: """
      WITH RECURSIVE "arbor_up"("k") AS (SELECT ? UNION \(up) LIMIT \(Self.walkLimit))
      SELECT EXISTS (SELECT 1 FROM "arbor_up" WHERE "k" = ?)
      """, arguments: [node, ancestor]) ?? false
  }

  /// The most nodes a walk up or down visits.
  static let walkLimit = 5_000_000

  /// Every link table's (child, parent) rows as one relation `(c, p)`.
  private var edges: String {
    guard let links = tree.links, let child = tree.child else { return "(SELECT NULL AS c, NULL AS p WHERE 0)" }
    return "(" + links.map { "SELECT \(Self.quote(child)) AS c, \(Self.quote(tree.parent)) AS p FROM \(Self.quote($0))" }
      .joined(separator: " UNION ALL ") + ")"
  }

  /// What a root's parent column holds in this file: the value most roots have (NULL,
  /// '', 0, a root row named elsewhere), so a node moved to the top looks like the others.
  private func rootParentValue(_ db: Database) throws -> DatabaseValue {
    let parent = Self.quote(tree.parent)
    let row = try Row.fetchOne(db, sql: """
      SELECT x.\(parent) FROM \(table) AS x
      WHERE x.\(parent) IS NOT x.\(key) AND (x.\(parent) IS NULL OR NOT EXISTS (SELECT 1 FROM \(table) AS y WHERE y.\(key) = x.\(parent)))
      GROUP BY x.\(parent) ORDER BY count(*) DESC LIMIT 1
      """)
    return row?[0] ?? .null
  }

  private func nextPosition(under parent: DatabaseValue, _ db: Database) throws -> DatabaseValue {
    guard let order = tree.order else { return .null }
    return try DatabaseValue.fetchOne(db, sql: "SELECT coalesce(max(\(Self.quote(order))), 0) + 1 FROM \(table) WHERE \(Self.quote(tree.parent)) IS ?",
                                      arguments: [parent]) ?? 1.databaseValue
  }

  private func nextLinkPosition(under parent: DatabaseValue, _ db: Database) throws -> DatabaseValue {
    guard let order = tree.order, let links = tree.links else { return .null }
    let parts = links.map { "SELECT \(Self.quote(order)) AS o FROM \(Self.quote($0)) WHERE \(Self.quote(tree.parent)) = ?" }
    return try DatabaseValue.fetchOne(db, sql: "SELECT coalesce(max(o), 0) + 1 FROM (\(parts.joined(separator: " UNION ALL ")))",
                                      arguments: StatementArguments(Array(repeating: parent, count: links.count))) ?? 1.databaseValue
  }

  // MARK: Delete

  /// How many nodes deleting `node` removes: itself and every node below it (with link
  /// tables, those only reached through it — a node with another parent stays).
  public func deletionCount(of node: DatabaseValue) throws -> Int {
    try history.writer.read { db in try doomed(node, db).count }
  }

  /// Deletes `node` and what is below it (see `deletionCount`), with the link rows that
  /// named them; the file's `ON DELETE` rules take care of other tables' rows, and its
  /// triggers fire. Returns how many nodes went.
  ///
  /// The subtree is found before the write lock is taken (found again inside only when
  /// another program committed meanwhile), so other programs wait only for the delete.
  /// Where the only foreign key on the table is its own parent column, SQLite's check of
  /// that key — a scan of the table for each deleted row when the parent column has no
  /// index, minutes for 100,000 rows — is left out: a subtree holds every row whose parent
  /// it deletes, so the check cannot fail; the delete then runs with foreign keys off.
  ///
  /// `progress` hears each step of a large delete ("saving 1,000,000 rows for undo…"),
  /// so the screen can say what it is waiting for.
  @discardableResult
  public func deleteSubtree(_ node: DatabaseValue, progress: ((String) -> Void)? = nil) throws -> Int {
    let (name, found, version) = try history.writer.read { db in
      (try label(of: node, db), try doomed(node, db), try Self.dataVersion(db))
    }
    let keysItself = try history.writer.read { db in try keepsForeignKeysItself(db) }
    let say: ((String) -> Void)? = found.count >= Self.progressFrom ? progress : nil
    return try perform("Delete “\(name)”", foreignKeysOff: keysItself) { db in
      let keys = try Self.dataVersion(db) == version ? found : try doomed(node, db)
      return try delete(node, keys: keys, keysItself: keysItself, progress: say, db)
    }
  }

  /// `1,000,000`: the same in every locale, as the rest of the status line is English.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return String(digits.enumerated().flatMap { index, digit in
      index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
    })
  }

  /// Deletes of this many rows say how they get on (a second or more).
  static let progressFrom = 50_000

  private static func dataVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
  }

  /// Whether the only foreign key naming the node table is its parent column's own (or
  /// there is none): deleting a whole subtree then cannot break one.
  private func keepsForeignKeysItself(_ db: Database) throws -> Bool {
    guard tree.links == nil else { return false }
    let references = try Row.fetchAll(db, sql: """
      SELECT m.name, f.id, f."from", f."to" FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
      WHERE m.type = 'table' AND f."table" = ? COLLATE NOCASE
      """, arguments: [tree.table])
    let keyName = tree.id ?? ForeignSchema.rowidName(columns)
    return references.allSatisfy { row in
      let from: String = row[2]
      let to: String? = row[3]
      return (row[0] as String).caseInsensitiveCompare(tree.table) == .orderedSame
        && from.caseInsensitiveCompare(tree.parent) == .orderedSame
        && (to == nil || to?.caseInsensitiveCompare(keyName ?? "") == .orderedSame)
    }
  }

  /// The delete itself, inside the edit's transaction: the rows saved for undo, then
  /// deleted; returns the count and the reversal (the rows put back, through the file's
  /// insert triggers).
  private func delete(
    _ node: DatabaseValue, keys: [DatabaseValue], keysItself: Bool, progress: ((String) -> Void)? = nil, _ db: Database
  ) throws -> (Int, Reversal) {
    guard !keys.isEmpty else { throw EditError(field: Self.nodeField, "That row no longer exists.") }
    let count = Self.grouped(keys.count)
    progress?("Deleting \(count) rows: 1/3 noting them…")
    // The parent the subtree hangs from, when it is a row: undo puts the subtree back only
    // under it.
    let topParent = tree.links != nil ? nil : try DatabaseValue.fetchOne(db, sql: """
      SELECT p.\(key) FROM \(table) AS x JOIN \(table) AS p ON p.\(key) = x.\(Self.quote(tree.parent)) WHERE x.\(key) = ?
      """, arguments: [node])
    let doomedTable = try DoomedKeys(keys, db)
    defer { try? doomedTable.drop(db) }
    let doomedSet = "(SELECT k FROM \(doomedTable.name))"
    var saved: [SavedRows] = []
    let tables = try UndoHistory.tables(of: db)
    func info(_ name: String) throws -> UndoHistory.Table {
      guard let found = tables.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
        throw EditError(field: Self.nodeField, "“\(name)” is not a table arbor can edit.")
      }
      return found
    }
    progress?("Deleting \(count) rows: 2/3 saving them for undo…")
    saved.append(try SavedRows.save(try info(tree.table), where: "\(key) IN \(doomedSet)", db))
    if let links = tree.links, let child = tree.child {
      for link in links {
        let condition = "\(Self.quote(child)) IN \(doomedSet) OR \(Self.quote(tree.parent)) IN \(doomedSet)"
        saved.append(try SavedRows.save(try info(link), where: condition, db))
        try db.execute(sql: "DELETE FROM \(Self.quote(link)) WHERE \(condition)")
      }
    }
    // Rows of other tables that the file's ON DELETE CASCADE rules will delete along.
    if !keysItself {
      for cascade in try cascades(db)
      where !(tree.links ?? []).contains(cascade.table) && cascade.table.caseInsensitiveCompare(tree.table) != .orderedSame {
        saved.append(try SavedRows.save(try info(cascade.table), where: "\(Self.quote(cascade.column)) IN \(doomedSet)", db))
      }
    }
    progress?("Deleting \(count) rows: 3/3 deleting…")
    if keysItself {
      try db.execute(sql: "DELETE FROM \(table) WHERE \(key) IN \(doomedSet)")
    } else {
      // Deepest first, so the file's RESTRICT rules on the parent column hold.
      for chunk in Array(keys.reversed()).boundChunks {
        try db.execute(sql: "DELETE FROM \(table) WHERE \(key) IN (\(placeholders(chunk.count)))", arguments: StatementArguments(chunk))
      }
    }
    return (keys.count, restoration(of: saved, node: node, parent: topParent, keysItself: keysItself))
  }

  /// Undo of a delete: the saved rows back; its redo deletes the node's subtree as it is
  /// then. With foreign keys off (see `deleteSubtree`: SQLite would scan the table for
  /// each row put back while a cycle's rows wait for each other) the one key a restored
  /// subtree can break is checked here: the row it hangs from.
  private func restoration(of saved: [SavedRows], node: DatabaseValue, parent: DatabaseValue?, keysItself: Bool) -> Reversal {
    Reversal(foreignKeysOff: keysItself) { db in
      for rows in saved { try rows.restore(db) }
      // After the restore: in a cycle the row it hangs from is one of its own.
      if let parent, tree.links == nil,
        try Bool.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE \(key) = ?", arguments: [parent]) != true {
        throw EditError(field: Self.nodeField, "the row it was under has been deleted by another program since.")
      }
      return Reversal(foreignKeysOff: keysItself) { db in
        try delete(node, keys: try doomed(node, db), keysItself: keysItself, db).1
      }
    }
  }

  /// Single-column foreign keys to the node table's key with ON DELETE CASCADE.
  private func cascades(_ db: Database) throws -> [(table: String, column: String)] {
    let keyName = tree.id ?? ForeignSchema.rowidName(columns) ?? ""
    return try Row.fetchAll(db, sql: """
      SELECT m.name, f."from", f."to" FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
      WHERE m.type = 'table' AND f."table" = ? COLLATE NOCASE AND upper(f.on_delete) = 'CASCADE'
        AND (SELECT count(*) FROM pragma_foreign_key_list(m.name) AS g WHERE g.id = f.id) = 1
      """, arguments: [tree.table]).compactMap { row in
      let to: String? = row[2]
      guard to == nil || to?.caseInsensitiveCompare(keyName) == .orderedSame else { return nil }
      return (row[0], row[1])
    }
  }

  /// The nodes a deletion of `node` removes, each after its parent (breadth first).
  func doomed(_ node: DatabaseValue, _ db: Database) throws -> [DatabaseValue] {
    guard try Bool.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE \(key) = ?", arguments: [node]) == true else { return [] }
    if tree.links != nil { return try doomedInGraph(node, db) }
    if parentIndexed {
      // SQLite's queue is first in, first out without ORDER BY: breadth first.
      return try DatabaseValue.fetchAll(db, sql: """
        WITH RECURSIVE "arbor_down"("k") AS (
          SELECT ? UNION
          SELECT x.\(key) FROM \(table) AS x JOIN "arbor_down" ON x.\(Self.quote(tree.parent)) = "arbor_down"."k"
          WHERE x.\(Self.quote(tree.parent)) IS NOT x.\(key)
          LIMIT \(Self.walkLimit))
        SELECT "k" FROM "arbor_down"
        """, arguments: [node])
    }
    // No index on the parent column: one pass over the links, the walk in memory (a
    // recursive query would scan the table once per node of the subtree).
    if let subtree = try IntegerSubtree.walk(from: node, sql: "SELECT \(key), \(Self.quote(tree.parent)) FROM \(table)", db) {
      return subtree.map { $0.databaseValue }
    }
    var children: [DatabaseValue: [DatabaseValue]] = [:]
    let cursor = try Row.fetchCursor(db, sql: "SELECT \(key), \(Self.quote(tree.parent)) FROM \(table)")
    while let row = try cursor.next() {
      let child: DatabaseValue = row[0]
      let parent: DatabaseValue = row[1]
      if child != parent && !parent.isNull { children[parent, default: []].append(child) }
    }
    return Self.breadthFirst(from: node) { children[$0] ?? [] }
  }

  private static func breadthFirst(from node: DatabaseValue, children: (DatabaseValue) -> [DatabaseValue]) -> [DatabaseValue] {
    var order = [node]
    var seen: Set<DatabaseValue> = [node]
    var next = 0
    while next < order.count {
      for child in children(order[next]) where seen.insert(child).inserted { order.append(child) }
      next += 1
    }
    return order
  }

  /// In a graph: the node, and each node below it whose every parent is going too.
  private func doomedInGraph(_ node: DatabaseValue, _ db: Database) throws -> [DatabaseValue] {
    var children: [DatabaseValue: [DatabaseValue]] = [:]
    var parents: [DatabaseValue: [DatabaseValue]] = [:]
    let cursor = try Row.fetchCursor(db, sql: "SELECT c, p FROM \(edges) WHERE c IS NOT p")
    while let row = try cursor.next() {
      let child: DatabaseValue = row[0]
      let parent: DatabaseValue = row[1]
      children[parent, default: []].append(child)
      parents[child, default: []].append(parent)
    }
    let reached = Self.breadthFirst(from: node) { children[$0] ?? [] }
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

  // MARK: Add

  /// The values a new child needs: its name (the label column), its key when the key is
  /// not the rowid (started with a fresh one shaped like the table's keys), and every
  /// column that is NOT NULL without a default. The parent column and the position are
  /// filled in.
  public func newChildFields() throws -> [ForeignField] {
    try history.writer.read { db in
      var fields: [ForeignField] = []
      func add(_ column: ForeignColumn, text: String = "") {
        guard !fields.contains(where: { $0.column == column.name }) else { return }
        fields.append(ForeignField(column: column.name, declaredType: column.declaredType, text: text))
      }
      if let labelColumn, let column = columns.first(where: { $0.name == labelColumn }) { add(column) }
      let rowidAlias = Self.rowidAlias(columns)
      if let id = tree.id, id != rowidAlias, let column = columns.first(where: { $0.name == id }) {
        add(column, text: try freshKey(column, db))
      }
      let filled = Set(tree.links == nil ? [tree.parent] + (tree.order.map { [$0] } ?? []) : [])
      for column in columns where column.notNull && !column.hasDefault && column.name != rowidAlias && !filled.contains(column.name) {
        add(column)
      }
      return fields
    }
  }

  /// The column that is the rowid (a lone INTEGER PRIMARY KEY): SQLite numbers new rows.
  private static func rowidAlias(_ columns: [ForeignColumn]) -> String? {
    let keys = columns.filter(\.isPrimaryKey)
    guard keys.count == 1, keys[0].declaredType.uppercased() == "INTEGER" else { return nil }
    return keys[0].name
  }

  /// A key no row has, in the shape of the table's keys: a UUID, 32 hex digits, or the
  /// next number; "" when the keys have no shape arbor knows (the user types one).
  private func freshKey(_ column: ForeignColumn, _ db: Database) throws -> String {
    let samples = try DatabaseValue.fetchAll(db, sql: "SELECT \(Self.quote(column.name)) FROM \(table) WHERE \(Self.quote(column.name)) IS NOT NULL LIMIT 20")
    let texts = samples.compactMap { String.fromDatabaseValue($0) }
    let uuid = UUID().uuidString
    if !texts.isEmpty, texts.allSatisfy({ UUID(uuidString: $0) != nil && $0.count == 36 }) {
      return texts.allSatisfy({ $0 == $0.lowercased() }) ? uuid.lowercased() : uuid
    }
    let hex = uuid.replacingOccurrences(of: "-", with: "")
    if !texts.isEmpty, texts.allSatisfy({ $0.count == 32 && $0.allSatisfy(\.isHexDigit) }) {
      return texts.allSatisfy({ $0 == $0.lowercased() }) ? hex.lowercased() : hex
    }
    if !samples.isEmpty, samples.allSatisfy({ (value) -> Bool in
      if case .int64 = value.storage { return true }
      return false
    }) {
      let next = try Int64.fetchOne(db, sql: "SELECT max(\(Self.quote(column.name))) + 1 FROM \(table)") ?? 1
      return String(next)
    }
    return ""
  }

  /// Adds a row under `parent` (nil: at the top) with `fields`' texts (SQLite's column
  /// affinity makes "12" a number in a numeric column); returns its key.
  @discardableResult
  public func addChild(under parent: DatabaseValue?, fields: [ForeignField]) throws -> DatabaseValue {
    if let labelColumn, let name = fields.first(where: { $0.column == labelColumn }),
      name.text.trimmingCharacters(in: .whitespaces).isEmpty {
      throw EditError(field: labelColumn, "A name cannot be blank.")
    }
    let title = labelColumn.flatMap { column in fields.first { $0.column == column }?.text } ?? "row"
    return try perform("Add “\(title)”", fields: fields.map(\.column)) { db -> (DatabaseValue, Reversal) in
      if let parent, try Bool.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE \(key) = ?", arguments: [parent]) != true {
        throw EditError(field: fields.first?.column ?? Self.nodeField, "The parent row no longer exists.")
      }
      var names = fields.map { Self.quote($0.column) }
      var arguments = StatementArguments(fields.map(\.text))
      if tree.links == nil {
        let parentValue = try parent.map { $0 } ?? rootParentValue(db)
        names.append(Self.quote(tree.parent))
        arguments += [parentValue]
        if let order = tree.order, !fields.contains(where: { $0.column == order }) {
          names.append(Self.quote(order))
          arguments += [try nextPosition(under: parentValue, db)]
        }
      }
      let values = placeholders(names.count)
      let sql = names.isEmpty
        ? "INSERT INTO \(table) DEFAULT VALUES RETURNING \(key)"
        : "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(values)) RETURNING \(key)"
      guard let created = try DatabaseValue.fetchOne(db, sql: sql, arguments: arguments), !created.isNull else {
        throw EditError(field: fields.first?.column ?? Self.nodeField, "The new row has no key (give it one).")
      }
      if let parent, let links = tree.links, let child = tree.child {
        var linkNames = [Self.quote(child), Self.quote(tree.parent)]
        var linkArguments: StatementArguments = [created, parent]
        if let order = tree.order {
          linkNames.append(Self.quote(order))
          linkArguments += [try nextLinkPosition(under: parent, db)]
        }
        try db.execute(sql: "INSERT INTO \(Self.quote(links[0])) (\(linkNames.joined(separator: ", "))) VALUES (\(placeholders(linkNames.count)))",
                       arguments: linkArguments)
      }
      let tables = try UndoHistory.tables(of: db)
      func info(_ name: String) -> UndoHistory.Table? { tables.first { $0.name.caseInsensitiveCompare(name) == .orderedSame } }
      guard let nodeTable = info(tree.table) else { throw EditError(field: Self.nodeField, "“\(tree.table)” is not a table arbor can edit.") }
      var saved = [try SavedRows.save(nodeTable, where: "\(key) = ?", arguments: [created], db)]
      if let parent, let links = tree.links, let child = tree.child, let linkTable = info(links[0]) {
        saved.append(try SavedRows.save(linkTable, where: "\(Self.quote(child)) = ? AND \(Self.quote(tree.parent)) = ?", arguments: [created, parent], db))
      }
      return (created, removal(of: saved, node: created, name: title))
    }
  }

  /// Undo of an add: the added rows taken away again — refused when another program
  /// deleted or moved the row since, or put rows under it. Its redo puts them back.
  private func removal(of saved: [SavedRows], node: DatabaseValue, name: String) -> Reversal {
    Reversal { db in
      guard let rows = saved.first, try rows.present(db) == (try rows.count(db)) else {
        throw EditError(field: Self.nodeField, "another program has deleted “\(name)” since.")
      }
      if tree.links == nil, try !rows.unchanged(tree.parent, db) {
        throw EditError(field: Self.nodeField, "another program has moved “\(name)” since.")
      }
      for link in saved.dropFirst() where try link.present(db) != (try link.count(db)) {
        throw EditError(field: Self.nodeField, "another program has moved “\(name)” since.")
      }
      let below = tree.links == nil
        ? "SELECT 1 FROM \(table) WHERE \(Self.quote(tree.parent)) = ? AND \(key) IS NOT ?"
        : "SELECT 1 FROM \(edges) AS e WHERE e.p = ? AND e.c IS NOT ?"
      if try Bool.fetchOne(db, sql: below, arguments: [node, node]) ?? false {
        throw EditError(field: Self.nodeField, "another program has put rows under “\(name)” since.")
      }
      for rows in saved.reversed() { try rows.remove(db) }
      return Reversal { db in
        for rows in saved { try rows.restore(db) }
        return removal(of: saved, node: node, name: name)
      }
    }
  }
}
