import ArborTerminal

enum DemoTheme {
  static let entries: [String: Theme.Entry] =
    (try? Theme.parse(
      """
      normal = fg=default
      border = fg=blue
      border-focused = fg=cyan bold
      title = fg=cyan bold
      selection = fg=black bg=cyan ; mono=reverse
      selection-unfocused = reverse ; mono=underline
      dim = fg=bright-black ; mono=dim
      status = fg=black bg=white ; mono=reverse
      status-key = fg=blue bg=white bold ; mono=reverse,bold
      dialog = fg=default
      """)) ?? [:]
}
