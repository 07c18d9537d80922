import ArborTerminal

/// A theme where every role is distinguishable in monochrome attribute snapshots.
let testTheme = Theme(
  entries: (try? Theme.parse(
    """
    normal = fg=default
    border = fg=blue
    border-focused = fg=cyan bold
    title = fg=cyan bold
    selection = fg=black bg=cyan ; mono=reverse
    selection-unfocused = underline ; mono=underline
    dim = fg=bright-black ; mono=dim
    highlight = fg=yellow bold ; mono=bold,underline
    status = reverse ; mono=reverse
    status-key = bold reverse ; mono=bold,reverse
    dialog = fg=default
    error = fg=red bold ; mono=bold
    field = underline ; mono=underline
    """)) ?? [:],
  support: .monochrome)

/// Draws on a fresh in-memory surface and returns it.
func render(_ size: Size, _ draw: (MemorySurface) -> Void) -> MemorySurface {
  let surface = MemorySurface(size: size)
  draw(surface)
  return surface
}

/// A fixed tree with the awkward cases: wide characters, control characters, deep
/// nesting, long names, badges.
struct FixtureTree: TreeDataSource {
  var rowsStored: [TreeRow] = [
    TreeRow(depth: 0, title: "Projects", hasChildren: true, isExpanded: true, badge: "3"),
    TreeRow(
      depth: 1, title: "Arbor — a tree browser with a rather long name indeed", hasChildren: true, isExpanded: false,
      badge: "12"),
    TreeRow(depth: 1, title: "日本語のノート", hasChildren: false, isExpanded: false),
    TreeRow(depth: 1, title: "evil\u{1B}[2Jname\u{9B}", hasChildren: false, isExpanded: false),
    TreeRow(depth: 0, title: "Home 🏠 and café", hasChildren: true, isExpanded: true, badge: "1"),
    TreeRow(depth: 1, title: "Garden", hasChildren: true, isExpanded: true, badge: "1"),
    TreeRow(depth: 2, title: "Roses", hasChildren: true, isExpanded: true, badge: "1"),
    TreeRow(depth: 3, title: "Red", hasChildren: true, isExpanded: true, badge: "1"),
    TreeRow(depth: 4, title: "Climbing", hasChildren: false, isExpanded: false),
    TreeRow(depth: 0, title: "Archive", hasChildren: true, isExpanded: false, badge: "1024"),
  ]

  var rowCount: Int { rowsStored.count }
  func rows(in range: Range<Int>) -> [TreeRow] { Array(rowsStored[range]) }
}

/// `count` numbered rows, for scrolling.
struct NumberedTree: TreeDataSource {
  var rowCount: Int
  func rows(in range: Range<Int>) -> [TreeRow] {
    range.map { TreeRow(depth: $0 % 3, title: StyledLine("row \($0)"), hasChildren: $0 % 3 != 2, isExpanded: false) }
  }
}

struct FixtureList: ListDataSource {
  var entries: [ListRow]
  var rowCount: Int { entries.count }
  func rows(in range: Range<Int>) -> [ListRow] { Array(entries[range]) }
}
