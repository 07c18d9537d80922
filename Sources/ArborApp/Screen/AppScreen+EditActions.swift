import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// The editing keys: `TreeEdits` decides, for whatever tree is open, and the screen
/// carries out what it answers.
extension AppScreen {
  var edits: TreeEdits { TreeEdits(openTree: openTree, keymap: keymap, showProgress: showProgress) }

  /// Editing keys on the tree. Returns false for keys that are not editing actions.
  func handleEditAction(_ action: String?) -> Bool {
    guard let action, let outcome = edits.key(action, selected: tree.selected) else { return false }
    // An edit's new rows may not match: edits are made on the whole tree.
    if filter != nil {
      show("The filter shows matches only; Esc returns to the whole tree, to edit it", isError: true)
      return true
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
    case .dialog(let dialog):
      modal = dialog
    case .move(let mode):
      moving = mode
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

  /// The keymap as the help lists it: the editing keys the open tree does not offer, and
  /// the keys of the modes it never enters, are left out.
  var helpKeymap: Keymap {
    let capabilities = openTree.editing?.capabilities
    let hidden = AppAction.editing.subtracting(AppAction.offered(capabilities))
    // The modes the open tree never enters: moving where nothing moves; attachments and
    // forms where nothing has them (another program's tree read-only).
    var absentModes: Set<String> = []
    if !(capabilities?.contains(.move) ?? false) { absentModes.insert(KeyMode.move) }
    if openTree.editing?.items == nil { absentModes.insert(KeyMode.addAttachment) }
    if openTree.editing == nil { absentModes.formUnion([KeyMode.form, KeyMode.question]) }
    return Keymap(
      bindings: keymap.bindings.filter { binding in
        binding.mode.isEmpty ? !hidden.contains(binding.action) : !absentModes.contains(binding.mode)
      })
  }

  /// A node's notes in $EDITOR: the terminal is handed over, and the text saved when the
  /// editor exits with it changed (kept in its file when saving fails).
  func editNotes(of node: NodeID, _ items: any ItemEditing) {
    guard let suspend = suspendTerminal else {
      show("Notes are edited in $EDITOR, which needs the terminal.", isError: true)
      return
    }
    let current: String
    do {
      current = try items.notes(of: node)
    } catch {
      show(TreeEdits.message(error), isError: true)
      return
    }
    var outcome: Result<(text: String?, file: URL), Error>?
    suspend {
      outcome = Result {
        try ExternalEditor.edit(current, name: tree.selected?.title ?? "notes", environment: environment)
      }
    }
    switch outcome {
    case .success(let result)?:
      guard let text = result.text else {
        try? FileManager.default.removeItem(at: result.file)
        show("Notes unchanged")
        return
      }
      do {
        try items.setNotes(of: node, to: text)
        try? FileManager.default.removeItem(at: result.file)
        show("Notes saved")
        afterEdit()
      } catch {
        // The text stays in the file: say where.
        show(TreeEdits.message(error) + " Your text is kept in " + result.file.path, isError: true)
      }
    case .failure(let error)?:
      show("\(error)", isError: true)
    case nil:
      break
    }
  }
}
