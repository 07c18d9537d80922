import ArborCore
import ArborDB

/// A cluster's notes as the open tree (`arbor dqlite://HOST:PORT/NAME`): arbor's notes
/// hierarchy over the copy a `ClusterMirror` keeps, edited through the cluster. To the
/// screen it is a notes file whose changes arrive from elsewhere.
public final class ClusterNotesTree: OpenNotes {
  public let database: AppDatabase
  public let hierarchy: any Hierarchy
  public let notesColumns = NotesColumns()
  public let signals: any TreeSignals
  public let editing: (any TreeEditing)?
  public let notice: String?
  public let following: TreeFollowing
  public let mirror: ClusterMirror
  /// Every edit, undo and redo; nil when open read-only.
  public let editor: Editor?
  private let readOnly: Bool

  public var readOnlyReason: String {
    readOnly ? "The cluster's notes are open read-only: editing is off." : (mirror.outage ?? "")
  }

  /// With `copies`, the copy is kept on disk there between sessions; `loading` says
  /// whether large notes are read while they show (`ClusterMirror`).
  public init(
    address: ClusterAddress, readOnly: Bool = false, copies: String? = nil,
    loading: ClusterMirror.Loading = ClusterMirror.Loading()
  ) throws {
    mirror = try ClusterMirror.open(address, copies: copies, loading: loading)
    self.readOnly = readOnly
    database = mirror.notes
    editor =
      readOnly
      ? nil : try Editor(database: database, beforeCommit: { [mirror] db, range in try mirror.commit(db, range) })
    editing = editor.map(NotesEditing.init)
    following = TreeFollowing(database: database)
    let cycles = NotesCycles()
    hierarchy = NotesHierarchy(cycles: cycles)
    signals = ClusterSignals(cycles: cycles, mirror: mirror)
    notice = "The notes of the cluster at \(address.nodes.joined(separator: ", "))"
    cycles.searchSoon(in: database)
  }

  public func start(notify: @escaping @Sendable () -> Void) throws {
    following.wake(notify)
    mirror.start(notify: notify)
  }

  public func stop() { mirror.stop() }
}

/// The notes' cycle finder and the cluster's state, for the status line: a leader lost
/// is said there for as long as it lasts; every row read again reads every pane again.
struct ClusterSignals: TreeSignals {
  let cycles: NotesCycles
  let mirror: ClusterMirror

  func takeChange() -> Bool {
    let replaced = mirror.takeReplaced()
    return cycles.takeChange() || replaced
  }

  var activity: String? { mirror.outage ?? mirror.loadingWords ?? cycles.activity }
}
