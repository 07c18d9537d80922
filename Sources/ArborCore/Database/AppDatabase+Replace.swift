import ArborDB
import CSQLiteConfig
import GRDB

extension AppDatabase {
  /// arbor's tables, parents first: the order their rows are copied in (`NoteTables`).
  package static let noteTables = NoteTables.names

  /// Replaces every row of arbor's tables with those `load` inserts, in one transaction,
  /// with the triggers off; what the triggers keep — each category's progress, and the
  /// search index when `searchable` — is then made again from the tables, in one
  /// statement each. For a copy of notes kept elsewhere (a cluster's): row by row, the
  /// triggers walked up every item's ancestors and indexed every row (100,000 nodes took
  /// 11 s, most of it indexing). Nothing is logged for undo: temporary triggers are off too.
  package func replaceAllNotes(searchable: Bool, _ load: (Database) throws -> Void) throws {
    guard let writer else { throw OpenError(description: "the database is open read-only") }
    try writer.writeWithoutTransaction { db in
      guard arbor_sqlite_enable_triggers(db.sqliteConnection, 0) == 0 else {
        throw OpenError(description: "SQLite would not turn triggers off to copy the notes")
      }
      defer { _ = arbor_sqlite_enable_triggers(db.sqliteConnection, 1) }
      try db.inTransaction {
        try db.execute("PRAGMA defer_foreign_keys = ON")
        for table in Self.noteTables.reversed() + ["categoryProgress", "searchIndex"] {
          try db.execute("DELETE FROM \(quote: table)")
        }
        try load(db)
        try db.execute(Schema.progressCounted)
        if searchable { try db.execute(Schema.searchIndexFilled) }
        return .commit
      }
    }
  }
}
