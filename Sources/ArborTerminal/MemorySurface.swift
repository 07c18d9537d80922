/// A surface that only remembers its cells: for tests, and as the frame buffer that
/// screen snapshots read.
public final class MemorySurface: Surface {
  public private(set) var grid: CellGrid
  public let glyphs: Glyphs
  public var cursor: Position?

  public init(size: Size, glyphs: Glyphs = .unicode) {
    self.grid = CellGrid(size: size)
    self.glyphs = glyphs
  }

  public var size: Size { grid.size }

  public func resize(to size: Size) {
    grid.resize(to: size, fill: .blank())
  }

  @discardableResult
  public func put(_ text: String, width: Int, style: Style, row: Int, column: Int) -> Int {
    grid.put(text, width: width, style: style, row: row, column: column)
  }

  public func put(ascii: UInt8, style: Style, row: Int, column: Int) {
    grid.put(ascii: ascii, style: style, row: row, column: column)
  }

  public func clear(_ style: Style) {
    grid.fill(.blank(style))
  }

  public func present() {}

  public subscript(row: Int, column: Int) -> Cell { grid[row, column] }

  /// The text of one row, trailing blanks removed.
  public func line(_ row: Int) -> String {
    var text = ""
    for column in 0..<size.columns { text += grid[row, column].text }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Every row's text, trailing blanks removed, one row per line.
  public var text: String {
    (0..<size.rows).map(line).joined(separator: "\n")
  }

  /// One character per cell, chosen by `mark` (for snapshots of where a style is used);
  /// continuation cells of wide characters repeat their lead cell's mark.
  public func marks(_ mark: (Cell) -> Character) -> String {
    (0..<size.rows).map { row in
      var text = ""
      var previous: Character = " "
      for column in 0..<size.columns {
        let cell = grid[row, column]
        let symbol = cell.isContinuation ? previous : mark(cell)
        text.append(symbol)
        previous = symbol
      }
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }
}
