import Foundation
import GRDB

/// Files written by real programs, kept as dumps in `RealFiles/` (its README says how each
/// was made) and replayed into a fresh file for a test.
package enum RealFiles {
  package static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "RealFiles")

  /// The dump `name` (without `.sql`) replayed into `file` in `directory`; its path.
  /// Anki's `unicase` collation is registered for the replay only: the file then needs
  /// it as Anki's own files do.
  package static func write(_ name: String, as file: String, in directory: URL) throws -> String {
    let dump = try String(contentsOf: Self.directory.appendingPathComponent(name + ".sql"), encoding: .utf8)
    let path = directory.appendingPathComponent(file).path
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      db.add(
        collation: DatabaseCollation("unicase") { left, right in
          left.lowercased() < right.lowercased()
            ? .orderedAscending : left.lowercased() > right.lowercased() ? .orderedDescending : .orderedSame
        })
    }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.writeWithoutTransaction { db in try db.execute(sql: dump) }
    try queue.close()
    return path
  }
}
