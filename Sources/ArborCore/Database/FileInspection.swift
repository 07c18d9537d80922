import ArborDB
import Foundation

/// What an existing file holds, learnt on a read-only connection before any connection
/// that could write to it is opened. Everything that would make arbor's writes wrong is
/// refused here, with words, while the file is still exactly as it was.
enum FileInspection: Equatable {
  /// No tables at all: arbor may make it its own.
  case empty
  /// arbor's schema, older than this arbor's: migrations will run.
  case needsMigration
  case upToDate

  static func inspect(path: String, busyTimeout: Double) throws -> FileInspection {
    var configuration = AppDatabase.configuration(readOnly: true, busyTimeout: busyTimeout)
    configuration.maximumReaderCount = 1
    let queue = try DatabaseQueue(path: QuietRead.location(of: path), configuration: configuration)
    return try queue.read { db in
      let tables = try String.fetchAll(db, "SELECT name FROM sqlite_master WHERE type = 'table'")
      if tables.isEmpty { return .empty }
      try AppDatabase.checkIsArborDatabase(db, path: path)
      let userVersion = try Int.fetchOne(db, "PRAGMA user_version") ?? 0
      if userVersion != 0 {
        throw OpenError(
          description: """
            \(path): its user_version is \(userVersion), which arbor never sets: another program has changed \
            this file, so arbor will not write to it (--read-only browses it)
            """)
      }
      let known = Set(Schema.migrator.migrations)
      let applied =
        tables.contains("grdb_migrations")
        ? try String.fetchAll(db, "SELECT identifier FROM grdb_migrations") : []
      if let unknown = applied.first(where: { !known.contains($0) }) {
        throw OpenError(
          description: """
            \(path) was written by a newer arbor (it has the schema change “\(unknown)”, which this arbor \
            does not know); arbor will not write to it. Use a newer arbor
            """)
      }
      guard try Schema.migrator.hasCompletedMigrations(db) else { return .needsMigration }
      try checkColumns(db, path: path)
      return .upToDate
    }
  }

  /// Every column arbor's statements name must be there: a dropped or renamed column
  /// (someone's ALTER TABLE) would otherwise surface as a failing query mid-session.
  private static func checkColumns(_ db: Database, path: String) throws {
    for (table, columns) in try Schema.expectedColumns() {
      let present = Set(try String.fetchAll(db, "SELECT name FROM pragma_table_info(\(bind: table))"))
      if present.isEmpty {
        throw OpenError(description: "\(path): arbor's table “\(table)” is missing; the file was changed outside arbor")
      }
      if let missing = columns.first(where: { !present.contains($0) }) {
        throw OpenError(
          description: """
            \(path): arbor's table “\(table)” has no column “\(missing)”; the file's schema was changed \
            outside arbor, and arbor will not write to it
            """)
      }
    }
  }
}
