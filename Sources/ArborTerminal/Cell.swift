/// One screen cell. A wide character takes its cell and the next, which holds a
/// continuation (empty text, width 0) so no one can draw into half of it.
///
/// Plain data, no references: a frame clears, copies and compares every cell of the
/// screen, and with the text as a `String` that retain-and-release traffic was a fifth
/// of a cursor move's time (`perf`).
public struct Cell: Hashable, Sendable {
  private var scalars: CellScalars
  public var width: UInt8
  public var style: Style

  /// The cell's text: one printable unit (`PrintableText`), at most
  /// `CellScalars.capacity` scalars — what an ncurses cell holds.
  public var text: String {
    get { scalars.text }
    set { scalars = CellScalars(newValue) }
  }

  public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
    self.scalars = CellScalars(text)
    self.width = width
    self.style = style
  }

  /// A printable ASCII character.
  init(ascii: UInt8, style: Style) {
    self.scalars = CellScalars(ascii: ascii)
    self.width = 1
    self.style = style
  }

  public static func blank(_ style: Style = .plain) -> Cell { Cell(ascii: 0x20, style: style) }
  static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

  public var isContinuation: Bool { width == 0 }

  /// Calls `body` with the cell's scalars (none for a continuation), for ncurses.
  func withScalars<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    scalars.withBuffer(body)
  }
}

/// A cell's text as up to five Unicode scalars (a spacing character and four combining
/// marks, the most a printable unit has), kept inline; unused slots hold 0.
struct CellScalars: Hashable, Sendable {
  static let capacity = 5
  private var storage: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0)
  private var count: UInt8 = 0

  init(_ text: String) {
    var used = 0
    withUnsafeMutableBytes(of: &storage) { raw in
      let slots = raw.bindMemory(to: UInt32.self)
      for scalar in text.unicodeScalars {
        guard used < Self.capacity else { break }
        slots[used] = scalar.value
        used += 1
      }
    }
    count = UInt8(used)
  }

  init(ascii: UInt8) {
    storage.0 = UInt32(ascii)
    count = 1
  }

  var text: String {
    var text = ""
    withBuffer { for value in $0 { text.unicodeScalars.append(Unicode.Scalar(value) ?? " ") } }
    return text
  }

  func withBuffer<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    withUnsafeBytes(of: storage) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt32.self)[0..<Int(count)]))
    }
  }

  static func == (lhs: CellScalars, rhs: CellScalars) -> Bool {
    lhs.count == rhs.count && lhs.storage.0 == rhs.storage.0 && lhs.storage.1 == rhs.storage.1
      && lhs.storage.2 == rhs.storage.2 && lhs.storage.3 == rhs.storage.3 && lhs.storage.4 == rhs.storage.4
  }

  func hash(into hasher: inout Hasher) {
    withBuffer { for value in $0 { hasher.combine(value) } }
  }
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

  /// Puts one printable ASCII character (a cell wide).
  public mutating func put(ascii: UInt8, style: Style, row: Int, column: Int) {
    guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
    let index = row * size.columns + column
    clearOverlap(at: index, column: column)
    cells[index] = Cell(ascii: ascii, style: style)
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
