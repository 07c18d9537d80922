import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// Whether a side-car copy found in the cache can be trusted: SQLite's integrity check of
/// the copy (its indexes agree with its rows, which `quick_check` does not compare) and
/// FTS5's own check of the label index. The cache is a directory anybody's program may
/// write into, and a damaged copy answers wrongly rather than failing.
enum SideCarCheck {
  /// Checks the copy at `copy` and the label index at `labels` on connections of its
  /// own, at idle priority (`Background.Priority.idle`): browsing starts on the copy at once, and the
  /// check (over a second of reading for 130,000 paths) neither holds the connection the
  /// screen reads through nor takes the core its keystrokes need.
  ///
  /// A patch of the copy waits for no check: the check holds the copy's lock from start to
  /// end (eight seconds for a million rows, at idle priority), so a writer that finds it
  /// held interrupts it (`interrupt`, from the copy's busy handler) and the check starts
  /// again once the copy has been left alone for a while. A copy edited so often that it
  /// is never checked whole stays in use, as it is while any check runs.
  static func isSound(copy: String, labels: String?) -> Bool {
    for attempt in 0..<240 {
      switch Background.run("arbor-copycheck", priority: .idle, { checkOnce(copy: copy, labels: labels) }) {
      case .sound: return true
      case .damaged: return false
      case .interrupted:
        interruptions.withLock { $0 += 1 }
        Thread.sleep(forTimeInterval: min(0.25 * Double(attempt + 1), 2))
      }
    }
    return true
  }

  private enum Outcome: Sendable { case sound, damaged, interrupted }

  private static func checkOnce(copy: String, labels: String?) -> Outcome {
    do {
      // The session's own connections may be reading meanwhile: a lock held for a
      // moment is waited for, not taken for damage.
      var writable = Configuration()
      writable.busyMode = .timeout(5)
      var readOnly = writable
      readOnly.readonly = true
      let found = try DatabaseQueue(path: copy, configuration: readOnly).read { db in
        try interruptible(copy, db) { try String.fetchAll(db, "PRAGMA integrity_check(1)") }
      }
      guard found == ["ok"] else { return .damaged }
      if let labels {
        // FTS5 raises SQLITE_CORRUPT_VTAB when the index does not match its content;
        // the check writes nothing, but SQLite takes it through an INSERT.
        try DatabaseQueue(path: labels, configuration: writable).writeWithoutTransaction { db in
          try interruptible(labels, db) {
            try db.execute("INSERT INTO labels (labels) VALUES ('integrity-check')")
          }
        }
      }
      return .sound
    } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
      return .interrupted
    } catch {
      return .damaged
    }
  }

  /// The connections checking each file now, for `interrupt`.
  private static let checking = Mutex<[String: Connection]>([:])

  /// An SQLite connection handle, passed between threads only to `sqlite3_interrupt`,
  /// which SQLite allows from any thread while the connection is open.
  private struct Connection: @unchecked Sendable {
    let handle: OpaquePointer
  }

  private static func interruptible<T>(_ path: String, _ db: Database, _ body: () throws -> T) throws -> T {
    checking.withLock { $0[path] = db.sqliteConnection.map(Connection.init) }
    defer { _ = checking.withLock { $0.removeValue(forKey: path) } }
    return try body()
  }

  /// Checks given up for a writer so far (they start again later), for the tests.
  static let interruptions = Mutex(0)

  /// Whether this process checks the file at `path` now.
  static func isChecking(_ path: String) -> Bool {
    checking.withLock { $0[path] != nil }
  }

  /// Stops this process's check of the file at `path`, if one runs (under the registry's
  /// lock, so its connection cannot close meanwhile).
  static func interrupt(_ path: String) {
    checking.withLock { running in
      if let connection = running[path] { sqlite3_interrupt(connection.handle) }
    }
  }

  /// Removes a copy and its label index from the cache.
  static func remove(_ location: String) {
    for file in [location, LabelIndex.location(copy: location)] {
      try? FileManager.default.removeItem(atPath: file)
    }
  }
}
