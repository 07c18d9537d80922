import ArborDB
import Foundation
import GRDB
import GRDBSQLite

/// An FTS5 index of a foreign tree's labels, in its own side-car file next to the tree's
/// copy: built beside the copy on a thread of its own, fed the labels as the copy is
/// written (`LabelFeed`; a million labels take several seconds, and browsing should not
/// wait for them), in a file of its own so building it never locks the copy the screen
/// reads. A label's row number is its node's in the copy (`seq`); the copy
/// gives the node's key for the few hits shown (keeping the keys here too made the index
/// a third larger and slower to make). Two- and three-letter prefixes are indexed
/// (`prefix = '2 3'`): a prefix like "ac" matching most of a million labels is then as
/// quick as a word, at the cost of a few more seconds of background indexing.
///
/// Word positions are not kept (`detail = column`, no column sizes): the build takes half
/// the time of a full index (2 million labels: 12–13 s → 5.5–6.5 s), and nothing here
/// needs them — bm25 is not used (`rankedCandidates`) and `highlight` finds the words
/// again in the label. (`detail = none` builds as fast but answers a long prefix with
/// many matches, "gamma*" on a million accounts, three times slower.) The price is that
/// a phrase cannot be asked for, so a typed word is matched by its parts
/// (`matchQuery`), the ranking putting labels that hold it as typed first.
final class LabelIndex: Sendable {
  let queue: DatabaseQueue

  private init(queue: DatabaseQueue) {
    self.queue = queue
  }

  /// Changes when the index is made differently, so older copies are rebuilt.
  static let format = "labels-5|"

  static func location(copy: String) -> String {
    String(copy.dropLast(".sqlite".count)) + "-labels.sqlite"
  }

  static func open(location: String, stamp: String) -> LabelIndex? {
    SideCarFile.open(location, stamp: format + stamp).map(LabelIndex.init)
  }

  static let schema: QueryFragment = """
    CREATE VIRTUAL TABLE labels USING fts5 (
      label, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3', detail = column, columnsize = 0
    );
    """

  /// While an index is built, segments are merged only once 64 pile up on a level, not
  /// every few flushes (a fifth of the build); `resumeMerges` sets what later patches
  /// use: merging a little at each write (`automerge`), never all a level's segments at
  /// once — a threshold of 16 made the first patch after a build merge the build's
  /// dozens of segments (0.4 s on a million labels; 3–5 ms a patch without).
  static func deferMerges(_ db: Database) throws {
    try db.execute("INSERT INTO labels (labels, rank) VALUES ('automerge', 0), ('crisismerge', 64)")
  }

  static func resumeMerges(_ db: Database) throws {
    try db.execute("INSERT INTO labels (labels, rank) VALUES ('automerge', 4), ('crisismerge', 64)")
  }

  /// Replaces the labels of the copy's rows `removed` by those of `added` (row number,
  /// label), and records what the index now matches.
  func patch(removed: [Int64], added: [(seq: Int64, label: String)], stamp: String) throws {
    // Each statement prepared once: a renamed directory's 11,000 nodes, each removed and
    // added, prepared 22,000 statements (1.5–1.9 s of a 3 s patch).
    try queue.write { db in
      let delete = try db.cachedStatement("DELETE FROM labels WHERE rowid = ?")
      for seq in removed { try delete.execute(arguments: [seq]) }
      let insert = try db.cachedStatement("INSERT INTO labels (rowid, label) VALUES (?, ?)")
      for row in added { try insert.execute(arguments: [row.seq, row.label]) }
      try SideCarFile.restamp(db, stamp: Self.format + stamp)
    }
  }

  /// The index query for typed text: each word's parts as the tokenizer cuts them
  /// (letters and digits; "f10-14.tx" is `"f10"* "14"* "tx"*`), all required, in any
  /// order, each a prefix (as `SearchQueries.matchQuery`: `curr ass` finds "Current
  /// Assets", where only the last part was a prefix and it found nothing). Nil when
  /// nothing searchable was typed.
  static func matchQuery(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0}" })
    let parts = words.flatMap { $0.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) }
    guard !parts.isEmpty else { return nil }
    return parts.map { FTS5Query.phrase(String($0)) + "*" }.joined(separator: " ")
  }

  /// How many matches a ranked search ranks at most: typing "fi" or "txt" in a file list
  /// matches millions of labels, and ordering them all took seconds. Up to this many
  /// matches the order is exact; beyond, the first this many in the copy's order are
  /// ranked (12 ms at most on 2.2 million labels) — the next keystroke narrows them.
  /// FTS5's own rank (bm25) is left out: it counts every match of each word first
  /// (a quarter of a second for "txt" there).
  static let rankedCandidates = 2_000

  /// Labels matching an FTS5 query for the typed `text` — the copy's row number, the
  /// label with the matches marked; best first when `ranked` (`SearchRanking`, then the
  /// copy's order, among `rankedCandidates`).
  func search(_ query: String, text: String, ranked: Bool, limit: Int, access: InterruptibleAccess) throws -> [(
    seq: Int64, title: String
  )] {
    func matches(_ most: Int) -> QueryFragment {
      """
      SELECT rowid AS seq, label, highlight(labels, 0, \(bind: SearchMarker.open), \(bind: SearchMarker.close)) AS title \
      FROM labels WHERE labels MATCH \(bind: query) LIMIT \(bind: most)
      """
    }
    let select: QueryFragment =
      ranked
      ? """
      SELECT seq, title FROM (\(matches(Self.rankedCandidates))) \
      ORDER BY \(SearchRanking.order("label", text: text)), seq LIMIT \(bind: limit)
      """
      : "SELECT seq, title FROM (\(matches(limit)))"
    // Asked at every keystroke of a search: its two statements stay prepared.
    return try queue.readKeepingStatements { db in
      try access.run(db) { db in
        try Row.fetchAll(db.cachedStatement(select)).map { ($0[0], $0[1]) }
      }
    }
  }

  /// How many labels match an FTS5 query (`matchQuery`).
  func count(_ query: String, access: InterruptibleAccess) throws -> Int {
    try queue.read { db in
      try access.run(db) { db in
        try Int.fetchOne(db, "SELECT count(*) FROM labels WHERE labels MATCH \(bind: query)") ?? 0
      }
    }
  }
}

/// A build's `progress` question, asked from SQLite's progress handler during one long
/// statement; remembers a "stop" so that the interruption it causes is told from others.
final class ProgressAsker {
  private let progress: () -> Bool
  private var stopped = false

  private init(_ progress: @escaping () -> Bool) {
    self.progress = progress
  }

  private func ask() -> Bool {
    if !stopped && !progress() { stopped = true }
    return !stopped
  }

  /// Runs `body` on `db`, asking `progress` every 100,000 virtual-machine steps; false
  /// when it asked to stop (the statement was interrupted).
  static func asking(_ progress: @escaping () -> Bool, on db: Database, _ body: () throws -> Void) throws -> Bool {
    let asker = ProgressAsker(progress)
    sqlite3_progress_handler(
      db.sqliteConnection, 100_000,
      { context in
        guard let context else { return 0 }
        return Unmanaged<ProgressAsker>.fromOpaque(context).takeUnretainedValue().ask() ? 0 : 1
      }, Unmanaged.passUnretained(asker).toOpaque())
    defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
    do {
      try body()
    } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && asker.stopped {
      return false
    }
    return true
  }
}
