import ArborCore
import ArborTerminal

/// Which kind of attachment to add to an item; the letters are the keymap's
/// `[add-attachment]` section.
struct AttachmentKindDialog {
  let item: NodeID

  func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key, in: KeyMode.addAttachment) {
    case ModeAction.link?: .choose(.link)
    case ModeAction.note?: .choose(.note)
    case ModeAction.image?: .choose(.image)
    case ModeAction.cancel?: .close
    default: .stay
    }
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    let choices = [(ModeAction.link, "a link"), (ModeAction.note, "a note"), (ModeAction.image, "an image")]
      .compactMap { action, what -> String? in
        let key = keymap.keyNames(for: action, in: KeyMode.addAttachment, limit: 1)
        return key.isEmpty ? nil : "\(key): \(what)"
      }
    var dialog = ConfirmDialog(
      title: "Add", message: "Which kind? " + choices.joined(separator: "   "), confirmLabel: "")
    dialog.cancelKey = keymap.keyNames(for: ModeAction.cancel, in: KeyMode.addAttachment, limit: 1)
    dialog.draw(on: surface, in: screen, theme: theme)
  }
}
