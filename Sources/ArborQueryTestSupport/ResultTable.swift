import ArborQuery
import CustomDump

/// Rows drawn as a box table, one value per cell, each written as `customDump` writes it
/// (several lines for a struct). A tuple row is one cell per element.
public enum ResultTable {
  public static func draw<Row>(_ rows: [Row]) -> String {
    guard !rows.isEmpty else { return "" }
    let table: [[[String]]] = rows.map { row in
      // A row of nothing (a Swift function returning nothing, called for its effect) is
      // one empty cell, as the library draws it.
      if row is Void { return [[]] }
      return cells(of: row).map { value in
        var text = ""
        // A value stored through a representation shows as the Swift value it stands for.
        customDump((value as? any QueryRepresentable)?.queryOutput ?? value, to: &text)
        return text.split(separator: "\n").map(String.init)
      }
    }
    let columns = table.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in table {
      for (column, lines) in row.enumerated() {
        widths[column] = max(widths[column], lines.map(\.count).max() ?? 0)
      }
    }
    func rule(_ left: String, _ middle: String, _ right: String) -> String {
      left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
    }
    // As the published library draws them: rules between rows only when some row spans
    // several lines, so a column of numbers stays one line per row.
    let ruled = table.contains { row in row.contains { $0.count > 1 } }
    var output = [rule("┌", "┬", "┐")]
    for (index, row) in table.enumerated() {
      if ruled, index > 0 { output.append(rule("├", "┼", "┤")) }
      let height = row.map(\.count).max() ?? 1
      for lineIndex in 0..<height {
        let cells = (0..<columns).map { column -> String in
          let lines = column < row.count ? row[column] : []
          let text = lineIndex < lines.count ? lines[lineIndex] : ""
          return " " + text + String(repeating: " ", count: widths[column] - text.count) + " "
        }
        output.append("│" + cells.joined(separator: "│") + "│")
      }
    }
    output.append(rule("└", "┴", "┘"))
    return output.joined(separator: "\n")
  }

  /// A tuple's elements, or the value alone.
  private static func cells<Row>(of row: Row) -> [Any] {
    let mirror = Mirror(reflecting: row)
    if mirror.displayStyle == .tuple { return mirror.children.map(\.value) }
    return [row]
  }
}
