import ArborCore
import ArborTerminal

/// The short fields of an item, edited in one dialog: title, priority, status, due date,
/// tags. The keymap's `[form]` keys move between fields (Tab/↓, Shift-Tab/↑), change a
/// choice (←/→/Space), save (Enter; a refused value keeps the form open with the message
/// under its field) and cancel (Esc).
struct ItemForm {
  enum Field: Int, CaseIterable {
    case title, priority, status, due, tags

    var label: String {
      switch self {
      case .title: "Title"
      case .priority: "Priority"
      case .status: "Status"
      case .due: "Due"
      case .tags: "Tags"
      }
    }

    /// `EditError.field` names that belong to this field.
    var errorName: String {
      switch self {
      case .title: "title"
      case .priority: "priority"
      case .status: "status"
      case .due: "due"
      case .tags: "tags"
      }
    }
  }

  let item: NodeID
  var title: TextField
  var priority: Priority
  var status: Status
  var due: TextField
  var tags: TextField
  var focus: Field = .title
  var error: (field: Field, message: String)?

  init(item: NodeID, fields: ItemFields) {
    self.item = item
    title = TextField(text: fields.title)
    priority = fields.priority
    status = fields.status
    due = TextField(text: fields.due)
    tags = TextField(text: fields.tags)
  }

  var fields: ItemFields {
    ItemFields(title: title.text, priority: priority, status: status, due: due.text, tags: tags.text)
  }

  var isTextField: Bool { focus == .title || focus == .due || focus == .tags }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    // Keys that type text type it into a text field; the form's keys act elsewhere.
    let action = isTextField && key.text != nil ? nil : keymap.action(for: key, in: KeyMode.form)
    let count = Field.allCases.count
    switch action {
    case ModeAction.cancel?: return .close
    case ModeAction.save?: return .submit
    case ModeAction.previousField?:
      focus = Field(rawValue: (focus.rawValue + count - 1) % count) ?? .title
      return .stay
    case ModeAction.nextField?:
      focus = Field(rawValue: (focus.rawValue + 1) % count) ?? .title
      return .stay
    case ModeAction.nextChoice?, ModeAction.previousChoice?:
      let step = action == ModeAction.nextChoice ? 1 : -1
      if focus == .priority { priority = Self.cycle(priority, by: step) }
      if focus == .status { status = Self.cycle(status, by: step) }
      if !isTextField { return .stay }
    default:
      break
    }
    var edited = false
    switch focus {
    case .title: edited = Self.edit(&title, key)
    case .due: edited = Self.edit(&due, key)
    case .tags: edited = Self.edit(&tags, key)
    case .priority, .status: break
    }
    if edited && error?.field == focus { error = nil }
    return .stay
  }

  mutating func paste(_ text: String) {
    switch focus {
    case .title: title.insert(text)
    case .due: due.insert(text)
    case .tags: tags.insert(text)
    default: break
    }
  }

  private static func edit(_ field: inout TextField, _ key: Key) -> Bool {
    if case .edited = field.handle(key) { return true }
    return false
  }

  private static func cycle<T: CaseIterable & Equatable>(_ value: T, by step: Int) -> T {
    let all = Array(T.allCases)
    guard let index = all.firstIndex(of: value) else { return value }
    return all[(index + step + all.count) % all.count]
  }

  mutating func showError(_ error: EditError) {
    let field = Field.allCases.first { $0.errorName == error.field } ?? .title
    self.error = (field, error.message)
    focus = field
  }

  private static let labelWidth = 10

  /// The dialog's box on `screen`.
  private func frame(in screen: Rect) -> Rect {
    let rows = Field.allCases.count + (error == nil ? 0 : 1) + 2
    let width = min(70, max(20, screen.width - 4))
    return screen.centered(width: width, height: rows + 2)
  }

  mutating func layOut(in screen: Rect) {
    let inner = frame(in: screen).inset(by: 1)
    let fieldWidth = max(0, inner.right - (inner.column + Self.labelWidth) - 1)
    title.layOut(width: fieldWidth)
    due.layOut(width: fieldWidth)
    tags.layOut(width: fieldWidth)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rect = frame(in: screen)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: rect, title: "Edit item", focused: true, theme: theme)
    guard inner.width > 12 else { return }
    let labelWidth = Self.labelWidth
    var y = inner.row
    for field in Field.allCases where y < inner.bottom {
      let focused = field == focus
      let labelStyle = focused ? theme[ThemeRole.title] : theme["label"]
      surface.draw(field.label, row: y, column: inner.column + 1, width: labelWidth - 1, style: labelStyle)
      let x = inner.column + labelWidth
      let fieldWidth = inner.right - x - 1
      switch field {
      case .title:
        title.draw(on: surface, row: y, column: x, width: fieldWidth, style: theme[ThemeRole.field], focused: focused)
      case .due:
        due.draw(on: surface, row: y, column: x, width: fieldWidth, style: theme[ThemeRole.field], focused: focused)
      case .tags:
        tags.draw(on: surface, row: y, column: x, width: fieldWidth, style: theme[ThemeRole.field], focused: focused)
      case .priority:
        drawChoice(
          Priority.allCases.map(\.label), selected: priority.label, focused: focused, on: surface, row: y, column: x,
          width: fieldWidth, theme: theme)
      case .status:
        drawChoice(
          Status.allCases.map(\.label), selected: status.label, focused: focused, on: surface, row: y, column: x,
          width: fieldWidth, theme: theme)
      }
      y += 1
      if let error, error.field == field, y < inner.bottom {
        surface.draw(error.message, row: y, column: x, width: fieldWidth, style: theme[ThemeRole.error])
        y += 1
      }
    }
    if y + 1 < inner.bottom {
      let hint = KeyHint.text(
        keymap, mode: KeyMode.form,
        [
          ([ModeAction.nextField], "next field"), ([ModeAction.previousChoice, ModeAction.nextChoice], "change"),
          ([ModeAction.save], "save"), ([ModeAction.cancel], "cancel"),
        ])
      surface.draw(
        hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2, style: theme[ThemeRole.dim])
    }
  }

  private func drawChoice(
    _ options: [String], selected: String, focused: Bool, on surface: some Surface, row: Int, column: Int, width: Int,
    theme: Theme
  ) {
    var line = StyledLine()
    for option in options {
      let isSelected = option == selected
      let style =
        isSelected
        ? (focused ? theme[ThemeRole.selection] : theme[ThemeRole.selectionUnfocused]) : theme[ThemeRole.dialog]
      line.append(" " + option + " ", style: style)
      line.append(" ", style: theme[ThemeRole.dialog])
    }
    surface.draw(line, row: row, column: column, width: width)
  }
}
