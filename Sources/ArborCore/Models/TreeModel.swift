import ArborDB

/// A tree as the screen shows it: which nodes are expanded, which row is selected, and
/// the rows of any window, fetched on demand from a `Hierarchy`. Nothing here knows
/// about the terminal or about any one schema; tests drive it directly.
///
/// Rows are addressed by their index in the flattened visible tree. Only counts are
/// kept in memory (`Expansion`), so a node with a million children costs the same as
/// one with ten: a window of rows is a `LIMIT/OFFSET` query or two per level touched.
public final class TreeModel {
  let database: AppDatabase
  public let hierarchy: any Hierarchy
  private let root: Expansion
  /// What the tree's reads covered: a commit that touches none of it leaves the tree as
  /// it is.
  public let watched = WatchedRegion()
  /// Counts the times the rows on screen changed after a refresh (for tests and
  /// benchmarks: a refresh that finds nothing new leaves it alone).
  public private(set) var generation = 0
  public private(set) var selectedRow = 0
  /// The selected node, taken when it was selected: after the data changes, the row
  /// number may name another node (rows read before the counts were refreshed), so a
  /// refresh finds the selection again by this identity, never by the old row.
  public private(set) var selectedNode: NodeID?
  private var cache: (range: Range<Int>, rows: [TreeRowInfo])?
  /// Rows whose read was stopped (it ran past the deadline, or a key stopped it): not read
  /// again until the data changes, the tree is opened or closed somewhere, or the person
  /// refreshes — so a view of the file that never ends costs one wait, not one a frame.
  private var stalled: (range: Range<Int>, error: Error)?

  public convenience init(database: AppDatabase) throws {
    try self.init(database: database, hierarchy: NotesHierarchy())
  }

  public init(database: AppDatabase, hierarchy: any Hierarchy) throws {
    self.database = database
    self.hierarchy = hierarchy
    let watched = watched
    let counts = try database.read { db in try db.recording(into: watched) { try hierarchy.childCounts(of: nil, db) } }
    root = Expansion(node: nil, counts: counts)
    select(row: 0)
  }

  /// Reads through the hierarchy, recording what was read.
  private func read<T>(_ body: (Database) throws -> T) throws -> T {
    let watched = watched
    return try database.read { db in try db.recording(into: watched) { try body(db) } }
  }

  /// Rows in the flattened visible tree.
  public var rowCount: Int { root.visibleCount }

  /// The whole tree's total and how many nodes it holds, for a tree that adds one up
  /// (ncdu's footer): its roots' totals summed, read once a refresh; nil without totals,
  /// while they are not known yet, or past `wholeTotalRoots` roots.
  public func wholeTotal() -> (value: Double, items: Int)? {
    if let whole, whole.generation == generation { return whole.total }
    var total: (value: Double, items: Int)?
    if hierarchy.totals != nil {
      total = try? read { db -> (value: Double, items: Int)? in
        let counts = try hierarchy.childCounts(of: nil, db)
        guard counts.total <= Self.wholeTotalRoots else { return nil }
        var sum = (value: 0.0, items: 0)
        var start = 0
        while start < counts.total {
          let end = min(counts.total, start + 2_000)
          for row in try hierarchy.children(of: nil, counts: counts, in: start..<end, db) {
            guard let subtree = row.total else { return nil }
            sum.value += subtree.value
            sum.items += subtree.descendants + 1
          }
          start = end
        }
        return sum
      }
    }
    whole = (generation, total)
    return total
  }

  /// Roots beyond which the whole tree's total is not summed on the screen's thread.
  public static let wholeTotalRoots = 20_000
  private var whole: (generation: Int, total: (value: Double, items: Int)?)?

  /// The selected row, always the selected node's. The rows on screen may have been read
  /// in a later snapshot than the counts that place them (another program committed in
  /// between), so the row at `selectedRow` can show another node for a moment: then the
  /// counts, the place of the node and its row are read again in one snapshot. An edit
  /// acts on this row, never on whatever happens to sit at the selected row number.
  public var selected: TreeRowInfo? {
    guard let info = rowAtSelection else { return nil }
    guard let selectedNode, info.node != selectedNode else { return info }
    guard (try? refresh()) != nil else { return nil }
    return rowAtSelection
  }

  /// The row at the selected row number, as last read.
  private var rowAtSelection: TreeRowInfo? {
    guard rowCount > 0 else { return nil }
    return try? rows(in: selectedRow..<selectedRow + 1).first
  }

  public func select(row: Int) {
    selectedRow = min(max(0, row), max(0, rowCount - 1))
    selectedNode = rowAtSelection?.node
  }

  /// Selects `row`, known to show `node` (found by `row(of:reveal:)`, in the same
  /// snapshot as the counts).
  public func select(row: Int, showing node: NodeID) {
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
    let clipped = clip(range)
    guard !clipped.isEmpty else { return [] }
    if let stalled, stalled.range.overlaps(clipped) { throw stalled.error }
    if let cache, cache.range.contains(clipped.lowerBound), cache.range.upperBound >= clipped.upperBound {
      let start = clipped.lowerBound - cache.range.lowerBound
      return Array(cache.rows[start..<start + clipped.count])
    }
    return try read { db in try fill(clipped, db) }
  }

  private func clip(_ range: Range<Int>) -> Range<Int> {
    let lower = min(max(0, range.lowerBound), rowCount)
    return lower..<max(lower, min(rowCount, range.upperBound))
  }

  /// Reads the rows of `range` into the cache. Fewer rows than the counts promised when
  /// the data changed since they were read (a commit not yet caught up with): the cache
  /// covers only what came back.
  @discardableResult
  private func fill(_ range: Range<Int>, _ db: Database) throws -> [TreeRowInfo] {
    let range = clip(range)
    let rows: [TreeRowInfo]
    do {
      rows = range.isEmpty ? [] : try fetchRows(range, db)
    } catch  where QueryDeadline.isInterruption(error) {
      stalled = (range, error)
      throw error
    }
    cache = (range.lowerBound..<range.lowerBound + rows.count, rows)
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

  /// Children `range` of an expansion, as the hierarchy lists them.
  private func children(of expansion: Expansion, _ range: Range<Int>, depth: Int, _ db: Database) throws
    -> [TreeRowInfo]
  {
    let fetched = try hierarchy.children(of: expansion.node, counts: expansion.counts, in: range, db)
    return fetched.enumerated().map { offset, child in
      TreeRowInfo(
        node: child.node, parent: expansion.node, depth: depth, title: child.title, mark: child.mark,
        childCount: child.childCount, countIsKnown: child.countIsKnown,
        isExpanded: expansion.child(at: range.lowerBound + offset) != nil, status: child.status,
        priority: child.priority,
        total: child.total, progress: child.progress)
    }
  }

  // MARK: Expanding and collapsing

  /// Expands the node on `row`; false when it has no children or is already open.
  @discardableResult
  public func expand(row: Int) throws -> Bool {
    guard row >= 0, row < rowCount, let frame = locate(row).last else { return false }
    guard let info = try rows(in: row..<row + 1).first, !info.isExpanded, info.childCount > 0 else { return false }
    let counts = try read { db in try hierarchy.childCounts(of: info.node, db) }
    frame.expansion.insert(Expansion(node: info.node, counts: counts), at: frame.index)
    cache = nil
    stalled = nil
    return true
  }

  /// How many rows `expandAll` opens at most at once.
  public static let expandAllLimit = 5_000

  /// Opens the node on `row` and every node below it, in the order they show, until
  /// `limit` more rows are visible (a subtree of a million nodes is not opened whole).
  /// Returns how many nodes were opened, and whether the limit stopped it.
  @discardableResult
  public func expandAll(below row: Int, limit: Int = expandAllLimit) throws -> (opened: Int, stopped: Bool) {
    guard let base = try rows(in: row..<row + 1).first else { return (0, false) }
    let startCount = rowCount
    var opened = 0
    var current = row
    while current < rowCount {
      if rowCount - startCount >= limit { return (opened, true) }
      guard let info = try rows(in: current..<current + 1).first else { break }
      if current > row && info.depth <= base.depth { break }
      if try expand(row: current) { opened += 1 }
      current += 1
    }
    return (opened, false)
  }

  /// Closes every node below the node on `row`, which stays open; the rows of its subtree
  /// go, the selection with them when it was among them (it moves to `row`).
  @discardableResult
  public func collapseAll(below row: Int) -> Bool {
    guard row >= 0, row < rowCount, let frame = locate(row).last,
      let expansion = frame.expansion.child(at: frame.index),
      !expansion.expandedIndexes.isEmpty
    else { return false }
    let lastRow = row + expansion.visibleCount
    for index in expansion.expandedIndexes { expansion.remove(at: index) }
    cache = nil
    stalled = nil
    if selectedRow > row && selectedRow <= lastRow {
      select(row: row)
    } else if selectedRow > lastRow, let node = selectedNode, let found = try? self.row(of: node, reveal: false) {
      select(row: found, showing: node)
    }
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
      stalled = nil
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
  /// The counts are read again in the same snapshot as the node's place, so the row
  /// they give is the node's even while another program writes.
  public func row(of node: NodeID, reveal: Bool) throws -> Int? {
    try read { db in
      try reload(root, db)
      cache = nil
      return try row(of: node, reveal: reveal, db)
    }
  }

  private func row(of node: NodeID, reveal: Bool, _ db: Database) throws -> Int? {
    // One statement for the whole way down, whatever the depth: each ancestor's place
    // among its siblings and its counts (a query per level took minutes at 100,000).
    guard let path = try hierarchy.path(to: node, db) else { return nil }
    var expansion = root
    var row = 0
    // Nodes opened on the way down are linked first and counted into their ancestors
    // once at the end: growing every ancestor per level would cost the depth squared
    // (minutes for a node 100,000 levels down).
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
      let index = step.place.index
      guard index < expansion.childCount else { return nil }
      row += expansion.rowOffset(ofChild: index)
      if level == path.count - 1 { return row }
      row += 1
      if let child = expansion.child(at: index) {
        expansion = child
      } else if reveal {
        let child = Expansion(node: step.node, counts: step.counts)
        if opened == nil {
          opened = (child, expansion, index)
        } else {
          expansion.attach(child, at: index)
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
  /// (or, when it is gone, on the nearest row still there). Returns whether anything on
  /// screen (`window`) changed; `generation` counts the refreshes that did. The counts,
  /// the selection's place and the rows on screen come from one snapshot: read apart,
  /// another program's commit between them put the selection on a row it had just made.
  @discardableResult
  public func refresh(window: Range<Int>? = nil) throws -> Bool {
    let before = try window.map { try rows(in: $0) }
    let beforeCount = rowCount
    let beforeRow = selectedRow
    let previousParent = selectedParent
    // What the tree reads is recorded afresh, rows stopped before included.
    watched.reset()
    stalled = nil
    try read { db in
      try reload(root, db)
      cache = nil
      var row = selectedRow
      var kept: NodeID?
      if let selectedNode, let found = try self.row(of: selectedNode, reveal: false, db) {
        (row, kept) = (found, selectedNode)
      } else if let previousParent, let parent = previousParent, let found = try self.row(of: parent, reveal: false, db)
      {
        row = min(selectedRow, found + max(0, rowCount - 1 - found))
      }
      selectedRow = min(max(0, row), max(0, rowCount - 1))
      let shown = window.flatMap { $0.contains(selectedRow) ? $0 : nil } ?? selectedRow..<selectedRow + 1
      let rows = try fill(shown, db)
      let offset = selectedRow - shown.lowerBound
      selectedNode = kept ?? (rows.indices.contains(offset) ? rows[offset].node : nil)
    }
    let after = try window.map { try rows(in: $0) }
    let changed = before == nil || rowCount != beforeCount || selectedRow != beforeRow || after != before
    if changed { generation += 1 }
    return changed
  }

  /// The parent of the selected node as last seen (where the selection goes when the
  /// node is deleted): nil when unknown, `.some(nil)` for a root.
  private var selectedParent: NodeID?? {
    guard let info = rowAtSelection, info.node == selectedNode else { return nil }
    return .some(info.parent)
  }

  /// Recounts the expansions and re-finds their expanded children by identity: they may
  /// have moved, been renamed into another place among their siblings, or been deleted.
  /// A loop with its own stack, not recursion: a path thousands of levels deep must not
  /// overflow the thread's stack.
  private func reload(_ top: Expansion, _ db: Database) throws {
    struct Pending {
      var counts: ChildCounts
      var children: [Int: Expansion]
    }
    // Depth-first: an expansion is reset only after all of its expanded children were.
    var stack: [(expansion: Expansion, visited: Bool)] = [(top, false)]
    var pending: [ObjectIdentifier: Pending] = [:]
    while let (expansion, visited) = stack.popLast() {
      if visited {
        guard let entry = pending.removeValue(forKey: ObjectIdentifier(expansion)) else { continue }
        expansion.reset(counts: entry.counts, children: entry.children)
        continue
      }
      var entry = Pending(counts: try hierarchy.childCounts(of: expansion.node, db), children: [:])
      stack.append((expansion, true))
      for index in expansion.expandedIndexes {
        guard let child = expansion.child(at: index), let node = child.node,
          let place = try hierarchy.place(of: node, under: expansion.node, db)
        else { continue }
        entry.children[place.index] = child
        stack.append((child, false))
      }
      pending[ObjectIdentifier(expansion)] = entry
    }
  }
}
