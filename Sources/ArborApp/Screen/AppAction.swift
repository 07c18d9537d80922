import ArborTerminal

/// The actions of the app's keymap beyond the standard navigation ones.
public enum AppAction {
  public static let focusNext = "focus-next"
  public static let refresh = "refresh"

  /// Every action a keymap file may name.
  public static var all: Set<String> {
    Set(Keymap.standard.bindings.map(\.action)).union([focusNext, refresh])
  }
}
