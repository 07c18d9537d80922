import ArborDB
import GRDB

/// A foreign hierarchy that a `SideCarKeeper` can copy into arbor's cache: it says
/// whether it is large enough to need a copy, makes one, opens an earlier one, and reads
/// through the one installed in its `slot`.
protocol SideCarTree: ForeignTreeHierarchy {
  /// The kind of copy this tree makes and reads.
  associatedtype Copy: SideCar
  var slot: SideCarSlot<Copy> { get }
  func wantsCopy(_ db: Database) throws -> Bool
  func openCopy(location: String, stamp: String) -> Copy?
  /// Makes a copy at `location`, handing its labels to `labels` as it goes where it can
  /// (the keeper finishes the label index from the copy either way).
  func buildCopy(
    from source: DatabaseQueue, location: String, stamp: String, labels: LabelFeed, progress: (Double) -> Bool
  ) throws -> Copy?

  /// How our own commits reach the copy: the one policy each tree states.
  var following: CopyFollowing { get }
  /// Patches our own commit — rowids changed per table `following` names — into `copy`,
  /// on the writer's connection `db` before the commit returns; false when it touched
  /// nothing of the tree.
  func patch(_ copy: Copy, ourCommit changes: [String: [Int64]], _ db: Database, stamp: String) throws -> Bool
  /// The file's rows that differ from `copy`, read on `file` in the read transaction the
  /// patch reads from too; nil when this copy is not compared, or so much changed that it
  /// is better built again.
  func changedRows(of copy: Copy, in file: Database) throws -> [Int64]?
  /// Replaces rows `rowids` of `copy` by the file's (read on `db`).
  func patch(_ copy: Copy, rows rowids: [Int64], from db: Database, stamp: String) throws
  /// Brings `copy` to the file's rows as `file` (in a read transaction) reads them, which
  /// `stamp` describes: by the rows that differ (`changedRows`, `patch`) unless the tree
  /// says otherwise.
  func resync(_ copy: Copy, in file: Database, stamp: String) throws -> SideCarResync
  /// Hashes the file's pages for `copy`'s next comparison (`PageWatch`), in `file`'s
  /// read transaction, when `matches` (asked under its lock) says the copy is the file's.
  func watchPages(of copy: Copy, in file: Database, when matches: () -> Bool) throws

  /// Whether the tree can be read from the file itself when no copy can be made.
  var readsWithoutCopy: Bool { get }
}

/// How a comparison of a copy with its file ended.
enum SideCarResync { case same, patched, rebuild }

extension SideCarTree {
  public var signals: any TreeSignals { slot }

  var readsWithoutCopy: Bool { true }

  func resync(_ copy: Copy, in file: Database, stamp: String) throws -> SideCarResync {
    guard let changed = try changedRows(of: copy, in: file) else { return .rebuild }
    if changed.isEmpty { return .same }
    try patch(copy, rows: changed, from: file, stamp: stamp)
    return .patched
  }
  func watchPages(of copy: Copy, in file: Database, when matches: () -> Bool) throws {}
}

/// How our own commits (`--edit`) reach a tree's copy.
enum CopyFollowing {
  /// Row by row: the rowids our commit changed in these tables (lowercased) are patched
  /// in by the tree (a parent column's rows, a link tree's nodes and links).
  case rows(tables: [String])
  /// Renamed only: the rows our commit changed in `table` (lowercased) get their labels
  /// again at once — `labelsByRowid` is `SELECT key, label … WHERE rowid IN `, the list
  /// of rowids follows (nested sets, closure tables, whose other edits are refused).
  case renames(table: String, labelsByRowid: QueryFragment)
  /// Not followed: the copy is made again after our commit, as after another program's
  /// (a table without rowids, or a tree nothing of ours changes).
  case rebuilds

  /// The tables whose commits the keeper hands to the tree; nil when none are followed.
  var tables: [String]? {
    switch self {
    case .rows(let tables): tables
    case .renames(let table, _): [table]
    case .rebuilds: nil
    }
  }
}

/// A copy-only tree whose rows go into the copy by one `fill` (nested sets, closure
/// tables): in memory when it opens, in arbor's cache by the keeper.
protocol FilledCopyTree: CopyBuiltTree {
  /// Fills the copy (set up with `PathSideCar.schema(sums:)`) from the file's rows on `db`,
  /// handing the labels of the rows it adds to `labels`; `total` rows are expected (0:
  /// unknown); false when `progress` asked to stop.
  func fill(_ target: Database, from db: Database, total: Int, labels: LabelFeed?, progress: (Double) -> Bool) throws
    -> Bool
  /// The rows a keeper's build expects, for its progress; 0 when `fill` says it itself.
  func copyTotal(_ db: Database) throws -> Int
}

extension FilledCopyTree {
  func makeCopy(in db: Database) throws -> TreeCopy {
    try PathSideCar.inMemory(sums: tree.sums.count) { copy in
      _ = try fill(copy, from: db, total: 0, labels: nil) { _ in true }
    }
  }

  func buildCopy(
    from source: DatabaseQueue, location: String, stamp: String, labels: LabelFeed, progress: (Double) -> Bool
  ) throws -> TreeCopy? {
    try PathSideCar.inFile(location: location, stamp: stamp, sums: tree.sums.count, from: source) { copy, db in
      try fill(copy, from: db, total: try copyTotal(db), labels: labels, progress: progress)
    }
  }
}

/// A tree that exists only as a copy made from the file (paths, nested sets, closures):
/// always copied, never followed row by row (another program's write makes a new copy,
/// but in a tree of paths, `PathPatch`), never read without its copy.
protocol CopyBuiltTree: SideCarTree where Copy == TreeCopy {
  /// A copy of the tree in memory, read on `db` (the file's connection).
  func makeCopy(in db: Database) throws -> TreeCopy
  /// The table whose rows the copy is made from, counted to decide whether to wait for
  /// it: the node table, or a closure's pairs (which outnumber the nodes).
  var copySource: String { get }
}

extension ForeignTreeHierarchy {
  /// Makes the tree readable where no keeper makes its copy (`arbor export`, `arbor trees`,
  /// a file without a path, the tests): a tree read only through a copy (paths, nested
  /// sets, closures) gets one in memory now when it is small enough to wait for; other
  /// trees read the file itself. Not done when the tree opens: counting up to the limit
  /// is a scan (40 ms on a 2 GB archive) that the keeper skips when it holds a current copy.
  public func copyAtOnceWhenSmall(_ db: Database) throws {
    try (self as? any CopyBuiltTree)?.copyWhenSmall(db)
  }
}

extension CopyBuiltTree {
  /// Up to this many rows a copy is made in memory while the caller waits (a fraction of
  /// a second); larger tables wait for the keeper's copy, with progress.
  static var inMemoryLimit: Int { 50_000 }

  /// Makes the copy in memory now when the table it is made from is small enough to wait
  /// for (a closure's: its pairs, which outnumber the nodes).
  func copyWhenSmall(_ db: Database) throws {
    guard slot.copy == nil else { return }
    if try ForeignSchema.rowCount(of: copySource, limit: Self.inMemoryLimit + 1, db)
      <= Self.inMemoryLimit
    {
      slot.install(try makeCopy(in: db))
    }
  }

  /// Writes the tree by asking for children, as the tree pane does, after making a copy in
  /// memory when none is there (`arbor export` of a large table runs no keeper).
  func exportThroughCopy(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    try installCopyInMemory(database)
    try HierarchyExport.run(format, hierarchy: self, database: database, to: output)
    return 0
  }

  func wantsCopy(_ db: Database) throws -> Bool { true }
  var copySource: String { tree.table }
  func openCopy(location: String, stamp: String) -> TreeCopy? {
    TreeCopy.open(location: location, stamp: stamp)
  }
  var following: CopyFollowing { .rebuilds }
  var readsWithoutCopy: Bool { false }

  /// A renamed-only tree's commits: the changed rows' labels, read again, relabel their
  /// nodes in the copy and its label index.
  func patch(_ copy: TreeCopy, ourCommit changes: [String: [Int64]], _ db: Database, stamp: String) throws
    -> Bool
  {
    guard case .renames(let table, let labelsByRowid) = following, let rowids = changes[table], !rowids.isEmpty else {
      return false
    }
    var rows: [(key: DatabaseValue, label: String)] = []
    for chunk in rowids.boundChunks {
      rows += try Row.fetchAll(db, "\(labelsByRowid)(\(QueryFragment.values(chunk.map(\.databaseValue))))")
        .map { ($0[0], $0[1]) }
    }
    try copy.relabel(rows, labels: slot.labels, stamp: stamp)
    return true
  }
  func changedRows(of copy: TreeCopy, in file: Database) throws -> [Int64]? { nil }
  func patch(_ copy: TreeCopy, rows rowids: [Int64], from db: Database, stamp: String) throws {}
}
