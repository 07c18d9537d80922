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
    var query: QueryFragment
    var rows: Int
  }

  static func batches(_ changes: [LoggedChange]) -> [Batch] {
    var batches: [Batch] = []
    // The run being joined: its head, its parts (each a condition or a row).
    var run: (head: QueryFragment, joiner: String, wrap: Bool, parts: [QueryFragment], values: Int)?
    func close() {
      guard let current = run else { return }
      let body = current.parts.map { current.wrap ? "(\($0))" : $0 }.joined(separator: current.joiner)
      batches.append(Batch(query: current.head + body, rows: current.parts.count))
      run = nil
    }
    for change in changes {
      guard let (head, joiner, wrap, part) = split(change) else {
        close()
        batches.append(Batch(query: change.repetition().query, rows: 1))
        continue
      }
      if let current = run, current.head == head, current.parts.count < limit,
        current.values + part.bindings.count <= Wire.valuesPerStatement
      {
        run?.parts.append(part)
        run?.values += part.bindings.count
      } else {
        close()
        run = (head, joiner, wrap, [part], part.bindings.count)
      }
    }
    close()
    return batches
  }

  /// A delete as its head (`DELETE FROM "t" WHERE `) and condition, an insert as its head
  /// (`INSERT INTO "t" (…) VALUES `) and row; nil for an update.
  private static func split(_ change: LoggedChange) -> (QueryFragment, String, Bool, QueryFragment)? {
    switch change.operation {
    case .delete:
      return ("DELETE FROM \(quote: change.table.name) WHERE ", " OR ", true, change.found(change.before))
    case .insert:
      return (change.insertHead, ", ", false, "(\(QueryFragment.values(change.after)))")
    case .update:
      return nil
    }
  }
}
