import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// What the dialogs' answers do: the dialogs own their keys and drawing (`Modal`); the
/// screen edits the database and opens the next dialog.
extension AppScreen {
  func handleDialog(_ key: Key) {
    guard var dialog = modal else { return }
    let outcome = dialog.handle(key, keymap: keymap)
    modal = dialog
    if let next = dialog.next(after: outcome) {
      modal = next
    } else {
      act(on: outcome, of: dialog)
    }
  }

  private func act(on outcome: DialogOutcome, of dialog: Modal) {
    switch (outcome, dialog) {
    case (.stay, _):
      break
    case (.close, .attachmentForm(let form)):
      apply(edits.reopenAttachments(form.item))
    case (.close, _):
      modal = nil
    case (.submit, .prompt(let prompt)) where prompt.purpose == .jump:
      jump(to: prompt)
    case (.submit, .prompt(let prompt)) where prompt.purpose == .filter:
      modal = nil
      applyFilter(prompt.typedText)
    case (.submit, .prompt(let prompt)):
      apply(edits.submit(prompt))
    case (.submit, .question(let question)):
      apply(edits.confirm(question.purpose))
    case (.submit, .itemForm(let form)):
      apply(edits.save(form))
    case (.submit, .rowForm(let form)):
      apply(edits.save(form))
    case (.submit, .attachmentForm(let form)):
      apply(edits.save(form))
    case (.submit, _):
      break
    case (.deleteAttachment(let attachment), .attachments(let panel)):
      let edits = edits
      apply(
        edits.ask(
          "Delete this attachment? (\(edits.undoHint).)", confirmLabel: "Delete",
          .deleteAttachment(attachment.id, item: panel.item)))
    case (.chooseTree(let index), _):
      modal = nil
      showTree(index)
    case (.openReferenceGroup(let group), .references(var dialog)):
      do {
        try dialog.read(group: group, in: tree.hierarchy, database)
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
      let title = detail.details?.path.last ?? ""
      guard let dialog = try ReferencesDialog.reading(node, title: title, in: tree.hierarchy, database) else {
        return show("No rows of other tables refer to this one.")
      }
      modal = .references(dialog)
    } catch {
      report(error)
    }
  }
}
