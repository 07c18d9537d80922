import ArborDB
import GRDB

/// The temporary triggers that log, for every row a statement changes, what the change
/// was as data (`LoggedChange`): the operation and table in `temp.arborUndoLog`, the row's
/// values before and after in `temp.arborUndoValues`, each value as SQLite holds it.
extension UndoHistory {
  static func setupSQL(_ tables: [Table] = tables) -> QueryFragment {
    var sql: QueryFragment = """
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

  /// A trigger body takes no parameters: the table's name is a quoted literal, every other
  /// name a quoted identifier (another program's table names may hold anything).
  private static func triggers(_ table: Table) -> QueryFragment {
    func trigger(_ event: String) -> QueryFragment { .identifier("arborUndo_\(table.name)_\(event)") }
    // The row's values in `LoggedChange`'s order: a rowid table's rowid first.
    let values = (table.key == nil ? ["rowid"] : []) + table.columns.map(QueryFragment.identifier)
    func image(_ row: QueryFragment, side: Int) -> QueryFragment {
      let entry: QueryFragment = "(SELECT max(seq) FROM arborUndoLog)"
      let rows = values.enumerated().map {
        "(\(entry), \(raw: side), \(raw: $0.offset), \(row).\($0.element))" as QueryFragment
      }
      return "INSERT INTO arborUndoValues VALUES \(rows.joined(separator: ", "));"
    }
    func log(_ operation: LoggedChange.Operation) -> QueryFragment {
      """
      INSERT INTO arborUndoLog (operation, "table") \
      VALUES (\(quote: operation.rawValue, delimiter: .text), \(quote: table.name, delimiter: .text));
      """
    }
    return """
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("insert")) AFTER INSERT ON main.\(quote: table.name) BEGIN
        \(log(.insert)) \(image("NEW", side: after))
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("update")) AFTER UPDATE ON main.\(quote: table.name) BEGIN
        \(log(.update)) \(image("OLD", side: before)) \(image("NEW", side: after))
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("delete")) AFTER DELETE ON main.\(quote: table.name) BEGIN
        \(log(.delete)) \(image("OLD", side: before))
      END;

      """
  }
}
