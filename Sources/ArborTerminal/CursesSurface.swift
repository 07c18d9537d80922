import CNCurses

/// The ncurses surface. Widgets draw into a cell grid; `present()` hands ncurses only the
/// cells that differ from the last frame and calls `doupdate` once, so ncurses' own
/// optimiser writes the smallest change to the terminal.
public final class CursesSurface: Surface {
  private var frame: CellGrid
  private var shown: CellGrid
  private var forceFullRedraw = true
  public let glyphs: Glyphs
  public var cursor: Position?
  private var cursorVisible = false
  private let palette: ColorPalette

  init(size: Size, glyphs: Glyphs, palette: ColorPalette) {
    self.frame = CellGrid(size: size)
    self.shown = CellGrid(size: size)
    self.glyphs = glyphs
    self.palette = palette
  }

  public var size: Size { frame.size }

  @discardableResult
  public func put(_ text: String, width: Int, style: Style, row: Int, column: Int) -> Int {
    frame.put(text, width: width, style: style, row: row, column: column)
  }

  public func put(ascii: UInt8, style: Style, row: Int, column: Int) {
    frame.put(ascii: ascii, style: style, row: row, column: column)
  }

  public func clear(_ style: Style) {
    frame.fill(.blank(style))
  }

  /// The terminal changed size: the next frame is sent whole.
  func resize(to size: Size) {
    frame = CellGrid(size: size)
    shown = CellGrid(size: size)
    forceFullRedraw = true
  }

  /// Forgets what the terminal shows (after another program used it): the next frame is
  /// drawn in full.
  func invalidate() {
    forceFullRedraw = true
  }

  public func present() {
    let columns = frame.size.columns
    let clearFirst = forceFullRedraw
    var scalars: [wchar_t] = []
    for row in 0..<frame.size.rows {
      for column in 0..<columns {
        let cell = frame[row, column]
        if !forceFullRedraw && cell == shown[row, column] { continue }
        if cell.isContinuation { continue }
        scalars.removeAll(keepingCapacity: true)
        cell.withScalars { for value in $0 { scalars.append(wchar_t(bitPattern: value)) } }
        if scalars.isEmpty { scalars.append(32) }
        let (attributes, pair) = palette.attributesAndPair(for: cell.style)
        _ = arbor_put_cell(Int32(row), Int32(column), scalars, Int32(scalars.count), attributes, pair)
      }
    }
    shown = frame
    forceFullRedraw = false
    if let cursor, cursor.row < frame.size.rows, cursor.column < columns {
      if !cursorVisible {
        curs_set(1)
        cursorVisible = true
      }
      arbor_move_cursor(Int32(cursor.row), Int32(cursor.column))
    } else if cursorVisible {
      curs_set(0)
      cursorVisible = false
    }
    arbor_present(clearFirst ? 1 : 0)
  }
}

/// Colour pairs, allocated as styles first appear (ncurses has a fixed number of them).
final class ColorPalette {
  private var pairs: [PairKey: Int32] = [:]
  private var nextPair: Int32 = 1
  private let maxPairs: Int32
  private let colors: Int32
  let support: ColorSupport

  struct PairKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  init(support: ColorSupport, colors: Int32, maxPairs: Int32) {
    self.support = support
    self.colors = colors
    self.maxPairs = maxPairs
  }

  func attributesAndPair(for style: Style) -> (Int32, Int32) {
    var attributes: Int32 = 0
    if style.attributes.contains(.bold) { attributes |= Int32(ARBOR_ATTR_BOLD) }
    if style.attributes.contains(.dim) { attributes |= Int32(ARBOR_ATTR_DIM) }
    if style.attributes.contains(.underline) { attributes |= Int32(ARBOR_ATTR_UNDERLINE) }
    if style.attributes.contains(.reverse) { attributes |= Int32(ARBOR_ATTR_REVERSE) }
    if style.attributes.contains(.italic) { attributes |= Int32(ARBOR_ATTR_ITALIC) }
    guard support != .monochrome else { return (attributes, 0) }
    let key = PairKey(foreground: number(style.foreground), background: number(style.background))
    if key.foreground == -1 && key.background == -1 { return (attributes, 0) }
    if let pair = pairs[key] { return (attributes, pair) }
    guard nextPair < maxPairs else { return (attributes, 0) }
    let pair = nextPair
    nextPair += 1
    _ = arbor_define_pair(pair, key.foreground, key.background)
    pairs[key] = pair
    return (attributes, pair)
  }

  private func number(_ color: Color) -> Int32 {
    switch support.fit(color) {
    case .terminalDefault: return -1
    case .ansi(let index): return colors >= 16 ? Int32(index) : Int32(index % 8)
    case .indexed(let index): return Int32(index)
    case .rgb(let r, let g, let b): return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
    }
  }
}
