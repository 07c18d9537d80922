import ArborDB
import Foundation

/// A tree of another program's file, read by its shape's hierarchy (`ForeignHierarchy`,
/// `LinkedHierarchy`, `PathHierarchy`, `NestedSetHierarchy`, `ClosureHierarchy`: each in
/// its shape's folder, opened through `ForeignTree.Shape.kind`).
public protocol ForeignTreeHierarchy: Hierarchy {
  var tree: ForeignTree { get }

  /// What its copy says (`SideCarSlot`): made, patched, compared, in the making.
  var signals: any TreeSignals { get }

  /// Writes the tree as JSON or Markdown; returns how many nodes were left out.
  func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int

  /// How the tree is edited through `history` (`--edit`); throws an `EditError` saying
  /// why when it cannot be.
  func editing(history: UndoHistory) throws -> (any TreeEditing)?
}

extension ForeignTreeHierarchy {
  /// A tree under a root its file names and its program hides (GnuCash's book and its
  /// root account) takes a path as that program writes one: `Assets:Current Assets`.
  public func programPath(of names: [String]) -> String? {
    guard case .parentColumn(_, let roots?) = tree.shape, !roots.isEmpty, names.count > 1 else { return nil }
    return names.dropFirst().joined(separator: ":")
  }
}

extension ForeignTreeHierarchy {
  public var allTotals: [TreeSum] { tree.sums }

  /// Any tree exports by asking for children, as the tree pane does.
  public func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    try HierarchyExport.run(format, hierarchy: self, database: database, to: output)
    return 0
  }

  public var vocabulary: TreeVocabulary { .rows(of: tree.table) }

  public var listsReferences: Bool { true }
}

/// Another program's SQLite file, opened to browse a tree in it: read-only, on one
/// connection that never writes (no journal mode, no `user_version`, no tables or
/// triggers), and that reads a file another program holds in WAL mode consistently
/// (each read is one snapshot).
public enum ForeignFile {
  /// Whether `path` is an SQLite database with tables, none of them arbor's.
  public static func isForeign(path: String) -> Bool {
    guard FileManager.default.fileExists(atPath: path) else { return false }
    var configuration = AppDatabase.untrustedConfiguration(readOnly: true)
    configuration.maximumReaderCount = 1
    guard let queue = try? DatabaseQueue(path: QuietRead.location(of: path), configuration: configuration) else {
      return false
    }
    let tables =
      (try? queue.read { db in
        try String.fetchAll(
          db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
      }) ?? []
    return !tables.isEmpty && !tables.contains("categories") && !tables.contains("grdb_migrations")
  }

  /// Opens `path` read-only, or for editing when `edit` (`--edit`): then one connection
  /// reads and writes (in the file's own journal mode, which arbor leaves as it is), and
  /// writes wait for a background integrity check of the file.
  public static func open(path: String, edit: Bool = false, busyTimeout: Double = AppDatabase.defaultBusyTimeout) throws
    -> AppDatabase
  {
    guard FileManager.default.fileExists(atPath: path) else {
      throw OpenError(description: "\(path): no such file")
    }
    var configuration = AppDatabase.untrustedConfiguration(readOnly: !edit, busyTimeout: busyTimeout)
    configuration.maximumReaderCount = 1
    do {
      let queue = try DatabaseQueue(path: edit ? path : QuietRead.location(of: path), configuration: configuration)
      // Fails here, with words, on a file that is not a database.
      _ = try queue.read { db in try Int.fetchOne(db, "SELECT count(*) FROM sqlite_master") }
      var searchConfiguration = AppDatabase.untrustedConfiguration(readOnly: true, busyTimeout: busyTimeout)
      searchConfiguration.maximumReaderCount = 1
      let search = try DatabaseQueue(path: QuietRead.location(of: path), configuration: searchConfiguration)
      // Read-only too: a damaged file is browsed as far as it reads, and said to be damaged.
      guard edit else {
        return AppDatabase(
          reader: queue, writer: nil, path: path, integrity: IntegrityCheck(path: path), searchReader: search)
      }
      return AppDatabase(
        reader: queue, writer: queue, path: path, integrity: IntegrityCheck(path: path), searchReader: search)
    } catch let error as DatabaseError {
      throw OpenError(path: path, error)
    }
  }

  /// Undo for a file opened with `edit`: each edit's inverse action, carried out through
  /// the file's own rules when undone (nothing is set up on the connection or written
  /// into the file's schema); each write first waits for the file's integrity check.
  public static func history(_ database: AppDatabase) throws -> UndoHistory? {
    guard let writer = database.writer else { return nil }
    return UndoHistory(reversalsOn: writer, beforeWrite: { try database.requireSound() })
  }

  /// The tree to show, as `hierarchy` does, but remembering an explicit choice for the
  /// file and using the remembered one when none is given. `sums` given go on the tree
  /// chosen, remembered or found, and is remembered with it.
  public static func choose(
    _ database: AppDatabase, path: String, requested: ForeignTree?, sums: [TreeSum] = [], choices: TreeChoices
  ) throws -> (any ForeignTreeHierarchy, String) {
    // Remembering is a convenience: a read-only home must not stop browsing.
    if let requested {
      let chosen = try hierarchy(database, requested: requested.adding(sums))
      try? choices.remember(chosen.0.tree, for: path)
      return chosen
    }
    if let remembered = choices.remembered(for: path),
      let chosen = try? hierarchy(database, requested: remembered.adding(sums))
    {
      if !sums.isEmpty { try? choices.remember(chosen.0.tree, for: path) }
      return (
        chosen.0,
        // The point first, short enough for 80 columns (it was cut at "--forg…").
        "Table \(chosen.0.tree.table) \(chosen.0.tree.describedHow), \(asLastTime) · \(access(database)) · "
          + "--forget chooses anew"
      )
    }
    // What detection found before, while the file's schema is the same.
    let fingerprint = try? database.read { db in try ForeignSchema.fingerprint(db) }
    if let fingerprint, let known = choices.detected(for: path, fingerprint: fingerprint),
      let chosen = try? hierarchy(database, requested: known.tree.adding(sums))
    {
      if !sums.isEmpty { try? choices.remember(chosen.0.tree, for: path) }
      return (chosen.0, detectedNotice(chosen.0.tree, candidates: known.candidates, database))
    }
    // Detection reads samples of every table (1.5–1.9 s on the Gene Ontology's file): what
    // it chose is kept beside the schema it saw.
    let found = try opening(database, requested: nil, sums: sums)
    if !sums.isEmpty { try? choices.remember(found.hierarchy.tree, for: path) }
    if let fingerprint, let detected = found.detected {
      try? choices.remember(
        detected: detected.tree, candidates: detected.candidates, for: path, fingerprint: fingerprint)
    }
    return (found.hierarchy, found.notice)
  }

  /// How the status line says the file is open.
  private static func access(_ database: AppDatabase) -> String {
    database.isReadOnly ? "read-only" : "editing; u undoes"
  }

  /// The tree to show: `requested` checked against the file, or the likeliest candidate,
  /// adding up `sums` when given. Also returns a sentence for the status line saying
  /// what was chosen.
  public static func hierarchy(
    _ database: AppDatabase, requested: ForeignTree?, sums: [TreeSum] = [], deadline: Double = openingDeadline
  ) throws -> (any ForeignTreeHierarchy, String) {
    let found = try opening(database, requested: requested, sums: sums, deadline: deadline)
    return (found.hierarchy, found.notice)
  }

  /// `hierarchy`, and when the tree was detected, what detection chose and how many trees
  /// it weighed.
  private static func opening(
    _ database: AppDatabase, requested: ForeignTree?, sums: [TreeSum] = [], deadline: Double = openingDeadline
  ) throws -> (
    hierarchy: any ForeignTreeHierarchy, notice: String, detected: (tree: ForeignTree, candidates: Int)?
  ) {
    do {
      let (hierarchy, notice, detected) = try QueryDeadline.within(deadline) {
        try findHierarchy(database, requested: requested?.adding(sums), sums: sums)
      }
      return (hierarchy, FallbackCollation.notice(for: database.path).map { notice + " · " + $0 } ?? notice, detected)
    } catch  where QueryDeadline.isInterruption(error) {
      let what = requested.map { "reading “\($0.table)”" } ?? "looking for a tree"
      throw OpenError(
        description: """
          \(database.path ?? "this file"): \(what) took longer than \(Int(deadline)) s, and arbor stopped it \
          (a view of the file that runs without end?). Name another table: \
          arbor \(ShellQuote.file(database.path)) --table T --parent C
          """)
    }
  }

  /// What the notice says of a tree chosen before for the file (`TreeChoices`).
  public static let asLastTime = "as last time"

  /// How long opening a tree may read: a view can be written to run for hours.
  public static let openingDeadline: Double = 10

  /// How long reading a whole view may take (its copy, an export): a view can be written
  /// to return rows without end, and a table cannot. Two minutes, or the seconds in
  /// `ARBOR_VIEW_DEADLINE` (a slow legitimate view may need more; tests need less).
  public static let viewDeadline: Double = {
    let given = ProcessInfo.processInfo.environment["ARBOR_VIEW_DEADLINE"].flatMap(Double.init)
    return given.map { $0.isFinite && $0 > 0 ? $0 : 120 } ?? 120
  }()

  /// Whether `name` is a view of the file (a table, otherwise).
  public static func isView(_ name: String, _ db: Database) throws -> Bool {
    try String.fetchOne(db, "SELECT type FROM sqlite_schema WHERE name = \(bind: name) COLLATE NOCASE")
      == "view"
  }

  private static func findHierarchy(
    _ database: AppDatabase, requested: ForeignTree?, sums: [TreeSum]
  ) throws -> (any ForeignTreeHierarchy, String, (tree: ForeignTree, candidates: Int)?) {
    try database.read { db in
      if let requested {
        let hierarchy = try Self.hierarchy(for: requested, db)
        let how = hierarchy.tree.shape.kind.openedAs ?? ", " + hierarchy.tree.describedHow
        return (hierarchy, "Table \(hierarchy.tree.table)\(how) (\(access(database)))", nil)
      }
      let candidates = try TreeDetector.candidates(db, exactCounts: false)
      guard let best = candidates.first else {
        // Detection passes over tables it cannot read: a damaged file looked like one
        // with no tree.
        if let problem = damage(db) {
          throw OpenError(
            description: """
              \(database.path ?? "this file") is damaged (SQLite's check: \(problem)), and no tree could be read from it. \
              Copy out what you can with: sqlite3 \(ShellQuote.file(database.path)) .recover
              """)
        }
        throw OpenError(
          description: """
            \(database.path ?? "this file") holds no table that looks like a tree (no column refers to its own \
            table's rows or holds paths). Name one: arbor \(ShellQuote.file(database.path)) --table T --parent C, or --table T --path C
            """)
      }
      let hierarchy = try Self.hierarchy(for: best.tree.adding(sums), db)
      return (
        hierarchy, detectedNotice(hierarchy.tree, candidates: candidates.count, database), (best.tree, candidates.count)
      )
    }
  }

  /// What the status line says of a detected tree, and how many others the file holds.
  static func detectedNotice(_ tree: ForeignTree, candidates: Int, _ database: AppDatabase) -> String {
    let file = ShellQuote.file(database.path)
    let others =
      candidates > 1 ? "; \(candidates - 1) other tree\(candidates == 2 ? "" : "s"): arbor trees \(file)" : ""
    return "Table \(tree.table) \(tree.describedHow) (\(access(database)))\(others)"
  }

  /// What SQLite's quick check finds wrong with the file, or nil when it passes (or
  /// cannot tell).
  private static func damage(_ db: Database) -> String? {
    do {
      let findings = try String.fetchAll(db, "PRAGMA quick_check(3)")
      return findings == ["ok"] ? nil : findings.joined(separator: "; ")
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
      return error.message ?? "database disk image is malformed"
    } catch {
      return nil
    }
  }

  /// The hierarchy of `tree`'s shape.
  static func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy {
    try tree.shape.kind.hierarchy(for: tree, db)
  }
}
