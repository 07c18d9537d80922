/// The selected row and the first visible row of a scrolling list, kept consistent:
/// the selection is always in range and on screen.
public struct ScrollState: Hashable, Sendable {
  public var selected: Int
  public var top: Int

  public init(selected: Int = 0, top: Int = 0) {
    self.selected = selected
    self.top = top
  }

  public enum Motion: Hashable, Sendable {
    case up, down, pageUp, pageDown, top, bottom
    case to(Int)
  }

  /// Moves the selection over `count` rows shown `height` at a time.
  public mutating func move(_ motion: Motion, count: Int, height: Int) {
    let page = max(1, height - 1)
    switch motion {
    case .up: selected -= 1
    case .down: selected += 1
    case .pageUp:
      selected -= page
      top -= page
    case .pageDown:
      selected += page
      top += page
    case .top: selected = 0
    case .bottom: selected = count - 1
    case .to(let index): selected = index
    }
    clamp(count: count, height: height)
  }

  /// Brings selection and scroll back into range after rows or the height changed.
  public mutating func clamp(count: Int, height: Int) {
    guard count > 0 else {
      selected = 0
      top = 0
      return
    }
    selected = min(max(0, selected), count - 1)
    // A pane squeezed to no rows (a 4-row terminal) shows nothing, but the selection
    // stays where it was for when the pane comes back.
    guard height > 0 else {
      top = selected
      return
    }
    top = min(max(0, top), max(0, count - height))
    if selected < top { top = selected }
    if selected >= top + height { top = selected - height + 1 }
  }

  /// The rows on screen.
  public func window(count: Int, height: Int) -> Range<Int> {
    let start = min(top, count)
    return start..<min(count, start + max(0, height))
  }
}
