/// What makes a row of the tree more than a plain child: the tree pane draws it as a sign
/// before the label, and the label itself stays as the file holds it (so renaming, copying
/// and moving never see the sign).
public enum RowMark: Hashable, Sendable, CaseIterable {
  /// The node has several parents and appears under each (link tables).
  case severalParents
  /// The node stands for a cycle: its chain of parents never reaches a root, so it is
  /// shown as an extra root and walking up stops here.
  case cycle
  /// A cycle's node met again below itself: shown, never opened a second time.
  case metAgain

  /// The sign drawn before the label.
  public var sign: String {
    switch self {
    case .severalParents: "⧉"
    case .cycle: "⟳"
    case .metAgain: "↺"
    }
  }

  /// What the sign means, for the detail pane and help.
  public var meaning: String {
    switch self {
    case .severalParents: "has several parents; shown under each"
    case .cycle: "its parents lead round in a cycle; shown as a root"
    case .metAgain: "met again inside its own cycle; not opened twice"
    }
  }
}
