/// One visible row of a tree, as a data source supplies it.
public struct TreeRow: Hashable, Sendable {
  public var depth: Int
  public var title: StyledLine
  public var hasChildren: Bool
  public var isExpanded: Bool
  /// Shown dimmed at the right edge (a child count, say).
  public var badge: String
  /// A shorter badge for a narrow row (a size and share without its bar): numbers stay
  /// visible and the title is what gets cut, as in ncdu.
  public var compactBadge: String?

  public init(
    depth: Int, title: StyledLine, hasChildren: Bool, isExpanded: Bool, badge: String = "", compactBadge: String? = nil
  ) {
    self.depth = depth
    self.title = title
    self.hasChildren = hasChildren
    self.isExpanded = isExpanded
    self.badge = badge
    self.compactBadge = compactBadge
  }

  /// The badge to draw where `room` columns take the glyph, the title and the badge:
  /// the whole one when it leaves the title ten columns, else the compact one while the
  /// title keeps a few (a title cut to three letters beside a bar could not be read).
  func badge(forRoom room: Int) -> String {
    let full = badge.isEmpty ? 0 : PrintableText.width(badge) + 1
    if full <= room - (compactBadge == nil ? 5 : 12) { return badge }
    if let compactBadge, PrintableText.width(compactBadge) + 1 < room - 3 { return compactBadge }
    return ""
  }
}

/// Where a tree's rows come from. The view asks only for the rows on screen, so a data
/// source over a million nodes never has to produce them all.
public protocol TreeDataSource {
  var rowCount: Int { get }
  func rows(in range: Range<Int>) -> [TreeRow]
}

/// A scrolling tree: indentation, expand glyphs, badges, selection. Keys move the
/// selection; expanding and collapsing are the data source's business (the program
/// decides what a row's children are), so `handle` reports them.
public struct TreeView: Sendable {
  public var scroll = ScrollState()
  /// Columns of indentation per level, squeezed on narrow screens.
  public var indentWidth = 2

  public init() {}

  /// Moves the selection by a navigation action name (see the keymap) over `rowCount` rows.
  public mutating func move(_ motion: ScrollState.Motion, rowCount: Int, height: Int) {
    scroll.move(motion, count: rowCount, height: height)
  }

  public func indent(depth: Int, width: Int) -> Int {
    // Deep trees on narrow screens keep at least half the width for the title.
    min(depth * indentWidth, max(0, width / 2))
  }

  /// Draws the visible window; `focused` picks the selection's style.
  public mutating func draw(
    _ source: some TreeDataSource, on surface: some Surface, in rect: Rect, theme: Theme, focused: Bool
  ) {
    scroll.clamp(count: source.rowCount, height: rect.height)
    draw(source, scroll: scroll, on: surface, in: rect, theme: theme, focused: focused)
  }

  /// Draws the window `scroll` gives, for a program whose model owns the selection: the
  /// widget keeps no copy of it. `scroll` must be clamped to the rows and the height.
  public func draw(
    _ source: some TreeDataSource, scroll: ScrollState, on surface: some Surface, in rect: Rect, theme: Theme,
    focused: Bool = true
  ) {
    let count = source.rowCount
    let visible = scroll.window(count: count, height: rect.height)
    let rows = visible.isEmpty ? [] : source.rows(in: visible)
    let normal = theme[ThemeRole.normal]
    let selection = theme[focused ? ThemeRole.selection : ThemeRole.selectionUnfocused]
    let dim = theme[ThemeRole.dim]
    for offset in 0..<rect.height {
      let y = rect.row + offset
      guard offset < rows.count else {
        surface.drawPadded("", row: y, column: rect.column, width: rect.width, style: normal)
        continue
      }
      let row = rows[offset]
      let isSelected = visible.lowerBound + offset == scroll.selected
      let indent = indent(depth: row.depth, width: rect.width)
      var x = rect.column
      let end = rect.right
      // Deeper than the indentation can show: the level is written at the end of the
      // indentation instead, so a parent and its child never sit in the same column
      // looking like siblings.
      let level = row.depth * indentWidth > indent && indent >= 3 ? "\(row.depth) " : ""
      let spaces = max(0, min(indent, rect.width) - level.count)
      for _ in 0..<spaces {
        surface.put(ascii: 0x20, style: normal, row: y, column: x)
        x += 1
      }
      if !level.isEmpty {
        x += surface.draw(StyledLine(level, style: dim), row: y, column: x, width: indent - spaces)
      }
      let glyph =
        row.hasChildren ? (row.isExpanded ? surface.glyphs.expanded : surface.glyphs.collapsed) : surface.glyphs.leaf
      var line = StyledLine(glyph + " ", style: row.hasChildren ? theme[ThemeRole.title] : dim)
      line.spans += row.title.spans
      if isSelected { line = line.restyled { $0.selected(by: selection) } }
      let badge = row.badge(forRoom: end - x)
      let badgeWidth = badge.isEmpty ? 0 : PrintableText.width(badge) + 1
      let titleRoom = max(0, end - x - badgeWidth)
      x += surface.draw(line, row: y, column: x, width: titleRoom)
      let badgeStart = end - badgeWidth
      while x < end && (badgeWidth == 0 || x < badgeStart) {
        surface.put(ascii: 0x20, style: normal, row: y, column: x)
        x += 1
      }
      if badgeWidth > 0 && x == badgeStart {
        x += surface.put(" ", width: 1, style: normal, row: y, column: x)
        surface.draw(badge, row: y, column: x, width: end - x, style: dim)
      }
    }
  }
}
