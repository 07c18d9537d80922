import ArborDB
import GRDB
import Synchronization

/// A copy of a foreign tree in arbor's cache (`TreeCopy` for a parent column and the
/// trees made only as copies, `LinkSideCar` for link tables): a database of its own,
/// numbered `nodes(seq, key, label)` rows for the label index, and the stamp of what it
/// copies. Each tree knows its kind of copy (`SideCarTree.Copy`): nothing casts one.
protocol SideCar: SideCarDatabase, Sendable {
  /// How copies of this kind are made: a copy of another make is built again.
  static var format: String { get }
  /// A node's totals, when the copy adds them up.
  func totals(of key: DatabaseValue, sums: Int) throws -> NodeTotals?
  /// A node under several parents counts under each (a link copy counts every way down).
  var countsEveryWayDown: Bool { get }
  /// Whether the copy holds hashes of the file's pages (`PageWatch`), so that its next
  /// comparison looks only at the rows of the pages that changed: quick enough to make at
  /// a change's first sight.
  var watchesPages: Bool { get }
}

extension SideCar {
  /// The file changed but nothing of the tree did: the copy now matches `stamp` (its
  /// file says so for the next session).
  func restamp(_ stamp: String) throws {
    try queue.write { db in try SideCarFile.restamp(db, stamp: Self.format + stamp) }
    stamped(stamp)
  }
}

/// What both kinds of copy hold: the side-car's connection, and the stamp of what it is
/// a copy of (it changes as changes of the file are patched in). Unchecked `Sendable`: a
/// constant and a mutex.
class SideCarDatabase: @unchecked Sendable {
  let queue: DatabaseQueue
  private let currentStamp: Mutex<String>

  var stamp: String { currentStamp.withLock { $0 } }

  init(queue: DatabaseQueue, stamp: String) {
    self.queue = queue
    currentStamp = Mutex(stamp)
  }

  /// Runs a patch in one transaction on a connection of its own, so that the screen's
  /// reads (on `queue`) go on meanwhile with the copy as it was last committed: a patch
  /// holding `queue` froze every key until it was done (14–74 s for a renamed directory).
  /// SQLite's rollback journal lets readers in until the commit, which waits for them;
  /// the changed pages stay in this connection's memory until then (no spill: a spill
  /// would lock the readers out). Opened for the patch and closed after it: a new copy is
  /// renamed over this one between patches.
  func patching<T>(_ body: (Database) throws -> T) throws -> T {
    // A copy in memory (no disk could hold it) has no file for a second connection.
    guard !queue.path.isEmpty, queue.path != ":memory:" else { return try queue.write(body) }
    // Waits as the copy's reader does: the commit waits for the screen's reads to end,
    // and stops the copy's background check. No spill: it would lock the readers out.
    var configuration = SideCarFile.connection(to: queue.path)
    configuration.prepareDatabase { db in try db.execute("PRAGMA cache_spill = OFF") }
    let writer = try DatabaseQueue(path: queue.path, configuration: configuration)
    defer { try? writer.close() }
    return try writer.write(body)
  }

  /// Labels containing the `LIKE` pattern: a bounded scan of the copy's nodes, until the
  /// label index is ready. Key and label.
  /// Best first (`SearchRanking`) when `text`, the typed text, is given.
  func substringSearch(_ pattern: String, text: String?, limit: Int, access: InterruptibleAccess) throws -> [(
    key: DatabaseValue, label: String
  )] {
    try queue.read { db in
      try access.run(db) { db in try Self.substringSearch(pattern, text: text, limit: limit, db) }
    }
  }

  /// `substringSearch` on a connection to a copy whose nodes store their keys.
  static func substringSearch(_ pattern: String, text: String?, limit: Int, _ db: Database) throws -> [(
    key: DatabaseValue, label: String
  )] {
    let order: QueryFragment = text.map { " ORDER BY \(SearchRanking.order("label", text: $0))" } ?? ""
    return try Row.fetchAll(
      db, "SELECT key, label FROM nodes WHERE label LIKE \(bind: pattern) ESCAPE '\\'\(order) LIMIT \(bind: limit)"
    )
    .map { ($0[0], $0[1]) }
  }

  /// How many labels contain the `LIKE` pattern.
  func substringCount(_ pattern: String, access: InterruptibleAccess) throws -> Int {
    try queue.read { db in
      try access.run(db) { db in
        try Int.fetchOne(db, "SELECT count(*) FROM nodes WHERE label LIKE \(bind: pattern) ESCAPE '\\'")
          ?? 0
      }
    }
  }

  /// The keys of the copy's nodes numbered `seqs`.
  func keys(of seqs: [Int64]) throws -> [Int64: DatabaseValue] {
    guard !seqs.isEmpty else { return [:] }
    return try queue.read { db in try Self.keys(of: seqs, db) }
  }

  /// `keys(of:)` on a connection to a copy whose nodes store their keys.
  static func keys(of seqs: [Int64], _ db: Database) throws -> [Int64: DatabaseValue] {
    var keys: [Int64: DatabaseValue] = [:]
    for chunk in seqs.boundChunks {
      for row in try Row.fetchAll(db, "SELECT seq, key FROM nodes WHERE seq IN (\(QueryFragment.values(chunk)))") {
        keys[row[0]] = row[1]
      }
    }
    return keys
  }

  /// The copy now matches `stamp` (its file said so in the patch's transaction).
  func stamped(_ stamp: String) {
    currentStamp.withLock { $0 = stamp }
  }
}
