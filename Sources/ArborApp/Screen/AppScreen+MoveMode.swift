import ArborCore
import ArborDB
import ArborTerminal
import Foundation

extension AppScreen {
  /// Keys while picking the new parent of a category: navigation moves the cursor, Enter
  /// moves the category under the selected one, `t` to the top level, Esc cancels.
  func handleMove(_ key: Key, action: String?, now: Double) -> Bool {
    guard let mode = moving else { return false }
    switch key.code {
    case .escape:
      moving = nil
      show("Move cancelled")
      return true
    case .character("t"):
      performMove(mode, to: nil)
      return true
    case .enter:
      guard case .category(let target)? = tree.selected?.node else {
        show("Choose a category to move “\(mode.name)” into.", isError: true)
        return true
      }
      performMove(mode, to: target)
      return true
    default:
      // Everything else navigates (and expand/collapse still work with → and ←).
      return false
    }
  }

  private func performMove(_ mode: MoveMode, to parent: Int?) {
    guard let editor else { return }
    do {
      try editor.moveCategory(mode.categoryID, to: parent)
      moving = nil
      show("Moved “\(mode.name)”. \(undoHint).")
      afterEdit(select: .category(mode.categoryID))
    } catch {
      show(Self.editMessage(error), isError: true)
    }
  }
}
