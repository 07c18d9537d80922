import Foundation

/// Ctrl-C and Ctrl-\ quit, as in ncdu and htop, but not silently over text typed into a
/// dialog: there the first one asks. SIGTERM and SIGHUP (the connection dropped) quit at
/// once: nobody is there to answer.
struct QuitGuard {
  /// Ctrl-C was pressed over typed text: a second one quits.
  private var armed = false

  static let question = "Press Ctrl-C again to quit and drop the text in this dialog (Esc closes only the dialog)"

  /// Any key in between: the next Ctrl-C asks again.
  mutating func disarm() { armed = false }

  /// Whether `signal` quits now; false when it asks first (`question`).
  mutating func quits(on signal: Int32, overTypedText: Bool) -> Bool {
    guard signal == SIGINT || signal == SIGQUIT, overTypedText, !armed else { return true }
    armed = true
    return false
  }
}
