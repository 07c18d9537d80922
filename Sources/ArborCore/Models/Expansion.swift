/// An expanded node (or the invisible root): how many children it has and which of
/// them are expanded too, by their index among the siblings. Rows are never stored: the
/// tree model computes any visible row's position from these counts and queries only
/// the rows on screen.
final class Expansion {
  /// nil for the root level.
  let node: NodeID?
  weak var parent: Expansion?
  private(set) var counts: ChildCounts
  /// Expanded children by sibling index.
  private(set) var children: [Int: Expansion] = [:]
  /// `children`' keys, ascending.
  private(set) var expandedIndexes: [Int] = []
  /// Rows below this node while expanded: its children and their visible descendants.
  private(set) var visibleCount = 0

  init(node: NodeID?, counts: ChildCounts) {
    self.node = node
    self.counts = counts
    self.childCount = counts.total
    self.visibleCount = childCount
  }

  private(set) var childCount: Int

  func child(at index: Int) -> Expansion? { children[index] }

  /// First expanded child index ≥ `index`.
  func firstExpandedIndex(from index: Int) -> Int? {
    let found = expandedIndexes.firstIndex(notBelow: index)
    return found < expandedIndexes.count ? expandedIndexes[found] : nil
  }

  func insert(_ child: Expansion, at index: Int) {
    child.parent = self
    let added = child.visibleCount - (children[index]?.visibleCount ?? 0)
    if children[index] == nil {
      expandedIndexes.insert(index, at: expandedIndexes.firstIndex { $0 > index } ?? expandedIndexes.count)
    }
    children[index] = child
    grow(by: added)
  }

  /// Links a newly opened child without counting it into the ancestors yet (the caller
  /// sets the chain's counts and inserts its top with `insert`).
  func attach(_ child: Expansion, at index: Int) {
    child.parent = self
    if children[index] == nil {
      expandedIndexes.insert(index, at: expandedIndexes.firstIndex { $0 > index } ?? expandedIndexes.count)
    }
    children[index] = child
  }

  /// Sets the rows below a newly opened node (its children and the chain opened under it).
  func setVisibleCount(_ count: Int) {
    visibleCount = count
  }

  func remove(at index: Int) {
    guard let child = children.removeValue(forKey: index) else { return }
    expandedIndexes.removeAll { $0 == index }
    grow(by: -child.visibleCount)
  }

  /// Replaces counts and expanded children after a refresh.
  func reset(counts: ChildCounts, children newChildren: [Int: Expansion]) {
    self.counts = counts
    childCount = counts.total
    children = newChildren
    expandedIndexes = newChildren.keys.sorted()
    for child in newChildren.values { child.parent = self }
    visibleCount = childCount + newChildren.values.reduce(0) { $0 + $1.visibleCount }
  }

  private func grow(by delta: Int) {
    var node: Expansion? = self
    while let current = node {
      current.visibleCount += delta
      node = current.parent
    }
  }

  /// The row offset, within this node's block of rows, of child `index`.
  func rowOffset(ofChild index: Int) -> Int {
    var offset = index
    for expanded in expandedIndexes {
      guard expanded < index else { break }
      offset += children[expanded]!.visibleCount
    }
    return offset
  }
}
