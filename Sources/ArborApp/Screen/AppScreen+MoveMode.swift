import ArborCore
import ArborDB
import ArborTerminal
import Foundation

extension AppScreen {
  /// Keys while picking the new parent of a category: the `[move]` keys move it under the
  /// selected category (Enter), to the top level (`t`) or cancel (Esc); everything else
  /// navigates.
  func handleMove(_ key: Key, now: Double) -> Bool {
    guard let mode = moving, let request = mode.request(for: key, keymap: keymap) else { return false }
    switch request {
    case .cancel:
      moving = nil
      show("Move cancelled")
    case .top:
      performMove(mode, to: nil)
    case .here:
      performMove(mode, to: tree.selected?.node)
    }
    return true
  }

  private func performMove(_ mode: MoveMode, to parent: NodeID?) {
    apply(edits.move(mode, to: parent))
  }
}
