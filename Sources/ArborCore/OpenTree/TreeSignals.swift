/// What an open tree's background work tells the screen, apart from what it reads: its
/// copy rebuilt or patched, compared with a changed file and found the same, what it is
/// doing. Kept by the open tree (`OpenTree.signals`) — a foreign tree's copy slot, the
/// notes' cycle finder — so that `Hierarchy` is only about reading.
public protocol TreeSignals: Sendable {
  /// True once after what the tree reads changed outside the database's commits (a
  /// rebuilt copy, cycles found): every pane reads again.
  func takeChange() -> Bool

  /// Whether the tree and search read a copy of the file that reports when it has caught
  /// up with another program's commit: by `takeChange` when the tree changed, by
  /// `takeComparison` when nothing of it did.
  var readsCopy: Bool { get }

  /// True once after the copy compared itself with a changed file and found the tree as
  /// it was.
  func takeComparison() -> Bool

  /// What the tree is doing in the background, for the status line ("Indexing the tree:
  /// 40 %"); nil when idle.
  var activity: String? { get }
}

extension TreeSignals {
  public var readsCopy: Bool { false }
  public func takeComparison() -> Bool { false }
  public var activity: String? { nil }
}

/// A tree with no background work: nothing ever changes behind the database's commits.
public struct NoTreeSignals: TreeSignals {
  public init() {}
  public func takeChange() -> Bool { false }
}
