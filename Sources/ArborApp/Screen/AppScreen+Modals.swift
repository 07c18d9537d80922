import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// Dialogs and forms: their keys, what submitting them does, and their drawing.
extension AppScreen {
  func handleModal(_ key: Key) {
    guard let current = modal else { return }
    switch current {
    case .prompt(var dialog, let purpose):
      switch dialog.handle(key) {
      case .cancelled: modal = nil
      case .submitted(let text): submitPrompt(dialog, purpose, text)
      default: modal = .prompt(dialog, purpose)
      }
    case .confirm(let dialog, let purpose):
      switch dialog.handle(key) {
      case .cancelled: modal = nil
      case .confirmed: confirm(purpose)
      case .pending: break
      }
    case .choose(let dialog, let purpose):
      guard case .attachmentKind(let item) = purpose else { return }
      let kind: AttachmentForm.Kind?
      switch key.code {
      case .character("l"): kind = .link
      case .character("n"): kind = .note
      case .character("i"): kind = .image
      case .escape, .character("q"): modal = nil; return
      default: kind = nil; _ = dialog
      }
      if let kind { modal = .attachmentForm(AttachmentForm(itemID: item, attachment: nil, kind: kind)) }
    case .itemForm(var form):
      switch form.handle(key) {
      case .cancel: modal = nil
      case .editing: modal = .itemForm(form)
      case .submit:
        guard let editor else { return }
        do {
          try editor.updateItem(form.itemID, form.fields)
          modal = nil
          show("Saved")
          afterEdit(select: .item(form.itemID))
        } catch let error as EditError {
          form.showError(error)
          modal = .itemForm(form)
        } catch {
          form.error = (form.focus, Self.editMessage(error))
          modal = .itemForm(form)
        }
      }
    case .attachments(var panel):
      // The panel's keys are the user's: the keymap's up/down move, add-child adds,
      // edit (or expand) edits, delete deletes, back or quit closes.
      let count = panel.attachments.count
      switch keymap.action(for: key) {
      case StandardAction.back?, StandardAction.quit?: modal = nil
      case StandardAction.up?: panel.list.move(.up, rowCount: count, height: 10); modal = .attachments(panel)
      case StandardAction.down?: panel.list.move(.down, rowCount: count, height: 10); modal = .attachments(panel)
      case AppAction.addChild?:
        modal = .choose(ConfirmDialog(title: "Add", message: "Which kind? l: a link   n: a note   i: an image", confirmLabel: ""),
                        .attachmentKind(item: panel.itemID))
      case AppAction.edit?, StandardAction.expand?:
        if let attachment = panel.selected {
          modal = .attachmentForm(AttachmentForm(itemID: panel.itemID, attachment: attachment, kind: AttachmentForm.kind(of: attachment)))
        }
      case AppAction.delete?:
        if let attachment = panel.selected {
          modal = .confirm(ConfirmDialog(title: "Delete", message: "Delete this attachment? (\(undoHint).)", confirmLabel: "Delete"),
                           .deleteAttachment(attachment.id, item: panel.itemID))
        }
      default:
        modal = .attachments(panel)
      }
    case .attachmentForm(var form):
      switch form.handle(key) {
      case .cancel: reopenAttachments(form.itemID)
      case .editing: modal = .attachmentForm(form)
      case .submit:
        guard let editor else { return }
        do {
          if let id = form.attachmentID {
            try editor.updateAttachment(id, form.input)
          } else {
            try editor.addAttachment(to: form.itemID, form.input)
          }
          afterEdit()
          reopenAttachments(form.itemID)
        } catch {
          form.error = Self.editMessage(error)
          modal = .attachmentForm(form)
        }
      }
    }
  }

  func reopenAttachments(_ itemID: Int) {
    let title = (try? lookup.title(ofItem: itemID)) ?? nil
    openAttachments(itemID, title: title ?? "")
  }

  func handleModalPaste(_ text: String) {
    switch modal {
    case .prompt(var dialog, let purpose)?:
      dialog.field.insert(text)
      modal = .prompt(dialog, purpose)
    case .itemForm(var form)?:
      form.paste(text)
      modal = .itemForm(form)
    case .attachmentForm(var form)?:
      form.paste(text)
      modal = .attachmentForm(form)
    default:
      break
    }
  }

  private func submitPrompt(_ dialog: PromptDialog, _ purpose: PromptPurpose, _ text: String) {
    guard let editor else { return }
    do {
      switch purpose {
      case .addChild(let parent):
        let id = try editor.addCategory(name: text, parent: parent)
        modal = nil
        afterEdit(select: .category(id))
      case .addSibling(let sibling, let parent):
        let id = try editor.addCategory(name: text, parent: parent, after: sibling)
        modal = nil
        afterEdit(select: .category(id))
      case .addItem(let category):
        let id = try editor.addItem(in: category, title: text)
        modal = nil
        afterEdit(select: .item(id))
      case .rename(let id):
        try editor.renameCategory(id, to: text)
        modal = nil
        afterEdit(select: .category(id))
      }
    } catch {
      // The dialog stays open with the text as typed; the message says what to change.
      var kept = dialog
      kept.error = Self.editMessage(error)
      modal = .prompt(kept, purpose)
    }
  }

  private func confirm(_ purpose: ConfirmPurpose) {
    guard let editor else { return }
    do {
      switch purpose {
      case .deleteCategory(let id):
        try editor.deleteCategory(id)
        modal = nil
        show("Deleted. \(undoHint).")
        afterEdit()
      case .deleteItem(let id):
        try editor.deleteItem(id)
        modal = nil
        show("Deleted. \(undoHint).")
        afterEdit()
      case .deleteAttachment(let id, let item):
        try editor.deleteAttachment(id)
        afterEdit()
        reopenAttachments(item)
      }
    } catch {
      modal = nil
      show(Self.editMessage(error), isError: true)
    }
  }

  // MARK: Drawing

  func drawModal(on surface: some Surface, in screen: Rect) {
    switch modal {
    case .prompt(var dialog, let purpose)?:
      dialog.draw(on: surface, in: screen, theme: theme)
      modal = .prompt(dialog, purpose)
    case .confirm(let dialog, _)?:
      dialog.draw(on: surface, in: screen, theme: theme)
    case .choose(let dialog, _)?:
      dialog.draw(on: surface, in: screen, theme: theme)
    case .itemForm(var form)?:
      form.draw(on: surface, in: screen, theme: theme)
      modal = .itemForm(form)
    case .attachments(var panel)?:
      panel.draw(on: surface, in: screen, theme: theme, keymap: keymap)
      modal = .attachments(panel)
    case .attachmentForm(var form)?:
      form.draw(on: surface, in: screen, theme: theme)
      modal = .attachmentForm(form)
    case nil:
      break
    }
  }
}
