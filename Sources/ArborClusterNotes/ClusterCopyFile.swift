import ArborCore
import ArborDB
import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A session's copy of a cluster's notes kept on disk, in the cache, under the notes'
/// identity (`NotesIdentity`): the next session opens it at once and reads only what the
/// change log says changed since. The change-log entry the copy holds is written in the
/// same transactions as its rows, so a copy cut off by kill -9 names the entry its rows
/// are at. One session uses a copy at a time (a lock beside it): a second session on the
/// same notes keeps its copy in memory, as every session once did.
final class ClusterCopyFile: @unchecked Sendable {
  let notes: AppDatabase
  let identity: String
  /// The notes' address as this session was given it, kept for `arbor cache`.
  let address: String
  /// The entry the copy's rows are at when it was opened; nil for a new copy.
  let version: Int64?
  /// Held while the copy is in use; let go by `release` or with the file.
  private let lock: Mutex<Int32>

  static let table = "arborClusterCopy"

  private init(notes: AppDatabase, identity: String, address: String, version: Int64?, lock: Int32) {
    self.notes = notes
    self.identity = identity
    self.address = address
    self.version = version
    self.lock = Mutex(lock)
  }

  deinit { release() }

  /// Lets another session take the copy: this one has stopped with it.
  func release() {
    lock.withLock { lock in
      guard lock >= 0 else { return }
      close(lock)
      lock = -1
    }
  }

  /// The copy of the notes named `identity` in `directory`, made when missing; nil when
  /// another session holds it, or it cannot be made (the session then copies into memory).
  static func open(in directory: String, identity: String, address: String) -> ClusterCopyFile? {
    // The identity is the cluster's to give: only a plain hex name becomes a file name.
    guard (16...64).contains(identity.count), identity.allSatisfy({ $0.isHexDigit && $0.isASCII }) else { return nil }
    guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
    else { return nil }
    let path = (directory as NSString).appendingPathComponent("\(identity).notes")
    guard let lock = take(path) else { return nil }
    // A copy that cannot be opened (damaged, or of another arbor's schema) is made anew:
    // it is only a cache.
    let notes: AppDatabase
    if let opened = try? AppDatabase.open(path: path, checkingIntegrity: false) {
      notes = opened
    } else {
      for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      guard let made = try? AppDatabase.open(path: path, checkingIntegrity: false) else {
        close(lock)
        return nil
      }
      notes = made
    }
    do {
      let version = try notes.write { db -> Int64? in
        try db.execute(
          """
          CREATE TABLE IF NOT EXISTS \(quote: table) \
          ("identity" TEXT NOT NULL, "version" INTEGER NOT NULL, "address" TEXT NOT NULL)
          """)
        return try Int64.fetchOne(
          db, "SELECT \"version\" FROM \(quote: table) WHERE \"identity\" = \(bind: identity)")
      }
      return ClusterCopyFile(notes: notes, identity: identity, address: address, version: version, lock: lock)
    } catch {
      close(lock)
      return nil
    }
  }

  /// Moves the write-ahead log into the file and empties it: a first load leaves hundreds
  /// of megabytes there, and the next session's first connection would read through all
  /// of it (a million nodes' reopen took 190 ms with it, 40 ms without). Best effort: a
  /// reader holding an old snapshot leaves it for the next time.
  func checkpoint() {
    _ = try? notes.writer?.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
  }

  /// Records, in the transaction that wrote the copy's rows, the entry they are at.
  func save(_ version: Int64, _ db: Database) throws {
    try db.execute("DELETE FROM \(quote: Self.table)")
    try db.execute(
      """
      INSERT INTO \(quote: Self.table) ("identity", "version", "address") \
      VALUES (\(bind: identity), \(bind: version), \(bind: address))
      """)
  }

  /// The lock of the copy at `path`, taken; nil while a session holds it.
  static func take(_ path: String) -> Int32? {
    let lock = Glibc.open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { return nil }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      close(lock)
      return nil
    }
    // Its time is the copy's last use (`ClusterCopies.removeUnused`): a session that only
    // reads writes nothing else.
    _ = futimens(lock, nil)
    return lock
  }
}
