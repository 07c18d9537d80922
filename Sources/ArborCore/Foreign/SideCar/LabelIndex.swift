import ArborDB
import Foundation
import GRDB

/// An FTS5 index of a foreign tree's labels, in its own side-car file next to the tree's
/// copy: built after the copy (a million labels take several seconds, and browsing
/// should not wait for them), in a file of its own so building it never locks the copy
/// the screen reads. Two- and three-letter prefixes are indexed (`prefix = '2 3'`): a
/// prefix like "ac" matching most of a million labels is then as quick as a word, at
/// the cost of a few more seconds of background indexing.
final class LabelIndex: Sendable {
  let queue: DatabaseQueue

  private init(queue: DatabaseQueue) {
    self.queue = queue
  }

  /// Changes when the index is made differently, so older copies are rebuilt.
  static let format = "labels-3|"

  static func location(skeleton: String) -> String {
    String(skeleton.dropLast(".sqlite".count)) + "-labels.sqlite"
  }

  static func open(location: String, stamp: String) -> LabelIndex? {
    SideCarFile.open(location, stamp: format + stamp).map(LabelIndex.init)
  }

  /// Indexes the labels of `skeleton`'s nodes; nil when `progress` asked to stop.
  static func build(from skeleton: any SideCar, location: String, progress: () -> Bool) throws -> LabelIndex? {
    // Its own connection to the copy: the screen keeps reading the copy meanwhile.
    var configuration = Configuration()
    configuration.readonly = true
    let source = try DatabaseQueue(path: skeleton.queue.path, configuration: configuration)
    return try source.read { db in
      // The copy's row number is the label's: a patched node's label is found by it. A
      // copy numbered 1...n (not patched since it was made) gets the same numbers by
      // inserting in order; naming each rowid makes FTS5 five times slower.
      let numbered = try Bool.fetchOne(db, sql: "SELECT coalesce(max(seq), 0) = count(*) FROM nodes") ?? false
      let select = try db.makeStatement(sql: numbered ? "SELECT label, key FROM nodes ORDER BY seq" : "SELECT seq, label, key FROM nodes")
      return try build(location: location, stamp: skeleton.stamp, numbered: numbered) { insert, target in
        var copied = 0
        return try !RawCopy.rows(from: select, in: db, to: insert, in: target, columns: numbered ? 2 : 3) {
          copied += 1
          return copied % 20_000 != 0 || progress()
        }
      }
    }
  }

  /// An index at `location` of what `fill` inserts — (label, key), or (rowid, label, key)
  /// unless `numbered` — for the copy stamped `stamp`; nil when `fill` returned false
  /// (asked to stop).
  static func build(
    location: String, stamp: String, numbered: Bool = true, fill: (GRDB.Statement, Database) throws -> Bool
  ) throws -> LabelIndex? {
    let target = try SideCarFile.begin(location, schema: """
      CREATE VIRTUAL TABLE labels USING fts5 (label, key UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
      """)
    var finished = false
    try target.inTransaction { target in
      let insert = try target.makeStatement(
        sql: numbered ? "INSERT INTO labels (label, key) VALUES (?, ?)" : "INSERT INTO labels (rowid, label, key) VALUES (?, ?, ?)")
      finished = try fill(insert, target)
      return finished ? .commit : .rollback
    }
    guard finished else { SideCarFile.abandon(location); return nil }
    try SideCarFile.finish(target, at: location, stamp: format + stamp)
    return open(location: location, stamp: stamp)
  }

  /// Replaces the labels of the copy's rows `removed` by those of `added` (row number,
  /// label, key), and records what the index now matches.
  func patch(removed: [Int64], added: [(seq: Int64, label: String, key: DatabaseValue)], stamp: String) throws {
    try queue.write { db in
      for seq in removed { try db.execute(sql: "DELETE FROM labels WHERE rowid = ?", arguments: [seq]) }
      for row in added {
        try db.execute(sql: "INSERT INTO labels (rowid, label, key) VALUES (?, ?, ?)", arguments: [row.seq, row.label, row.key])
      }
      try SideCarFile.restamp(db, stamp: Self.format + stamp)
    }
  }

  /// How many matches a ranked search ranks at most: typing "fi" or "txt" in a file list
  /// matches millions of labels, and ordering them all took seconds. Up to this many
  /// matches the order is exact; beyond, the first this many in the copy's order are
  /// ranked (12 ms at most on 2.2 million labels) — the next keystroke narrows them.
  /// FTS5's own rank (bm25) is left out: it counts every match of each word first
  /// (a quarter of a second for "txt" there).
  static let rankedCandidates = 2_000

  /// Labels matching an FTS5 query for the typed `text`, with the matches marked; best
  /// first when `ranked` (`SearchRanking`, then the copy's order, among `rankedCandidates`).
  func search(_ query: String, text: String, ranked: Bool, limit: Int, access: InterruptibleAccess) throws -> [(key: DatabaseValue, title: String)] {
    let matches = "SELECT key, label, highlight(labels, 0, ?, ?) AS title FROM labels WHERE labels MATCH ? LIMIT ?"
    var arguments: StatementArguments = [SearchMarker.open, SearchMarker.close, query]
    let sql: String
    if ranked {
      // A node is indexed once per row that names it: a directory met twice in a file of
      // paths out of order is one node, one hit.
      sql = "SELECT key, title FROM (\(matches)) GROUP BY key ORDER BY \(SearchRanking.order("label")) LIMIT ?"
      arguments += [Self.rankedCandidates] + StatementArguments(SearchRanking.arguments(for: text)) + [limit]
    } else {
      sql = "SELECT key, title FROM (\(matches)) GROUP BY key"
      arguments += [limit]
    }
    return try queue.read { db in
      try access.run(db) { db in try Row.fetchAll(db, sql: sql, arguments: arguments).map { ($0[0], $0[1]) } }
    }
  }
}
