import ArborDB
import GRDB

/// Builds a copy's indexes with a small page cache, then gives the connection its own back:
/// SQLite's sorter lets each of its tasks (one, or one more per `PRAGMA threads`) hold a
/// page cache's worth of keys in memory — a parent-column copy's 32 MB made three of them
/// 96 MB, a path copy's 3 MB grew the process by 10 MB — and sorts as fast in 1 MB pieces.
enum IndexSort {
  /// Runs `statements` (index creations, with their `PRAGMA threads`) on `db` with a 1 MB cache.
  static func run(_ statements: QueryFragment, _ db: Database) throws {
    let cache = try Int.fetchOne(db, "PRAGMA cache_size") ?? -2000
    try db.execute("PRAGMA cache_size = -1024;\n\(statements)")
    try db.execute("PRAGMA cache_size = \(raw: cache)")
  }
}
