import ArborTerminal

extension AppScreen {
  /// Keys while picking the new parent of a node: the `[move]` keys (`TreeEdits.move`);
  /// false for every other key, which navigates.
  func handleMove(_ key: Key) -> Bool {
    guard let mode = moving, let request = mode.request(for: key, keymap: keymap) else { return false }
    let outcome = edits.move(mode, request, selected: tree.selected?.node)
    // The marked nodes moved: their marks have done their work.
    if !mode.more.isEmpty, case .edited = outcome { clearMarks(saying: false) }
    apply(outcome)
    return true
  }
}
