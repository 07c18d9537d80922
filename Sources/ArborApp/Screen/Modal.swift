import ArborCore
import ArborTerminal

/// What has the keyboard instead of the tree: a dialog, a form, or the move mode.
enum Modal {
  case prompt(PromptDialog, PromptPurpose)
  case confirm(ConfirmDialog, ConfirmPurpose)
  case itemForm(ItemForm)
  case attachments(AttachmentsPanel)
  case attachmentForm(AttachmentForm)
  case choose(ConfirmDialog, ChoosePurpose)

  /// True when closing it would throw away something the user typed.
  var holdsTypedText: Bool {
    switch self {
    case .prompt(let dialog, _): return !dialog.field.text.isEmpty
    case .itemForm, .attachmentForm: return true
    case .confirm, .choose, .attachments: return false
    }
  }
}

enum PromptPurpose {
  case addChild(parent: Int?)
  case addSibling(of: Int, parent: Int?)
  case addItem(category: Int)
  case rename(category: Int)
}

enum ConfirmPurpose {
  case deleteCategory(Int)
  case deleteItem(Int)
  case deleteAttachment(Int, item: Int)
}

enum ChoosePurpose {
  /// Which kind of attachment to add to an item: l, n or i.
  case attachmentKind(item: Int)
}

/// The category being moved while the user picks its new parent.
struct MoveMode {
  var categoryID: Int
  var name: String
}
