import ArborTerminal

/// The key hint at the bottom of a form ("Tab next field  Enter save  Esc cancel"),
/// naming the keys of the user's keymap; an action without a key is left out, and
/// actions named together share a hint ("Left/Right change").
enum FormHint {
  static func text(_ keymap: Keymap, _ hints: [(actions: [String], what: String)]) -> String {
    hints.compactMap { actions, what -> String? in
      let keys = actions.map { keymap.keyNames(for: $0, in: KeyMode.form, limit: 1) }.filter { !$0.isEmpty }
      return keys.isEmpty ? nil : keys.joined(separator: "/") + " " + what
    }.joined(separator: "  ")
  }
}
