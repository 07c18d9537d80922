import ArborCore
import ArborTerminal

/// The help screen: every key of the keymap, each mode under its heading. Up and down
/// scroll it, any other key closes it — the quit key too, as in `less` or ncdu: a person
/// leaving the help with `q` lost arbor with it. Ctrl-C still ends arbor from here.
struct HelpPane {
  private var overlay = HelpOverlay(title: "arbor keys", modeTitles: KeyMode.titles)
  /// The keys listed: those that apply to the open tree.
  let keymap: Keymap

  init(keymap: Keymap) {
    self.keymap = keymap
  }

  /// The help of `openTree`: the editing keys it does not offer, and the keys of the modes
  /// it never enters, are left out of `keymap`.
  init(keymap: Keymap, for openTree: any OpenTree) {
    let capabilities = openTree.editing?.capabilities
    let hidden = AppAction.editing.subtracting(AppAction.offered(capabilities))
    // Moving where nothing moves; attachments and forms where nothing has them (another
    // program's tree read-only).
    var absentModes: Set<String> = []
    if !(capabilities?.contains(.move) ?? false) { absentModes.insert(KeyMode.move) }
    if openTree.editing?.items == nil { absentModes.insert(KeyMode.addAttachment) }
    if openTree.editing == nil { absentModes.formUnion([KeyMode.form, KeyMode.question]) }
    self.init(
      keymap: Keymap(
        bindings: keymap.bindings.filter { binding in
          binding.mode.isEmpty ? !hidden.contains(binding.action) : !absentModes.contains(binding.mode)
        }))
  }

  enum Outcome { case stay, close }

  /// `keymap` answers the keys; the help lists the keys of `keymap` (what applies).
  mutating func handle(_ key: Key, keymap: Keymap, screen: Rect) -> Outcome {
    let listed = self.keymap
    switch keymap.action(for: key) {
    case StandardAction.down?: overlay.scroll(by: 1, keymap: listed, screen: screen)
    case StandardAction.up?: overlay.scroll(by: -1, keymap: listed, screen: screen)
    case StandardAction.pageDown?: overlay.scroll(by: max(1, screen.height - 3), keymap: listed, screen: screen)
    case StandardAction.pageUp?: overlay.scroll(by: -max(1, screen.height - 3), keymap: listed, screen: screen)
    default: return .close
    }
    return .stay
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme) {
    overlay.draw(keymap: keymap, on: surface, in: screen, theme: theme)
  }
}
