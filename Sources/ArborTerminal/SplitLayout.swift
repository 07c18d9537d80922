/// Divides a length among panes: fixed sizes first, then flexible panes share the rest
/// by weight, each kept at or above its minimum when there is room.
public enum Extent: Hashable, Sendable {
  case fixed(Int)
  case flexible(weight: Int = 1, minimum: Int = 0)
  /// A fraction of the whole length, e.g. `.fraction(1, 3)`.
  case fraction(Int, Int)
}

public enum SplitLayout {
  /// Side by side.
  public static func columns(_ extents: [Extent], in rect: Rect) -> [Rect] {
    var column = rect.column
    return lengths(extents, total: rect.width).map { width in
      defer { column += width }
      return Rect(row: rect.row, column: column, width: width, height: rect.height)
    }
  }

  /// One above the other.
  public static func rows(_ extents: [Extent], in rect: Rect) -> [Rect] {
    var row = rect.row
    return lengths(extents, total: rect.height).map { height in
      defer { row += height }
      return Rect(row: row, column: rect.column, width: rect.width, height: height)
    }
  }

  /// The lengths of each extent; they never add up to more than `total`.
  public static func lengths(_ extents: [Extent], total: Int) -> [Int] {
    var remaining = max(0, total)
    var result = Array(repeating: 0, count: extents.count)
    for (index, extent) in extents.enumerated() {
      switch extent {
      case .fixed(let length):
        result[index] = min(max(0, length), remaining)
        remaining -= result[index]
      case .fraction(let numerator, let denominator):
        let length = denominator > 0 ? max(0, total) * max(0, numerator) / denominator : 0
        result[index] = min(length, remaining)
        remaining -= result[index]
      case .flexible:
        break
      }
    }
    let flexible = extents.enumerated().compactMap { index, extent -> (Int, Int, Int)? in
      if case .flexible(let weight, let minimum) = extent { return (index, max(1, weight), max(0, minimum)) }
      return nil
    }
    guard !flexible.isEmpty else { return result }
    // Minimums first, as far as they go.
    for (index, _, minimum) in flexible {
      let given = min(minimum, remaining)
      result[index] = given
      remaining -= given
    }
    let totalWeight = flexible.reduce(0) { $0 + $1.1 }
    var handedOut = 0
    for (position, (index, weight, _)) in flexible.enumerated() {
      let share = position == flexible.count - 1 ? remaining - handedOut : remaining * weight / totalWeight
      result[index] += share
      handedOut += share
    }
    return result
  }
}
