import ArborCluster
import ArborCore
import ArborDB

/// The cluster's record of which rows of the notes changed, kept by triggers in the
/// replicated database itself, so every writer is recorded — another arbor's edit, an
/// import, a statement typed into the `dqlite` shell. There is no update hook across
/// machines: an arbor that keeps a copy asks for the entries after the last one it has
/// seen, and reads those rows again.
///
/// The newest entry is also the version the copy was made from: an edit commits at the
/// leader only while it is still the newest (`unchangedSince`), so an edit made on an old
/// copy is refused instead of written over a newer one.
enum ChangeLog {
  /// Entries kept: a copy further behind than this reads every row again.
  static let kept = 20_000

  /// The log's table and triggers; each made only if missing, so sending them again
  /// changes nothing.
  static var schema: [QueryFragment] {
    var statements: [QueryFragment] = [
      """
      CREATE TABLE IF NOT EXISTS "arborChanges" (
        "seq" INTEGER PRIMARY KEY AUTOINCREMENT,
        "tableName" TEXT NOT NULL,
        "key1" INTEGER,
        "key2" INTEGER
      )
      """,
      // An entry from the start: the newest entry is what an edit is checked against.
      #"INSERT INTO "arborChanges" ("tableName") SELECT '' WHERE NOT EXISTS (SELECT 1 FROM "arborChanges")"#,
      """
      CREATE TRIGGER IF NOT EXISTS "arborChanges_kept" AFTER INSERT ON "arborChanges" BEGIN
        DELETE FROM "arborChanges" WHERE "seq" <= NEW."seq" - \(raw: kept);
      END
      """,
    ]
    // A trigger body takes no parameters: the table's name is a quoted literal.
    for table in AppDatabase.noteTables {
      let keys = keyColumns(table)
      func values(_ row: QueryFragment) -> QueryFragment {
        let second: QueryFragment = keys.count > 1 ? "\(row).\(quote: keys[1])" : "NULL"
        return "\(quote: table, delimiter: .text), \(row).\(quote: keys[0]), \(second)"
      }
      let insert: QueryFragment = #"INSERT INTO "arborChanges" ("tableName", "key1", "key2")"#
      let moved = keys.map { "OLD.\(quote: $0) IS NOT NEW.\(quote: $0)" as QueryFragment }.joined(separator: " OR ")
      func trigger(_ event: String) -> QueryFragment { .identifier("arborChanges_\(table)_\(event)") }
      statements += [
        """
        CREATE TRIGGER IF NOT EXISTS \(trigger("insert")) AFTER INSERT ON \(quote: table) BEGIN
          \(insert) VALUES (\(values("NEW")));
        END
        """,
        """
        CREATE TRIGGER IF NOT EXISTS \(trigger("update")) AFTER UPDATE ON \(quote: table) BEGIN
          \(insert) VALUES (\(values("NEW")));
          \(insert) SELECT \(values("OLD")) WHERE \(moved);
        END
        """,
        """
        CREATE TRIGGER IF NOT EXISTS \(trigger("delete")) AFTER DELETE ON \(quote: table) BEGIN
          \(insert) VALUES (\(values("OLD")));
        END
        """,
      ]
    }
    return statements
  }

  /// The columns that name a row of `table`: its id, or an item's tag's two ids.
  static func keyColumns(_ table: String) -> [String] { NoteTables.keyColumns(table) }

  static let exists = #"SELECT count(*) FROM sqlite_master WHERE name = 'arborChanges'"#
  static let newest = #"SELECT max("seq") FROM "arborChanges""#

  /// The newest entry's number; nil when the log has none.
  static func newest(on client: ClusterClient) throws -> Int64? {
    guard case .integer(let seq)? = try client.query(newest).rows.first?.first else { return nil }
    return seq
  }
  /// The entries after `?`, at most `?` of them.
  static let since =
    #"SELECT "seq", "tableName", "key1", "key2" FROM "arborChanges" WHERE "seq" > ? ORDER BY "seq" LIMIT ?"#
  /// Changes one row when entry `?` is still the newest: nothing was committed since.
  static let unchangedSince =
    #"UPDATE "arborChanges" SET "seq" = "seq" WHERE "seq" = ? AND "seq" = (SELECT max("seq") FROM "arborChanges")"#
  /// An entry of its own for a commit: its number, the commit's last insert, is the
  /// version the copy is at once the commit is in it.
  static let commitMark = #"INSERT INTO "arborChanges" ("tableName") VALUES ('')"#

  /// Makes the log when the cluster's notes have none yet.
  static func make(on client: ClusterClient) throws {
    guard try client.query(exists).rows.first?.first != .integer(1) else { return }
    try client.transaction { transaction in
      for statement in schema { try transaction.execute(statement) }
    }
  }
}
