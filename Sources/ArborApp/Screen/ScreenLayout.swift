import ArborCore
import ArborTerminal

/// Where the panes were in the last frame (for mouse clicks).
struct ScreenLayout {
  var tree = Rect(row: 0, column: 0, width: 0, height: 0)

  /// The tree row under a screen position, given the tree's first visible row.
  func treeRow(at position: Position, top: Int) -> Int? {
    guard position.row >= tree.row, position.row < tree.bottom, position.column >= tree.column,
      position.column < tree.right
    else { return nil }
    return top + position.row - tree.row
  }
}
