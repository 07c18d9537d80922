import ArborDB
import GRDB

/// The temporary triggers that log, for every row a statement changes, the statement
/// that reverses it and the one that repeats it (`temp.arborUndoLog`).
extension UndoHistory {
  static func setupSQL(_ tables: [Table] = tables) -> String {
    var sql = """
      CREATE TEMP TABLE IF NOT EXISTS arborUndoLog (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, sql TEXT NOT NULL, forward TEXT, fix TEXT, target TEXT);

      """
    for table in tables {
      sql += triggers(table: table.name, columns: table.columns, key: table.key)
    }
    return sql
  }

  /// SQL text that, evaluated inside the trigger, produces a literal for `row.column`.
  private static func literal(_ row: String, _ column: String) -> String {
    "quote(\(row).\(quoteIdentifier(column)))"
  }

  private static func keyCondition(_ row: String, key: [String]?) -> String {
    guard let key else { return "'rowid = ' || \(row).rowid" }
    return key.map { "'\(quoteIdentifier($0).replacingOccurrences(of: "'", with: "''")) = ' || \(literal(row, $0))" }
      .joined(separator: " || ' AND ' || ")
  }

  private static func triggers(table: String, columns: [String], key: [String]?) -> String {
    let quoted = quoteIdentifier(table)
    // Trigger names quoted too: another program's table names may hold anything.
    func trigger(_ event: String) -> String { quoteIdentifier("arborUndo_\(table)_\(event)") }
    let escapedTable = quoted.replacingOccurrences(of: "'", with: "''")
    let columnList = columns.map(quoteIdentifier).joined(separator: ", ").replacingOccurrences(of: "'", with: "''")
    // A row with every column of `row`: its insert, the reverse of a delete.
    func insert(_ row: String) -> String {
      let values = columns.map { literal(row, $0) }.joined(separator: " || ', ' || ")
      return key == nil
        ? "'INSERT INTO \(escapedTable) (rowid, \(columnList)) VALUES (' || \(row).rowid || ', ' || \(values) || ')'"
        : "'INSERT INTO \(escapedTable) (\(columnList)) VALUES (' || \(values) || ')'"
    }
    // Every statement finds its row by key *and* by the values the change left in it: a
    // rowid that another program (or another arbor) deleted and reused for a new row since
    // is not that row, and a row changed since is not undone over its new values. A
    // statement that then finds nothing stops the replay (`replay`). `updatedAt` is left
    // out: the replay's own updates stamp it, and it is put back afterwards.
    let compared = columns.filter { $0 != "updatedAt" && !(key ?? []).contains($0) }
    func unchanged(_ row: String) -> String {
      compared.map {
        "' AND \(quoteIdentifier($0).replacingOccurrences(of: "'", with: "''")) IS ' || \(literal(row, $0))"
      }
      .joined(separator: " || ")
    }
    func found(_ row: String) -> String {
      compared.isEmpty ? keyCondition(row, key: key) : keyCondition(row, key: key) + " || " + unchanged(row)
    }
    func delete(_ row: String) -> String { "'DELETE FROM \(escapedTable) WHERE ' || \(found(row))" }
    // Every column set to `row`'s values, on the row found by `found`'s key (a key the
    // update changed is changed back too: a rowid table's rowid is one of the columns set).
    func update(to row: String, found current: String) -> String {
      var assignments = columns.map {
        "'\(quoteIdentifier($0).replacingOccurrences(of: "'", with: "''")) = ' || \(literal(row, $0))"
      }
      if key == nil { assignments.insert("'rowid = ' || \(row).rowid", at: 0) }
      return
        "'UPDATE \(escapedTable) SET ' || \(assignments.joined(separator: " || ', ' || ")) || ' WHERE ' || \(found(current))"
    }
    let hasUpdatedAt = columns.contains("updatedAt")
    let fix =
      hasUpdatedAt
      ? "'UPDATE \(escapedTable) SET \"updatedAt\" = ' || quote(OLD.\"updatedAt\") || ' WHERE rowid = ' || OLD.rowid || ' AND \"updatedAt\" IS NOT ' || quote(OLD.\"updatedAt\")"
      : "NULL"
    let target = hasUpdatedAt ? "'\(table.replacingOccurrences(of: "'", with: "''")):' || OLD.rowid" : "NULL"
    return """
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("insert")) AFTER INSERT ON main.\(quoted) BEGIN
        INSERT INTO arborUndoLog (sql, forward) VALUES (\(delete("NEW")), \(insert("NEW")));
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("update")) AFTER UPDATE ON main.\(quoted) BEGIN
        INSERT INTO arborUndoLog (sql, forward, fix, target)
        VALUES (\(update(to: "OLD", found: "NEW")), \(update(to: "NEW", found: "OLD")), \(fix), \(target));
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS \(trigger("delete")) AFTER DELETE ON main.\(quoted) BEGIN
        INSERT INTO arborUndoLog (sql, forward) VALUES (\(insert("OLD")), \(delete("OLD")));
      END;

      """
  }
}
