import ArborCore
import ArborDB
import ArborTerminal

/// A row of another program's table: a new one, one text field per value it needs (its
/// name, its key, the columns that are NOT NULL without a default), or one there, every
/// column it can change with what it holds (`e`); each labelled with its column and
/// declared type. The `[form]` keys move between fields, save and cancel; a
/// value the file refuses keeps the form open with SQLite's reason under its field. A
/// column that takes few values (`ForeignField.choices`) is chosen, not typed: the choice
/// keys step through its values, and a letter goes to the next value starting with it.
struct RowForm {
  let title: String
  /// What saving does: add a row where the draft says, or change the row of a node.
  enum Purpose {
    case add(NewNodeDraft)
    case edit(NodeID)
  }
  let purpose: Purpose
  private(set) var columns: [ForeignField]
  private(set) var inputs: [TextField]
  var focus = 0
  var error: (field: Int, message: String)?

  init(title: String, purpose: Purpose, fields: [ForeignField]) {
    self.title = title
    self.purpose = purpose
    columns = fields
    inputs = fields.map { TextField(text: $0.text) }
  }

  /// The fields with what was typed.
  var fields: [ForeignField] {
    zip(columns, inputs).map { column, input in
      var field = column
      field.text = input.text
      return field
    }
  }

  /// Whether the focused field is chosen from a list.
  private var choosing: Bool { columns.indices.contains(focus) && !columns[focus].choices.isEmpty }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    let action = key.text != nil && !choosing ? nil : keymap.action(for: key, in: KeyMode.form)
    switch action {
    case ModeAction.cancel?: return .close
    case ModeAction.save?: return .submit
    case ModeAction.previousField?:
      if !inputs.isEmpty { focus = (focus + inputs.count - 1) % inputs.count }
      return .stay
    case ModeAction.nextField?:
      if !inputs.isEmpty { focus = (focus + 1) % inputs.count }
      return .stay
    case ModeAction.nextChoice? where choosing, ModeAction.previousChoice? where choosing:
      choose(by: action == ModeAction.nextChoice ? 1 : -1)
      return .stay
    default:
      break
    }
    guard inputs.indices.contains(focus) else { return .stay }
    if choosing {
      if let typed = key.text?.lowercased(), !typed.isEmpty { choose(startingWith: typed) }
      return .stay
    }
    if case .edited = inputs[focus].handle(key), error?.field == focus { error = nil }
    return .stay
  }

  /// The focused field's value `step` choices on, round the list.
  private mutating func choose(by step: Int) {
    let choices = columns[focus].choices
    let current = choices.firstIndex(of: inputs[focus].text) ?? (step > 0 ? -1 : 0)
    inputs[focus].setText(choices[(current + step + choices.count) % choices.count])
    if error?.field == focus { error = nil }
  }

  /// The focused field's next value that starts with `typed` (a select box's letters).
  private mutating func choose(startingWith typed: String) {
    let choices = columns[focus].choices
    let current = choices.firstIndex(of: inputs[focus].text) ?? -1
    for offset in 1...choices.count {
      let choice = choices[(current + offset) % choices.count]
      if choice.lowercased().hasPrefix(typed) {
        inputs[focus].setText(choice)
        if error?.field == focus { error = nil }
        return
      }
    }
  }

  mutating func paste(_ text: String) {
    guard inputs.indices.contains(focus), !choosing else { return }
    inputs[focus].insert(text)
  }

  mutating func showError(_ error: EditError) {
    let field = columns.firstIndex { $0.column == error.field } ?? focus
    self.error = (field, error.message)
    focus = field
  }

  /// The labels' column, a space included before the values: a label wider than it is
  /// cut with "…", never run into its value.
  private var labelWidth: Int {
    min(32, (columns.map { PrintableText.width($0.title) }.max() ?? 4) + 2)
  }

  private func label(_ title: String) -> String {
    let room = labelWidth - 2
    guard PrintableText.width(title) > room else { return title }
    var kept = ""
    for character in title {
      guard PrintableText.width(kept + String(character)) < room else { break }
      kept.append(character)
    }
    return kept + "…"
  }

  private func frame(in screen: Rect) -> Rect {
    let rows = max(1, columns.count) + (error == nil ? 0 : 2) + 2
    let width = min(100, max(24, screen.width - 4))
    return screen.centered(width: width, height: min(screen.height, rows + 2))
  }

  mutating func layOut(in screen: Rect) {
    let inner = frame(in: screen).inset(by: 1)
    let width = max(0, inner.right - (inner.column + labelWidth) - 1)
    for index in inputs.indices { inputs[index].layOut(width: width) }
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rect = frame(in: screen)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: rect, title: title, focused: true, theme: theme)
    guard inner.width > 12 else { return }
    let x = inner.column + labelWidth
    let fieldWidth = inner.right - x - 1
    var y = inner.row
    if columns.isEmpty {
      surface.draw(
        "The table fills in every column itself.", row: y, column: inner.column + 1, width: inner.width - 2,
        style: theme[ThemeRole.dim])
    }
    for (index, column) in columns.enumerated() where y < inner.bottom - 1 {
      let focused = index == focus
      surface.draw(
        label(column.title), row: y, column: inner.column + 1, width: labelWidth - 2,
        style: focused ? theme[ThemeRole.title] : theme["label"])
      if column.choices.isEmpty {
        inputs[index].draw(
          on: surface, row: y, column: x, width: fieldWidth, style: theme[ThemeRole.field], focused: focused)
      } else {
        let place = (column.choices.firstIndex(of: inputs[index].text) ?? 0) + 1
        surface.draw(
          "‹ \(inputs[index].text) ›  \(place) of \(column.choices.count)", row: y, column: x, width: fieldWidth,
          style: focused ? theme[ThemeRole.selection] : theme[ThemeRole.field])
      }
      y += 1
      if let error, error.field == index {
        // SQLite's reason may be long: two lines under the field.
        for line in DetailLines.wrap(error.message, width: max(1, fieldWidth)).prefix(2) where y < inner.bottom - 1 {
          surface.draw(line, row: y, column: x, width: fieldWidth, style: theme[ThemeRole.error])
          y += 1
        }
      }
    }
    let hint = KeyHint.text(
      keymap, mode: KeyMode.form,
      [
        ([ModeAction.nextField], "next field"),
        (choosing ? [ModeAction.previousChoice, ModeAction.nextChoice] : [], "choose"),
        ([ModeAction.save], "save"), ([ModeAction.cancel], "cancel"),
      ])
    surface.draw(
      hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2, style: theme[ThemeRole.dim])
  }
}
