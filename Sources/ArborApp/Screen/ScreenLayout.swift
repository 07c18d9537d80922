import ArborCore
import ArborTerminal

/// Where every pane goes, for a terminal size and what the screen shows. Computed before
/// a frame is drawn and before a key is handled, so paging moves by the geometry on
/// screen and drawing only reads it.
struct ScreenLayout: Equatable {
  /// The whole terminal.
  var screen = ScreenLayout.empty
  /// The top bar and the status line; nil on a terminal under three rows.
  var breadcrumb: Rect?
  var status: Rect?
  /// The tree pane's outer rectangle (with its box) and where its rows go; `treeIsBoxed`
  /// is false on a terminal under three rows, where the rows take the whole screen.
  var treeBox: Rect?
  var tree = ScreenLayout.empty
  var treeIsBoxed = true
  /// The tree has the whole width by choice (`wideTree`), not for want of room.
  var treeIsWide = false
  /// The detail or search pane's outer rectangle, and where its text goes.
  var side: Rect?
  var sideInner = ScreenLayout.empty
  var sideIsSearch = false

  static let empty = Rect(row: 0, column: 0, width: 0, height: 0)

  /// Whether the tree takes the whole width while it has the focus: as `w` last chose,
  /// else for a tree that adds up totals on a terminal of 100 columns or fewer, where
  /// beside the details its sizes, bars and shares would not fit (ncdu's view).
  static func treeIsWide(chosen: Bool?, totals: Bool, width: Int) -> Bool {
    chosen ?? (totals && width <= 100)
  }

  /// `wideTree`: the tree takes the whole width while it has the focus (the ncdu view:
  /// sizes, bars and shares fit at 80 columns); the details come back beside it when
  /// they are focused or a search is open.
  static func compute(size: Size, searchOpen: Bool, detailFocused: Bool, wideTree: Bool = false) -> ScreenLayout {
    var layout = ScreenLayout()
    let screen = Rect(size)
    layout.screen = screen
    guard !screen.isEmpty else { return layout }
    if screen.height < 3 {
      layout.treeBox = screen
      layout.tree = screen
      layout.treeIsBoxed = false
      return layout
    }
    let rows = SplitLayout.rows([.fixed(1), .flexible(), .fixed(1)], in: screen)
    layout.breadcrumb = rows[0]
    layout.status = rows[2]
    let body = rows[1]
    if wideTree && !searchOpen && !detailFocused {
      layout.setTree(body)
      layout.treeIsWide = true
    } else if body.width >= 60 {
      let panes = SplitLayout.columns([.fraction(1, 2), .flexible()], in: body)
      layout.setTree(panes[0])
      layout.setSide(panes[1], search: searchOpen)
    } else if searchOpen || detailFocused {
      layout.setSide(body, search: searchOpen)
    } else {
      layout.setTree(body)
    }
    return layout
  }

  private mutating func setTree(_ rect: Rect) {
    treeBox = rect
    tree = Box.inner(rect)
  }

  private mutating func setSide(_ rect: Rect, search: Bool) {
    side = rect
    sideInner = Box.inner(rect)
    sideIsSearch = search
  }

  /// The search text field: after the `/ ` prompt on the pane's first line.
  var searchField: Rect {
    Rect(
      row: sideInner.row, column: sideInner.column + 2, width: max(0, sideInner.width - 2),
      height: min(1, sideInner.height))
  }

  /// The search hits' list: below the search field and a blank line.
  var searchList: Rect {
    Rect(row: sideInner.row + 2, column: sideInner.column, width: sideInner.width, height: max(0, sideInner.height - 2))
  }
}
