import ArborCore
import ArborTerminal

/// The rows of other tables that refer to the selected node: first the tables (with
/// counts), then, on the expand key, one table's rows. Up/down move, back returns to the
/// tables or closes — the main keymap's keys.
struct ReferencesDialog {
  let node: NodeID
  let title: String
  let groups: [ReferenceGroup]
  /// The group whose rows are listed, with the rows read so far.
  private(set) var open: (group: Int, rows: [String])?
  var list = ListView(rowHeight: 1)
  private var listHeight = 10

  /// Rows read for one group; the rest are counted on the last line.
  static let shownRows = 1_000

  init(node: NodeID, title: String, groups: [ReferenceGroup]) {
    self.node = node
    self.title = title
    self.groups = groups
  }

  private var lines: [String] {
    guard let open else { return groups.map { "\($0.title)  (\($0.count))" } }
    let more = groups[open.group].count - open.rows.count
    return open.rows + (more > 0 ? ["… and \(more) more"] : [])
  }

  mutating func show(rows: [String], of group: Int) {
    open = (group, rows)
    list = ListView(rowHeight: 1)
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?, StandardAction.collapse?:
      guard let open else { return .close }
      self.open = nil
      list = ListView(rowHeight: 1)
      list.scroll.selected = open.group
    case StandardAction.up?: list.move(.up, rowCount: lines.count, height: listHeight)
    case StandardAction.down?: list.move(.down, rowCount: lines.count, height: listHeight)
    case StandardAction.pageUp?: list.move(.pageUp, rowCount: lines.count, height: listHeight)
    case StandardAction.pageDown?: list.move(.pageDown, rowCount: lines.count, height: listHeight)
    case StandardAction.expand?:
      if open == nil, groups.indices.contains(list.scroll.selected) { return .openReferenceGroup(list.scroll.selected) }
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    screen.centered(width: min(100, max(20, screen.width - 4)), height: max(3, screen.height - 4))
  }

  private func listRect(inner: Rect) -> Rect {
    Rect(row: inner.row, column: inner.column + 1, width: inner.width - 2, height: max(0, inner.height - 1))
  }

  mutating func layOut(in screen: Rect) {
    listHeight = max(1, listRect(inner: frame(in: screen).inset(by: 1)).height)
    list.layOut(rowCount: lines.count, height: listHeight)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rect = frame(in: screen)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let heading = open.map { "\(groups[$0.group].title) → “\(title)”" } ?? "Rows referring to “\(title)”"
    let inner = Box.draw(on: surface, in: rect, title: heading, focused: true, theme: theme)
    guard inner.height > 1 else { return }
    let rows = lines.map { ListRow(StyledLine($0, style: theme[ThemeRole.dialog])) }
    list.draw(Lines(rows: rows), on: surface, in: listRect(inner: inner), theme: theme, focused: true, emptyText: "No rows refer to it.")
    let actions = open == nil ? [(StandardAction.expand, "list rows"), (StandardAction.back, "close")] : [(StandardAction.back, "tables")]
    let hint = actions.compactMap { action, what -> String? in
      let key = keymap.keyNames(for: action, limit: 1)
      return key.isEmpty ? nil : "\(key) \(what)"
    }.joined(separator: "  ")
    surface.draw(hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2, style: theme[ThemeRole.dim])
  }

  private struct Lines: ListDataSource {
    let rows: [ListRow]
    var rowCount: Int { rows.count }
    func rows(in range: Range<Int>) -> [ListRow] { Array(rows[range]) }
  }
}
