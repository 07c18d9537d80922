import ArborCore

extension AppScreen {
  /// Whether the tree takes the whole width while it has the focus: as `w` last chose,
  /// else for a tree that adds up totals on a terminal of 100 columns or fewer, where
  /// beside the details its sizes, bars and shares would not fit (ncdu's view).
  func treeIsWide(width: Int) -> Bool {
    wideChoice ?? (tree.hierarchy.totals != nil && width <= 100)
  }

  func toggleWideTree() {
    let wide = !treeIsWide(width: screenSize?.columns ?? 80)
    wideChoice = wide
    wideChosen?(wide)
    layOut()
    show(
      wide
        ? "The tree across the whole width (w: the details beside it)"
        : "The details beside the tree (w: the tree across the whole width)")
  }
}
