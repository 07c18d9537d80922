import ArborCore
import ArborTerminal

/// The editing keys: `TreeEdits` decides, for whatever tree is open, and the screen
/// carries out what it answers.
extension AppScreen {
  var edits: TreeEdits { TreeEdits(openTree: openTree, keymap: keymap, showProgress: hooks.showProgress) }

  /// Editing keys on the tree. Returns false for keys that are not editing actions.
  func handleEditAction(_ action: String?) -> Bool {
    guard let action, let outcome = edits.key(action, selected: tree.selected, filtered: filter != nil) else {
      return false
    }
    apply(outcome)
    return true
  }

  /// Carries out what an edit decided.
  func apply(_ outcome: EditOutcome) {
    switch outcome {
    case .say(let text, let isError):
      show(text, isError: isError)
    case .refused(let reason):
      modal = nil
      show(reason, isError: true)
      dropsTypedAhead = true
    case .refusedIn(let dialog):
      modal = dialog
      dropsTypedAhead = true
    case .dialog(let dialog):
      modal = dialog
    case .move(let mode):
      moving = mode
    case .stopMoving(let text):
      moving = nil
      show(text)
    case .edited(let message, let node, let next):
      modal = next
      moving = nil
      if let message { show(message) }
      afterEdit(select: node)
    case .editNotes(let node, let items):
      editNotes(of: node, items)
    case .nothing:
      break
    }
  }

  /// Shows our own change at once (edit → redrawn frame without waiting for a tick):
  /// the commit has already marked the panes whose reads it touched, and the same
  /// catch-up as any wake refreshes them, so the wake that follows finds nothing new.
  /// Then selects `node` when given.
  func afterEdit(select node: NodeID? = nil) {
    catchUp()
    if let node { reveal(node) }
  }

  /// A node's notes in $EDITOR (`ExternalEditor.editNotes`), the screen caught up after.
  func editNotes(of node: NodeID, _ items: any ItemEditing) {
    let outcome = ExternalEditor.editNotes(
      of: node, items, name: tree.selected?.title ?? "notes", environment: environment, suspend: hooks.suspendTerminal)
    show(outcome.message, isError: outcome.isError)
    if outcome.saved { afterEdit() }
  }
}
