import ArborCore

extension AppScreen {
  /// `y` copies the selected node's name, `Y` its path from the root, through the
  /// terminal (OSC 52), so it reaches the clipboard on the user's side of SSH.
  func copySelection(wholePath: Bool) {
    guard let node = tree.selectedNode else { return show("Nothing selected to copy") }
    do {
      let title = tree.selected?.title
      guard let text = try PathText.copied(node, title: title, wholePath: wholePath, in: tree.hierarchy, database)
      else { return show("That entry no longer exists", isError: true) }
      hooks.clipboard?(text)
      show("Copied “\(text)” to the clipboard (if the terminal allows OSC 52)")
    } catch {
      report(error)
    }
  }
}
