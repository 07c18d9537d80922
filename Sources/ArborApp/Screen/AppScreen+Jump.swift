import ArborCore
import ArborTerminal

extension AppScreen {
  /// The jump key's prompt answered: the node the path or label names, selected with its
  /// ancestors opened; the prompt stays open, saying so, when nothing matches.
  func jump(to prompt: NamePrompt) {
    do {
      switch try prompt.jumpTarget(in: tree.hierarchy, database) {
      case .node(let node):
        modal = nil
        go(to: node)
      case .nothingNamed(let kept):
        modal = .prompt(kept)
      }
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
    switch history.step(back: back, from: tree.selected?.node) {
    case .success(let node): reveal(node)
    case .failure(let none): show(none.words)
    }
  }
}
