import ArborDB
import GRDB
import GRDBSQLite
import Synchronization

/// Which rows another program may have changed, found from the pages it wrote: the file's
/// pages are hashed (`FilePages`) whenever the copy is compared with the file, and the
/// next time only the rows on pages whose hashes changed are compared — tens of
/// milliseconds for a million rows instead of a scan of them all (`CopyDigest`).
///
/// Sound because a row's content lives on its table's leaf page (and its overflow pages):
/// a changed, added or deleted row changes a leaf page, and the rows a leaf held before
/// and holds now span its first to its last rowid (`changes(from:to:)`).
///
/// Used only where a row's hash reads nothing but its own row — not for a label looked up
/// in another table, nor a sum of another table's rows (a change there changes no page of
/// this table).
final class PageWatch: Sendable {
  /// Beyond this many changed pages the rows are all compared (a scan costs what hashing
  /// this many pages' rows one range at a time would).
  static let changedPageLimit = 2_048

  private struct State {
    var watchable: Bool?
    var baseline: FilePages?
  }

  private let state = Mutex(State())

  /// What is watched: the rows of one table, as one statement reads them. A tree of paths
  /// watches its table's own b-tree (`FilePages.Tree`): any table's changed rows would
  /// each be taken out of its copy and put in again.
  struct Subject: Sendable {
    /// The table, as the file names it.
    let table: String
    /// A statement reading what the copy holds of each row: watched only when it reads
    /// nothing but the table.
    let select: QueryFragment
    /// Whether only the table's own pages are read for rows.
    let ownPages: Bool
    /// Whether the table has no rowids: its pages are read for their keys (`PageRole`).
    let keyed: Bool
    /// Whether the copy can find the rows the pages place (false: never watched).
    let placeable: Bool

    /// A parent-column tree: every row's hash, found by its rowid.
    init(_ sql: ForeignTreeSQL) {
      self.init(
        table: sql.tree.table, select: "SELECT \(sql.rowHash) FROM \(sql.table) AS x", ownPages: false, keyed: false,
        placeable: sql.rowid != nil)
    }

    init(table: String, select: QueryFragment, ownPages: Bool, keyed: Bool, placeable: Bool = true) {
      self.table = table
      self.select = select
      self.ownPages = ownPages
      self.keyed = keyed
      self.placeable = placeable
    }
  }

  /// Where the rows that may have changed are: rowid ranges, and for a table without
  /// rowids ranges of its first key column (text, in its order).
  struct Changes: Equatable, Sendable {
    var rowids: [ClosedRange<Int64>] = []
    var keys: [KeyRange] = []
    var isEmpty: Bool { rowids.isEmpty && keys.isEmpty }
  }

  /// Keys from `first` to `last`, both included, as bytes of UTF-8 text.
  struct KeyRange: Equatable, Sendable {
    var first: [UInt8]
    var last: [UInt8]
  }

  /// Whether the next comparison can be limited to the pages that changed.
  var hasBaseline: Bool { state.withLock { $0.baseline != nil } }

  /// The rowid ranges of `file` (a connection in a read transaction) to compare with the
  /// copy — nil for all of them — and the file's pages hashed now, which become the
  /// baseline of the next comparison: the copy holds every row of them once this one's
  /// patch is in. (A patch that fails has the keeper build a new copy, which starts without
  /// a baseline.)
  func rangesToCompare(file: Database, sql: ForeignTreeSQL) throws -> [ClosedRange<Int64>]? {
    try changes(file: file, subject: Subject(sql))?.rowids
  }

  /// What changed of `subject`'s rows since the baseline, found from the pages (nil: the
  /// pages cannot tell, or there is no baseline); the pages now become the baseline.
  func changes(file: Database, subject: Subject) throws -> Changes? {
    guard let pages = try look(file: file, subject: subject) else {
      state.withLock { $0.baseline = nil }
      return nil
    }
    let previous = state.withLock { state in
      defer { state.baseline = pages }
      return state.baseline
    }
    guard let previous else { return nil }
    return Self.changes(from: previous, to: pages)
  }

  /// Hashes the file's pages in `file`'s read transaction, for a copy that holds the
  /// file's rows as they are in it (made in it, or stamped with what the file is then —
  /// `matches`, asked under the transaction's lock): its first comparison is then already
  /// limited to the pages that changed.
  func start(file: Database, sql: ForeignTreeSQL, when matches: () -> Bool = { true }) throws {
    try start(file: file, subject: Subject(sql), when: matches)
  }

  func start(file: Database, subject: Subject, when matches: () -> Bool = { true }) throws {
    let pages = try look(file: file, subject: subject, when: matches)
    state.withLock { $0.baseline = pages }
  }

  /// The file's pages, hashed under SQLite's shared lock or in the snapshot of its log;
  /// nil when the tree cannot be watched by its pages, or `matches` says no.
  private func look(file: Database, subject: Subject, when matches: () -> Bool = { true }) throws -> FilePages? {
    guard let path = Self.path(of: file) else { return nil }
    // Before the transaction's first read, which takes the log's snapshot (`LogSnapshot`).
    let before = LogSnapshot.look(path: path)
    let fresh = sqlite3_txn_state(file.sqliteConnection, "main") == SQLITE_TXN_NONE
    let watchable =
      try state.withLock { $0.watchable }
      ?? {
        let answer = try Self.readsOnlyItsRow(file: file, subject: subject)
        state.withLock { $0.watchable = answer }
        return answer
      }()
    guard watchable else { return nil }
    // The transaction reads, so it holds the shared lock (no writer changes the file's
    // pages until it ends) or a snapshot of the log (no checkpoint goes past it).
    var tree: FilePages.Tree?
    if subject.ownPages {
      // Read in the transaction: a `VACUUM` moves the table's root.
      let root = try Int.fetchOne(
        file, "SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = \(bind: subject.table) COLLATE NOCASE"
      )
      guard let root else { return nil }
      tree = FilePages.Tree(root: root, keyed: subject.keyed)
    } else {
      _ = try Int.fetchOne(file, "SELECT 1 FROM sqlite_schema LIMIT 1")
    }
    let after = LogSnapshot.look(path: path)
    guard matches(), before == after else { return nil }
    switch after {
    case .none: return FilePages.read(path: path, tree: tree)
    case .log(let snapshot) where fresh: return FilePages.read(path: path, log: snapshot, tree: tree)
    case .log, .unknown: return nil
    }
  }

  /// The file's path as SQLite opened it (through arbor's read-only VFS).
  private static func path(of file: Database) -> String? {
    guard let name = sqlite3_db_filename(file.sqliteConnection, "main") else { return nil }
    let path = String(cString: name)
    return path.isEmpty ? nil : path
  }

  /// Whether the statement of what is copied of a row reads that table alone: the tables
  /// the statement reads, as SQLite's authorizer reports them to GRDB.
  private static func readsOnlyItsRow(file: Database, subject: Subject) throws -> Bool {
    guard subject.placeable else { return false }
    let region = try file.makeStatement(subject.select).databaseRegion
    guard !region.isFullDatabase else { return false }
    let tables = try String.fetchAll(file, "SELECT name FROM sqlite_schema WHERE type = 'table'")
    return tables.allSatisfy { name in
      name.caseInsensitiveCompare(subject.table) == .orderedSame
        || !region.isModified(byEventsOfKind: .insert(tableName: name))
    }
  }

  /// The rowid ranges holding every row that may differ between `old` and `new`; nil when
  /// the pages cannot tell. A row of the file that differs from its copy is on a page that
  /// changed (its bytes are not as they were); a row gone from the file was on a page that
  /// changed (it no longer holds it): the spans of the changed pages' leaves, before and
  /// after, hold both. A change the pages cannot place — page 1's schema, a page that is
  /// neither a leaf, an interior or index page nor free before and after (an overflow page
  /// rewritten in place: its pool's hash changed) — or too many changed pages mean
  /// "compare everything". The keys of a table without rowids are placed the same way, by
  /// its pages' first and last keys.
  static func changes(from old: FilePages, to new: FilePages) -> Changes? {
    guard old.pageSize == new.pageSize else { return nil }
    var spans: [ClosedRange<Int64>] = []
    var keys: [KeyRange] = []
    var changed = 0
    var pools = PoolComparison()
    var before = PageHashes.Walk(old.hashes)
    var after = PageHashes.Walk(new.hashes)
    for index in 0..<max(old.hashes.count, new.hashes.count) {
      let (was, now) = (before.entry(index), after.entry(index))
      guard pools.add(was: was, now: now) else { return nil }
      let sameKind =
        index < old.roles.count && index < new.roles.count && old.roles.kind(at: index) == new.roles.kind(at: index)
      // A pooled page is compared by its pool; a leaf freed as it was (no secure delete)
      // keeps its bytes: its kind tells (the same bytes of the same kind have the same span).
      if sameKind, was.pooled && now.pooled || was.own != nil && was.own == now.own { continue }
      changed += 1
      guard index > 0, changed <= changedPageLimit else { return nil }
      let roles = (
        index < old.roles.count ? old.roles[index] : .noRows, index < new.roles.count ? new.roles[index] : .noRows
      )
      if roles == (.other, .other) { return nil }
      // An interior page's rows are its cells: those found on one side only (a cell that
      // moved up from a split leaf, or changed) are read again, each by its key.
      var cells: (Set<PageRole.Cell>, Set<PageRole.Cell>) = ([], [])
      if case .cells(let list) = roles.0 { cells.0 = Set(list) }
      if case .cells(let list) = roles.1 { cells.1 = Set(list) }
      for cell in cells.0.symmetricDifference(cells.1) { keys.append(KeyRange(first: cell.key, last: cell.key)) }
      for role in [roles.0, roles.1] {
        switch role {
        case .rows(let span?): spans.append(span)
        case .keys(let span?): keys.append(KeyRange(first: span.first, last: span.last))
        case .unplacedKeys: return nil
        default: break
        }
      }
    }
    guard pools.close() else { return nil }
    return Changes(rowids: merged(spans), keys: merged(keys))
  }

  /// Pools of pages (`PageHashes`) compared where they overlap: over a run of pages covered
  /// by pools before or after, whose every pool begins and ends in it, the pools' hashes
  /// XORed are the same before and after when none of its pages changed and each is pooled
  /// in both. A page pooled before or after only (an overflow page freed or written anew)
  /// leaves the run's hashes apart by its own: its row's run was rewritten, and the other
  /// pages of the run cannot be told unchanged.
  private struct PoolComparison {
    private var before: UInt64 = 0
    private var after: UInt64 = 0
    private var pooledInBoth = false

    /// Adds the next page: false when the run it ends shows a pooled page changed.
    mutating func add(was: PageHashes.Entry, now: PageHashes.Entry) -> Bool {
      if !was.continues, !now.continues { guard close() else { return false } }
      if was.starts { before ^= was.pool }
      if now.starts { after ^= now.pool }
      if was.pooled, now.pooled { pooledInBoth = true }
      return true
    }

    /// Ends the run: whether its pages pooled before and after are as they were (a run
    /// without any is left to the pages' own comparison).
    mutating func close() -> Bool {
      defer { self = PoolComparison() }
      return !pooledInBoth || before == after
    }
  }

  /// Key ranges sorted by their first key (bytes, as SQLite's binary order compares
  /// UTF-8 text), overlapping ones joined.
  static func merged(_ ranges: [KeyRange]) -> [KeyRange] {
    var result: [KeyRange] = []
    for range in ranges.sorted(by: { $0.first.lexicographicallyPrecedes($1.first) }) {
      if let last = result.last, !last.last.lexicographicallyPrecedes(range.first) {
        if last.last.lexicographicallyPrecedes(range.last) { result[result.count - 1].last = range.last }
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// `ranges` sorted, overlapping and touching ones joined.
  static func merged(_ ranges: [ClosedRange<Int64>]) -> [ClosedRange<Int64>] {
    var result: [ClosedRange<Int64>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, last.upperBound == .max || range.lowerBound <= last.upperBound + 1 {
        result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
