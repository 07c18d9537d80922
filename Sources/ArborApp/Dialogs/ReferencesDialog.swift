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
  private var dialog = ListDialog()

  /// Rows read for one group; the rest are counted on the last line.
  static let shownRows = 1_000

  init(node: NodeID, title: String, groups: [ReferenceGroup]) {
    self.node = node
    self.title = title
    self.groups = groups
  }

  /// The dialog for `node`, nil when no rows of other tables refer to it.
  static func reading(
    _ node: NodeID, title: String, in hierarchy: any Hierarchy, _ database: AppDatabase
  ) throws -> ReferencesDialog? {
    let groups = try database.read { db in try hierarchy.referenceGroups(of: node, db) }
    return groups.isEmpty ? nil : ReferencesDialog(node: node, title: title, groups: groups)
  }

  /// Lists the rows of `group` (the first `shownRows`).
  mutating func read(group: Int, in hierarchy: any Hierarchy, _ database: AppDatabase) throws {
    let node = node
    let rows = try database.read { db in
      try hierarchy.referencingRows(of: node, group: group, in: 0..<Self.shownRows, db)
    }
    show(rows: rows, of: group)
  }

  private var lines: [String] {
    guard let open else { return groups.map { "\($0.title)  (\($0.count))" } }
    let more = groups[open.group].count - open.rows.count
    return open.rows + (more > 0 ? ["… and \(more) more"] : [])
  }

  mutating func show(rows: [String], of group: Int) {
    open = (group, rows)
    dialog = ListDialog()
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?, StandardAction.collapse?:
      guard let open else { return .close }
      self.open = nil
      dialog = ListDialog()
      dialog.list.scroll.selected = open.group
    case StandardAction.up?: dialog.move(.up, rowCount: lines.count)
    case StandardAction.down?: dialog.move(.down, rowCount: lines.count)
    case StandardAction.pageUp?: dialog.move(.pageUp, rowCount: lines.count)
    case StandardAction.pageDown?: dialog.move(.pageDown, rowCount: lines.count)
    case StandardAction.expand?:
      let selected = dialog.list.scroll.selected
      if open == nil, groups.indices.contains(selected) { return .openReferenceGroup(selected) }
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    ListDialog.frame(in: screen, width: 100, lines: screen.height)
  }

  mutating func layOut(in screen: Rect) {
    dialog.layOut(frame: frame(in: screen), rowCount: lines.count)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let heading = open.map { "\(groups[$0.group].title) → “\(title)”" } ?? "Rows referring to “\(title)”"
    let rows = lines.map { ListRow(StyledLine($0, style: theme[ThemeRole.dialog])) }
    let hint =
      open == nil
      ? KeyHint.text(keymap, [([StandardAction.expand], "list rows"), ([StandardAction.back], "close")])
      : KeyHint.text(keymap, [([StandardAction.back], "tables")])
    dialog.draw(
      rows, title: heading, hint: hint, empty: "No rows refer to it.", frame: frame(in: screen), on: surface,
      theme: theme)
  }
}
