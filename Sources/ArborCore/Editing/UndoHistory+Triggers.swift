import ArborDB
import GRDB

/// The temporary triggers that log, for every row a statement changes, what the change
/// was as data (`LoggedChange`): the operation and table in `temp.arborUndoLog`, the row's
/// values before and after in `temp.arborUndoValues`, each value as SQLite holds it.
extension UndoHistory {
  static func setupSQL(_ tables: [Table] = tables) -> String {
    var sql = """
      CREATE TEMP TABLE IF NOT EXISTS arborUndoLog (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, operation TEXT NOT NULL, "table" TEXT NOT NULL);
      CREATE TEMP TABLE IF NOT EXISTS arborUndoValues (
        seq INTEGER NOT NULL, side INTEGER NOT NULL, position INTEGER NOT NULL, value,
        PRIMARY KEY (seq, side, position)) WITHOUT ROWID;

      """
    for table in tables {
      sql += triggers(table)
    }
    return sql
  }

  /// Which of a logged row's two images a value belongs to.
  static let before = 0
  static let after = 1

  private static func triggers(_ table: Table) -> String {
    let quoted = quoteIdentifier(table.name)
    // Trigger names quoted too: another program's table names may hold anything.
    func trigger(_ event: String) -> String { quoteIdentifier("arborUndo_\(table.name)_\(event)") }
    let name = "'" + table.name.replacingOccurrences(of: "'", with: "''") + "'"
    // The row's values in `LoggedChange`'s order: a rowid table's rowid first.
    let values = (table.key == nil ? ["rowid"] : []) + table.columns.map(quoteIdentifier)
    func image(_ row: String, side: Int) -> String {
      let entry = "(SELECT max(seq) FROM arborUndoLog)"
      let rows = values.enumerated().map { "(\(entry), \(side), \($0.offset), \(row).\($0.element))" }
      return "INSERT INTO arborUndoValues VALUES " + rows.joined(separator: ", ") + ";"
    }
    func log(_ operation: LoggedChange.Operation) -> String {
      "INSERT INTO arborUndoLog (operation, \"table\") VALUES ('\(operation.rawValue)', \(name));"
    }
    return """
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("insert")) AFTER INSERT ON main.\(quoted) BEGIN
        \(log(.insert)) \(image("NEW", side: after))
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("update")) AFTER UPDATE ON main.\(quoted) BEGIN
        \(log(.update)) \(image("OLD", side: before)) \(image("NEW", side: after))
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("delete")) AFTER DELETE ON main.\(quoted) BEGIN
        \(log(.delete)) \(image("OLD", side: before))
      END;

      """
  }
}
