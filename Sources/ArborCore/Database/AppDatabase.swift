import ArborDB
import Foundation

/// Why a database could not be opened, in words for the person who asked.
public struct OpenError: Error, CustomStringConvertible, Equatable {
  public var description: String

  public init(description: String) {
    self.description = description
  }

  /// SQLite's refusal, in words about the file.
  public init(path: String, _ error: DatabaseError) {
    switch error.resultCode {
    case .SQLITE_NOTADB: description = "\(path) is not an SQLite database"
    case .SQLITE_CORRUPT:
      description =
        "\(path) is damaged (SQLite: \(error.message ?? "database disk image is malformed")); arbor will not write to it. Try: sqlite3 \(path) .recover"
    case .SQLITE_CANTOPEN: description = "\(path): cannot open the file (check its directory and permissions)"
    case .SQLITE_READONLY: description = "\(path) is read-only; use --read-only to browse it"
    case .SQLITE_BUSY: description = "\(path) is locked by another program; try again in a moment"
    default: description = "\(path): \(error.message ?? "\(error)")"
    }
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
  /// The background check of a file opened for writing; writes wait for it.
  public let integrity: IntegrityCheck?

  public var isReadOnly: Bool { writer == nil }

  /// Reads for the search thread: the same pool as `reader` for arbor's files (it has a
  /// connection for each); its own connection for another program's file, so a long
  /// search never holds the screen's.
  public var searchReader: any DatabaseReader { separateSearchReader ?? reader }
  /// Not a second reference to `reader`: the writer must close last, after the read-only
  /// readers, to checkpoint and remove the `-wal` file when the database is let go.
  private let separateSearchReader: (any DatabaseReader)?

  init(
    reader: any DatabaseReader, writer: (any DatabaseWriter)?, path: String?, integrity: IntegrityCheck? = nil,
    searchReader: (any DatabaseReader)? = nil
  ) {
    self.reader = reader
    self.writer = writer
    self.path = path
    self.integrity = integrity
    separateSearchReader = searchReader
  }

  /// Throws when the file failed its integrity check (waiting for the check to end).
  public func requireSound() throws {
    try integrity?.requireSound()
  }

  /// How long a write waits for another program's write lock before giving up with a
  /// message (the user's input is kept and the action can be retried).
  public static let defaultBusyTimeout: Double = 5
  /// The full-screen app waits less: the screen is frozen while a write waits. Another
  /// arbor's commit takes milliseconds, but five of them queued on a loaded machine took
  /// more than half a second (an add was then refused as busy); past this the dialog says
  /// the file is busy, keeps the text, and Enter retries.
  public static let interactiveBusyTimeout: Double = 2

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
      try db.execute("PRAGMA cache_size = -1024")
      // Per connection, nothing written to the file: in WAL mode a commit survives a
      // crash of arbor without waiting for the disk (what GRDB's pools set too).
      if !readOnly { try db.execute("PRAGMA synchronous = NORMAL") }
    }
    return configuration
  }

  /// A connection to a file arbor did not write (another program's, or one somebody was
  /// sent): set up as SQLite advises for untrusted databases (`ForeignConnection`).
  static func untrustedConfiguration(readOnly: Bool, busyTimeout: Double = defaultBusyTimeout) -> Configuration {
    var configuration = configuration(readOnly: readOnly, busyTimeout: busyTimeout)
    ForeignConnection.harden(&configuration)
    return configuration
  }

  /// An empty, migrated in-memory database.
  public static func inMemory() throws -> AppDatabase {
    let queue = try DatabaseQueue(configuration: configuration(readOnly: false))
    try Schema.migrator.migrate(queue)
    return AppDatabase(reader: queue, writer: queue, path: nil)
  }

  /// Opens (creating when allowed) the database at `path`.
  ///
  /// An existing file is inspected on a read-only connection before anything can write
  /// to it (`FileInspection`): another program's database, a damaged file, a newer
  /// arbor's schema or a changed schema is refused with words, and the file is left as it
  /// was. Opening and quitting changes no byte of an up-to-date file: the writer is a
  /// plain connection (GRDB's pool set-up would switch the journal mode and create and drop
  /// a table when no `-wal` file exists), readers are a read-only pool. A cache of
  /// arbor's own (`checkingIntegrity` false) is not checked: a damaged one is read again
  /// from where it came, and the check would hold the first write for seconds.
  public static func open(
    path: String, readOnly: Bool = false, busyTimeout: Double = defaultBusyTimeout, checkingIntegrity: Bool = true,
    willUpgrade: () -> Void = {}
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
    // Before any connection: the first one would replay the log.
    if exists && !readOnly { try WriteAheadLogCheck.check(path: path) }
    do {
      let state = exists ? try FileInspection.inspect(path: path, busyTimeout: busyTimeout) : .empty
      let integrity = !checkingIntegrity || readOnly || state == .empty ? nil : IntegrityCheck(path: path)
      // Migrating writes: only into a sound file.
      if state == .needsMigration && !readOnly { try integrity?.requireSound() }
      if readOnly {
        if state == .needsMigration {
          throw OpenError(
            description: "\(path) was made by an older arbor; open it once without --read-only to upgrade it")
        }
        let queue = try DatabaseQueue(
          path: QuietRead.location(of: path), configuration: configuration(readOnly: true, busyTimeout: busyTimeout))
        return AppDatabase(reader: queue, writer: nil, path: path)
      }
      let writer = try DatabaseQueue(
        path: path, configuration: configuration(readOnly: false, busyTimeout: busyTimeout))
      if state == .empty {
        // A file arbor creates: WAL, so the screen and the search read while it writes.
        try writer.writeWithoutTransaction { db in try db.execute("PRAGMA journal_mode = WAL") }
      }
      if state == .needsMigration { willUpgrade() }
      if state != .upToDate { try Schema.migrator.migrate(writer) }
      let reader: any DatabaseReader
      if try writer.read({ db in try String.fetchOne(db, "PRAGMA journal_mode") }) == "wal" {
        reader = try DatabasePool(path: path, configuration: configuration(readOnly: true, busyTimeout: busyTimeout))
      } else {
        // Someone switched the file back to a rollback journal: that is theirs to choose,
        // and readers then share the writer's connection.
        reader = writer
      }
      return AppDatabase(reader: reader, writer: writer, path: path, integrity: integrity)
    } catch let error as OpenError {
      throw error
    } catch let error as DatabaseError {
      throw OpenError(path: path, error)
    }
  }

  /// Refuses a database that has tables but none of arbor's: migrating it would add
  /// arbor's tables to someone else's data.
  static func checkIsArborDatabase(_ db: Database, path: String) throws {
    let tables = try String.fetchAll(
      db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    if !tables.isEmpty && !tables.contains("categories") && !tables.contains("grdb_migrations") {
      throw OpenError(
        description: "\(path) is an SQLite database of another program (it has no arbor tables); arbor leaves it alone")
    }
  }

  /// Runs a write transaction, or fails with a clear message in read-only mode.
  @discardableResult
  public func write<T>(_ updates: (Database) throws -> T) throws -> T {
    guard let writer else { throw OpenError(description: "the database is open read-only") }
    try requireSound()
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
