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
      reopenAttachments(form.itemID)
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
      modal = .attachmentForm(AttachmentForm(itemID: choice.itemID, attachment: nil, kind: kind))
    case (.addAttachment, .attachments(let panel)):
      modal = .attachmentKind(AttachmentKindDialog(itemID: panel.itemID))
    case (.editAttachment(let attachment), .attachments(let panel)):
      modal = .attachmentForm(AttachmentForm(itemID: panel.itemID, attachment: attachment, kind: AttachmentForm.kind(of: attachment)))
    case (.deleteAttachment(let attachment), .attachments(let panel)):
      ask("Delete this attachment? (\(undoHint).)", confirmLabel: "Delete", .deleteAttachment(attachment.id, item: panel.itemID))
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
    // arbor's own notes show their attachments and items in place.
    guard let node = detail.node, !(tree.hierarchy is NotesHierarchy) else { return }
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
    guard let editor else { return }
    var form = form
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

  private func save(_ form: AttachmentForm) {
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
      var form = form
      form.error = Self.editMessage(error)
      modal = .attachmentForm(form)
    }
  }

  func reopenAttachments(_ itemID: Int) {
    let title = (try? lookup.title(ofItem: itemID)) ?? nil
    openAttachments(itemID, title: title ?? "")
  }

  private func submitPrompt(_ prompt: NamePrompt, _ text: String) {
    do {
      if case .renameRow(let key) = prompt.purpose {
        guard let rowEditor = try rowEditor() else { return }
        try rowEditor.rename(key, to: text)
        modal = nil
        show("Renamed. \(undoHint).")
        afterEdit(select: .row(key))
        return
      }
      guard let editor else { return }
      switch prompt.purpose {
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
      case .renameRow:
        break
      }
    } catch {
      // The dialog stays open with the text as typed; the message says what to change.
      var kept = prompt
      kept.dialog.error = Self.editMessage(error)
      modal = .prompt(kept)
    }
  }

  private func confirm(_ purpose: ConfirmPurpose) {
    do {
      if case .deleteRow(let key) = purpose {
        guard let rowEditor = try rowEditor() else { return }
        let count = try rowEditor.deleteSubtree(key, progress: showProgress)
        modal = nil
        show("Deleted \(count) row\(count == 1 ? "" : "s"). \(undoHint).")
        afterEdit()
        return
      }
      guard let editor else { return }
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
      case .deleteRow:
        break
      }
    } catch {
      modal = nil
      show(Self.editMessage(error), isError: true)
    }
  }
}
