import ArborCore
import ArborTerminal

extension AppScreen {
  /// Draws the whole screen. The layout is computed first (`layOut`); drawing then only
  /// reads the screen's state and writes to the surface.
  public func draw(on surface: some Surface) {
    layOut(surface.size)
    if layout.side != nil && !layout.sideIsSearch { detailPane.layOut(inner: layout.sideInner, theme: theme) }
    surface.cursor = nil
    surface.clear(theme[ThemeRole.normal])
    guard !layout.screen.isEmpty else { return }
    if let bar = layout.breadcrumb { drawBreadcrumb(on: surface, in: bar) }
    if let box = layout.treeBox {
      treePane.marked = Set(marks)
      let openTree = openTree
      treePane.columnText = { openTree.shownColumnText(of: $0) }
      treePane.draw(
        on: surface, in: box, boxed: layout.treeIsBoxed, wide: layout.treeIsWide, theme: theme, focused: focus == .tree
      ) {
        [weak self] error in self?.report(error)
      }
    }
    if let side = layout.side {
      if layout.sideIsSearch {
        searchPane.draw(on: surface, in: side, list: layout.searchList, theme: theme, focused: focus == .search)
      } else {
        detailPane.draw(on: surface, in: side, theme: theme, focused: focus == .detail)
      }
    }
    if let status = layout.status { drawStatus(on: surface, in: status) }
    modal?.draw(on: surface, in: layout.screen, theme: theme, keymap: keymap)
    help?.draw(on: surface, in: layout.screen, theme: theme)
  }

  /// Draws the status line alone, with `text`: progress of a long edit, drawn while the
  /// edit's transaction is open (the status line reads nothing from the database).
  public func drawStatus(_ text: String, on surface: some Surface) {
    guard let status = layout.status else { return }
    StatusLine(keymap: keymap).draw(
      on: surface, in: status, theme: theme, focus: focus, editing: openTree.editing?.capabilities, message: text,
      isError: false, moving: nil, activity: nil)
  }

  /// Computes where the panes go for `size` (the last frame's size when nil) and keeps
  /// the tree's first row in bounds.
  func layOut(_ size: Size? = nil) {
    if let size { screenSize = size }
    guard let size = screenSize else { return }
    layout = ScreenLayout.compute(
      size: size, searchOpen: isSearchOpen, detailFocused: focus == .detail, wideTree: treeIsWide(width: size.columns))
    treePane.layOut(rows: layout.tree.height)
    searchPane.layOut(field: layout.searchField.width, list: layout.searchList)
    modal?.layOut(in: layout.screen)
  }

  private func drawBreadcrumb(on surface: some Surface, in rect: Rect) {
    let line = PathText.breadcrumb(title: title, path: detail.details?.path ?? [], width: rect.width, theme: theme)
    surface.drawPadded(line, row: rect.row, column: rect.column, width: rect.width, style: theme["bar"])
  }

  private func drawStatus(on surface: some Surface, in rect: Rect) {
    StatusLine(keymap: keymap).draw(
      on: surface, in: rect, theme: theme, focus: focus, editing: openTree.editing?.capabilities, message: message,
      isError: messageIsError || StatusLine.damage(of: database) != nil, moving: moving?.name,
      activity: StatusLine.activity(of: openTree))
  }
}
