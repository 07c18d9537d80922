import ArborCore
import ArborDB
import ArborTerminal

/// An item's attachments in a dialog: choose one to edit or delete, or add another.
struct AttachmentsPanel {
  let itemID: Int
  let title: String
  var attachments: [Attachment]
  var list = ListView(rowHeight: 1)

  func line(for attachment: Attachment, theme: Theme) -> StyledLine {
    switch attachment.kind {
    case .link(let url):
      return StyledLine([StyledSpan("link  ", style: theme["label"]), StyledSpan(url.absoluteString, style: theme["link"])])
    case .note(let text):
      return StyledLine([StyledSpan("note  ", style: theme["label"]), StyledSpan(text.replacingOccurrences(of: "\n", with: " "), style: theme[ThemeRole.dialog])])
    case .image(let image):
      return StyledLine([
        StyledSpan("image ", style: theme["label"]), StyledSpan(image.caption + "  ", style: theme[ThemeRole.dialog]),
        StyledSpan(image.url.absoluteString, style: theme["link"]),
      ])
    }
  }

  var selected: Attachment? {
    attachments.indices.contains(list.scroll.selected) ? attachments[list.scroll.selected] : nil
  }

  /// The panel's keys as the keymap gives them (`a add  e/Enter edit  d delete  Esc close`).
  static func hint(_ keymap: Keymap) -> String {
    let edit = [keymap.keyNames(for: AppAction.edit, limit: 1), keymap.keyNames(for: StandardAction.expand, limit: 1)]
      .filter { !$0.isEmpty }.joined(separator: "/")
    return [
      (keymap.keyNames(for: AppAction.addChild, limit: 1), "add"), (edit, "edit"),
      (keymap.keyNames(for: AppAction.delete, limit: 1), "delete"), (keymap.keyNames(for: StandardAction.back, limit: 1), "close"),
    ].filter { !$0.0.isEmpty }.map { "\($0.0) \($0.1)" }.joined(separator: "  ")
  }

  /// The keys are the user's main ones: up/down move, add-child adds, edit (or expand)
  /// edits, delete deletes, back or quit closes.
  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?: return .close
    case StandardAction.up?: list.move(.up, rowCount: attachments.count, height: listHeight)
    case StandardAction.down?: list.move(.down, rowCount: attachments.count, height: listHeight)
    case AppAction.addChild?: return .addAttachment
    case AppAction.edit?, StandardAction.expand?:
      if let selected { return .editAttachment(selected) }
    case AppAction.delete?:
      if let selected { return .deleteAttachment(selected) }
    default: break
    }
    return .stay
  }

  /// Rows of the list on screen, from the last layout.
  var listHeight = 10

  private func frame(in screen: Rect) -> Rect {
    let height = min(max(6, attachments.count + 4), max(3, screen.height - 2))
    return screen.centered(width: min(80, max(20, screen.width - 4)), height: height)
  }

  private func listRect(inner: Rect) -> Rect {
    Rect(row: inner.row, column: inner.column + 1, width: inner.width - 2, height: max(0, inner.height - 1))
  }

  mutating func layOut(in screen: Rect) {
    listHeight = max(1, listRect(inner: frame(in: screen).inset(by: 1)).height)
    list.layOut(rowCount: attachments.count, height: listHeight)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rect = frame(in: screen)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let inner = Box.draw(on: surface, in: rect, title: "Attachments of “\(title)”", focused: true, theme: theme)
    guard inner.height > 1 else { return }
    let source = AttachmentLines(lines: attachments.map { line(for: $0, theme: theme) })
    list.draw(source, on: surface, in: listRect(inner: inner), theme: theme, focused: true, emptyText: "No attachments yet.")
    surface.draw(Self.hint(keymap), row: inner.bottom - 1, column: inner.column + 1,
                 width: inner.width - 2, style: theme[ThemeRole.dim])
  }
}

private struct AttachmentLines: ListDataSource {
  let lines: [StyledLine]
  var rowCount: Int { lines.count }
  func rows(in range: Range<Int>) -> [ListRow] { lines[range].map { ListRow($0) } }
}
