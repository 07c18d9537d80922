import ArborDB

/// arbor's own notes as the open tree: categories and items, edited unless the file is
/// open read-only; one tree per file.
public final class NotesTree: OpenNotes {
  public let database: AppDatabase
  public let hierarchy: any Hierarchy
  public let signals: any TreeSignals
  public let editing: (any TreeEditing)?
  public let notice: String?
  public let following: TreeFollowing
  public let notesColumns = NotesColumns()
  public var readOnlyReason: String { "This file is open read-only: editing is off." }

  public init(database: AppDatabase, notice: String? = nil) throws {
    self.database = database
    self.notice = notice
    editing = database.isReadOnly ? nil : NotesEditing(editor: try Editor(database: database))
    following = TreeFollowing(database: database)
    let cycles = NotesCycles()
    hierarchy = NotesHierarchy(cycles: cycles)
    signals = cycles
    cycles.searchSoon(in: database)
  }

  public func start(notify: @escaping @Sendable () -> Void) throws { following.wake(notify) }
  public func stop() {}
}

/// An open tree of arbor's own notes, wherever they are kept (a file, a cluster): one tree,
/// exported whole.
public protocol OpenNotes: OpenTree {
  /// The items' fields shown beside their titles.
  var notesColumns: NotesColumns { get }
}

extension OpenNotes {
  public func columnChoices() throws -> [String] { NotesColumns.choices }
  public var shownColumns: [String] { notesColumns.shown }
  public func show(columns: [String]) throws { try notesColumns.show(columns) }
  public func shownColumnText(of nodes: [NodeID]) -> [NodeID: String] { notesColumns.text(of: nodes, database) }

  public func alternatives() throws -> [TreeAlternative]? { nil }

  public func showAlternative(_ index: Int) throws -> String {
    throw OpenError(description: "these are arbor's own notes: they are one tree")
  }

  public func export(_ format: Exporter.Format, to output: (String) -> Void) throws -> Int {
    try Exporter.run(format, database: database, to: output)
    return 0
  }
}
