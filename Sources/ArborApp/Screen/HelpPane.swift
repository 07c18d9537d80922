import ArborTerminal

/// The help screen: every key of the keymap, each mode under its heading. Up and down
/// scroll it, quit quits, any other key closes it.
struct HelpPane {
  private var overlay = HelpOverlay(title: "arbor keys", modeTitles: KeyMode.titles)
  /// The keys listed: those that apply to the open tree.
  let keymap: Keymap

  init(keymap: Keymap) {
    self.keymap = keymap
  }

  enum Outcome { case stay, close, quit }

  /// `keymap` answers the keys; the help lists the keys of `keymap` (what applies).
  mutating func handle(_ key: Key, keymap: Keymap, screen: Rect) -> Outcome {
    let listed = self.keymap
    switch keymap.action(for: key) {
    case StandardAction.down?: overlay.scroll(by: 1, keymap: listed, screen: screen)
    case StandardAction.up?: overlay.scroll(by: -1, keymap: listed, screen: screen)
    case StandardAction.pageDown?: overlay.scroll(by: max(1, screen.height - 3), keymap: listed, screen: screen)
    case StandardAction.pageUp?: overlay.scroll(by: -max(1, screen.height - 3), keymap: listed, screen: screen)
    case StandardAction.quit?: return .quit
    default: return .close
    }
    return .stay
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme) {
    overlay.draw(keymap: keymap, on: surface, in: screen, theme: theme)
  }
}
