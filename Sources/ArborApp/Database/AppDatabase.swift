import ArborDB
import Foundation
import GRDB

/// Why a database could not be opened, in words for the person who asked.
public struct OpenError: Error, CustomStringConvertible, Equatable {
  public var description: String

  public init(description: String) {
    self.description = description
  }
}

/// The app's database: a file in WAL mode (readers never wait for the writer), or an
/// in-memory database for tests. Foreign keys are always on; migrations run on open.
public final class AppDatabase: Sendable {
  /// Reads, from any thread.
  public let reader: any DatabaseReader
  /// Writes; nil when opened read-only.
  public let writer: (any DatabaseWriter)?
  /// The file, or nil in memory.
  public let path: String?

  public var isReadOnly: Bool { writer == nil }

  init(reader: any DatabaseReader, writer: (any DatabaseWriter)?, path: String?) {
    self.reader = reader
    self.writer = writer
    self.path = path
  }

  /// How long a write waits for another program's write lock before giving up with a
  /// message (the user's input is kept and the action can be retried).
  public static let defaultBusyTimeout: Double = 5

  static func configuration(readOnly: Bool, busyTimeout: Double = defaultBusyTimeout) -> Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.readonly = readOnly
    // Another arbor or the sqlite3 shell may hold the write lock for a moment.
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "arbor"
    // Two readers: the screen's and the search thread's. Each connection keeps a 1 MiB
    // page cache (SQLite's default is 2 MiB); the operating system caches the file too.
    configuration.maximumReaderCount = 2
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA cache_size = -1024")
    }
    return configuration
  }

  /// An empty, migrated in-memory database.
  public static func inMemory() throws -> AppDatabase {
    let queue = try DatabaseQueue(configuration: configuration(readOnly: false))
    try Schema.migrator.migrate(queue)
    return AppDatabase(reader: queue, writer: queue, path: nil)
  }

  /// Opens (creating when allowed) the database at `path`.
  public static func open(
    path: String, readOnly: Bool = false, busyTimeout: Double = defaultBusyTimeout
  ) throws -> AppDatabase {
    let fileManager = FileManager.default
    let exists = fileManager.fileExists(atPath: path)
    if readOnly && !exists {
      throw OpenError(description: "\(path): no such file (a read-only database must exist)")
    }
    if !exists {
      let directory = (path as NSString).deletingLastPathComponent
      if !directory.isEmpty {
        do {
          try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
          throw OpenError(description: "\(directory): cannot create the directory (\(error.localizedDescription))")
        }
      }
    }
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw OpenError(description: "\(path) is a directory, not a database file")
    }
    do {
      if readOnly {
        let queue = try DatabaseQueue(path: path, configuration: configuration(readOnly: true, busyTimeout: busyTimeout))
        try queue.read { db in
          try checkIsArborDatabase(db, path: path)
          guard try Schema.migrator.hasCompletedMigrations(db) else {
            throw OpenError(description: "\(path) was made by an older arbor; open it once without --read-only to upgrade it")
          }
        }
        return AppDatabase(reader: queue, writer: nil, path: path)
      }
      let pool = try DatabasePool(path: path, configuration: configuration(readOnly: false, busyTimeout: busyTimeout))
      let upToDate = try pool.read { db in
        try checkIsArborDatabase(db, path: path)
        return try Schema.migrator.hasCompletedMigrations(db)
      }
      // Migrating is a write transaction (and a sync to disk) even when there is nothing
      // to do: skip it for a file that is up to date.
      if !upToDate { try Schema.migrator.migrate(pool) }
      return AppDatabase(reader: pool, writer: pool, path: path)
    } catch let error as OpenError {
      throw error
    } catch let error as DatabaseError {
      switch error.resultCode {
      case .SQLITE_NOTADB: throw OpenError(description: "\(path) is not an SQLite database")
      case .SQLITE_CANTOPEN: throw OpenError(description: "\(path): cannot open the file (check its directory and permissions)")
      case .SQLITE_READONLY: throw OpenError(description: "\(path) is read-only; use --read-only to browse it")
      case .SQLITE_BUSY: throw OpenError(description: "\(path) is locked by another program; try again in a moment")
      default: throw OpenError(description: "\(path): \(error.message ?? "\(error)")")
      }
    }
  }

  /// Refuses a database that has tables but none of arbor's: migrating it would add
  /// arbor's tables to someone else's data.
  static func checkIsArborDatabase(_ db: Database, path: String) throws {
    let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    if !tables.isEmpty && !tables.contains("categories") && !tables.contains("grdb_migrations") {
      throw OpenError(description: "\(path) is an SQLite database of another program (it has no arbor tables); arbor leaves it alone")
    }
  }

  /// Runs a write transaction, or fails with a clear message in read-only mode.
  @discardableResult
  public func write<T>(_ updates: (Database) throws -> T) throws -> T {
    guard let writer else { throw OpenError(description: "the database is open read-only") }
    return try writer.write(updates)
  }

  public func read<T>(_ value: (Database) throws -> T) throws -> T {
    try reader.read(value)
  }

  /// True when the database has no categories yet.
  public func isEmpty() throws -> Bool {
    try read { db in try Category.count().fetchOne(db) ?? 0 } == 0
  }
}
