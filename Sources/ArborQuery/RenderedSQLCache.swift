import Synchronization

/// SQL text of statements whose text depends only on their shape, such as an insert of
/// one row into a table: rendered once, then reused, so writing a row costs binding its
/// values and not building its SQL again.
final class RenderedSQLCache: Sendable {
  struct Key: Hashable, Sendable {
    var table: ObjectIdentifier
    var columns: Int
    var rows: Int
    var resolution: ConflictResolution?
    var upsert: String?
  }

  static let shared = RenderedSQLCache()
  /// Shapes are few in practice; the bound only guards against unbounded growth.
  private static let capacity = 512
  private let entries = Mutex<[Key: String]>([:])

  subscript(key: Key) -> String? {
    get { entries.withLock { $0[key] } }
    set {
      entries.withLock { entries in
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = newValue
      }
    }
  }
}
