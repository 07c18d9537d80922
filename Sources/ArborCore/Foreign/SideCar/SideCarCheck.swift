import Foundation
import GRDB

/// Whether a side-car copy found in the cache can be trusted: SQLite's integrity check of
/// the copy (its indexes agree with its rows, which `quick_check` does not compare) and
/// FTS5's own check of the label index. The cache is a directory anybody's program may
/// write into, and a damaged copy answers wrongly rather than failing.
enum SideCarCheck {
  static func isSound(_ copy: DatabaseQueue, labels: DatabaseQueue?) -> Bool {
    do {
      let found = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check(1)") }
      guard found == ["ok"] else { return false }
      if let labels {
        // FTS5 raises SQLITE_CORRUPT_VTAB when the index does not match its content; the
        // check writes nothing, but SQLite takes it through an INSERT.
        try labels.writeWithoutTransaction { db in
          try db.execute(sql: "INSERT INTO labels (labels) VALUES ('integrity-check')")
        }
      }
      return true
    } catch {
      return false
    }
  }

  /// Removes a copy and its label index from the cache.
  static func remove(_ location: String) {
    for file in [location, LabelIndex.location(skeleton: location)] { try? FileManager.default.removeItem(atPath: file) }
  }
}
