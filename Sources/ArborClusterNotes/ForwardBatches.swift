import ArborCluster
import ArborCore
import ArborDB
import GRDB

/// An edit's logged row changes (`LoggedChange`, repeated: `repetition`) put together for
/// the wire: a run of deletes from one table becomes one statement whose conditions are
/// joined by OR, a run of inserts into one table one statement of many rows. Each batch
/// must change as many rows as it holds changes, as each change had to change its one.
/// Deleting a subtree of 11,500 nodes took 5.1 s one statement a round trip. Values are
/// bound, at most `Wire.valuesPerStatement` a statement (dqlite's limit).
enum ForwardBatches {
  /// Changes a batch joins at most: SQLite parses `a OR b OR …` as a tree as deep as its
  /// terms (1,000 at most).
  static let limit = 200

  struct Batch: Equatable {
    var sql: String
    var arguments: [ClusterValue]
    var rows: Int
  }

  static func batches(_ changes: [LoggedChange]) -> [Batch] {
    var batches: [Batch] = []
    // The run being joined: its head, its parts (each a condition or a row) and values.
    var run: (head: String, joiner: String, wrap: Bool, parts: [String], arguments: [ClusterValue])?
    func close() {
      guard let current = run else { return }
      let body = current.parts.map { current.wrap ? "(\($0))" : $0 }.joined(separator: current.joiner)
      batches.append(Batch(sql: current.head + body, arguments: current.arguments, rows: current.parts.count))
      run = nil
    }
    for change in changes {
      guard let (head, joiner, wrap, part, partValues) = split(change) else {
        close()
        let repeated = change.repetition()
        batches.append(
          Batch(sql: repeated.sql, arguments: repeated.arguments.map(NotesOnCluster.clusterValue), rows: 1))
        continue
      }
      if let current = run, current.head == head, current.parts.count < limit,
        current.arguments.count + partValues.count <= Wire.valuesPerStatement
      {
        run?.parts.append(part)
        run?.arguments += partValues
      } else {
        close()
        run = (head, joiner, wrap, [part], partValues)
      }
    }
    close()
    return batches
  }

  /// A delete as its head (`DELETE FROM "t" WHERE `) and condition, an insert as its head
  /// (`INSERT INTO "t" (…) VALUES `) and row, with the part's values; nil for an update.
  private static func split(_ change: LoggedChange) -> (String, String, Bool, String, [ClusterValue])? {
    let table = quoteIdentifier(change.table.name)
    switch change.operation {
    case .delete:
      let (condition, values) = change.found(change.before)
      return ("DELETE FROM \(table) WHERE ", " OR ", true, condition, values.map(NotesOnCluster.clusterValue))
    case .insert:
      let columns = change.names.joined(separator: ", ")
      return (
        "INSERT INTO \(table) (\(columns)) VALUES ", ", ", false, "(\(placeholders(change.after.count)))",
        change.after.map(NotesOnCluster.clusterValue)
      )
    case .update:
      return nil
    }
  }
}
