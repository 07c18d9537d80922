import ArborCore
import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// The copies of clusters' notes kept in the cache (`ClusterCopyFile`), for `arbor cache`:
/// each with the notes' address as a session last gave it, its size and last use.
public enum ClusterCopies {
  public struct Copy: Sendable {
    public let location: String
    /// The address a session opened the notes at; nil for a copy never filled.
    public let address: String?
    public let bytes: Int64
    public let lastUse: Date
  }

  /// The copies in `directory`; with `addresses` false, none is opened to read its address
  /// (what a session opening notes needs to find the unused ones).
  public static func list(in directory: String, addresses: Bool = true) -> [Copy] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".notes") }.sorted().map { name in
      let location = (directory as NSString).appendingPathComponent(name)
      var bytes: Int64 = 0
      var lastUse = Date.distantPast
      for suffix in ["", "-wal", ".lock"] {
        if let attributes = try? FileManager.default.attributesOfItem(atPath: location + suffix) {
          if suffix != ".lock" { bytes += (attributes[.size] as? NSNumber)?.int64Value ?? 0 }
          lastUse = max(lastUse, attributes[.modificationDate] as? Date ?? .distantPast)
        }
      }
      return Copy(
        location: location, address: addresses ? address(of: location) : nil, bytes: bytes, lastUse: lastUse)
    }
  }

  /// Days a copy is kept unused, as the copies of other programs' trees are.
  public static let unusedDays = 30.0

  /// Removes the copies no session has opened for `unusedDays` (notes since deleted,
  /// opened once), except those in use; called as a session opens one.
  static func removeUnused(in directory: String, now: Date = Date()) {
    let limit = now.addingTimeInterval(-unusedDays * 86_400)
    for copy in list(in: directory, addresses: false) where copy.lastUse < limit {
      try? remove(copy)
    }
  }

  /// Removes `copy` and the files beside it; refused while a session uses it.
  public static func remove(_ copy: Copy) throws {
    guard let lock = ClusterCopyFile.take(copy.location) else {
      throw ClusterNotesError("\(copy.location) is in use by an arbor session; quit it first")
    }
    defer { close(lock) }
    for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: copy.location + suffix)
    {
      try FileManager.default.removeItem(atPath: copy.location + suffix)
    }
    try? FileManager.default.removeItem(atPath: copy.location + ".lock")
  }

  private static func address(of location: String) -> String? {
    var configuration = Configuration()
    configuration.readonly = true
    // Quietly: a listing that left `-wal` and `-shm` beside a copy would also mark it used.
    guard let queue = try? DatabaseQueue(path: QuietRead.location(of: location), configuration: configuration)
    else { return nil }
    return try? queue.read { db in
      try String.fetchOne(db, sql: "SELECT address FROM \"\(ClusterCopyFile.table)\" LIMIT 1")
    }
  }
}
