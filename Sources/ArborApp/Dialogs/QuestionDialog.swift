import ArborCore
import ArborTerminal

/// A yes/no question (delete this?); its keys are the keymap's `[question]` section.
struct QuestionDialog {
  var dialog: ConfirmDialog
  let purpose: ConfirmPurpose

  func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch keymap.action(for: key, in: KeyMode.question) {
    case ModeAction.yes?: .submit
    case ModeAction.no?: .close
    default: .stay
    }
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    var named = dialog
    named.yesKey = keymap.keyNames(for: ModeAction.yes, in: KeyMode.question, limit: 1)
    named.noKey = keymap.keyNames(for: ModeAction.no, in: KeyMode.question, limit: 1)
    named.draw(on: surface, in: screen, theme: theme)
  }
}

enum ConfirmPurpose {
  /// A node with everything under it.
  case delete(NodeID)
  /// The marked nodes, each with everything under it (none inside another): one step.
  case deleteMarked([NodeID])
  case deleteAttachment(Int, item: NodeID)
}
