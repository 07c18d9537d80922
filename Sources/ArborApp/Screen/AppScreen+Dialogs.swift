import ArborCore
import ArborTerminal

/// What the dialogs' answers do: the dialogs own their keys and drawing (`Modal`); the
/// screen edits the database and opens the next dialog.
extension AppScreen {
  func handleDialog(_ key: Key) {
    guard var dialog = modal else { return }
    let outcome = dialog.handle(key, keymap: keymap)
    modal = dialog
    if let next = dialog.next(after: outcome) {
      modal = next
    } else if let edit = edits.answer(outcome, of: dialog) {
      // The marked nodes deleted: their marks with them.
      if case .submit = outcome, case .question(let question) = dialog, case .deleteMarked = question.purpose {
        clearMarks(saying: false)
      }
      apply(edit)
    } else {
      act(on: outcome, of: dialog)
    }
  }

  /// The answers the screen carries out itself: going to a node, filtering, another
  /// tree, a group of related rows, closing.
  private func act(on outcome: DialogOutcome, of dialog: Modal) {
    switch (outcome, dialog) {
    case (.close, .prompt(let prompt)) where prompt.purpose == .filter:
      modal = nil
      cancelFilter()
    case (.close, _):
      modal = nil
    case (.submit, .prompt(let prompt)) where prompt.purpose == .jump:
      jump(to: prompt)
    case (.submit, .prompt(let prompt)) where prompt.purpose.exportRoots != nil:
      if let nodes = prompt.purpose.exportRoots { export(nodes, as: prompt) }
    case (.submit, .prompt(let prompt)) where prompt.purpose == .filter:
      modal = nil
      filterBefore = nil
      if filter?.text != prompt.typedText || filter?.fuzzy != prompt.fuzzy
        || prompt.typedText.allSatisfy(\.isWhitespace)
      {
        applyFilter(prompt.typedText, fuzzy: prompt.fuzzy)
      }
    case (.chooseTree(let index), _):
      modal = nil
      showTree(index)
    case (.showColumns(let columns), _):
      modal = nil
      show(columns: columns)
    case (.run(let action), _):
      modal = nil
      perform(action, now: AppClock.now())
    case (.openReferenceGroup(let group), .references(var dialog)):
      do {
        try dialog.read(group: group, in: tree.hierarchy, database)
        modal = .references(dialog)
      } catch {
        report(error)
      }
    default:
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
