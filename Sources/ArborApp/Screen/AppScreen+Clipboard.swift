import ArborCore
import ArborDB

extension AppScreen {
  /// `y` copies the selected node's name, `Y` its path from the root, through the
  /// terminal (OSC 52), so it reaches the clipboard on the user's side of SSH.
  func copySelection(wholePath: Bool) {
    guard let node = tree.selectedNode else {
      show("Nothing selected to copy")
      return
    }
    do {
      // Through the open tree, whatever its kind; a node in a cycle has no way up to a
      // root, and is copied by its own name.
      let hierarchy = tree.hierarchy
      let path = try database.read { db in try hierarchy.pathNames(of: node, db) }
      guard let names = path ?? tree.selected.map({ [$0.title] }), let name = names.last else {
        show("That entry no longer exists", isError: true)
        return
      }
      let text = wholePath ? names.joined(separator: " / ") : name
      clipboard?(text)
      show("Copied “\(text)” to the clipboard (if the terminal allows OSC 52)")
    } catch {
      report(error)
    }
  }
}
