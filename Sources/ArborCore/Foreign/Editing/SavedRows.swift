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
  /// The temporary table holding them, quoted.
  let saved: String

  private static let counter = Mutex(0)

  private var columnList: String { source.columns.map(quoteIdentifier).joined(separator: ", ") }
  /// The rowid's name in the source (and in the saved copy, which has the same columns):
  /// a table may have a column called `rowid`.
  private var rowid: String {
    ["rowid", "_rowid_", "oid"].first { name in
      !source.columns.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    } ?? "rowid"
  }
  /// What names a row: its rowid, or its key columns in a table without rowid.
  private var identity: String {
    source.key.map { "(" + $0.map(quoteIdentifier).joined(separator: ", ") + ")" } ?? rowid
  }
  private var table: String { "main." + quoteIdentifier(source.name) }

  /// Saves the rows of `source` that `condition` (SQL on the table's columns) selects.
  static func save(
    _ source: UndoHistory.Table, where condition: String, arguments: StatementArguments = [], _ db: Database
  ) throws -> SavedRows {
    let number = counter.withLock { value -> Int in
      value += 1
      return value
    }
    let saved = SavedRows(source: source, saved: "temp." + quoteIdentifier("arbor saved \(number)"))
    let columns = saved.columnList
    try db.execute(
      sql:
        "CREATE TEMP TABLE \(quoteIdentifier("arbor saved \(number)")) AS SELECT \(columns) FROM \(saved.table) WHERE 0"
    )
    let rowid = source.key == nil ? saved.rowid + ", " : ""
    try db.execute(
      sql:
        "INSERT INTO \(saved.saved) (\(rowid)\(columns)) SELECT \(rowid)\(columns) FROM \(saved.table) WHERE \(condition)",
      arguments: arguments)
    return saved
  }

  func count(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM \(saved)") ?? 0
  }

  /// How many of the saved rows the table holds now (by rowid or key).
  func present(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE \(identity) IN (SELECT \(identity) FROM \(saved))")
      ?? 0
  }

  /// Whether every saved row is still there with `column` holding its saved value.
  func unchanged(_ column: String, _ db: Database) throws -> Bool {
    let quoted = quoteIdentifier(column)
    let same =
      try Int.fetchOne(
        db,
        sql: """
          SELECT count(*) FROM \(table) AS m JOIN \(saved) AS s ON \(joinCondition) WHERE m.\(quoted) IS s.\(quoted)
          """) ?? 0
    return try same == count(db)
  }

  private var joinCondition: String {
    guard let key = source.key else { return "m.\(rowid) = s.\(rowid)" }
    return key.map { "m.\(quoteIdentifier($0)) IS s.\(quoteIdentifier($0))" }.joined(separator: " AND ")
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
    let rowid = source.key == nil ? self.rowid + ", " : ""
    try db.execute(
      sql: """
        INSERT INTO \(table) (\(rowid)\(columnList)) SELECT \(rowid)\(columnList) FROM \(saved) ORDER BY \(self.rowid)
        """)
    try putBackSavedValues(db)
  }

  /// Sets the restored rows' columns to their saved values where a trigger changed them.
  private func putBackSavedValues(_ db: Database) throws {
    let key = Set((source.key ?? []).map { $0.lowercased() })
    let columns = source.columns.filter { !key.contains($0.lowercased()) }.map(quoteIdentifier)
    guard !columns.isEmpty else { return }
    let mine = columns.map { "m." + $0 }.joined(separator: ", ")
    let theirs = columns.map { "s." + $0 }.joined(separator: ", ")
    let target = "main." + quoteIdentifier(source.name)
    // Only rows that differ are written: an update fires the file's update triggers.
    try db.execute(
      sql: """
        UPDATE \(target) AS m SET (\(columns.joined(separator: ", "))) = (\(theirs)) FROM \(saved) AS s
        WHERE \(joinCondition) AND (\(mine)) IS NOT (\(theirs))
        """)
  }

  /// Deletes the saved rows from the table (its delete triggers fire).
  func remove(_ db: Database) throws {
    try db.execute(sql: "DELETE FROM \(table) WHERE \(identity) IN (SELECT \(identity) FROM \(saved))")
  }
}
