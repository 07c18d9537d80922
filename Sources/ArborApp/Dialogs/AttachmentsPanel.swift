import ArborCore
import ArborDB
import ArborTerminal

/// An item's attachments in a dialog: choose one to edit or delete, or add another.
struct AttachmentsPanel {
  let item: NodeID
  let title: String
  var attachments: [Attachment]
  private var dialog = ListDialog()

  init(item: NodeID, title: String, attachments: [Attachment]) {
    self.item = item
    self.title = title
    self.attachments = attachments
  }

  func line(for attachment: Attachment, theme: Theme) -> StyledLine {
    switch attachment.kind {
    case .link(let url):
      return StyledLine([
        StyledSpan("link  ", style: theme["label"]), StyledSpan(url.absoluteString, style: theme["link"]),
      ])
    case .note(let text):
      return StyledLine([
        StyledSpan("note  ", style: theme["label"]),
        StyledSpan(text.replacingOccurrences(of: "\n", with: " "), style: theme[ThemeRole.dialog]),
      ])
    case .image(let image):
      return StyledLine([
        StyledSpan("image ", style: theme["label"]), StyledSpan(image.caption + "  ", style: theme[ThemeRole.dialog]),
        StyledSpan(image.url.absoluteString, style: theme["link"]),
      ])
    }
  }

  var selected: Attachment? {
    attachments.indices.contains(dialog.list.scroll.selected) ? attachments[dialog.list.scroll.selected] : nil
  }

  /// The panel's keys as the keymap gives them (`a add  e/Enter edit  d delete  Esc close`).
  static func hint(_ keymap: Keymap) -> String {
    KeyHint.text(
      keymap,
      [
        ([AppAction.addChild], "add"), ([AppAction.edit, StandardAction.expand], "edit"),
        ([AppAction.delete], "delete"),
        ([StandardAction.back], "close"),
      ])
  }

  /// The keys are the user's main ones: up/down move, add-child adds, edit (or expand)
  /// edits, delete deletes, back or quit closes.
  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key) {
    case StandardAction.back?, StandardAction.quit?: return .close
    case StandardAction.up?: dialog.move(.up, rowCount: attachments.count)
    case StandardAction.down?: dialog.move(.down, rowCount: attachments.count)
    case AppAction.addChild?: return .addAttachment
    case AppAction.edit?, StandardAction.expand?:
      if let selected { return .editAttachment(selected) }
    case AppAction.delete?:
      if let selected { return .deleteAttachment(selected) }
    default: break
    }
    return .stay
  }

  private func frame(in screen: Rect) -> Rect {
    ListDialog.frame(in: screen, width: 80, lines: attachments.count + 1)
  }

  mutating func layOut(in screen: Rect) {
    dialog.layOut(frame: frame(in: screen), rowCount: attachments.count)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rows = attachments.map { ListRow(line(for: $0, theme: theme)) }
    dialog.draw(
      rows, title: "Attachments of “\(title)”", hint: Self.hint(keymap), empty: "No attachments yet.",
      frame: frame(in: screen), on: surface, theme: theme)
  }
}
