import ArborCore
import ArborTerminal

extension AppScreen {
  /// The jump key's prompt answered: the node the path or label names, selected with its
  /// ancestors opened; the prompt stays open, saying so, when nothing matches.
  func jump(to prompt: NamePrompt) {
    let text = prompt.typedText
    do {
      let hierarchy = tree.hierarchy
      let found = try database.read { db in try NodeFinder.find(text, in: hierarchy, db) }
      guard let node = found else {
        var kept = prompt
        kept.dialog.error = "Nothing here is called that (a path: usr/bin/ls or A:B; or a whole label)"
        modal = .prompt(kept)
        return
      }
      modal = nil
      go(to: node)
    } catch {
      modal = nil
      report(error)
    }
  }

  /// Selects `node` as a jump: where the selection was becomes the way back.
  func go(to node: NodeID) {
    if let current = tree.selected?.node, current != node { history.leave(current) }
    reveal(node)
  }

  func stepInHistory(back: Bool) {
    let current = tree.selected?.node
    guard let node = back ? history.stepBack(from: current) : history.stepForward(from: current) else {
      show(back ? "Nothing to go back to: [ returns from a jump (p) or a search hit" : "Nothing to go forward to")
      return
    }
    reveal(node)
  }
}
