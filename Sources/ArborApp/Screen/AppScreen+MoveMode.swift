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
      switch tree.selected?.node {
      case .category(let target)?: performMove(mode, to: .category(target))
      case .row(let target)? where isOtherProgramsFile: performMove(mode, to: .row(target))
      default: show("Choose a category to move “\(mode.name)” into.", isError: true)
      }
    }
    return true
  }

  private func performMove(_ mode: MoveMode, to parent: NodeID?) {
    do {
      switch mode.node {
      case .category(let id):
        guard let editor else { return }
        try editor.moveCategory(id, to: parent.flatMap { (node) -> Int? in
          if case .category(let target) = node { return target }
          return nil
        })
      case .row(let key):
        guard let rowEditor = try rowEditor() else { return }
        try rowEditor.move(key, from: mode.from?.rowKey, to: parent?.rowKey)
      case .item:
        return
      }
      moving = nil
      show("Moved “\(mode.name)”. \(undoHint).")
      afterEdit(select: mode.node)
    } catch {
      show(Self.editMessage(error), isError: true)
    }
  }
}
