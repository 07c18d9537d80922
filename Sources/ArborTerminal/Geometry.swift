/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
  }

  public var description: String { "\(columns)×\(rows)" }
}

/// A position on the screen, zero-based from the top left corner.
public struct Position: Hashable, Sendable {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

/// A rectangle of cells. Widgets receive the rectangle they may draw in.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var row: Int
  public var column: Int
  public var width: Int
  public var height: Int

  public init(row: Int, column: Int, width: Int, height: Int) {
    self.row = row
    self.column = column
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public init(_ size: Size) {
    self.init(row: 0, column: 0, width: size.columns, height: size.rows)
  }

  public var isEmpty: Bool { width == 0 || height == 0 }
  public var bottom: Int { row + height }
  public var right: Int { column + width }

  /// The rectangle shrunk by `amount` on every side (never negative).
  public func inset(by amount: Int) -> Rect {
    Rect(row: row + amount, column: column + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The rows `offset..<offset+count` of this rectangle, clipped to it.
  public func rows(from offset: Int, count: Int) -> Rect {
    let start = min(max(0, offset), height)
    return Rect(row: row + start, column: column, width: width, height: min(count, height - start))
  }

  /// A rectangle of at most `width`×`height` centred in this one.
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(width, self.width)
    let h = min(height, self.height)
    return Rect(row: row + (self.height - h) / 2, column: column + (self.width - w) / 2, width: w, height: h)
  }

  public var description: String { "(\(column),\(row) \(width)×\(height))" }
}
