import Foundation
import GRDB

/// Whether a side-car copy found in the cache can be trusted: SQLite's integrity check of
/// the copy (its indexes agree with its rows, which `quick_check` does not compare) and
/// FTS5's own check of the label index. The cache is a directory anybody's program may
/// write into, and a damaged copy answers wrongly rather than failing.
enum SideCarCheck {
  /// Checks the copy at `copy` and the label index at `labels` on connections of its
  /// own, at idle priority (`IdleThread`): browsing starts on the copy at once, and the
  /// check (over a second of reading for 130,000 paths) neither holds the connection the
  /// screen reads through nor takes the core its keystrokes need.
  static func isSound(copy: String, labels: String?) -> Bool {
    IdleThread.run(named: "arbor-copycheck") {
      do {
        // The session's own connections may be writing a patch meanwhile: a lock held
        // for a moment is waited for, not taken for damage.
        var writable = Configuration()
        writable.busyMode = .timeout(5)
        var readOnly = writable
        readOnly.readonly = true
        let found = try DatabaseQueue(path: copy, configuration: readOnly).read { db in
          try String.fetchAll(db, sql: "PRAGMA integrity_check(1)")
        }
        guard found == ["ok"] else { return false }
        if let labels {
          // FTS5 raises SQLITE_CORRUPT_VTAB when the index does not match its content;
          // the check writes nothing, but SQLite takes it through an INSERT.
          try DatabaseQueue(path: labels, configuration: writable).writeWithoutTransaction { db in
            try db.execute(sql: "INSERT INTO labels (labels) VALUES ('integrity-check')")
          }
        }
        return true
      } catch {
        return false
      }
    }
  }

  /// Removes a copy and its label index from the cache.
  static func remove(_ location: String) {
    for file in [location, LabelIndex.location(skeleton: location)] { try? FileManager.default.removeItem(atPath: file) }
  }
}
