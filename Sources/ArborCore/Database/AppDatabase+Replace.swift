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

extension AppDatabase {
  /// Rows put in by `load` in one transaction with the triggers off and foreign keys not
  /// enforced: a copy of notes kept elsewhere, filled page by page while it shows
  /// (`ClusterMirror`), where an item may come before a category made since its page was
  /// read; what the triggers keep is made at the end (`countProgressAndIndex`).
  package func loadNotes(_ load: (Database) throws -> Void) throws {
    guard let writer else { throw OpenError(description: "the database is open read-only") }
    try writer.writeWithoutTransaction { db in
      try db.execute("PRAGMA foreign_keys = OFF")
      defer { try? db.execute("PRAGMA foreign_keys = ON") }
      guard arbor_sqlite_enable_triggers(db.sqliteConnection, 0) == 0 else {
        throw OpenError(description: "SQLite would not turn triggers off to copy the notes")
      }
      defer { _ = arbor_sqlite_enable_triggers(db.sqliteConnection, 1) }
      try db.inTransaction {
        try load(db)
        return .commit
      }
    }
  }

  /// Every row of arbor's tables removed, before a copy is filled again by `loadNotes`.
  package func clearNotes() throws {
    try loadNotes { db in
      for table in Self.noteTables.reversed() + ["categoryProgress", "searchIndex"] {
        try db.execute("DELETE FROM \(quote: table)")
      }
    }
  }

  /// Each category's progress, and the search index when `searchable`, made again from
  /// the tables in one statement each, after `loadNotes` filled them; `finish` runs in
  /// the same transaction.
  package func countProgressAndIndex(searchable: Bool, finish: (Database) throws -> Void) throws {
    try loadNotes { db in
      try db.execute("DELETE FROM \"categoryProgress\"")
      try db.execute("DELETE FROM \"searchIndex\"")
      try db.execute(Schema.progressCounted)
      if searchable { try db.execute(Schema.searchIndexFilled) }
      try finish(db)
    }
  }
}
