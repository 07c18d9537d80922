import ArborCluster
import ArborCore
import ArborDB
import Foundation
import GRDB

/// How a first open reads every row of the notes: page by page, in each table's key
/// order, into the copy with its triggers off, the roots first; at the end each
/// category's progress and the search index are made in one statement each, and the copy
/// stands at the change-log entry that was newest before the first page was read. What
/// changed while the pages were read is after that entry, so the follower's catching up
/// makes the copy the cluster's: a row read before its change is read again, one deleted
/// after its page is deleted. A million nodes take tens of seconds to read; a session
/// shows the roots at once and the rest as it arrives.
extension ClusterMirror {
  /// When the rows are read in the background, and in pages of how many.
  public struct Loading: Sendable {
    /// Whether large notes are read while they show (an interactive session), rather than
    /// before the tree opens (an export, a benchmark of the copy).
    public var inBackground: Bool
    /// Nodes up to which the notes are read before the tree opens even so: read at once in
    /// well under a second.
    public var inBackgroundAbove: Int
    public var pageRows: Int

    public init(inBackground: Bool = false, inBackgroundAbove: Int = 20_000, pageRows: Int = 5_000) {
      self.inBackground = inBackground
      self.inBackgroundAbove = inBackgroundAbove
      self.pageRows = pageRows
    }
  }

  /// Where the reading of every row stands.
  struct LoadCursor: Equatable {
    /// The table being read, by its place in `AppDatabase.noteTables`.
    var table = 0
    /// The key of the last row read of that table; nil before its first page.
    var after: [ClusterValue]?
    var read = 0
    var total = 0
  }

  var isLoading: Bool {
    state.withLock { if case .loading = $0.standing { true } else { false } }
  }

  /// The nodes the notes held when their reading began.
  var loadTotal: Int { state.withLock { $0.load?.total ?? 0 } }

  /// What the status line says while the rows are read; nil once they are in.
  public var loadingWords: String? { loadCounts.map { "Reading notes: \($0)" } }

  /// "5,000 of 40,004": the rows read so far and the nodes there were; nil once all are in.
  var loadCounts: String? {
    state.withLock { state in
      guard case .loading = state.standing, let load = state.load else { return nil }
      return "\(Self.grouped(load.read)) of \(Self.grouped(load.total))"
    }
  }

  /// Empties the copy (one cut off part-way is filled again) and reads the roots.
  func startLoading(on client: ClusterClient, pageRows: Int) throws {
    let counted = try client.query(
      #"SELECT (SELECT count(*) FROM "categories") + (SELECT count(*) FROM "items")"#)
    var total = 0
    if case .integer(let count)? = counted.rows.first?.first { total = Int(count) }
    let roots = try client.query(#"SELECT * FROM "categories" WHERE "parentID" IS NULL"#)
    try notes.clearNotes()
    try notes.loadNotes { db in try Self.insert(roots, into: "categories", db) }
    state.withLock { $0.load = LoadCursor(read: roots.rows.count, total: max(total, roots.rows.count)) }
  }

  /// Reads one page of rows into the copy, or — once every table is read — makes the
  /// progress and the search index and stands at the entry the reading began at. False
  /// once it has nothing more to do.
  @discardableResult
  func loadPage(on client: ClusterClient, pageRows: Int) throws -> Bool {
    guard
      let (version, cursor) = state.withLock({ state -> (Int64, LoadCursor)? in
        guard case .loading(let version) = state.standing, let load = state.load else { return nil }
        return (version, load)
      })
    else { return false }
    let tables = AppDatabase.noteTables
    guard cursor.table < tables.count else {
      try finishLoading(at: version)
      return false
    }
    let table = tables[cursor.table]
    let keys = ChangeLog.keyColumns(table)
    var conditions: [QueryFragment] = []
    if let after = cursor.after {
      conditions.append(
        "(\(QueryFragment.identifiers(keys))) > (\(QueryFragment.values(after.map(NotesOnCluster.databaseValue))))")
    }
    // The roots were read first.
    if table == "categories" { conditions.append(#""parentID" IS NOT NULL"#) }
    let filter: QueryFragment = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    let page = try client.query(
      "SELECT * FROM \(quote: table)\(filter) ORDER BY \(QueryFragment.identifiers(keys)) LIMIT \(bind: pageRows)")
    try notes.loadNotes { db in try Self.insert(page, into: table, db) }
    let positions = keys.compactMap { page.columns.firstIndex(of: $0) }
    state.withLock { state in
      guard var load = state.load else { return }
      load.read += page.rows.count
      load.total = max(load.total, load.read)
      if page.rows.count < pageRows || positions.count != keys.count {
        load.table += 1
        load.after = nil
      } else if let last = page.rows.last {
        load.after = positions.map { last[$0] }
      }
      state.load = load
    }
    wake()
    return true
  }

  /// Every row is in: progress and the search index made, the copy at `version`, and
  /// every pane read again.
  private func finishLoading(at version: Int64) throws {
    try notes.countProgressAndIndex(searchable: true) { db in try copyFile?.save(version, db) }
    // Once committed: an edit may commit from here on, and a copy cut off before this
    // point is read again at the next open. Only this thread loads, and no edit commits
    // while the copy is loading, so nothing came between.
    state.withLock { state in
      state.standing = .at(version)
      state.load = nil
      state.replaced = true
    }
    wake()
    copyFile?.checkpoint()
  }

  /// `rows` of `table` into the copy; a row it has already (a root, read first) is kept.
  private static func insert(_ rows: ClusterRows, into table: String, _ db: Database) throws {
    guard !rows.columns.isEmpty else { return }
    let placeholders = Array(repeating: QueryFragment("?"), count: rows.columns.count).joined(separator: ", ")
    let insert = try db.makeStatement(
      "INSERT OR IGNORE INTO \(quote: table) (\(QueryFragment.identifiers(rows.columns))) VALUES (\(placeholders))")
    for row in rows.rows {
      try insert.execute(arguments: StatementArguments(row.map(NotesOnCluster.databaseValue)))
    }
  }

  private static func grouped(_ number: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = true
    formatter.groupingSeparator = ","
    return formatter.string(from: NSNumber(value: number)) ?? String(number)
  }
}
