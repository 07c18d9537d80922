import ArborDB

/// The category tree as the screen shows it: which categories are expanded, which row is
/// selected, and the rows of any window, fetched on demand. Nothing here knows about the
/// terminal; tests drive it directly.
///
/// Rows are addressed by their index in the flattened visible tree. Only counts are
/// kept in memory (`Expansion`), so a category with a million children costs the same
/// as one with ten: a window of rows is two `LIMIT/OFFSET` queries per level touched.
public final class TreeModel {
  let database: AppDatabase
  private let root: Expansion
  public private(set) var selectedRow = 0
  /// The selected node, taken when it was selected: after the data changes, the row
  /// number may name another node (rows read before the counts were refreshed), so a
  /// refresh finds the selection again by this identity, never by the old row.
  public private(set) var selectedNode: NodeID?
  private var cache: (range: Range<Int>, rows: [TreeRowInfo])?

  public init(database: AppDatabase) throws {
    self.database = database
    let (categories, items) = try database.read { db in
      (try TreeQueries.categoryCount(parent: nil, db), 0)
    }
    root = Expansion(categoryID: nil, categoryCount: categories, itemCount: items)
    select(row: 0)
  }

  /// Rows in the flattened visible tree.
  public var rowCount: Int { root.visibleCount }

  public var selected: TreeRowInfo? {
    guard rowCount > 0 else { return nil }
    return try? rows(in: selectedRow..<selectedRow + 1).first
  }

  public func select(row: Int) {
    selectedRow = min(max(0, row), max(0, rowCount - 1))
    selectedNode = rowCount > 0 ? (try? rows(in: selectedRow..<selectedRow + 1).first)?.node : nil
  }

  /// Selects `row`, known to show `node` (found from the same snapshot as the counts).
  func select(row: Int, showing node: NodeID) {
    selectedRow = min(max(0, row), max(0, rowCount - 1))
    selectedNode = node
  }

  // MARK: Windows of rows

  /// A frame of the walk: children of `expansion` from sibling `index` on, at `depth`.
  private struct Frame {
    var expansion: Expansion
    var index: Int
    var depth: Int
  }

  /// The frames that lead to `row`: the last one's next child is that row; the ones
  /// before are where each ancestor level continues afterwards.
  private func locate(_ row: Int) -> [Frame] {
    var frames: [Frame] = []
    var expansion = root
    var remaining = row
    var depth = 0
    while true {
      var offset = 0
      var descended = false
      for index in expansion.expandedIndexes {
        let child = expansion.child(at: index)!
        let childRow = index + offset
        if remaining <= childRow { break }
        if remaining <= childRow + child.visibleCount {
          frames.append(Frame(expansion: expansion, index: index + 1, depth: depth))
          remaining -= childRow + 1
          expansion = child
          depth += 1
          descended = true
          break
        }
        offset += child.visibleCount
      }
      if !descended {
        frames.append(Frame(expansion: expansion, index: remaining - offset, depth: depth))
        return frames
      }
    }
  }

  /// The visible rows in `range` (clipped to the tree).
  public func rows(in range: Range<Int>) throws -> [TreeRowInfo] {
    let lower = min(max(0, range.lowerBound), rowCount)
    let clipped = lower..<max(lower, min(rowCount, range.upperBound))
    guard !clipped.isEmpty else { return [] }
    if let cache, cache.range.contains(clipped.lowerBound), cache.range.upperBound >= clipped.upperBound {
      let start = clipped.lowerBound - cache.range.lowerBound
      return Array(cache.rows[start..<start + clipped.count])
    }
    let rows = try database.read { db in try fetchRows(clipped, db) }
    cache = (clipped, rows)
    return rows
  }

  private func fetchRows(_ range: Range<Int>, _ db: Database) throws -> [TreeRowInfo] {
    var result: [TreeRowInfo] = []
    let wanted = range.count
    var frames = locate(range.lowerBound)
    outer: while result.count < wanted, var frame = frames.popLast() {
      let expansion = frame.expansion
      while frame.index < expansion.childCount && result.count < wanted {
        let nextExpanded = expansion.firstExpandedIndex(from: frame.index)
        var end = min(expansion.childCount, frame.index + (wanted - result.count))
        if let nextExpanded { end = min(end, nextExpanded + 1) }
        result += try children(of: expansion, frame.index..<end, depth: frame.depth, db)
        frame.index = end
        if let nextExpanded, nextExpanded == end - 1, let child = expansion.child(at: nextExpanded) {
          frames.append(frame)
          frames.append(Frame(expansion: child, index: 0, depth: frame.depth + 1))
          continue outer
        }
      }
    }
    return result
  }

  /// Children `range` of an expansion: subcategories first, then items.
  private func children(of expansion: Expansion, _ range: Range<Int>, depth: Int, _ db: Database) throws -> [TreeRowInfo] {
    var rows: [TreeRowInfo] = []
    let categoryRange = range.clamped(to: 0..<expansion.categoryCount)
    if !categoryRange.isEmpty {
      let fetched = try TreeQueries.categories(
        parent: expansion.categoryID, offset: categoryRange.lowerBound, limit: categoryRange.count, db)
      for (offset, category) in fetched.enumerated() {
        rows.append(TreeRowInfo(
          node: .category(category.id), parentID: expansion.categoryID, depth: depth, title: category.name,
          childCount: category.subcategories + category.items,
          isExpanded: expansion.child(at: categoryRange.lowerBound + offset) != nil))
      }
    }
    let itemRange = range.clamped(to: expansion.categoryCount..<expansion.childCount)
    if !itemRange.isEmpty, let categoryID = expansion.categoryID {
      let fetched = try TreeQueries.items(
        category: categoryID, offset: itemRange.lowerBound - expansion.categoryCount, limit: itemRange.count, db)
      for item in fetched {
        rows.append(TreeRowInfo(
          node: .item(item.id), parentID: categoryID, depth: depth, title: item.title, childCount: 0,
          isExpanded: false, status: item.status, priority: item.priority))
      }
    }
    return rows
  }

  // MARK: Expanding and collapsing

  /// Expands the category on `row`; false when it is an item, empty, or already open.
  @discardableResult
  public func expand(row: Int) throws -> Bool {
    guard row >= 0, row < rowCount, let frame = locate(row).last else { return false }
    guard let info = try rows(in: row..<row + 1).first, case .category(let id) = info.node, !info.isExpanded,
      info.childCount > 0
    else { return false }
    let counts = try database.read { db in
      (try TreeQueries.categoryCount(parent: id, db), try TreeQueries.itemCount(category: id, db))
    }
    frame.expansion.insert(Expansion(categoryID: id, categoryCount: counts.0, itemCount: counts.1), at: frame.index)
    cache = nil
    return true
  }

  /// Collapses the row's category if it is expanded; otherwise moves the selection to the
  /// row's parent (as a file manager does). Returns the row to select.
  @discardableResult
  public func collapse(row: Int) throws -> Int {
    guard row >= 0, row < rowCount else { return row }
    let frames = locate(row)
    let frame = frames.last!
    if frame.expansion.child(at: frame.index) != nil {
      frame.expansion.remove(at: frame.index)
      cache = nil
      if selectedRow > row { selectedRow = min(selectedRow, row) }
      return row
    }
    guard frame.depth > 0 else { return row }
    return row - frame.expansion.rowOffset(ofChild: frame.index) - 1
  }

  public func isExpanded(row: Int) -> Bool {
    guard row >= 0, row < rowCount, let frame = locate(row).last else { return false }
    return frame.expansion.child(at: frame.index) != nil
  }

  // MARK: Finding nodes

  /// The row showing `node`, expanding its ancestors when `reveal` is true; nil when it
  /// does not exist or (without reveal) is hidden in a collapsed category.
  public func row(of node: NodeID, reveal: Bool) throws -> Int? {
    // One statement for the whole way down, whatever the depth: each ancestor's place
    // among its siblings and its counts (a query per level took minutes at 100,000).
    let found: (path: [(categoryID: Int?, index: Int)], counts: [Int: (Int, Int)])? = try database.read { db in
      switch node {
      case .category(let id):
        let steps = try TreeQueries.pathSteps(to: id, db)
        guard !steps.isEmpty else { return nil }
        return (steps.map { ($0.parentID, $0.index) }, TreeQueries.counts(of: steps))
      case .item(let id):
        guard let item = try Item.find(id).fetchOne(db) else { return nil }
        let steps = try TreeQueries.pathSteps(to: item.categoryID, db)
        return (steps.map { ($0.parentID, $0.index) } + [(item.categoryID, try TreeQueries.siblingIndex(of: item, db))],
                TreeQueries.counts(of: steps))
      }
    }
    let path = found?.path
    guard let path else { return nil }
    var expansion = root
    var row = 0
    // Categories opened on the way down are linked first and counted into their
    // ancestors once at the end: growing every ancestor per level would cost the depth
    // squared (minutes for a node 100,000 levels down).
    var opened: (top: Expansion, parent: Expansion, index: Int)?
    var newChain: [Expansion] = []
    defer {
      if let opened {
        var below = 0
        for expansion in newChain.reversed() {
          expansion.setVisibleCount(expansion.childCount + below)
          below = expansion.visibleCount
        }
        opened.parent.insert(opened.top, at: opened.index)
        cache = nil
      }
    }
    for (level, step) in path.enumerated() {
      guard step.index < expansion.childCount else { return nil }
      row += expansion.rowOffset(ofChild: step.index)
      if level == path.count - 1 { return row }
      row += 1
      if let child = expansion.child(at: step.index) {
        expansion = child
      } else if reveal, let categoryID = path[level + 1].categoryID, let counts = found?.counts[categoryID] {
        let child = Expansion(categoryID: categoryID, categoryCount: counts.0, itemCount: counts.1)
        if opened == nil {
          opened = (child, expansion, step.index)
        } else {
          expansion.attach(child, at: step.index)
        }
        newChain.append(child)
        expansion = child
      } else {
        return nil
      }
    }
    return nil
  }

  // MARK: Changes

  /// Re-reads counts after the data changed and keeps the selection on the same node
  /// (or, when it is gone, on the nearest row still there).
  public func refresh() throws {
    let previousParent = selectedParentID
    try database.read { db in try reload(root, db) }
    cache = nil
    if let selectedNode, let row = try row(of: selectedNode, reveal: false) {
      select(row: row, showing: selectedNode)
    } else if let previousParent, let row = try row(of: .category(previousParent), reveal: false) {
      select(row: min(selectedRow, row + max(0, rowCount - 1 - row)))
    } else {
      select(row: selectedRow)
    }
  }

  /// The parent of the selected node as last seen (where the selection goes when the
  /// node is deleted).
  private var selectedParentID: Int? {
    guard let info = selected, info.node == selectedNode else { return nil }
    return info.parentID
  }

  /// Recounts the expansions and re-finds their expanded children by id: they may have
  /// moved, been renamed into another place among their siblings, or been deleted. A loop
  /// with its own stack, not recursion: a path thousands of levels deep must not overflow
  /// the thread's stack.
  private func reload(_ top: Expansion, _ db: Database) throws {
    struct Pending {
      var categories: Int
      var items: Int
      var children: [Int: Expansion]
    }
    // Depth-first: an expansion is reset only after all of its expanded children were.
    var stack: [(expansion: Expansion, visited: Bool)] = [(top, false)]
    var pending: [ObjectIdentifier: Pending] = [:]
    while let (expansion, visited) = stack.popLast() {
      if visited {
        let counts = pending.removeValue(forKey: ObjectIdentifier(expansion))!
        expansion.reset(categoryCount: counts.categories, itemCount: counts.items, children: counts.children)
        continue
      }
      var entry = Pending(
        categories: try TreeQueries.categoryCount(parent: expansion.categoryID, db),
        items: try TreeQueries.itemCount(category: expansion.categoryID, db),
        children: [:])
      stack.append((expansion, true))
      for index in expansion.expandedIndexes {
        guard let child = expansion.child(at: index), let id = child.categoryID,
          let category = try Category.find(id).fetchOne(db), category.parentID == expansion.categoryID
        else { continue }
        entry.children[try TreeQueries.siblingIndex(of: category, db)] = child
        stack.append((child, false))
      }
      pending[ObjectIdentifier(expansion)] = entry
    }
  }
}
