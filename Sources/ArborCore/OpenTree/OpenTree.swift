import ArborDB

/// The tree a session shows, and the one thing the screen talks to about it: how to read
/// it (`hierarchy`), what may be changed (`editing`, nil when read-only, with the reason),
/// its words, its other trees, its export, and what changed since the panes last looked
/// (`following`: `follow`, `outsideChanges`). Made by `OpenTrees.open` from a path and
/// options; two kinds: arbor's notes (`NotesTree`) and another program's file (`ForeignFileTree`). A
/// new shape of tree is a new `Hierarchy` (and `TreeEditing` where it can be edited)
/// behind the second; the screen does not change.
public protocol OpenTree: AnyObject {
  var database: AppDatabase { get }
  /// The tree shown now (another one after `showAlternative`).
  var hierarchy: any Hierarchy { get }
  /// What the tree's background work says: the shown tree's copy, the notes' cycles.
  var signals: any TreeSignals { get }
  /// What can be changed; nil when nothing can (`readOnlyReason` says why).
  var editing: (any TreeEditing)? { get }
  /// Why `editing` is nil, as a sentence for the status line.
  var readOnlyReason: String { get }
  /// The sentence the status line starts with (what was opened, and how).
  var notice: String? { get }

  /// The trees of the file for the tree key, the shown one marked; nil when the file
  /// holds one tree only.
  func alternatives() throws -> [TreeAlternative]?
  /// Shows alternative `index` of the last list instead; returns a sentence for the
  /// status line. `hierarchy` and `editing` change; the old tree's watches leave.
  func showAlternative(_ index: Int) throws -> String

  /// Writes the tree shown as JSON or Markdown; returns how many nodes were left out.
  @discardableResult
  func export(_ format: Exporter.Format, to output: (String) -> Void) throws -> Int

  /// Starts the tree's background work (a large tree's side-car copy, following the file);
  /// `notify` wakes the screen when there is something new.
  func start(notify: @escaping @Sendable () -> Void) throws
  /// Ends the background work; the session is over.
  func stop()

  /// What changes since the panes last looked: each pane's recorded reads, replacing the
  /// ones followed before (a tree switch leaves no watch behind).
  var following: TreeFollowing { get }

  /// Columns whose values can be shown beside each row's label (another program's table's
  /// columns; an item's fields in arbor's notes); empty where none can.
  func columnChoices() throws -> [String]
  /// The columns shown now, in the order shown.
  var shownColumns: [String] { get }
  /// Shows `columns` beside each row's label from now on (none: only labels); an unknown
  /// column is refused in words naming the ones there are.
  func show(columns: [String]) throws
  /// Values of chosen columns shown beside each row's label (`--columns`), for `nodes`:
  /// one text per node that has any; none unless the tree shows columns.
  func shownColumnText(of nodes: [NodeID]) -> [NodeID: String]
  /// Makes the whole tree walkable before an export or a search by key (a tree read
  /// through a copy gets one in memory when none is kept).
  func prepareWalk() throws
  /// How long an export may read, and what it reads then, for the message when it takes
  /// longer: a view of another program's file can return rows without end. Nil: no bound.
  func exportBound() throws -> (seconds: Double, reading: String)?
}

extension OpenTree {
  public var vocabulary: TreeVocabulary { hierarchy.vocabulary }
  public func columnChoices() throws -> [String] { [] }
  public var shownColumns: [String] { [] }
  public func show(columns: [String]) throws {
    guard columns.isEmpty else {
      throw OpenError(description: "--columns: this tree shows no columns beside its labels")
    }
  }
  public func shownColumnText(of nodes: [NodeID]) -> [NodeID: String] { [:] }
  public func prepareWalk() throws {}
  public func exportBound() throws -> (seconds: Double, reading: String)? { nil }
}
