/// A bordered pane with a title in its top edge.
public enum Box {
  /// Draws the border and returns the inner rectangle. Too small for a border (under
  /// 2×2): nothing is drawn and the whole rectangle is returned. `footer` goes at the
  /// right of the bottom edge, cut from its end where the edge is short.
  @discardableResult
  public static func draw(
    on surface: some Surface, in rect: Rect, title: String = "", footer: String = "", focused: Bool = false,
    theme: Theme
  ) -> Rect {
    guard rect.width >= 2, rect.height >= 2 else { return rect }
    let style = theme[focused ? ThemeRole.borderFocused : ThemeRole.border]
    let glyphs = surface.glyphs
    let top = rect.row
    let bottom = rect.bottom - 1
    surface.put(glyphs.topLeft, width: 1, style: style, row: top, column: rect.column)
    surface.put(glyphs.topRight, width: 1, style: style, row: top, column: rect.right - 1)
    surface.put(glyphs.bottomLeft, width: 1, style: style, row: bottom, column: rect.column)
    surface.put(glyphs.bottomRight, width: 1, style: style, row: bottom, column: rect.right - 1)
    for column in rect.column + 1..<rect.right - 1 {
      surface.put(glyphs.horizontal, width: 1, style: style, row: top, column: column)
      surface.put(glyphs.horizontal, width: 1, style: style, row: bottom, column: column)
    }
    for row in top + 1..<bottom {
      surface.put(glyphs.vertical, width: 1, style: style, row: row, column: rect.column)
      surface.put(glyphs.vertical, width: 1, style: style, row: row, column: rect.right - 1)
    }
    if !title.isEmpty && rect.width > 4 {
      let titleStyle = focused ? theme[ThemeRole.title].adding(.bold) : theme[ThemeRole.title]
      surface.draw(" " + title + " ", row: top, column: rect.column + 1, width: rect.width - 2, style: titleStyle)
    }
    if !footer.isEmpty && rect.width > 8 {
      let text = " " + footer + " "
      let width = min(PrintableText.width(text), rect.width - 4)
      surface.draw(text, row: bottom, column: rect.right - 2 - width, width: width, style: theme[ThemeRole.title])
    }
    return inner(rect)
  }

  /// Where the contents of a box drawn in `rect` go (the whole of `rect` when it is too
  /// small for a border), for layouts computed before drawing.
  public static func inner(_ rect: Rect) -> Rect {
    rect.width >= 2 && rect.height >= 2 ? rect.inset(by: 1) : rect
  }
}
