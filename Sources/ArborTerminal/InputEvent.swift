/// A mouse action in SGR reporting (clicks and wheel; motion is not requested).
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case press(button: Int)
    case release(button: Int)
    case wheelUp, wheelDown
  }

  public var kind: Kind
  public var position: Position
  public var modifiers: Key.Modifiers

  public init(kind: Kind, position: Position, modifiers: Key.Modifiers = []) {
    self.kind = kind
    self.position = position
    self.modifiers = modifiers
  }
}

/// Something the terminal reported.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  /// Text pasted while bracketed paste was on: never interpreted as commands.
  case paste(String)
  /// A paste whose end marker never came (a broken terminal, a truncated SSH stream),
  /// ended by time: what arrived of it. Set aside, never typed or run: keys typed while
  /// the paste was open are in it.
  case unendedPaste(String)
  case mouse(MouseEvent)
  case resize(Size)
  /// Another thread called `Waker.wake()`: it has something for the screen.
  case wake
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived: the program should end cleanly.
  case terminate(signal: Int32)
}

extension InputEvent {
  /// Typed by the user (a key, a paste, a click), as opposed to what the terminal or the
  /// program reported: what a Ctrl-C throws away when it comes before it is acted on.
  public var isTypedAhead: Bool {
    switch self {
    case .key, .paste, .unendedPaste, .mouse: return true
    case .resize, .wake, .terminate: return false
    }
  }
}
