import ArborDB
import Foundation
import GRDB

/// Deleting a subtree of another program's file, and its undo: finding the subtree (with
/// or without an index on the parent column, through link tables), saving its rows and
/// the rows the file's cascades take, and deleting them — see `deleteSubtree`.
extension ForeignEditor {

  /// How many nodes deleting `node` removes: itself and every node below it (with link
  /// tables, those only reached through it — a node with another parent stays).
  public func deletionCount(of node: DatabaseValue) throws -> Int {
    let placement = try placing()
    return try history.writer.read { db in try doomed(node, placement, db).count }
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
    let placement = try placing()
    let (name, found, version, keysItself) = try history.writer.read { db in
      (
        try label(of: node, db), try doomed(node, placement, db), try Self.dataVersion(db),
        placement.keepsForeignKeysItself(try references(db), self)
      )
    }
    let say: ((String) -> Void)? = found.count >= Self.progressFrom ? progress : nil
    return try perform("Delete “\(name)”", foreignKeysOff: keysItself) { db in
      let keys = try Self.dataVersion(db) == version ? found : try doomed(node, placement, db)
      return try delete(node, keys: keys, keysItself: keysItself, placement, progress: say, db)
    }
  }

  /// Deletes of this many rows say how they get on (a second or more).
  static let progressFrom = 50_000

  private static func dataVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db, "PRAGMA data_version") ?? 0
  }

  /// A foreign key of any table (the node table's own included) naming the node table.
  struct Reference {
    var table: String
    var column: String
    /// Whether it names the node table's key (not another unique column).
    var toKey: Bool
    var cascades: Bool
    /// Whether it is one column (a composite key is never the node's key alone).
    var single: Bool
  }

  private func references(_ db: Database) throws -> [Reference] {
    let keyName = tree.id ?? ForeignSchema.rowidName(columns) ?? ""
    return try Row.fetchAll(
      db,
      """
      SELECT m.name, f."from", f."to", upper(f.on_delete) = 'CASCADE',
        (SELECT count(*) FROM pragma_foreign_key_list(m.name) AS g WHERE g.id = f.id) = 1
      FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
      WHERE m.type = 'table' AND f."table" = \(bind: tree.table) COLLATE NOCASE
      """
    ).map { row in
      let to: String? = row[2]
      return Reference(
        table: row[0], column: row[1], toKey: to == nil || to?.caseInsensitiveCompare(keyName) == .orderedSame,
        cascades: row[3], single: row[4])
    }
  }

  /// The delete itself, inside the edit's transaction: the rows saved for undo, then
  /// deleted; returns the count and the reversal (the rows put back, through the file's
  /// insert triggers).
  private func delete(
    _ node: DatabaseValue, keys: [DatabaseValue], keysItself: Bool, _ placement: any RowPlacement,
    progress: ((String) -> Void)? = nil, _ db: Database
  ) throws -> (Int, Reversal) {
    guard !keys.isEmpty else { throw EditError(field: Self.nodeField, "That row no longer exists.") }
    let count = TotalText.grouped(Int64(keys.count))
    progress?("Deleting \(count) rows: 1/3 noting them…")
    // The parent the subtree hangs from, when it is a row: undo puts the subtree back only
    // under it.
    let topParent = try placement.topParent(of: node, self, db)
    let doomedTable = try DoomedKeys(keys, db)
    defer { try? doomedTable.drop(db) }
    let doomedSet: QueryFragment = "(SELECT k FROM \(doomedTable.name))"
    progress?("Deleting \(count) rows: 2/3 saving them for undo…")
    var saved = [try SavedRows.save(try UndoHistory.table(named: tree.table, db), where: "\(key) IN \(doomedSet)", db)]
    saved += try placement.removeOwnRows(naming: doomedSet, self, db)
    // Rows of other tables that the file's ON DELETE CASCADE rules will delete along.
    if !keysItself {
      for cascade in try references(db)
      where cascade.cascades && cascade.single && cascade.toKey && !placement.ownTables.contains(cascade.table)
        && cascade.table.caseInsensitiveCompare(tree.table) != .orderedSame
      {
        saved.append(
          try SavedRows.save(
            try UndoHistory.table(named: cascade.table, db),
            where: "\(quote: cascade.column) IN \(doomedSet)", db))
      }
    }
    progress?("Deleting \(count) rows: 3/3 deleting…")
    if keysItself {
      try db.execute("DELETE FROM \(table) WHERE \(key) IN \(doomedSet)")
    } else {
      // Deepest first, so the file's RESTRICT rules on the parent column hold.
      for chunk in Array(keys.reversed()).boundChunks {
        try db.execute("DELETE FROM \(table) WHERE \(key) IN (\(QueryFragment.values(chunk)))")
      }
    }
    return (
      keys.count, restoration(of: saved, node: node, parent: topParent, keysItself: keysItself, placement)
    )
  }

  /// Undo of a delete: the saved rows back; its redo deletes the node's subtree as it is
  /// then. With foreign keys off (see `deleteSubtree`: SQLite would scan the table for
  /// each row put back while a cycle's rows wait for each other) the one key a restored
  /// subtree can break is checked here: the row it hangs from.
  private func restoration(
    of saved: [SavedRows], node: DatabaseValue, parent: DatabaseValue?, keysItself: Bool,
    _ placement: any RowPlacement
  ) -> Reversal {
    Reversal(foreignKeysOff: keysItself) { db in
      for rows in saved { try rows.restore(db) }
      // After the restore: in a cycle the row it hangs from is one of its own.
      if let parent,
        try Bool.fetchOne(db, "SELECT 1 FROM \(table) WHERE \(key) = \(bind: parent)") != true
      {
        throw EditError(field: Self.nodeField, "the row it was under has been deleted by another program since.")
      }
      return Reversal(foreignKeysOff: keysItself) { db in
        try delete(node, keys: try doomed(node, placement, db), keysItself: keysItself, placement, db).1
      }
    }
  }

  /// The nodes a deletion of `node` removes, each after its parent (breadth first); none
  /// when the row is gone.
  func doomed(_ node: DatabaseValue, _ placement: any RowPlacement, _ db: Database) throws -> [DatabaseValue] {
    guard try Bool.fetchOne(db, "SELECT 1 FROM \(table) WHERE \(key) = \(bind: node)") == true else {
      return []
    }
    return try placement.doomed(node, self, db)
  }

  static func breadthFirst(from node: DatabaseValue, children: (DatabaseValue) -> [DatabaseValue])
    -> [DatabaseValue]
  {
    var order = [node]
    var seen: Set<DatabaseValue> = [node]
    var next = 0
    while next < order.count {
      for child in children(order[next]) where seen.insert(child).inserted { order.append(child) }
      next += 1
    }
    return order
  }
}
