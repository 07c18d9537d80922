import ArborTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// What a person would see: a grid of cells fed by the bytes a program writes, for the
/// xterm capabilities ncurses uses (cursor moves, erases, insert/delete characters and
/// lines, scroll regions, the alternate screen). Attributes are ignored; text, where it
/// stands, is the point. Widths are the C library's in a UTF-8 locale, as a terminal
/// measures them — not the app's own accounting, which is what is under test. Characters
/// are not joined: a ZWJ sits on the cell before it, as in terminals without grapheme
/// clustering (tmux).
package struct ScreenEmulator {
  private(set) var rows: Int
  private(set) var columns: Int
  private var cells: [[String]]
  private var row = 0
  private var column = 0
  private var top = 0
  private var bottom: Int
  private var pending: [UInt8] = []
  /// The last column was written: the next character goes to the next line (xterm).
  private var wrapPending = false

  package init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    bottom = rows - 1
  }

  /// The screen's text, one line per row, trailing blanks removed. The second cell of a
  /// wide character adds nothing, so count columns with `cellText`.
  package var text: String {
    cells.map { line in
      var text = line.joined()
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }

  /// One string per cell (empty for the second half of a wide character).
  package var cellText: [[String]] { cells }

  package func contains(_ text: String) -> Bool { self.text.contains(text) }

  package mutating func resize(rows: Int, columns: Int) {
    self.rows = max(1, rows)
    self.columns = max(1, columns)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
    row = min(row, self.rows - 1)
    column = min(column, self.columns - 1)
    top = 0
    bottom = self.rows - 1
  }

  /// This thread's locale while measuring: UTF-8, whatever the test process runs in.
  private static func measuringInUTF8<T>(_ body: () -> T) -> T {
    guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return body() }
    let previous = uselocale(utf8)
    defer {
      uselocale(previous)
      freelocale(utf8)
    }
    return body()
  }

  package mutating func feed(_ bytes: some Sequence<UInt8>) {
    Self.measuringInUTF8 { feedMeasured(bytes) }
  }

  private mutating func feedMeasured(_ bytes: some Sequence<UInt8>) {
    pending.append(contentsOf: bytes)
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        guard let used = escape(at: index) else { break }
        index += used
        continue
      }
      if byte < 0x20 || byte == 0x7F {
        control(byte)
        index += 1
        continue
      }
      // A UTF-8 sequence, then any combining marks that follow it (one cell).
      guard let (scalar, length) = decodeScalar(at: index) else { break }
      index += length
      let unit = String(scalar)
      let width = DisplayWidth.of(scalar)
      if width == 0 {
        let target = column > 0 ? column - 1 : 0
        cells[row][target] += unit
        continue
      }
      put(unit, width: width)
    }
    pending.removeFirst(index)
  }

  private mutating func put(_ text: String, width: Int) {
    if wrapPending || column + width > columns {
      column = 0
      lineFeed()
    }
    wrapPending = false
    cells[row][column] = text
    if width == 2 && column + 1 < columns { cells[row][column + 1] = "" }
    column += width
    if column >= columns {
      column = columns - 1
      wrapPending = true
    }
  }

  private mutating func control(_ byte: UInt8) {
    wrapPending = false
    switch byte {
    case 0x0D: column = 0
    case 0x0A, 0x0B, 0x0C: lineFeed()
    case 0x08: column = max(0, column - 1)
    case 0x09: column = min(columns - 1, (column / 8 + 1) * 8)
    default: break
    }
  }

  private mutating func lineFeed() {
    if row == bottom {
      scroll(up: 1)
    } else {
      row = min(rows - 1, row + 1)
    }
  }

  private mutating func scroll(up count: Int) {
    for _ in 0..<count {
      cells.remove(at: top)
      cells.insert(blankLine(), at: bottom)
    }
  }

  private func blankLine() -> [String] { Array(repeating: " ", count: columns) }

  private func decodeScalar(at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = pending[index]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= pending.count else { return nil }
    let text = String(decoding: pending[index..<index + length], as: UTF8.self)
    return (text.unicodeScalars.first ?? "\u{FFFD}", length)
  }

  /// Consumes an escape sequence; nil when it is incomplete.
  private mutating func escape(at start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    let kind = pending[start + 1]
    switch kind {
    case UInt8(ascii: "["):
      var index = start + 2
      while index < pending.count, !(0x40...0x7E).contains(pending[index]) { index += 1 }
      guard index < pending.count else { return nil }
      let parameters = String(decoding: pending[start + 2..<index], as: UTF8.self)
      csi(parameters, pending[index])
      return index - start + 1
    case UInt8(ascii: "]"), UInt8(ascii: "P"):
      // OSC / DCS: up to BEL or ESC \.
      var index = start + 2
      while index < pending.count {
        if pending[index] == 0x07 { return index - start + 1 }
        if pending[index] == 0x1B, index + 1 < pending.count, pending[index + 1] == UInt8(ascii: "\\") {
          return index - start + 2
        }
        index += 1
      }
      return nil
    case UInt8(ascii: "("), UInt8(ascii: ")"):
      return start + 2 < pending.count ? 3 : nil
    case UInt8(ascii: "M"):
      if row == top {
        cells.remove(at: bottom)
        cells.insert(blankLine(), at: top)
      } else {
        row = max(0, row - 1)
      }
      return 2
    default:
      return 2
    }
  }

  private mutating func csi(_ parameters: String, _ final: UInt8) {
    wrapPending = false
    let isPrivate = parameters.hasPrefix("?")
    let numbers = parameters.drop { $0 == "?" || $0 == ">" }.split(separator: ";", omittingEmptySubsequences: false).map
    { Int($0) }
    func number(_ index: Int, _ fallback: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? fallback) : fallback
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      row = min(rows - 1, max(0, number(0, 1) - 1))
      column = min(columns - 1, max(0, number(1, 1) - 1))
    case UInt8(ascii: "A"): row = max(0, row - max(1, number(0, 1)))
    case UInt8(ascii: "B"): row = min(rows - 1, row + max(1, number(0, 1)))
    case UInt8(ascii: "C"): column = min(columns - 1, column + max(1, number(0, 1)))
    case UInt8(ascii: "D"): column = max(0, column - max(1, number(0, 1)))
    case UInt8(ascii: "G"), UInt8(ascii: "`"): column = min(columns - 1, max(0, number(0, 1) - 1))
    case UInt8(ascii: "d"): row = min(rows - 1, max(0, number(0, 1) - 1))
    case UInt8(ascii: "K"):
      let range: Range<Int> =
        switch number(0, 0) {
        case 1: 0..<column + 1
        case 2: 0..<columns
        default: column..<columns
        }
      for index in range { cells[row][index] = " " }
    case UInt8(ascii: "J"):
      switch number(0, 0) {
      case 1:
        for index in 0..<row { cells[index] = blankLine() }
        for index in 0...column { cells[row][index] = " " }
      case 2, 3:
        cells = Array(repeating: blankLine(), count: rows)
      default:
        for index in column..<columns { cells[row][index] = " " }
        for index in row + 1..<rows { cells[index] = blankLine() }
      }
    case UInt8(ascii: "X"):
      for index in column..<min(columns, column + max(1, number(0, 1))) { cells[row][index] = " " }
    case UInt8(ascii: "P"):
      let count = min(columns - column, max(1, number(0, 1)))
      cells[row].removeSubrange(column..<column + count)
      cells[row] += Array(repeating: " ", count: count)
    case UInt8(ascii: "@"):
      let count = min(columns - column, max(1, number(0, 1)))
      cells[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
      cells[row].removeLast(count)
    case UInt8(ascii: "L"), UInt8(ascii: "M"):
      guard (top...bottom).contains(row) else { return }
      for _ in 0..<min(bottom - row + 1, max(1, number(0, 1))) {
        if final == UInt8(ascii: "L") {
          cells.remove(at: bottom)
          cells.insert(blankLine(), at: row)
        } else {
          cells.remove(at: row)
          cells.insert(blankLine(), at: bottom)
        }
      }
    case UInt8(ascii: "S"): scroll(up: max(1, number(0, 1)))
    case UInt8(ascii: "r"):
      top = min(rows - 1, max(0, number(0, 1) - 1))
      bottom = min(rows - 1, max(top, number(1, rows) - 1))
      row = 0
      column = 0
    case UInt8(ascii: "h"), UInt8(ascii: "l"):
      // The alternate screen starts cleared.
      if isPrivate && numbers.contains(1049) { cells = Array(repeating: blankLine(), count: rows) }
    default:
      break
    }
  }
}
