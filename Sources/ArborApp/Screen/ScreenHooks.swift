import ArborCore

/// What the screen asks of the terminal it runs on (set by `AppLoop`) and of the session
/// that opened it (set by the `arbor` command). Each is nil where there is none, as in
/// tests and the benchmark; the screen then says so or goes without.
public struct ScreenHooks {
  /// Hands the terminal to another program for the duration of the closure ($EDITOR).
  public var suspendTerminal: ((() -> Void) -> Void)?
  /// Puts a line of progress on the screen at once, in the middle of a long edit.
  public var showProgress: ((String) -> Void)?
  /// Turns the mouse on or off; answers whether it is now on.
  public var toggleMouse: (() -> Bool)?
  /// Puts text on the terminal's clipboard (OSC 52), which reaches the user's side of SSH.
  public var clipboard: ((String) -> Void)?
  /// Remembers the sibling order chosen with `s` for the file.
  public var sortChosen: ((SiblingOrder) -> Void)?
  /// Remembers `w`'s choice for the file.
  public var wideChosen: ((Bool) -> Void)?

  public init() {}
}
