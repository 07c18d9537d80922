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
  /// The node table and its key (a column or the rowid), as SQL names them.
  let table: QueryFragment
  let key: QueryFragment
  let columns: [ForeignColumn]
  /// The label's column when the label is a plain column (rename writes it).
  let labelColumn: String?
  /// Whether children are found by an index (else a subtree is walked in memory).
  let parentIndexed: Bool
  /// How a row's place is written (its shape's); nil: the tree is renamed only.
  let placement: (any RowPlacement)?
  /// What a node is called in messages.
  static let nodeField = "name"

  /// `tree` as its hierarchy resolved it (`ForeignHierarchy.tree`, `LinkedHierarchy.tree`),
  /// placed as its shape places rows, the table's columns read again (a caller without
  /// the hierarchy: the benchmarks).
  public init(tree: ForeignTree, history: UndoHistory) throws {
    let columns = try history.writer.read { db in try ForeignSchema.columns(of: tree.table, db) }
    try self.init(
      tree: tree, placement: tree.shape.kind.editPlacement.placement, columns: columns, history: history)
  }

  /// `tree` with the node table's `columns` as its hierarchy read them when the file was
  /// opened (the schema is resolved once for reading and editing), its rows placed by
  /// `placement` (nil: renamed only).
  init(tree: ForeignTree, placement: (any RowPlacement)?, columns: [ForeignColumn], history: UndoHistory) throws {
    self.tree = tree
    self.history = history
    self.placement = placement
    let (isTable, indexed) = try history.writer.read { db in
      let isTable =
        try String.fetchOne(db, "SELECT type FROM sqlite_master WHERE name = \(bind: tree.table)") == "table"
      return (isTable, try placement?.childrenIndexed(of: tree.table, db) ?? true)
    }
    guard isTable else {
      throw EditError(field: Self.nodeField, "“\(tree.table)” is a view: arbor edits tables only.")
    }
    self.columns = columns
    table = .identifier(tree.table)
    key = .identifier(tree.id ?? ForeignSchema.rowidName(columns) ?? "rowid")
    labelColumn = tree.label.flatMap { label in columns.first { $0.name == label }?.name }
    parentIndexed = indexed
  }

  /// One transaction, one undo step (the inverse action `body` returns); SQLite's refusal
  /// in words at the field it names.
  func perform<T>(
    _ label: String, fields: [String] = [], foreignKeysOff: Bool = false, _ body: (Database) throws -> (T, Reversal)
  ) throws -> T {
    do {
      return try history.perform(label, foreignKeysOff: foreignKeysOff, reversible: body)
    } catch let error as EditError {
      throw error
    } catch {
      throw ConstraintMessage.editError(
        error, table: tree.table, fields: fields, fallback: fields.first ?? Self.nodeField)
    }
  }

  func label(of node: DatabaseValue, _ db: Database) throws -> String {
    var text: String?
    if let labelColumn {
      text = try String.fetchOne(
        db, "SELECT CAST(\(quote: labelColumn) AS TEXT) FROM \(table) WHERE \(key) = \(bind: node)")
    }
    if let text, !text.isEmpty { return text }
    return try String.fetchOne(db, "SELECT CAST(\(bind: node) AS TEXT)") ?? ""
  }

  // MARK: Rename

  /// Why renaming is not possible here, or nil when it is.
  public var renameRefusal: String? {
    guard labelColumn == nil else { return nil }
    if let label = tree.label {
      return
        "The label is the expression “\(label)”: arbor renames a label column. Open the tree with --label COLUMN to rename."
    }
    return "This tree shows each row's key as its label: there is no name to rename (--label COLUMN names one)."
  }

  public func rename(_ node: DatabaseValue, to name: String) throws {
    guard let column = labelColumn else { throw EditError(field: Self.nodeField, renameRefusal ?? "") }
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw EditError(field: Self.nodeField, "A name cannot be blank.")
    }
    try perform("Rename “\(name)”", fields: [column]) { db in
      guard
        let old = try Row.fetchOne(db, "SELECT \(quote: column) FROM \(table) WHERE \(key) = \(bind: node)")
      else {
        throw EditError(field: Self.nodeField, "That row no longer exists.")
      }
      try db.execute("UPDATE \(table) SET \(quote: column) = \(bind: name) WHERE \(key) = \(bind: node)")
      // What the row holds now (the file's triggers may have changed the name further).
      let new = try current([column], of: node, db) ?? [.null]
      return ((), setColumns(node, [column], expected: new, values: [old[0]], what: "renamed"))
    }
  }

  /// The reversal that sets `columns` of `node` to `values` where they still hold
  /// `expected` (refusing otherwise: another program changed them since); for a move, not
  /// under the node itself. Its own reversal swaps the two.
  func setColumns(
    _ node: DatabaseValue, _ columns: [String], expected: [DatabaseValue], values: [DatabaseValue], what: String,
    movesParent: Bool = false
  ) -> Reversal {
    Reversal { db in
      if movesParent, let parent = values.first, !parent.isNull, try isAncestor(node, of: parent, db) {
        throw EditError(field: Self.nodeField, "its old parent is now below it (another program moved rows since).")
      }
      let checks = zip(columns, expected).map { " AND \(quote: $0) IS \(bind: $1)" as QueryFragment }
      try db.execute(
        "UPDATE \(table) SET \(QueryFragment.assignments(columns, values)) WHERE \(key) = \(bind: node)\(checks.joined(separator: ""))"
      )
      guard db.changesCount > 0 else {
        let exists = try Bool.fetchOne(db, "SELECT 1 FROM \(table) WHERE \(key) = \(bind: node)") ?? false
        throw EditError(
          field: Self.nodeField,
          exists
            ? "another program has \(what) that row again since; undoing would overwrite its change."
            : "another program has deleted that row since.")
      }
      let now = try current(columns, of: node, db) ?? values
      return setColumns(node, columns, expected: now, values: expected, what: what, movesParent: movesParent)
    }
  }

  /// `columns` of `node` as the row holds them now; nil when the row is gone.
  func current(_ columns: [String], of node: DatabaseValue, _ db: Database) throws -> [DatabaseValue]? {
    try Row.fetchOne(db, "SELECT \(QueryFragment.identifiers(columns)) FROM \(table) WHERE \(key) = \(bind: node)")
      .map { row in (0..<columns.count).map { row[$0] } }
  }

  // MARK: Move

  /// The placement of a tree whose rows move, are added and deleted; a refusal in words
  /// for one that is renamed only.
  func placing() throws -> any RowPlacement {
    guard let placement else {
      throw EditError(field: Self.nodeField, "This tree is renamed only: its rows cannot move, be added or deleted.")
    }
    return placement
  }

  /// Moves `node` from under `from` (nil: it is a root) to under `to` (nil: the top). With
  /// link tables only the link from `from` changes: the node's other parents stay.
  public func move(_ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?) throws {
    if from == to { return }
    let placement = try placing()
    try placement.refuseTop(to)
    let name = try history.writer.read { db in try label(of: node, db) }
    try perform("Move “\(name)”", fields: [placement.movedField]) { db in
      if let to, try isAncestor(node, of: to, db) {
        throw EditError(field: Self.nodeField, "“\(name)” cannot go under itself or one of its own children.")
      }
      return ((), try placement.move(node, from: from, to: to, name: name, self, db))
    }
  }

  /// Whether `ancestor` is `node` or above it (any way up, for a graph). Bounded: a cycle
  /// ends the walk, not the program.
  func isAncestor(_ ancestor: DatabaseValue, of node: DatabaseValue, _ db: Database) throws -> Bool {
    guard let up = placement?.stepUp(self) else { return ancestor == node }
    return try Bool.fetchOne(
      db,
      """
      WITH RECURSIVE "arbor_up"("k") AS (SELECT \(bind: node) UNION \(up) LIMIT \(raw: Self.walkLimit))
      SELECT EXISTS (SELECT 1 FROM "arbor_up" WHERE "k" = \(bind: ancestor))
      """) ?? false
  }

  /// The most nodes a walk up or down visits.
  static let walkLimit = 5_000_000

  // MARK: Add

  /// The values a new child needs: its name (the label column), its key when the key is
  /// not the rowid (started with a fresh one shaped like the table's keys), and every
  /// column that is NOT NULL without a default. The parent column and the position are
  /// filled in.
  public func newChildFields() throws -> [ForeignField] {
    try history.writer.read { db in
      var fields: [ForeignField] = []
      func add(_ column: ForeignColumn, text: String = "", offersChoices: Bool = false) throws {
        guard !fields.contains(where: { $0.column == column.name }) else { return }
        let choices = offersChoices ? try ColumnChoices.of(column, in: tree.table, db) : []
        fields.append(
          ForeignField(
            column: column.name, declaredType: column.declaredType, text: choices.first ?? text, choices: choices))
      }
      if let labelColumn, let column = columns.first(where: { $0.name == labelColumn }) { try add(column) }
      let rowidAlias = Self.rowidAlias(columns)
      if let id = tree.id, id != rowidAlias, let column = columns.first(where: { $0.name == id }) {
        try add(column, text: try freshKey(column, db))
      }
      let filled = Set(placement?.filledColumns(self) ?? [])
      for column in columns
      where column.notNull && !column.hasDefault && column.name != rowidAlias && !filled.contains(column.name) {
        try add(column, offersChoices: true)
      }
      return fields
    }
  }

  /// The column that is the rowid (a lone INTEGER PRIMARY KEY): SQLite numbers new rows.
  static func rowidAlias(_ columns: [ForeignColumn]) -> String? {
    let keys = columns.filter(\.isPrimaryKey)
    guard keys.count == 1, keys[0].declaredType.uppercased() == "INTEGER" else { return nil }
    return keys[0].name
  }

  /// A key no row has, in the shape of the table's keys: a UUID, 32 hex digits, or the
  /// next number; "" when the keys have no shape arbor knows (the user types one).
  private func freshKey(_ column: ForeignColumn, _ db: Database) throws -> String {
    let name = QueryFragment.identifier(column.name)
    let samples = try DatabaseValue.fetchAll(db, "SELECT \(name) FROM \(table) WHERE \(name) IS NOT NULL LIMIT 20")
    let texts = samples.compactMap { String.fromDatabaseValue($0) }
    let uuid = UUID().uuidString
    if !texts.isEmpty, texts.allSatisfy({ UUID(uuidString: $0) != nil && $0.count == 36 }) {
      return texts.allSatisfy({ $0 == $0.lowercased() }) ? uuid.lowercased() : uuid
    }
    let hex = uuid.replacingOccurrences(of: "-", with: "")
    if !texts.isEmpty, texts.allSatisfy({ $0.count == 32 && $0.allSatisfy(\.isHexDigit) }) {
      return texts.allSatisfy({ $0 == $0.lowercased() }) ? hex.lowercased() : hex
    }
    if !samples.isEmpty,
      samples.allSatisfy({ (value) -> Bool in
        if case .int64 = value.storage { return true }
        return false
      })
    {
      let next = try Int64.fetchOne(db, "SELECT max(\(name)) + 1 FROM \(table)") ?? 1
      return String(next)
    }
    return ""
  }

  /// Adds a row under `parent` (nil: at the top) with `fields`' texts, each bound as its
  /// column's type (`FieldValue`); returns its key.
  @discardableResult
  public func addChild(under parent: DatabaseValue?, fields: [ForeignField]) throws -> DatabaseValue {
    if let labelColumn, let name = fields.first(where: { $0.column == labelColumn }),
      name.text.trimmingCharacters(in: .whitespaces).isEmpty
    {
      throw EditError(field: labelColumn, "A name cannot be blank.")
    }
    let placement = try placing()
    try placement.refuseTop(parent)
    let title = labelColumn.flatMap { column in fields.first { $0.column == column }?.text } ?? "row"
    return try perform("Add “\(title)”", fields: fields.map(\.column)) { db -> (DatabaseValue, Reversal) in
      if let parent, try Bool.fetchOne(db, "SELECT 1 FROM \(table) WHERE \(key) = \(bind: parent)") != true {
        throw EditError(field: fields.first?.column ?? Self.nodeField, "The parent row no longer exists.")
      }
      var names: [String] = []
      var values: [DatabaseValue] = []
      for field in fields {
        guard
          case .bound(let value) = try FieldValue.of(field.text, in: columns.first(where: { $0.name == field.column }))
        else {
          continue
        }
        names.append(field.column)
        values.append(value)
      }
      let place = try placement.newRowPlace(under: parent, given: fields.map(\.column), self, db)
      names += place.names
      values += place.values
      let insert: QueryFragment =
        names.isEmpty
        ? "INSERT INTO \(table) DEFAULT VALUES RETURNING \(key)"
        : "INSERT INTO \(table) (\(QueryFragment.identifiers(names))) VALUES (\(QueryFragment.values(values))) RETURNING \(key)"
      guard let created = try DatabaseValue.fetchOne(db, insert), !created.isNull else {
        throw EditError(field: fields.first?.column ?? Self.nodeField, "The new row has no key (give it one).")
      }
      let linked = try placement.placeNewRow(created, under: parent, self, db)
      let saved = [
        try SavedRows.save(try UndoHistory.table(named: tree.table, db), where: "\(key) = \(bind: created)", db)
      ]
      return (created, removal(of: saved + linked, node: created, name: title, placement))
    }
  }

  /// Undo of an add: the added rows taken away again — refused when another program
  /// deleted or moved the row since, or put rows under it. Its redo puts them back.
  private func removal(of saved: [SavedRows], node: DatabaseValue, name: String, _ placement: any RowPlacement)
    -> Reversal
  {
    Reversal { db in
      guard let rows = saved.first, try rows.present(db) == (try rows.count(db)) else {
        throw EditError(field: Self.nodeField, "another program has deleted “\(name)” since.")
      }
      if try placement.movedSince(rows, db) {
        throw EditError(field: Self.nodeField, "another program has moved “\(name)” since.")
      }
      for link in saved.dropFirst() where try link.present(db) != (try link.count(db)) {
        throw EditError(field: Self.nodeField, "another program has moved “\(name)” since.")
      }
      if try Bool.fetchOne(db, placement.childBelow(node, self)) ?? false {
        throw EditError(field: Self.nodeField, "another program has put rows under “\(name)” since.")
      }
      for rows in saved.reversed() { try rows.remove(db) }
      return Reversal { db in
        for rows in saved { try rows.restore(db) }
        return removal(of: saved, node: node, name: name, placement)
      }
    }
  }
}
