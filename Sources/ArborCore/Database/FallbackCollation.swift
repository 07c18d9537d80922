import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// A collation only its own program registers (Anki's `unicase` on deck and note-type
/// names) makes every plain `SELECT` that sorts or compares that column fail in any other
/// program with "no such collation sequence". On a connection to another program's file,
/// such a collation is stood in for by a case-insensitive Unicode comparison, registered
/// when SQLite first asks for it, and its name is noted so the status line can say so.
enum FallbackCollation {
  /// Names stood in for, by the file they were met in.
  static let substituted = Mutex([String: Set<String>]())

  static func install(_ db: Database) {
    sqlite3_collation_needed(db.sqliteConnection, nil) { _, connection, _, name in
      guard let connection, let name else { return }
      let collation = String(cString: name)
      _ = sqlite3_create_collation_v2(
        connection, name, SQLITE_UTF8, nil,
        { _, leftLength, left, rightLength, right in
          let lhs =
            left.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(leftLength)), as: UTF8.self) }
            ?? ""
          let rhs =
            right.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(rightLength)), as: UTF8.self) }
            ?? ""
          switch lhs.compare(rhs, options: [.caseInsensitive]) {
          case .orderedAscending: return -1
          case .orderedDescending: return 1
          case .orderedSame: return 0
          }
        }, nil)
      let file = sqlite3_db_filename(connection, "main").map { String(cString: $0) } ?? ""
      FallbackCollation.substituted.withLock { _ = $0[file, default: []].insert(collation) }
    }
  }

  /// A sentence for the status line when a collation was stood in for; nil otherwise.
  static func notice(for path: String?) -> String? {
    let real = path.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    let names = substituted.withLock { found in
      found.filter { file, _ in file == path || URL(fileURLWithPath: file).resolvingSymlinksInPath().path == real }
        .values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }.sorted()
    guard !names.isEmpty else { return nil }
    return
      "the file's collation \(names.joined(separator: ", ")) belongs to its own program: compared here ignoring case"
  }
}
