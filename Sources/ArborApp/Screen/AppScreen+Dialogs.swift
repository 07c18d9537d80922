import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// Dialogs and forms: their keys, what submitting them does, and their drawing.
/// What the dialogs' answers do: the dialogs own their keys and drawing (`Modal`); the
/// screen edits the database and opens the next dialog.
extension AppScreen {
  func handleDialog(_ key: Key) {
    guard var dialog = modal else { return }
    let outcome = dialog.handle(key, keymap: keymap)
    modal = dialog
    act(on: outcome, of: dialog)
  }

  private func act(on outcome: DialogOutcome, of dialog: Modal) {
    switch (outcome, dialog) {
    case (.stay, _):
      break
    case (.close, .attachmentForm(let form)):
      reopenAttachments(form.item)
    case (.close, _):
      modal = nil
    case (.submit, .prompt(let prompt)):
      submitPrompt(prompt, prompt.typedText)
    case (.submit, .question(let question)):
      confirm(question.purpose)
    case (.submit, .itemForm(let form)):
      save(form)
    case (.submit, .rowForm(let form)):
      save(form)
    case (.submit, .attachmentForm(let form)):
      save(form)
    case (.submit, _):
      break
    case (.choose(let kind), .attachmentKind(let choice)):
      modal = .attachmentForm(AttachmentForm(item: choice.item, attachment: nil, kind: kind))
    case (.addAttachment, .attachments(let panel)):
      modal = .attachmentKind(AttachmentKindDialog(item: panel.item))
    case (.editAttachment(let attachment), .attachments(let panel)):
      modal = .attachmentForm(AttachmentForm(item: panel.item, attachment: attachment, kind: AttachmentForm.kind(of: attachment)))
    case (.deleteAttachment(let attachment), .attachments(let panel)):
      ask("Delete this attachment? (\(undoHint).)", confirmLabel: "Delete", .deleteAttachment(attachment.id, item: panel.item))
    case (.chooseTree(let index), _):
      modal = nil
      showTree(index)
    case (.openReferenceGroup(let group), .references(var dialog)):
      do {
        let hierarchy = tree.hierarchy
        let rows = try database.read { db in
          try hierarchy.referencingRows(of: dialog.node, group: group, in: 0..<ReferencesDialog.shownRows, db)
        }
        dialog.show(rows: rows, of: group)
        modal = .references(dialog)
      } catch {
        report(error)
      }
    case (.openReferenceGroup, _):
      break
    case (.choose, _), (.addAttachment, _), (.editAttachment, _), (.deleteAttachment, _):
      break
    }
  }

  /// The rows of other tables that refer to the node in the detail pane, when there are.
  func openReferences() {
    // A tree whose related rows are shown in place (arbor's notes) lists none.
    guard let node = detail.node, tree.hierarchy.listsReferences else { return }
    do {
      let hierarchy = tree.hierarchy
      let groups = try database.read { db in try hierarchy.referenceGroups(of: node, db) }
      guard !groups.isEmpty else {
        show("No rows of other tables refer to this one.")
        return
      }
      modal = .references(ReferencesDialog(node: node, title: detail.details?.path.last ?? "", groups: groups))
    } catch {
      report(error)
    }
  }

  /// Opens a yes/no question whose yes does `purpose`.
  func ask(_ message: String, title: String = "Delete", confirmLabel: String, _ purpose: ConfirmPurpose) {
    modal = .question(QuestionDialog(dialog: ConfirmDialog(title: title, message: message, confirmLabel: confirmLabel), purpose: purpose))
  }

  /// Opens a one-line prompt whose text goes to `purpose`.
  func prompt(_ title: String, label: String, text: String = "", _ purpose: PromptPurpose) {
    modal = .prompt(NamePrompt(dialog: PromptDialog(title: title, label: label, text: text), purpose: purpose))
  }

  private func save(_ form: ItemForm) {
    guard let items = openTree.editing?.items else { return }
    var form = form
    do {
      try items.updateItem(form.item, form.fields)
      modal = nil
      show("Saved")
      afterEdit(select: form.item)
    } catch let error as EditError {
      form.showError(error)
      modal = .itemForm(form)
    } catch {
      form.error = (form.focus, Self.editMessage(error))
      modal = .itemForm(form)
    }
  }

  private func save(_ form: AttachmentForm) {
    guard let items = openTree.editing?.items else { return }
    do {
      if let id = form.attachmentID {
        try items.updateAttachment(id, form.input)
      } else {
        try items.addAttachment(to: form.item, form.input)
      }
      afterEdit()
      reopenAttachments(form.item)
    } catch {
      var form = form
      form.error = Self.editMessage(error)
      modal = .attachmentForm(form)
    }
  }

  func reopenAttachments(_ item: NodeID) {
    guard let items = openTree.editing?.items else { return }
    openAttachments(item, title: (try? items.title(of: item)) ?? "", items)
  }

  private func submitPrompt(_ prompt: NamePrompt, _ text: String) {
    guard let editing = editingOrReason else { return }
    do {
      switch prompt.purpose {
      case .add(var draft):
        draft.content = .named(text)
        let node = try editing.add(draft)
        modal = nil
        afterEdit(select: node)
      case .addItem(let category):
        guard let items = editing.items else { return }
        let node = try items.addItem(in: category, title: text)
        modal = nil
        afterEdit(select: node)
      case .rename(let node):
        try editing.rename(node, to: text)
        modal = nil
        show("Renamed. \(undoHint).")
        afterEdit(select: node)
      }
    } catch {
      // The dialog stays open with the text as typed; the message says what to change.
      var kept = prompt
      kept.dialog.error = Self.editMessage(error)
      modal = .prompt(kept)
    }
  }

  private func confirm(_ purpose: ConfirmPurpose) {
    guard let editing = editingOrReason else { return }
    do {
      switch purpose {
      case .delete(let node):
        let said = try editing.delete(node, progress: showProgress)
        modal = nil
        show("\(said) \(undoHint).")
        afterEdit()
      case .deleteAttachment(let id, let item):
        try editing.items?.deleteAttachment(id)
        afterEdit()
        reopenAttachments(item)
      }
    } catch {
      modal = nil
      show(Self.editMessage(error), isError: true)
    }
  }
}
