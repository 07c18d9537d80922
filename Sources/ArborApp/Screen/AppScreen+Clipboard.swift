import ArborCore
import ArborDB

extension AppScreen {
  /// `y` copies the selected node's name, `Y` its path from the root (as the file writes
  /// it, in a tree of paths), through the
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
      let (path, stored) = try database.read { db in
        (try hierarchy.pathNames(of: node, db), wholePath ? try hierarchy.storedPath(of: node, db) : nil)
      }
      guard let names = path ?? tree.selected.map({ [$0.title] }), let name = names.last else {
        show("That entry no longer exists", isError: true)
        return
      }
      // A tree of paths copies the path as the file writes it (a shell takes it); other
      // trees join the names readably.
      let text = wholePath ? stored ?? names.joined(separator: " / ") : name
      clipboard?(text)
      show("Copied “\(text)” to the clipboard (if the terminal allows OSC 52)")
    } catch {
      report(error)
    }
  }
}
