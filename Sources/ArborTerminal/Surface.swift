/// What widgets draw on: a grid of cells. `MemorySurface` keeps it for tests;
/// `CursesSurface` sends the cells that changed to the terminal.
public protocol Surface: AnyObject {
  var size: Size { get }
  var glyphs: Glyphs { get }
  /// Where the text cursor shows after the frame (a focused text field); nil hides it.
  var cursor: Position? { get set }

  /// Puts one printable unit (see `PrintableText`) of width 1 or 2; returns the columns
  /// it advanced. Off-surface positions are ignored.
  @discardableResult
  func put(_ text: String, width: Int, style: Style, row: Int, column: Int) -> Int
  /// Puts one printable ASCII character (0x20...0x7E) — `put` without making a String,
  /// for the common case of drawing plain text.
  func put(ascii: UInt8, style: Style, row: Int, column: Int)
  /// Blanks every cell.
  func clear(_ style: Style)
  /// Ends a frame: the ncurses surface writes what changed, in one update.
  func present()
}

extension Surface {
  /// For a surface of its own that keeps cells only as text.
  public func put(ascii: UInt8, style: Style, row: Int, column: Int) {
    put(String(UnicodeScalar(ascii)), width: 1, style: style, row: row, column: column)
  }

  /// Fills a rectangle with blanks.
  public func fill(_ rect: Rect, style: Style) {
    for row in rect.row..<rect.bottom {
      for column in rect.column..<rect.right {
        put(ascii: 0x20, style: style, row: row, column: column)
      }
    }
  }

  /// Draws `text` at most `width` columns wide, ending in an ellipsis when cut.
  @discardableResult
  public func draw(_ text: String, row: Int, column: Int, width: Int, style: Style) -> Int {
    draw(StyledLine(text, style: style), row: row, column: column, width: width)
  }

  /// Draws a styled line at most `width` columns wide. Text is made printable first, a
  /// wide character is never split, and a cut line ends in an ellipsis. Returns the
  /// columns used.
  @discardableResult
  public func draw(_ line: StyledLine, row: Int, column: Int, width: Int) -> Int {
    guard width > 0 else { return 0 }
    if let used = drawFast(line, row: row, column: column, width: width) { return used }
    // Collect units up to one past the width: enough to cut, without walking a whole
    // long note.
    var units: [(PrintableUnit, Style)] = []
    var total = 0
    var buffer: [PrintableUnit] = []
    outer: for span in line.spans {
      for character in span.text {
        buffer.removeAll(keepingCapacity: true)
        PrintableText.appendUnits(of: character, to: &buffer)
        for unit in buffer {
          units.append((unit, span.style))
          total += unit.width
          if total > width { break outer }
        }
      }
    }
    // `drawFast` draws every line that fits: this one is cut.
    var used = 0
    let ellipsisWidth = PrintableText.width(glyphs.ellipsis)
    let room = width - ellipsisWidth
    var lastStyle = units.first?.1 ?? .plain
    for (unit, style) in units {
      if used + unit.width > room { lastStyle = style; break }
      used += put(unit.text, width: unit.width, style: style, row: row, column: column + used)
      lastStyle = style
    }
    while used < room {
      used += put(" ", width: 1, style: lastStyle, row: row, column: column + used)
    }
    if room >= 0 {
      used += put(glyphs.ellipsis, width: ellipsisWidth, style: lastStyle, row: row, column: column + used)
    }
    return used
  }

  /// `draw` without the grapheme walk for its printable ASCII spans (one cell a byte,
  /// most of what is drawn): a line that fits is drawn span by span, and a line of ASCII
  /// only is also cut here. Nil when the general way must draw it (a line with other
  /// characters that needs cutting).
  private func drawFast(_ line: StyledLine, row: Int, column: Int, width: Int) -> Int? {
    // The width up to one past `width` at most (a long note is not walked to its end),
    // and whether the spans walked are all ASCII.
    var total = 0
    var allASCII = true
    var units: [PrintableUnit] = []
    measuring: for span in line.spans {
      if Self.isPrintableASCII(span.text) {
        total += span.text.utf8.count
      } else {
        allASCII = false
        for character in span.text {
          units.removeAll(keepingCapacity: true)
          PrintableText.appendUnits(of: character, to: &units)
          for unit in units { total += unit.width }
          if total > width { break measuring }
        }
      }
      if total > width { break }
    }
    var used = 0
    if total <= width {
      for span in line.spans {
        if Self.isPrintableASCII(span.text) {
          for byte in span.text.utf8 {
            put(ascii: byte, style: span.style, row: row, column: column + used)
            used += 1
          }
          continue
        }
        for character in span.text {
          units.removeAll(keepingCapacity: true)
          PrintableText.appendUnits(of: character, to: &units)
          for unit in units {
            used += put(unit.text, width: unit.width, style: span.style, row: row, column: column + used)
          }
        }
      }
      return used
    }
    guard allASCII else { return nil }
    let ellipsisWidth = PrintableText.width(glyphs.ellipsis)
    let room = width - ellipsisWidth
    var lastStyle = line.spans.first?.style ?? .plain
    outer: for span in line.spans {
      for byte in span.text.utf8 {
        lastStyle = span.style
        if used + 1 > room { break outer }
        put(ascii: byte, style: span.style, row: row, column: column + used)
        used += 1
      }
    }
    if room >= 0 {
      used += put(glyphs.ellipsis, width: ellipsisWidth, style: lastStyle, row: row, column: column + used)
    }
    return used
  }

  private static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Draws a line and blanks the rest of `width` in `style`.
  public func drawPadded(_ line: StyledLine, row: Int, column: Int, width: Int, style: Style) {
    let used = draw(line, row: row, column: column, width: width)
    for offset in used..<max(used, width) {
      put(ascii: 0x20, style: style, row: row, column: column + offset)
    }
  }
}
