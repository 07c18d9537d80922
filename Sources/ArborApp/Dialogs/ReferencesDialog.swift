import ArborCore
import ArborTerminal

/// The rows of other tables that refer to the selected node: first the tables (with
/// counts), then, on the expand key, one table's rows, each by its label; then, again,
/// one row with every column whole, its text wrapped (a note's body). Up/down move, back
/// returns a level or closes — the main keymap's keys.
struct ReferencesDialog {
  let node: NodeID
  let title: String
  let groups: [ReferenceGroup]
  /// The group whose rows are listed, with the rows read so far.
  private(set) var open: (group: Int, rows: [ReferencingRow])?
  /// The row shown whole, and where the list was.
  private(set) var shown: (row: ReferencingRow, at: Int)?
  private var dialog = ListDialog()
  /// The width of the last layout, to wrap a row's values in.
  private var width = 76

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
    if let shown { return Self.lines(of: shown.row, width: width) }
    guard let open else { return groups.map { "\($0.title)  (\($0.count))" } }
    let more = groups[open.group].count - open.rows.count
    return open.rows.map(\.line) + (more > 0 ? ["… and \(more) more"] : [])
  }

  /// A row's columns, each name on its line and its value wrapped under it.
  static func lines(of row: ReferencingRow, width: Int) -> [String] {
    row.fields.flatMap { field in
      [field.name] + DetailLines.wrap(field.value, width: max(10, width - 4)).map { "  " + $0 }
    }
  }

  mutating func show(rows: [ReferencingRow], of group: Int) {
    open = (group, rows)
    shown = nil
    dialog = ListDialog()
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?, StandardAction.collapse?:
      if let shown {
        self.shown = nil
        dialog = ListDialog()
        dialog.list.scroll.selected = shown.at
        return .stay
      }
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
      if let open, shown == nil, open.rows.indices.contains(selected) {
        shown = (open.rows[selected], selected)
        dialog = ListDialog()
      }
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    ListDialog.frame(in: screen, width: 100, lines: screen.height)
  }

  mutating func layOut(in screen: Rect) {
    width = max(10, frame(in: screen).width - 4)
    dialog.layOut(frame: frame(in: screen), rowCount: lines.count)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    var heading = open.map { "\(groups[$0.group].title) → “\(title)”" } ?? "Rows referring to “\(title)”"
    if let shown { heading = shown.row.label.isEmpty ? heading : "“\(shown.row.label)”" }
    let rows = lines.map { line in
      // A column's name stands out from its values (indented under it).
      ListRow(StyledLine(line, style: shown != nil && !line.hasPrefix("  ") ? theme["label"] : theme[ThemeRole.dialog]))
    }
    let hint =
      shown != nil
      ? KeyHint.text(keymap, [([StandardAction.back], "rows")])
      : open == nil
        ? KeyHint.text(keymap, [([StandardAction.expand], "list rows"), ([StandardAction.back], "close")])
        : KeyHint.text(keymap, [([StandardAction.expand], "open the row"), ([StandardAction.back], "tables")])
    dialog.draw(
      rows, title: heading, hint: hint, empty: "No rows refer to it.", frame: frame(in: screen), on: surface,
      theme: theme)
  }
}
