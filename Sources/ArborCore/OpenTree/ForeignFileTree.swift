import ArborDB
import GRDB

/// Another program's file as the open tree: one of the trees found in its tables (or the
/// one the options name), read-only unless opened with `--edit`, its other trees offered
/// by the tree key, a large one browsed through its side-car copy. The undo history is
/// the file's, kept across tree switches.
public final class ForeignFileTree: OpenTree {
  public let database: AppDatabase
  public let following: TreeFollowing
  public private(set) var shown: any ForeignTreeHierarchy
  public var hierarchy: any Hierarchy { shown }
  public var signals: any TreeSignals { shown.signals }
  public private(set) var editing: (any TreeEditing)?
  public private(set) var readOnlyReason: String
  public private(set) var notice: String?
  let history: UndoHistory?
  let choices: TreeChoices?
  /// Where side-car copies go; nil: the tree is always read from the file (tests).
  let cacheDirectory: String?
  private var candidates: [ForeignTree] = []
  /// Columns of the tree's table whose values each row shows beside its label (`--columns`).
  public private(set) var shownColumns: [String] = []
  private var keeper: SideCarKeeper?
  private var notify: (@Sendable () -> Void)?

  /// Opens the tree `requested` of `database` (nil: the one chosen before for this file,
  /// else the likeliest), remembering an explicit choice in `choices`.
  public init(
    database: AppDatabase, requested: ForeignTree?, sums: [TreeSum] = [], choices: TreeChoices? = nil,
    cacheDirectory: String? = nil
  ) throws {
    self.database = database
    self.choices = choices
    self.cacheDirectory = cacheDirectory
    following = TreeFollowing(database: database)
    history = try ForeignFile.history(database)
    let (hierarchy, notice) = try Self.find(database, requested: requested, sums: sums, choices: choices)
    shown = hierarchy
    self.notice = notice
    (editing, readOnlyReason) = Self.editing(of: hierarchy, history: history, path: database.path)
    try copyUnlessKept()
  }

  /// A tree read only through a copy, made now when no keeper will make it (no cache
  /// directory, or a file without a path); otherwise the keeper decides once it has looked
  /// for a current copy (`start`).
  private func copyUnlessKept() throws {
    guard cacheDirectory == nil || database.path == nil else { return }
    try database.read { db in try shown.copyAtOnceWhenSmall(db) }
  }

  private static func find(
    _ database: AppDatabase, requested: ForeignTree?, sums: [TreeSum] = [], choices: TreeChoices?
  ) throws -> (any ForeignTreeHierarchy, String) {
    guard let choices, let path = database.path else {
      return try ForeignFile.hierarchy(database, requested: requested, sums: sums)
    }
    return try ForeignFile.choose(database, path: path, requested: requested, sums: sums, choices: choices)
  }

  /// Editing of `hierarchy`'s tree through `history`, or why there is none.
  private static func editing(of hierarchy: any ForeignTreeHierarchy, history: UndoHistory?, path: String?) -> (
    (any TreeEditing)?, String
  ) {
    guard let history else {
      return (
        nil,
        "This file belongs to another program and is open read-only. To edit it: arbor \(ShellQuote.file(path)) --edit"
      )
    }
    do {
      guard let editing = try hierarchy.editing(history: history) else { return (nil, "This tree cannot be edited.") }
      return (editing, "")
    } catch let error as EditError {
      return (nil, error.message)
    } catch {
      return (nil, "This tree cannot be edited: \(error)")
    }
  }

  public func alternatives() throws -> [TreeAlternative]? {
    let found = try database.read { db in try TreeDetector.candidates(db, exactCounts: false) }
    // The tree shown stays on the list even when detection would not have found it.
    let current = shown.tree
    candidates = found.map(\.tree)
    if !candidates.contains(current) { candidates.insert(current, at: 0) }
    let rows = Dictionary(found.map { ($0.tree, $0.rows) }, uniquingKeysWith: { first, _ in first })
    return candidates.map { tree in
      var detail: [String] = []
      if let count = rows[tree] {
        detail.append(
          count >= TreeDetector.countLimit
            ? "\(TotalText.grouped(Int64(TreeDetector.countLimit)))+ rows" : "\(count) rows")
      }
      detail.append("label " + (tree.label ?? "(key)"))
      detail.append("order " + (tree.order ?? "(by label)"))
      return TreeAlternative(
        title: "\(tree.table) \(tree.describedHow)", detail: detail.joined(separator: ", "), isShown: tree == current)
    }
  }

  public func showAlternative(_ index: Int) throws -> String {
    guard candidates.indices.contains(index) else { throw OpenError(description: "that tree is no longer listed") }
    let (hierarchy, notice) = try Self.find(database, requested: candidates[index], choices: choices)
    keeper?.stop()
    keeper = nil
    shown = hierarchy
    // Another table's rows have other columns.
    shownColumns = []
    (editing, readOnlyReason) = Self.editing(of: hierarchy, history: history, path: database.path)
    following.follow([])
    try copyUnlessKept()
    if let notify { try startCopy(notify: notify) }
    return notice
  }

  public func export(_ format: Exporter.Format, to output: (String) -> Void) throws -> Int {
    try shown.export(format, database: database, to: output)
  }

  /// Starting again only changes whom the background work wakes.
  public func start(notify: @escaping @Sendable () -> Void) throws {
    let started = self.notify != nil
    self.notify = notify
    following.wake(notify)
    if !started { try startCopy(notify: notify) }
  }

  /// A large tree is browsed through a side-car copy kept beside arbor's cache.
  private func startCopy(notify: @escaping @Sendable () -> Void) throws {
    guard let cacheDirectory else { return }
    keeper = try SideCarKeeper.start(hierarchy: shown, database: database, directory: cacheDirectory, notify: notify)
  }

  public func stop() {
    keeper?.stop()
    keeper = nil
    checkpointEdits()
  }

  /// An edit of a file in WAL mode sits in its `-wal` until a checkpoint, and SQLite
  /// leaves that to the last connection to close — here often a read-only one, which
  /// cannot. A copy or backup of the file alone would then lack the edit: the log is
  /// written into the file and emptied now, so the `-wal` and `-shm` arbor made go with
  /// the session (`FileTraces`). Another program reading still keeps its log: the
  /// checkpoint then stops where it must wait, and the files stay.
  private func checkpointEdits() {
    guard let writer = database.writer else { return }
    try? writer.writeWithoutTransaction { db in
      guard try String.fetchOne(db, "PRAGMA journal_mode") == "wal" else { return }
      try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
  }

  /// The columns of the shown tree's table.
  public func columnChoices() throws -> [String] {
    let table = shown.tree.table
    return try database.read { db in try ForeignSchema.columns(of: table, db).map(\.name) }
  }

  /// Shows the values of `columns` beside each row's label; a column the tree's table
  /// does not have is refused in words.
  public func show(columns: [String]) throws {
    guard !columns.isEmpty else {
      shownColumns = []
      return
    }
    let table = shown.tree.table
    let names = try database.read { db in try ForeignSchema.columns(of: table, db).map(\.name) }
    var resolved: [String] = []
    for column in columns {
      guard let name = names.first(where: { $0.caseInsensitiveCompare(column) == .orderedSame }) else {
        throw OpenError(
          description:
            "--columns: the table \(table) has no column “\(column)” (it has \(names.joined(separator: ", ")))")
      }
      resolved.append(name)
    }
    shownColumns = resolved
  }

  /// The shown columns' values of `nodes`, joined by " · " (NULLs left out).
  public func shownColumnText(of nodes: [NodeID]) -> [NodeID: String] {
    guard !shownColumns.isEmpty else { return [:] }
    let keys = nodes.compactMap(\.rowKey)
    guard !keys.isEmpty else { return [:] }
    let tree = shown.tree
    return
      (try? database.read { db -> [NodeID: String] in
        let columns = try ForeignSchema.columns(of: tree.table, db)
        guard let key = try ForeignSchema.nodeKey(of: tree, columns: columns, db) else { return [:] }
        let selected = shownColumns.map { "CAST(\(quote: $0) AS TEXT)" as QueryFragment }.joined(separator: ", ")
        var found: [NodeID: String] = [:]
        for chunk in keys.boundChunks {
          for row in try Row.fetchAll(
            db,
            """
            SELECT \(quote: key), \(selected) FROM \(quote: tree.table) \
            WHERE \(quote: key) IN (\(QueryFragment.values(chunk)))
            """)
          {
            let values = (1..<row.count).compactMap { row[$0] as String? }.filter { !$0.isEmpty }
            if !values.isEmpty { found[.row(row[0])] = values.joined(separator: " · ") }
          }
        }
        return found
      }) ?? [:]
  }
}

extension ForeignFileTree {
  public func prepareWalk() throws {
    guard let copied = shown as? any CopyBuiltTree else { return }
    try copied.installCopyInMemory(database)
  }

  public func exportBound() throws -> (seconds: Double, reading: String)? {
    let table = shown.tree.table
    guard try database.read({ db in try ForeignFile.isView(table, db) }) else { return nil }
    return (ForeignFile.viewDeadline, "the view \(table)")
  }
}
