import ArborCore
import ArborTerminal

/// The tree model as rows for `TreeView`. A failed read shows no rows and remembers the
/// error for the status bar instead of stopping the program.
struct TreeSource: TreeDataSource {
  let model: TreeModel
  let theme: Theme
  /// Whether a row with children says how many nodes are below it (the wide view).
  var counts = false
  /// Nodes drawn as marked: a sign before the label.
  var marked: Set<NodeID> = []
  /// Chosen columns' values per node (`--columns`), dim after the label.
  var columnText: ([NodeID]) -> [NodeID: String] = { _ in [:] }
  let onError: (Error) -> Void

  var rowCount: Int { model.rowCount }

  func rows(in range: Range<Int>) -> [TreeRow] {
    do {
      // Whether the sum is bytes, asked once: it reads the sum's name word by word.
      let bytes = model.hierarchy.totals?.isBytes
      let rows = try model.rows(in: range)
      let columns = columnText(rows.map(\.node))
      return rows.map { row($0, bytes: bytes, columns: columns[$0.node]) }
    } catch {
      onError(error)
      return []
    }
  }

  /// `bytes`: whether the tree's sum is bytes; nil when it adds up none.
  func row(_ info: TreeRowInfo, bytes: Bool?, columns: String? = nil) -> TreeRow {
    var title = StyledLine()
    if marked.contains(info.node) { title.append("✱ ", style: theme["marked"]) }
    if let mark = info.mark { title.append(mark.sign + " ", style: theme["path"]) }
    if let status = info.status {
      let mark: String
      switch status {
      case .todo: mark = "[ ] "
      case .doing: mark = "[-] "
      case .done: mark = "[x] "
      }
      title.append(mark, style: theme[status == .done ? ThemeRole.dim : "item-mark"])
      title.append(info.title, style: theme[status == .done ? ThemeRole.dim : ThemeRole.normal])
      if info.priority == .high { title.append(" !", style: theme["priority-high"]) }
    } else {
      title.append(info.title, style: theme["category"])
    }
    // Chosen columns tell apart rows whose labels are the same (or cut).
    if let columns { title.append("  " + columns, style: theme[ThemeRole.dim]) }
    // A tree that adds up a sum shows each subtree's total where the child count goes; a
    // category with items under it, their progress ("7/12 done · 2 overdue").
    var badge =
      bytes.map { TotalText.badge(info.total, bytes: $0) }
      ?? info.progress.flatMap { $0.items > 0 ? $0.badge : nil }
      ?? (info.childCount > 0 && info.countIsKnown ? String(info.childCount) : "")
    // Right-aligned in seven columns, blank for a leaf, so the counts line up.
    if counts, bytes != nil {
      let count = info.childCount > 0 ? info.total.map { TotalText.count($0.descendants) } ?? "" : ""
      badge += String(repeating: " ", count: max(1, 7 - count.count)) + count
    }
    return TreeRow(
      depth: info.depth, title: title, hasChildren: info.childCount > 0, isExpanded: info.isExpanded, badge: badge,
      compactBadge: bytes.map { TotalText.compactBadge(info.total, bytes: $0) })
  }
}
