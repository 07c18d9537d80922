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
  ///
  /// Printable ASCII spans — most of what is drawn — go to the grid a byte a cell,
  /// without the grapheme walk; other spans as `PrintableText` units.
  @discardableResult
  public func draw(_ line: StyledLine, row: Int, column: Int, width: Int) -> Int {
    guard width > 0 else { return 0 }
    let fits = Self.width(of: line, upTo: width) <= width
    let ellipsisWidth = fits ? 0 : PrintableText.width(glyphs.ellipsis)
    let room = width - ellipsisWidth
    var used = 0
    // The style of the last unit drawn or of the first one that did not fit: the
    // ellipsis continues it.
    var lastStyle = line.spans.first?.style ?? .plain
    var units: [PrintableUnit] = []
    drawing: for span in line.spans {
      if PrintableText.isPrintableASCII(span.text) {
        for byte in span.text.utf8 {
          lastStyle = span.style
          guard used + 1 <= room else { break drawing }
          put(ascii: byte, style: span.style, row: row, column: column + used)
          used += 1
        }
        continue
      }
      for character in span.text {
        units.removeAll(keepingCapacity: true)
        PrintableText.appendUnits(of: character, to: &units)
        for unit in units {
          lastStyle = span.style
          guard used + unit.width <= room else { break drawing }
          used += put(unit.text, width: unit.width, style: span.style, row: row, column: column + used)
        }
      }
    }
    if fits { return used }
    while used < room {
      used += put(" ", width: 1, style: lastStyle, row: row, column: column + used)
    }
    if room >= 0 {
      used += put(glyphs.ellipsis, width: ellipsisWidth, style: lastStyle, row: row, column: column + used)
    }
    return used
  }

  /// The printable width of `line`, walked only until it passes `limit` (a long note is
  /// not walked to its end).
  private static func width(of line: StyledLine, upTo limit: Int) -> Int {
    var total = 0
    var units: [PrintableUnit] = []
    for span in line.spans {
      if PrintableText.isPrintableASCII(span.text) {
        total += span.text.utf8.count
      } else {
        for character in span.text {
          units.removeAll(keepingCapacity: true)
          PrintableText.appendUnits(of: character, to: &units)
          for unit in units { total += unit.width }
          if total > limit { return total }
        }
      }
      if total > limit { return total }
    }
    return total
  }

  /// Draws a line and blanks the rest of `width` in `style`.
  public func drawPadded(_ line: StyledLine, row: Int, column: Int, width: Int, style: Style) {
    let used = draw(line, row: row, column: column, width: width)
    for offset in used..<max(used, width) {
      put(ascii: 0x20, style: style, row: row, column: column + offset)
    }
  }
}
