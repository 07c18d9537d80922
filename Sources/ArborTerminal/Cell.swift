/// One screen cell. A wide character takes its cell and the next, which holds a
/// continuation (empty text, width 0) so no one can draw into half of it.
public struct Cell: Hashable, Sendable {
  public var text: String
  public var width: UInt8
  public var style: Style

  public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
    self.text = text
    self.width = width
    self.style = style
  }

  public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", width: 1, style: style) }
  static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

  public var isContinuation: Bool { width == 0 }
}

/// A grid of cells with the wide-character rules both surfaces share: writing over
/// either half of a wide character blanks the other half, and a wide character that
/// does not fit before the right edge becomes a blank.
public struct CellGrid: Sendable, Equatable {
  public private(set) var size: Size
  public private(set) var cells: [Cell]

  public init(size: Size, fill: Cell = .blank()) {
    self.size = size
    self.cells = Array(repeating: fill, count: size.rows * size.columns)
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * size.columns + column]
  }

  public mutating func fill(_ cell: Cell) {
    for index in cells.indices { cells[index] = cell }
  }

  public mutating func resize(to newSize: Size, fill: Cell) {
    var grid = CellGrid(size: newSize, fill: fill)
    for row in 0..<min(size.rows, newSize.rows) {
      for column in 0..<min(size.columns, newSize.columns) {
        grid.cells[row * newSize.columns + column] = self[row, column]
      }
      // A wide character cut by the new right edge must not leave half of itself.
      if newSize.columns > 0, newSize.columns < size.columns,
        grid.cells[row * newSize.columns + newSize.columns - 1].width == 2
      {
        grid.cells[row * newSize.columns + newSize.columns - 1] = .blank(fill.style)
      }
    }
    self = grid
  }

  /// Puts `text` (one printable unit of `width` 1 or 2) at a position; returns the
  /// number of columns it advanced (0 when off the grid).
  @discardableResult
  public mutating func put(_ text: String, width: Int, style: Style, row: Int, column: Int) -> Int {
    guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return 0 }
    let index = row * size.columns + column
    if width >= 2 && column + 1 >= size.columns {
      clearOverlap(at: index, column: column)
      cells[index] = .blank(style)
      return 1
    }
    clearOverlap(at: index, column: column)
    if width >= 2 {
      clearOverlap(at: index + 1, column: column + 1)
      cells[index] = Cell(text, width: 2, style: style)
      cells[index + 1] = .continuation(style)
      return 2
    }
    cells[index] = Cell(text, width: 1, style: style)
    return 1
  }

  /// Blanks the other half of a wide character that the cell at `index` belongs to.
  private mutating func clearOverlap(at index: Int, column: Int) {
    let cell = cells[index]
    if cell.isContinuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if cell.width == 2, column + 1 < size.columns {
      cells[index + 1] = .blank(cell.style)
    }
  }
}
