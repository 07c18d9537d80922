import ArborDB
import GRDB

/// One row change as undo logs it: the table, what happened, and the row's values before
/// and after — data, not SQL. Undo, redo and a cluster's commit render their statements
/// from it (`reversal`, `repetition`), every value bound.
public struct LoggedChange: Sendable {
  public enum Operation: String, Sendable {
    case insert, update, delete
  }

  public var seq: Int64
  public var operation: Operation
  public var table: UndoHistory.Table
  /// The row before (an update, a delete) and after (an insert, an update): a rowid
  /// table's rowid first, then `table.columns`.
  public var before: [DatabaseValue]
  public var after: [DatabaseValue]

  /// A statement to run, its values bound, and whether it must change a row: an update
  /// or a delete finds its row by the values the change left in it, and finding none means
  /// another writer changed or deleted the row since.
  public struct Statement: Sendable {
    public var query: QueryFragment
    public var mustChange: Bool
  }

  /// The statement that undoes the change.
  public func reversal() -> Statement {
    switch operation {
    case .insert: delete(found: after)
    case .delete: insert(before)
    case .update: update(to: before, found: after)
    }
  }

  /// The statement that makes the change again.
  public func repetition() -> Statement {
    switch operation {
    case .insert: insert(after)
    case .delete: delete(found: before)
    case .update: update(to: after, found: before)
    }
  }

  /// The columns of an image as SQL names them: a rowid table's rowid first.
  private var columnNames: [QueryFragment] {
    (table.key == nil ? ["rowid"] : []) + table.columns.map(QueryFragment.identifier)
  }

  /// The columns of an image, a list for SQL: a rowid table's rowid first.
  package var names: QueryFragment { columnNames.joined(separator: ", ") }

  /// How a statement finds the row an image shows: by its key *and* by the values the
  /// change left in it. A rowid another program deleted and reused for a new row since is
  /// not that row, and a row changed since is not undone over its new values. `updatedAt`
  /// is left out: a replay's own updates stamp it, and it is put back afterwards.
  package func found(_ image: [DatabaseValue]) -> QueryFragment {
    let keys = Set(table.key ?? [])
    var terms: [QueryFragment] = []
    // The key: the rowid, or the key columns.
    if table.key == nil {
      terms.append("rowid = \(bind: image[0])")
    }
    let offset = table.key == nil ? 1 : 0
    for (index, column) in table.columns.enumerated() where keys.contains(column) {
      terms.append("\(quote: column) = \(bind: image[offset + index])")
    }
    for (index, column) in table.columns.enumerated() where !keys.contains(column) && column != "updatedAt" {
      terms.append("\(quote: column) IS \(bind: image[offset + index])")
    }
    return terms.joined(separator: " AND ")
  }

  /// `INSERT INTO "t" (…) VALUES `, before one or more rows of values.
  package var insertHead: QueryFragment {
    "INSERT INTO \(quote: table.name) (\(names)) VALUES "
  }

  private func insert(_ image: [DatabaseValue]) -> Statement {
    Statement(query: "\(insertHead)(\(QueryFragment.values(image)))", mustChange: false)
  }

  private func delete(found image: [DatabaseValue]) -> Statement {
    Statement(query: "DELETE FROM \(quote: table.name) WHERE \(found(image))", mustChange: true)
  }

  /// Every column set to `image`'s values (a key the update changed is changed back too:
  /// a rowid table's rowid is one of the columns set), on the row `current` shows.
  private func update(to image: [DatabaseValue], found current: [DatabaseValue]) -> Statement {
    let assignments = zip(columnNames, image).map { "\($0) = \(bind: $1)" as QueryFragment }
    return Statement(
      query: "UPDATE \(quote: table.name) SET \(assignments.joined(separator: ", ")) WHERE \(found(current))",
      mustChange: true)
  }

  /// For an update of a table whose rows carry `updatedAt`: the statement that puts back
  /// the stamp the row had before the change (the replay's updates stamp it "now"), and
  /// the row it is for; nil otherwise.
  func stampFix() -> (target: String, statement: Statement)? {
    guard operation == .update, table.key == nil, let index = table.columns.firstIndex(of: "updatedAt") else {
      return nil
    }
    let stamp = before[1 + index]
    return (
      "\(table.name):\(before[0])",
      Statement(
        query: """
          UPDATE \(quote: table.name) SET "updatedAt" = \(bind: stamp) \
          WHERE rowid = \(bind: before[0]) AND "updatedAt" IS NOT \(bind: stamp)
          """,
        mustChange: false)
    )
  }
}

extension UndoHistory {
  /// The changes logged as entries `range`, oldest first, their tables among `tables`
  /// (arbor's own: a cluster's notes commit an edit's changes at the leader).
  public static func changes(in range: ClosedRange<Int64>, tables: [Table] = tables, _ db: Database) throws
    -> [LoggedChange]
  {
    let byName = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [LoggedChange] = []
    let rows = try Row.fetchCursor(
      db,
      """
      SELECT l.seq, l.operation, l."table", v.side, v.value FROM temp.arborUndoLog AS l
      LEFT JOIN temp.arborUndoValues AS v ON v.seq = l.seq
      WHERE l.seq BETWEEN \(bind: range.lowerBound) AND \(bind: range.upperBound) ORDER BY l.seq, v.side, v.position
      """)
    while let row = try rows.next() {
      let seq: Int64 = row[0]
      if changes.last?.seq != seq {
        let name: String = row[2]
        guard let operation = LoggedChange.Operation(rawValue: row[1]), let table = byName[name] else {
          throw EditError(field: "", "the undo log names a table it does not keep (\(name)); nothing was changed.")
        }
        changes.append(LoggedChange(seq: seq, operation: operation, table: table, before: [], after: []))
      }
      let value: DatabaseValue = row[4]
      switch row[3] as Int? {
      case before?: changes[changes.count - 1].before.append(value)
      case after?: changes[changes.count - 1].after.append(value)
      default: break
      }
    }
    return changes
  }

  /// The newest entry of the log on `db` (0: none).
  /// Whether this connection logs changes for undo (an editor was made on it): a copy
  /// caught up before its editor exists has nothing to keep out of the log.
  public static func isLogging(_ db: Database) throws -> Bool {
    try Int.fetchOne(db, "SELECT count(*) FROM temp.sqlite_master WHERE name = 'arborUndoLog'") == 1
  }

  public static func lastEntry(_ db: Database) throws -> Int64 {
    try Int64.fetchOne(db, "SELECT coalesce(max(seq), 0) FROM temp.arborUndoLog") ?? 0
  }

  /// Forgets the log's entries after `seq`: changes the editor did not make (a copy
  /// catching up with others' changes) are not its to undo.
  public static func forgetEntries(after seq: Int64, _ db: Database) throws {
    try forgetEntries((seq + 1)...Int64.max, db)
  }

  /// Forgets the log's entries `range`.
  static func forgetEntries(_ range: ClosedRange<Int64>, _ db: Database) throws {
    let between: QueryFragment = "seq BETWEEN \(bind: range.lowerBound) AND \(bind: range.upperBound)"
    try db.execute("DELETE FROM temp.arborUndoValues WHERE \(between)")
    try db.execute("DELETE FROM temp.arborUndoLog WHERE \(between)")
  }
}
