import ArborDB
import Foundation
import GRDB
import GRDBSQLite

/// A tree of paths kept in one column — SQLite's archives (`sqlar.name`), a package
/// index's file list, Fossil's `filename.name`, Anki's deck names, dotted or `|`-joined
/// tags — as a `Hierarchy`. Each path's levels are nodes, directories that exist only as
/// prefixes included; it is always read through a side-car copy made of the paths
/// (`PathSideCar`): at once in memory when the table is small, and kept in arbor's cache
/// by the keeper (built in the background for a large table; another program's write is
/// patched in from the pages it changed, `PathPatch`). Details of a node with a row of its own are that row's columns;
/// `sqlar`'s are read as sizes, modes and times.
public struct PathHierarchy: CopyReadHierarchy {
  public let tree: ForeignTree
  public let splitter: PathSplitter
  /// The table, the path column.
  let table: QueryFragment
  let column: QueryFragment
  /// The table's rowid (unshadowed name), nil for a WITHOUT ROWID table.
  let rowid: String?
  /// The row's label when a column holds one (an SQL expression over `x`); nil: the
  /// path's last level.
  let label: QueryFragment?
  let columns: [ForeignColumn]
  /// Other tables' columns that hold this table's keys: a row's node lists their rows (an
  /// Anki deck's cards, by `cards.did`).
  let references: [ForeignReference]
  let refersTo: [OutgoingReference]
  let slot = SideCarSlot<TreeCopy>()
  let searchAccess = InterruptibleAccess()
  /// What another program's write is found by (`PageWatch`), and patched (`PathPatch`).
  let watched: PageWatch.Subject
  /// The levels read from the file's index on the path column until the copy is made;
  /// nil where no index gives them.
  let preview: PathIndexPreview?

  public init(tree requested: ForeignTree, _ db: Database) throws {
    guard case .paths(let requestedPath, let rule) = requested.shape else {
      throw OpenError(description: "a tree of paths needs --path C (the column holding them)")
    }
    guard let tableName = try ForeignSchema.tableName(requested.table, db) else {
      throw OpenError(description: "there is no table “\(requested.table)” in this file")
    }
    let splitter = PathSplitter(rule)
    if case .separator(let separator) = rule, separator.isEmpty {
      throw OpenError(description: "--separator cannot be empty (use --step N for fixed-width levels)")
    }
    if case .step(let width) = rule, width < 1 {
      throw OpenError(description: "--step must be 1 or more characters")
    }
    let columns = try ForeignSchema.columns(of: tableName, db)
    let pathColumn = try ForeignSchema.column(requestedPath, of: tableName, in: columns, option: "--path")
    var resolved = ForeignTree(table: tableName, shape: .paths(column: pathColumn, rule: rule))
    if let requestedLabel = requested.label {
      let found = try ForeignSchema.label(requestedLabel, of: tableName, columns: columns, excluding: [pathColumn], db)
      resolved.label = found?.column ?? requestedLabel
      label = found?.expression
    } else {
      label = nil
    }
    try ForeignSchema.checkSums(of: requested, into: &resolved, table: tableName, db)
    tree = resolved
    self.splitter = splitter
    self.columns = columns
    table = .identifier(tableName)
    column = .identifier(pathColumn)
    rowid = try ForeignSchema.rowid(of: tableName, columns: columns, db)
    // Rows that hang from a node are a help, not the tree: a schema they cannot be read
    // from opens the tree without them.
    references =
      (try? ForeignSchema.references(
        to: tableName, key: ForeignSchema.singleKey(of: tableName, columns: columns, db), db)) ?? []
    refersTo = (try? ForeignSchema.references(from: tableName, columns: columns, db)) ?? []
    let select = Self.select(rowid: rowid, column: column, label: label, sums: resolved.sums, table: table)
    _ = try db.makeStatement(select)
    let placeable = try rowid != nil || Self.isKeyedInBinaryOrder(by: pathColumn, of: tableName, db)
    watched = PageWatch.Subject(
      table: tableName, select: select, ownPages: true, keyed: rowid == nil, placeable: placeable)
    preview = try PathIndexPreview.make(
      table: tableName, pathColumn: pathColumn, splitter: splitter, labelled: label != nil, db)
  }

  /// Every row's rowid (NULL without one), path, label and own value of the sum, as the
  /// copy reads them.
  var select: QueryFragment { Self.select(rowid: rowid, column: column, label: label, sums: tree.sums, table: table) }

  private static func select(
    rowid: String?, column: QueryFragment, label: QueryFragment?, sums: [TreeSum], table: QueryFragment
  ) -> QueryFragment {
    """
    SELECT \(rowid.map(QueryFragment.identifier) ?? "NULL"), x.\(column), CAST((\(label ?? "NULL")) AS TEXT), \
    \(TreeSum.values(of: sums)) FROM \(table) AS x
    """
  }

  /// Whether a table without rowids is keyed first by `column` in SQLite's binary order
  /// of UTF-8 text, ascending: its pages' first and last keys then span its rows as the
  /// copy's keys compare (`PathPatch`).
  static func isKeyedInBinaryOrder(by column: String, of table: String, _ db: Database) throws -> Bool {
    guard try String.fetchOne(db, "PRAGMA encoding") == "UTF-8",
      let index = try String.fetchOne(
        db, "SELECT name FROM pragma_index_list(\(bind: table)) WHERE origin = 'pk'")
    else { return false }
    return try PathIndexPreview.index(index, leadsInBinaryOrderWith: column, db)
  }

  /// How the copy splits the file's paths as they are now: rooted when a row's path is
  /// the separator alone (`PathSplitter.rooted`). Compared as bytes: the column's own
  /// collation may be one only its program has (Anki's `unicase`).
  func splitter(of db: Database) throws -> PathSplitter {
    guard case .separator(let separator) = splitter.rule else { return splitter }
    let named = try Bool.fetchOne(
      db, "SELECT EXISTS (SELECT 1 FROM \(table) AS x WHERE x.\(column) = \(bind: separator) COLLATE BINARY)")
    return PathSplitter(splitter.rule, rooted: named == true)
  }

  /// A copy of the paths in memory, read on `db` (the file's connection).
  func makeCopy(in db: Database) throws -> TreeCopy {
    let splitter = try splitter(of: db)
    let statement = try db.makeStatement(select)
    return try PathSideCar.inMemory(sums: tree.sums.count, layout: PathBlocks.schema(sums: tree.sums.count)) { copy in
      _ = try PathBlocks.fill(
        copy, walk: PathWalk(select: statement, db: db, splitter: splitter), rowids: rowid != nil, total: 0,
        sums: tree.sums
      ) { _ in true }
    }
  }

  public var copyReading: CopyReading { CopyReading(slot: slot, searchAccess: searchAccess) }

  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? {
    if slot.copy == nil, let preview, let key = rowKey(node) {
      return try previewDetails(of: key, preview, db)
    }
    guard case .row(let key) = node, let copy = slot.copy, let names = try pathNames(of: node, db) else {
      return nil
    }
    let (row, entries) = try copied(key, in: copy)
    // The row's key and how to find it again (for an archive member's content).
    guard
      var details = try row.flatMap({ try rowDetails(key: $0.key, keyExpression: $0.keyExpression, path: names, db) })
    else {
      let directory = Self.directoryDetails(String.fromDatabaseValue(key) ?? "", path: names, entries: entries)
      return slot.withTotals(directory, of: node, sums: tree.sums)
    }
    if entries > 0 { details.fields.insert(DetailField("entries", "\(entries)"), at: 0) }
    return slot.withTotals(details, of: node, sums: tree.sums)
  }

  /// The columns of the row `keyExpression` finds by `key` for the node at `path`, an
  /// archive member's content included; nil when no row has it.
  func rowDetails(key: DatabaseValue, keyExpression: QueryFragment, path: [String], _ db: Database) throws
    -> NodeDetails?
  {
    guard
      var details = try ForeignDetails.load(
        key: key, path: path, table: table, keyExpression: keyExpression, columns: columns, references: references,
        refersTo: refersTo,
        kind: tree.table, db)
    else { return nil }
    if SQLiteArchive.isArchive(columns) {
      SQLiteArchive.describe(&details)
      if let content = try SQLiteArchive.content(key: key, table: table, keyExpression: keyExpression, db) {
        details.groups.append(content)
      }
    }
    return details
  }

  public func referenceGroups(of node: NodeID, _ db: Database) throws -> [ReferenceGroup] {
    guard !references.isEmpty, let row = try row(of: node, db) else { return [] }
    return try ForeignDetails.referenceGroups(
      key: row.key, table: table, keyExpression: row.keyExpression, references: references, db
    ).map(\.group)
  }

  public func referencingRows(of node: NodeID, group: Int, in range: Range<Int>, _ db: Database) throws
    -> [ReferencingRow]
  {
    guard !references.isEmpty, let row = try row(of: node, db) else { return [] }
    return try ForeignDetails.referencingRows(
      key: row.key, group: group, in: range, table: table, keyExpression: row.keyExpression, references: references,
      db)
  }

  /// How a row is found in the file: `WHERE keyExpression = key` on the table as `x`.
  typealias FileRow = (key: DatabaseValue, keyExpression: QueryFragment)

  /// The row whose path a node is; nil for a directory that is only a prefix of other paths.
  func row(of node: NodeID, _ db: Database) throws -> FileRow? {
    if slot.copy == nil, let preview, let key = rowKey(node) { return try previewRow(of: key, preview, db) }
    guard case .row(let key) = node, let copy = slot.copy else { return nil }
    return try copied(key, in: copy).row
  }

  /// The copy's node `key`: its row in the file (by rowid, else by the path as the file
  /// spells it), and how many entries it holds.
  private func copied(_ key: DatabaseValue, in copy: TreeCopy) throws -> (row: FileRow?, entries: Int) {
    let origin = try copy.node(key, columns: "source, rawParent, childCount")
    let source: DatabaseValue = origin?[0] ?? .null
    let raw: DatabaseValue = origin?[1] ?? .null
    let entries: Int = origin?[2] ?? 0
    guard !source.isNull else { return (nil, entries) }
    if let rowid { return ((source, .identifier(rowid)), entries) }
    return ((raw.isNull ? key : raw, column), entries)
  }

  /// A directory that is only a prefix of other paths; `entries` where they are counted.
  static func directoryDetails(_ stored: String, path: [String], entries: Int?) -> NodeDetails {
    NodeDetails(
      kind: "directory", path: path,
      fields: [DetailField("path", stored)] + (entries.map { [DetailField("entries", "\($0)")] } ?? []) + [
        DetailField(
          "row", "(a directory only: no row of its own, named by the paths below it)", style: ThemeRoleName.dim)
      ], groups: [])
  }

  /// The path as the file holds it: the row's own text (its spelling, a leading or
  /// trailing separator included), or, for a directory that is only a prefix of other
  /// paths, that prefix.
  public func storedPath(of node: NodeID, _ db: Database) throws -> String? {
    if slot.copy == nil, let preview, let key = rowKey(node) {
      return try preview.storedRow(of: key, db).flatMap(String.fromDatabaseValue) ?? preview.stored(key)
    }
    guard case .row(let key) = node, let copy = slot.copy else { return nil }
    let origin = try copy.node(key, columns: "source, rawParent")
    let source: DatabaseValue = origin?[0] ?? .null
    let raw: DatabaseValue = origin?[1] ?? .null
    if let rowid, !source.isNull,
      let stored = try DatabaseValue.fetchOne(
        db, "SELECT \(column) FROM \(table) WHERE \(quote: rowid) = \(bind: source)"),
      let text = String.fromDatabaseValue(stored)
    {
      return text
    }
    return String.fromDatabaseValue(raw.isNull ? key : raw)
  }

  /// A large table exported without a keeper (`arbor export`) is copied in memory first.
  public func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    try exportThroughCopy(format, database: database, to: output)
  }

  /// Paths are not edited: renaming a directory would rewrite every path under it.
  public func editing(history: UndoHistory) throws -> (any TreeEditing)? {
    throw EditError(
      field: "name", "A tree of paths is read-only in arbor: renaming a directory would rewrite every path under it.")
  }
}

extension PathHierarchy: CopyBuiltTree {
  func buildCopy(
    from source: DatabaseQueue, location: String, stamp: String, labels: LabelFeed, progress: (Double) -> Bool
  ) throws -> TreeCopy? {
    let pageWatch = PageWatch()
    return try PathSideCar.inFile(
      location: location, stamp: stamp, sums: tree.sums.count, layout: PathBlocks.schema(sums: tree.sums.count),
      from: source, pageWatch: pageWatch
    ) { copy, db in
      // The pages the copy is made from, in its transaction (before its first read, which
      // takes a log's snapshot): another program's write is then patched in (`PathPatch`).
      try pageWatch.start(file: db, subject: watched)
      let total = try Int.fetchOne(db, "SELECT count(*) FROM \(table)") ?? 0
      let splitter = try splitter(of: db)
      let walk = PathWalk(select: try db.makeStatement(select), db: db, splitter: splitter)
      // Rows in another order than their paths' are walked again sorted when a directory
      // is met again (a million shuffled paths: 65 s through the copy keyed by paths).
      let sorted = { [self] in
        PathWalk(
          select: try db.makeStatement("\(select) ORDER BY x.\(column) COLLATE BINARY"), db: db,
          splitter: splitter)
      }
      let inPathOrder = rowid == nil && watched.placeable
      return try PathBlocks.fill(
        copy, walk: walk, sorted: inPathOrder ? nil : sorted, rowids: rowid != nil, total: total, sums: tree.sums,
        labels: labels, progress: progress) != nil
    }
  }

  /// Another program's write, patched into the copy from the pages it changed; a new copy
  /// when the pages cannot tell, or the copy cannot be patched.
  func resync(_ copy: TreeCopy, in file: Database, stamp: String) throws -> SideCarResync {
    guard let changes = try copy.pageWatch.changes(file: file, subject: watched)
    else { return .rebuild }
    if changes.isEmpty { return .same }
    do {
      return try PathPatch(hierarchy: self, copy: copy).apply(changes, file: file, stamp: stamp) ? .patched : .rebuild
    } catch is PathPatch.NeedsNewCopy {
      return .rebuild
    }
  }

  func watchPages(of copy: TreeCopy, in file: Database, when matches: () -> Bool) throws {
    try copy.pageWatch.start(file: file, subject: watched, when: matches)
  }
}
