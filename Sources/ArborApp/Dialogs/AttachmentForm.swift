import ArborCore
import ArborDB
import ArborTerminal

/// One attachment's fields: a link's URL, a note's text, or an image's caption and URL.
struct AttachmentForm {
  enum Kind { case link, note, image }

  let item: NodeID
  /// The attachment being edited; nil when adding.
  let attachmentID: Int?
  let kind: Kind
  var first: TextField
  var second: TextField
  var focusSecond = false
  var error: String?

  init(item: NodeID, attachment: Attachment?, kind: Kind) {
    self.item = item
    self.attachmentID = attachment?.id
    self.kind = kind
    switch attachment?.kind {
    case .link(let url)?:
      first = TextField(text: url.absoluteString)
      second = TextField()
    case .note(let text)?:
      first = TextField(text: text)
      second = TextField()
    case .image(let image)?:
      first = TextField(text: image.caption)
      second = TextField(text: image.url.absoluteString)
    case nil:
      first = TextField()
      second = TextField()
    }
  }

  static func kind(of attachment: Attachment) -> Kind {
    switch attachment.kind {
    case .link: .link
    case .note: .note
    case .image: .image
    }
  }

  var labels: [String] {
    switch kind {
    case .link: ["URL"]
    case .note: ["Note"]
    case .image: ["Caption", "URL"]
    }
  }

  var input: AttachmentInput {
    switch kind {
    case .link: .link(first.text)
    case .note: .note(first.text)
    case .image: .image(caption: first.text, url: second.text)
    }
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    // Keys that type text type it; the form's keys act on everything else.
    switch key.text == nil ? keymap.action(for: key, in: KeyMode.form) : nil {
    case ModeAction.cancel?: return .close
    case ModeAction.save?: return .submit
    case ModeAction.nextField?, ModeAction.previousField?:
      if kind == .image { focusSecond.toggle() }
      return .stay
    default:
      if focusSecond {
        if case .edited = second.handle(key) { error = nil }
      } else if case .edited = first.handle(key) {
        error = nil
      }
      return .stay
    }
  }

  mutating func paste(_ text: String) {
    if focusSecond { second.insert(text) } else { first.insert(text) }
  }

  /// The dialog's box on `screen`.
  private func frame(in screen: Rect) -> Rect {
    screen.centered(width: min(70, max(20, screen.width - 4)), height: labels.count + 4 + (error == nil ? 0 : 1))
  }

  mutating func layOut(in screen: Rect) {
    let width = frame(in: screen).inset(by: 1).width - 11
    first.layOut(width: width)
    second.layOut(width: width)
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let rect = frame(in: screen)
    surface.fill(rect, style: theme[ThemeRole.dialog])
    let title: String
    switch kind {
    case .link: title = attachmentID == nil ? "Add a link" : "Edit link"
    case .note: title = attachmentID == nil ? "Add a note" : "Edit note"
    case .image: title = attachmentID == nil ? "Add an image" : "Edit image"
    }
    let inner = Box.draw(on: surface, in: rect, title: title, focused: true, theme: theme)
    guard inner.width > 12 else { return }
    for (index, label) in labels.enumerated() where inner.row + index < inner.bottom {
      let y = inner.row + index
      let focused = (index == 1) == focusSecond
      surface.draw(
        label, row: y, column: inner.column + 1, width: 8, style: focused ? theme[ThemeRole.title] : theme["label"])
      let field = index == 0 ? first : second
      field.draw(
        on: surface, row: y, column: inner.column + 10, width: inner.width - 11, style: theme[ThemeRole.field],
        focused: focused)
    }
    if let error, inner.row + labels.count < inner.bottom {
      surface.draw(
        error, row: inner.row + labels.count, column: inner.column + 1, width: inner.width - 2,
        style: theme[ThemeRole.error])
    }
    let hint = KeyHint.text(keymap, mode: KeyMode.form, [([ModeAction.save], "save"), ([ModeAction.cancel], "cancel")])
    surface.draw(
      hint, row: inner.bottom - 1, column: inner.column + 1, width: inner.width - 2, style: theme[ThemeRole.dim])
  }
}
