import ArborCore
import ArborTerminal

extension AppScreen {
  /// Draws the whole screen. The layout is computed first (`layOut`); drawing then only
  /// reads the screen's state and writes to the surface.
  public func draw(on surface: some Surface) {
    layOut(surface.size)
    let detailLines = layoutDetailLines()
    surface.cursor = nil
    surface.clear(theme[ThemeRole.normal])
    guard !layout.screen.isEmpty else { return }
    if let bar = layout.breadcrumb { drawBreadcrumb(on: surface, in: bar) }
    if layout.treeBox != nil { drawTree(on: surface) }
    if let side = layout.side {
      if layout.sideIsSearch {
        searchPane.draw(on: surface, in: side, list: layout.searchList, theme: theme, focused: focus == .search)
      } else {
        drawDetail(on: surface, in: side, lines: detailLines)
      }
    }
    if let status = layout.status { drawStatus(on: surface, in: status) }
    drawModal(on: surface, in: layout.screen)
    if var overlay = help {
      overlay.draw(keymap: keymap, on: surface, in: layout.screen, theme: theme)
      help = overlay
    }
  }

  /// Computes where the panes go for `size` (the last frame's size when nil) and keeps
  /// the tree's first row in bounds.
  func layOut(_ size: Size? = nil) {
    if let size { screenSize = size }
    guard let size = screenSize else { return }
    layout = ScreenLayout.compute(size: size, searchOpen: isSearchOpen, detailFocused: focus == .detail)
    treeHeight = layout.treeHeight
    searchPane.height = max(1, layout.searchList.height)
    var scroll = ScrollState(selected: tree.selectedRow, top: treeTop)
    scroll.clamp(count: tree.rowCount, height: layout.tree.height)
    treeTop = scroll.top
  }

  /// The detail pane's lines for this frame (none when it is hidden), with its scroll
  /// kept within them: the last layout step before drawing.
  private func layoutDetailLines() -> [StyledLine] {
    guard layout.side != nil, !layout.sideIsSearch else { return [] }
    let inner = layout.sideInner
    let lines = DetailLines.lines(for: detail.detail, width: max(1, inner.width - 1), theme: theme)
    detailScroll = min(detailScroll, max(0, lines.count - inner.height))
    return lines
  }

  private func drawBreadcrumb(on surface: some Surface, in rect: Rect) {
    var line = StyledLine(" " + title, style: theme["bar-title"])
    let path: [String]
    switch detail.detail {
    case .category(let category)?: path = category.path + [category.category.name]
    case .item(let item)?: path = item.path + [item.item.title]
    case nil: path = []
    }
    for name in path {
      line.append(" › ", style: theme["bar"])
      line.append(name, style: theme["bar"])
    }
    surface.drawPadded(line, row: rect.row, column: rect.column, width: rect.width, style: theme["bar"])
  }

  private func drawTree(on surface: some Surface) {
    guard let box = layout.treeBox else { return }
    let count = tree.rowCount
    let position = count == 0 ? "empty" : "\(tree.selectedRow + 1)/\(count)"
    let inner = layout.treeIsBoxed
      ? Box.draw(on: surface, in: box, title: "Tree  " + position, focused: focus == .tree, theme: theme)
      : box
    if count == 0 {
      surface.draw("No categories yet. Import some: arbor import FILE", row: inner.row, column: inner.column, width: inner.width, style: theme[ThemeRole.dim])
      return
    }
    let source = TreeSource(model: tree, theme: theme) { [weak self] error in self?.report(error) }
    let scroll = ScrollState(selected: tree.selectedRow, top: treeTop)
    treeView.draw(source, scroll: scroll, on: surface, in: inner, theme: theme, focused: focus == .tree)
  }

  private func drawDetail(on surface: some Surface, in rect: Rect, lines: [StyledLine]) {
    let kind: String
    switch detail.detail {
    case .category?: kind = "Category"
    case .item?: kind = "Item"
    case nil: kind = "Detail"
    }
    let inner = Box.draw(on: surface, in: rect, title: kind, focused: focus == .detail, theme: theme)
    for (offset, line) in lines.dropFirst(detailScroll).prefix(inner.height).enumerated() {
      surface.draw(line, row: inner.row + offset, column: inner.column + 1, width: max(0, inner.width - 1))
    }
  }

  private func drawStatus(on surface: some Surface, in rect: Rect) {
    var hints: [StatusBar.Hint] = []
    func hint(_ action: String, _ label: String) {
      let keys = keymap.keyNames(for: action, limit: 1)
      if !keys.isEmpty { hints.append(.init(keys, label)) }
    }
    switch focus {
    case .search:
      hints = [.init("Enter", "show in tree"), .init("↑↓", "choose"), .init("Esc", "close")]
    case .detail:
      hint(StandardAction.up, "scroll")
      hint(AppAction.focusNext, "tree")
      hint(StandardAction.help, "help")
      hint(StandardAction.quit, "quit")
    case .tree:
      hint(StandardAction.search, "search")
      hint(StandardAction.expand, "open")
      if !database.isReadOnly {
        hint(AppAction.addChild, "add")
        hint(AppAction.addItem, "item")
        hint(AppAction.edit, "edit")
        hint(AppAction.delete, "delete")
        hint(AppAction.undo, "undo")
      }
      hint(StandardAction.help, "help")
      hint(StandardAction.quit, "quit")
    }
    if database.isReadOnly { hints.append(.init("", "read-only")) }
    if let moving, message == nil {
      hints = [.init("Enter", "move here"), .init("t", "top level"), .init("Esc", "cancel")]
      StatusBar(hints: hints, message: "Moving “\(moving.name)”: choose its new parent", isError: false)
        .draw(on: surface, row: rect.row, column: rect.column, width: rect.width, theme: theme)
      return
    }
    StatusBar(hints: hints, message: message ?? "", isError: messageIsError)
      .draw(on: surface, row: rect.row, column: rect.column, width: rect.width, theme: theme)
  }
}
