import ArborDB
import Foundation
import GRDB
import Synchronization

/// Rows of another program's table saved by an edit, so that undo can put them back
/// (rows it deleted) or take them away again (rows it added): a temporary table on the
/// edit's connection (never in the file), with every stored column and, for a rowid
/// table, the row's rowid as its own. SQL moves the rows both ways, so a million-row
/// subtree costs no Swift value per row, and a 2,000-column table fits (SQLite's column
/// limit, which a Swift-built statement per column would not: "Expression tree is too
/// large").
struct SavedRows: Sendable {
  /// The table the rows came from.
  let source: UndoHistory.Table
  /// The temporary table holding them.
  let saved: QueryFragment

  private static let counter = Mutex(0)

  private var columnList: QueryFragment { .identifiers(source.columns) }
  /// The rowid's name in the source (and in the saved copy, which has the same columns):
  /// a table may have a column called `rowid`.
  private var rowid: QueryFragment {
    QueryFragment(
      ["rowid", "_rowid_", "oid"].first { name in
        !source.columns.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
      } ?? "rowid")
  }
  /// What names a row: its rowid, or its key columns in a table without rowid.
  private var identity: QueryFragment {
    source.key.map { "(\(QueryFragment.identifiers($0)))" } ?? rowid
  }
  private var table: QueryFragment { "main.\(quote: source.name)" }

  /// Saves the rows of `source` that `condition` (SQL on the table's columns) selects.
  static func save(_ source: UndoHistory.Table, where condition: QueryFragment, _ db: Database) throws -> SavedRows {
    let number = counter.withLock { value -> Int in
      value += 1
      return value
    }
    let name = "arbor saved \(number)"
    let saved = SavedRows(source: source, saved: "temp.\(quote: name)")
    let columns = saved.columnList
    try db.execute("CREATE TEMP TABLE \(quote: name) AS SELECT \(columns) FROM \(saved.table) WHERE 0")
    let rowid: QueryFragment = source.key == nil ? "\(saved.rowid), " : ""
    try db.execute(
      "INSERT INTO \(saved.saved) (\(rowid)\(columns)) SELECT \(rowid)\(columns) FROM \(saved.table) WHERE \(condition)"
    )
    return saved
  }

  func count(_ db: Database) throws -> Int {
    try Int.fetchOne(db, "SELECT count(*) FROM \(saved)") ?? 0
  }

  /// How many of the saved rows the table holds now (by rowid or key).
  func present(_ db: Database) throws -> Int {
    try Int.fetchOne(db, "SELECT count(*) FROM \(table) WHERE \(identity) IN (SELECT \(identity) FROM \(saved))")
      ?? 0
  }

  /// Whether every saved row is still there with `column` holding its saved value.
  func unchanged(_ column: String, _ db: Database) throws -> Bool {
    let same =
      try Int.fetchOne(
        db,
        """
        SELECT count(*) FROM \(table) AS m JOIN \(saved) AS s ON \(joinCondition) WHERE m.\(quote: column) IS s.\(quote: column)
        """) ?? 0
    return try same == count(db)
  }

  private var joinCondition: QueryFragment {
    guard let key = source.key else { return "m.\(rowid) = s.\(rowid)" }
    return key.map { "m.\(quote: $0) IS s.\(quote: $0)" as QueryFragment }.joined(separator: " AND ")
  }

  /// Puts the saved rows back (the table's insert triggers fire), refusing when a row with
  /// the same rowid or key was added meanwhile.
  ///
  /// The file's own triggers may keep columns of these very rows (a parent's count of
  /// children, raised by each child's insert): the rows were saved with the values those
  /// triggers had left, so each insert counted again what the saved value already holds
  /// (a folder of 3 said 6). The restored rows then get their saved values back, where
  /// they differ, and rows outside them keep what the triggers did (the subtree's parent
  /// counted its child again, as it had counted it down on delete).
  func restore(_ db: Database) throws {
    if try present(db) > 0 {
      throw EditError(field: ForeignEditor.nodeField, "rows with the same keys were added to \(source.name) since.")
    }
    let rowid: QueryFragment = source.key == nil ? "\(self.rowid), " : ""
    try db.execute(
      """
      INSERT INTO \(table) (\(rowid)\(columnList)) SELECT \(rowid)\(columnList) FROM \(saved) ORDER BY \(self.rowid)
      """)
    try putBackSavedValues(db)
  }

  /// Sets the restored rows' columns to their saved values where a trigger changed them.
  private func putBackSavedValues(_ db: Database) throws {
    let key = Set((source.key ?? []).map { $0.lowercased() })
    let columns = source.columns.filter { !key.contains($0.lowercased()) }
    guard !columns.isEmpty else { return }
    let mine = columns.map { "m.\(quote: $0)" as QueryFragment }.joined(separator: ", ")
    let theirs = columns.map { "s.\(quote: $0)" as QueryFragment }.joined(separator: ", ")
    // Only rows that differ are written: an update fires the file's update triggers.
    try db.execute(
      """
      UPDATE \(table) AS m SET (\(QueryFragment.identifiers(columns))) = (\(theirs)) FROM \(saved) AS s
      WHERE \(joinCondition) AND (\(mine)) IS NOT (\(theirs))
      """)
  }

  /// Deletes the saved rows from the table (its delete triggers fire).
  func remove(_ db: Database) throws {
    try db.execute("DELETE FROM \(table) WHERE \(identity) IN (SELECT \(identity) FROM \(saved))")
  }
}
