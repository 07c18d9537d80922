import ArborCore
import ArborDB

/// How often each pane was read again for a change (what `TreePanes.catchUp` costs), for
/// tests and the benchmark.
public struct PaneReads: Hashable, Sendable {
  public var tree = 0
  public var detail = 0
  public var search = 0
}

/// The panes over the tree shown: the tree (its model and pane, or a filter's narrowing
/// of it), its details and the search. They are made together for one hierarchy — when
/// the screen opens and when another tree of the file is shown — and kept current
/// together: a commit that touched what a pane read has that pane read again.
final class TreePanes {
  private let openTree: any OpenTree
  private(set) var tree: TreeModel
  private(set) var treePane: TreePane
  let detailPane: DetailPane
  let searchPane: SearchPane
  /// The filter on screen, and the whole tree it narrows, as it was.
  private(set) var filter: TreeFilter?

  private(set) var reads = PaneReads()

  /// The panes over `openTree`'s hierarchy now; their background work wakes the loop
  /// through `wake`.
  init(_ openTree: any OpenTree, wake: @escaping @Sendable () -> Void) throws {
    self.openTree = openTree
    let (database, hierarchy) = (openTree.database, openTree.hierarchy)
    tree = try TreeModel(database: database, hierarchy: hierarchy)
    treePane = TreePane(model: tree)
    detailPane = DetailPane(model: DetailModel(database: database, hierarchy: hierarchy))
    searchPane = SearchPane(
      controller: SearchController(database: database, hierarchy: hierarchy, signals: openTree.signals, notify: wake))
    show(tree: tree, pane: treePane)
    _ = try detailPane.model.show(tree.selected?.node)
  }

  /// Puts `model` on screen (a filter, the whole tree again): the tree pane shows it and
  /// the panes' reads are followed.
  private func show(tree model: TreeModel, pane: TreePane? = nil) {
    tree = model
    treePane = pane ?? TreePane(model: model)
    openTree.following.follow([tree.watched, detailPane.model.watched, searchPane.controller.watched])
  }

  /// Shows `node` in the tree, in the middle of the pane: its ancestors expanded, it
  /// selected and its details read. False when the tree no longer has it.
  func reveal(_ node: NodeID) throws -> Bool {
    guard let row = try tree.row(of: node, reveal: true) else { return false }
    searchPane.close()
    treePane.center(on: row, showing: node)
    _ = try detailPane.model.show(node)
    detailPane.scrollToTop()
    return true
  }

  // MARK: Following changes

  /// Reads again the panes a commit touched since the last look: ours say which (the
  /// update hook, matched against each pane's recorded reads); another program's
  /// do not, so then every pane reads again. True when the tree or the details
  /// differ; new search results arrive on a later wake.
  func catchUp(pollsOutside: Bool) throws -> Bool {
    // Another program's commit, or the tree's own index caught up with it.
    let theirs = openTree.following.outsideChanges(openTree.signals, now: AppClock.now(), polls: pollsOutside)
    let treeTouched = tree.watched.takeChange() || theirs.contains(.tree)
    let detailTouched = detailPane.model.watched.takeChange() || theirs.contains(.detail)
    let searchTouched = searchPane.controller.watched.takeChange() || theirs.contains(.search)
    var changed = false
    defer {
      if searchTouched {
        reads.search += 1
        searchPane.refresh()
      }
    }
    if treeTouched {
      reads.tree += 1
      // A filter is made from one snapshot: made again, the nodes' places may have moved.
      if let filter {
        try refilter(filter)
        changed = true
      } else if try tree.refresh(window: treePane.window) {
        changed = true
      }
    }
    if treeTouched || detailTouched {
      if detailTouched { reads.detail += 1 }
      if try detailPane.model.show(tree.selected?.node, force: detailTouched) { changed = true }
    }
    return changed
  }

  /// Reads everything on screen again (the refresh key): the tree's window, the details,
  /// the search.
  func refreshAll() throws {
    if let filter { return try refilter(filter) }
    try tree.refresh()
    _ = try detailPane.model.show(tree.selected?.node, force: true)
    searchPane.refresh()
  }

  /// The details of the selection, read now, from their top.
  func loadDetail() throws {
    _ = try detailPane.model.show(tree.selected?.node)
    detailPane.scrollToTop()
  }

  // MARK: Filter

  /// Narrows the tree to what `text` finds and the way down to each, the first match
  /// selected (`TreeFilter.narrow`).
  func applyFilter(_ text: String, fuzzy: Bool) throws -> TreeFilter.Narrowed {
    let whole = filter?.whole ?? tree
    let wholePane = filter?.wholePane ?? treePane
    let narrowed = try TreeFilter.narrow(whole, to: text, fuzzy: fuzzy, openTree.database)
    searchPane.close()
    filter = TreeFilter(text: text, fuzzy: fuzzy, whole: whole, wholePane: wholePane)
    show(tree: narrowed.model)
    if let first = try narrowed.firstMatch() { _ = try reveal(first) }
    treePane.label = "Filter “\(text)”" + (fuzzy ? " (letters in order)" : "")
    return narrowed
  }

  /// The same filter made again (the data changed, or Ctrl-L), the selection kept where
  /// it still matches.
  private func refilter(_ filter: TreeFilter) throws {
    let selected = tree.selected?.node
    _ = try applyFilter(filter.text, fuzzy: filter.fuzzy)
    if let selected, (try? tree.row(of: selected, reveal: true)) ?? nil != nil { _ = try reveal(selected) }
  }

  /// The whole tree back, as it was before the filter; false when none was on.
  func clearFilter() throws -> Bool {
    guard let filter else { return false }
    self.filter = nil
    show(tree: filter.whole, pane: filter.wholePane)
    _ = try tree.refresh()
    _ = try detailPane.model.show(tree.selected?.node)
    return true
  }
}
