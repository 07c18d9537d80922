import ArborTerminal

/// The help screen: every key of the keymap, each mode under its heading. Up and down
/// scroll it, quit quits, any other key closes it.
struct HelpPane {
  private var overlay = HelpOverlay(title: "arbor keys", modeTitles: KeyMode.titles)

  enum Outcome { case stay, close, quit }

  mutating func handle(_ key: Key, keymap: Keymap, screen: Rect) -> Outcome {
    switch keymap.action(for: key) {
    case StandardAction.down?: overlay.scroll(by: 1, keymap: keymap, screen: screen)
    case StandardAction.up?: overlay.scroll(by: -1, keymap: keymap, screen: screen)
    case StandardAction.pageDown?: overlay.scroll(by: max(1, screen.height - 3), keymap: keymap, screen: screen)
    case StandardAction.pageUp?: overlay.scroll(by: -max(1, screen.height - 3), keymap: keymap, screen: screen)
    case StandardAction.quit?: return .quit
    default: return .close
    }
    return .stay
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    overlay.draw(keymap: keymap, on: surface, in: screen, theme: theme)
  }
}
