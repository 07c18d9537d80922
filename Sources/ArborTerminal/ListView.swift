/// One entry of a list: one or more lines (a search hit with its snippet and path).
public struct ListRow: Hashable, Sendable {
  public var lines: [StyledLine]

  public init(_ lines: [StyledLine]) { self.lines = lines }
  public init(_ line: StyledLine) { self.lines = [line] }
}

public protocol ListDataSource {
  var rowCount: Int { get }
  func rows(in range: Range<Int>) -> [ListRow]
}

/// A scrolling flat list whose entries are `rowHeight` lines tall; like `TreeView` it
/// asks for the visible window only.
public struct ListView: Sendable {
  public var scroll = ScrollState()
  public var rowHeight: Int

  public init(rowHeight: Int = 1) {
    self.rowHeight = max(1, rowHeight)
  }

  /// How many entries fit in `height` lines.
  public func capacity(height: Int) -> Int { max(0, height / rowHeight) }

  public mutating func move(_ motion: ScrollState.Motion, rowCount: Int, height: Int) {
    scroll.move(motion, count: rowCount, height: max(1, capacity(height: height)))
  }

  /// Brings the selection and scroll into range for `rowCount` entries in `height` lines
  /// (call before drawing; drawing clamps a copy but keeps nothing).
  public mutating func layOut(rowCount: Int, height: Int) {
    scroll.clamp(count: rowCount, height: max(1, capacity(height: height)))
  }

  public func draw(
    _ source: some ListDataSource, on surface: some Surface, in rect: Rect, theme: Theme, focused: Bool,
    emptyText: String = ""
  ) {
    let count = source.rowCount
    let capacity = capacity(height: rect.height)
    var scroll = self.scroll
    scroll.clamp(count: count, height: max(1, capacity))
    let visible = capacity == 0 ? 0..<0 : scroll.window(count: count, height: capacity)
    let rows = visible.isEmpty ? [] : source.rows(in: visible)
    let normal = theme[ThemeRole.normal]
    let selection = theme[focused ? ThemeRole.selection : ThemeRole.selectionUnfocused]
    surface.fill(rect, style: normal)
    if count == 0 && !emptyText.isEmpty && rect.height > 0 {
      surface.draw(emptyText, row: rect.row, column: rect.column, width: rect.width, style: theme[ThemeRole.dim])
      return
    }
    for (offset, row) in rows.enumerated() {
      let isSelected = visible.lowerBound + offset == scroll.selected
      for (lineIndex, line) in row.lines.prefix(rowHeight).enumerated() {
        let y = rect.row + offset * rowHeight + lineIndex
        guard y < rect.bottom else { break }
        let drawn = isSelected && lineIndex == 0 ? line.restyled { $0.selected(by: selection) } : line
        surface.draw(drawn, row: y, column: rect.column, width: rect.width)
      }
    }
  }
}
