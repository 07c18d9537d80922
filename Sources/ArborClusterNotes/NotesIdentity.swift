import ArborCluster
import ArborDB

/// A random name the cluster's notes carry from the moment they are made, in a table of
/// their own: a session's copy on disk is kept under it and applied only to the notes
/// that bear it, never to notes of the same address and name made again since (whose
/// change log counts from 1 again, and would read as the copy's own).
enum NotesIdentity {
  static let table = "arborIdentity"

  /// The table and its one value, each made only if missing. `randomblob` runs once, at
  /// the leader: dqlite replicates the pages written, not the statement.
  static var schema: [QueryFragment] {
    [
      #"CREATE TABLE IF NOT EXISTS "arborIdentity" ("value" TEXT NOT NULL)"#,
      #"""
      INSERT INTO "arborIdentity" ("value") SELECT lower(hex(randomblob(16)))
      WHERE NOT EXISTS (SELECT 1 FROM "arborIdentity")
      """#,
    ]
  }

  static let read = #"SELECT "value" FROM "arborIdentity" ORDER BY rowid LIMIT 1"#
  static let exists = #"SELECT count(*) FROM sqlite_master WHERE name = 'arborIdentity'"#

  /// The notes' identity, made first when notes written before it have none.
  static func ensure(on client: ClusterClient) throws -> String {
    if try client.query(exists).rows.first?.first == .integer(1), let identity = try value(on: client) {
      return identity
    }
    try client.transaction { transaction in
      for statement in schema { try transaction.execute(statement) }
    }
    guard let identity = try value(on: client) else {
      throw ClusterNotesError("the notes' identity could not be read back after it was made")
    }
    return identity
  }

  private static func value(on client: ClusterClient) throws -> String? {
    guard case .text(let value)? = try client.query(read).rows.first?.first, !value.isEmpty else { return nil }
    return value
  }
}
