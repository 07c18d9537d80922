import ArborCore

extension AppScreen {
  /// `ScreenLayout.treeIsWide` for the tree shown.
  func treeIsWide(width: Int) -> Bool {
    ScreenLayout.treeIsWide(chosen: wideChoice, totals: tree.hierarchy.totals != nil, width: width)
  }

  func toggleWideTree() {
    let wide = !treeIsWide(width: screenSize?.columns ?? 80)
    wideChoice = wide
    hooks.wideChosen?(wide)
    layOut()
    show(
      wide
        ? "The tree across the whole width (w: the details beside it)"
        : "The details beside the tree (w: the tree across the whole width)")
  }
}
