import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// The editing keys, for every kind of tree: the open tree says what it allows
/// (`TreeEditing`) and why not; the screen asks, opens the dialog, and shows the answer.
extension AppScreen {
  /// Words for a failed edit: what went wrong and what to do about it.
  static func editMessage(_ error: Error) -> String {
    if let error = error as? EditError { return error.message }
    if let error = error as? OpenError { return error.description }
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        return "The database is busy (another program is writing). Nothing was lost: press Enter to try again."
      case .SQLITE_READONLY: return "This file is read-only: changes cannot be saved."
      case .SQLITE_CONSTRAINT: return "The database refused the change: " + (error.message ?? "a constraint failed") + "."
      case .SQLITE_FULL: return "The disk is full: nothing was saved."
      case .SQLITE_INTERRUPT:
        return "Reading the file took longer than \(Int(AppScreen.readDeadline)) s and was stopped (a view that runs without end, or a very large table read without an index)."
      default: return "Database: " + (error.message ?? "\(error.resultCode)")
      }
    }
    return "\(error)"
  }

  /// Shows our own change at once (edit → redrawn frame without waiting for a tick):
  /// the commit has already marked the panes whose reads it touched, and the same
  /// catch-up as any wake refreshes them, so the wake that follows finds nothing new.
  /// Then selects `node` when given.
  func afterEdit(select node: NodeID? = nil) {
    catchUp()
    if let node { reveal(node) }
  }

  /// The open tree's editing, or nil with the reason on the status line.
  var editingOrReason: (any TreeEditing)? {
    guard let editing = openTree.editing else {
      show(openTree.readOnlyReason, isError: true)
      return nil
    }
    return editing
  }

  /// Whether `editing` allows `capability` on `node`; when not, says why.
  func allows(_ editing: any TreeEditing, _ capability: EditCapability, _ node: NodeID?) -> Bool {
    guard let refusal = editing.refusal(capability, of: node) else { return true }
    show(refusal, isError: true)
    return false
  }

  /// "u undoes it", naming the key the user's keymap gives undo.
  var undoHint: String {
    let keys = keymap.keyNames(for: AppAction.undo, limit: 1)
    return keys.isEmpty ? "undo has no key in this keymap" : "\(keys) undoes it"
  }

  /// Editing keys on the tree. Returns false for keys that are not editing actions.
  func handleEditAction(_ action: String?) -> Bool {
    guard let action, AppAction.editing.contains(action) else { return false }
    guard let editing = editingOrReason else { return true }
    let selected = tree.selected
    let node = selected?.node
    let noun = openTree.vocabulary.node
    do {
      switch action {
      case AppAction.undo, AppAction.redo:
        step(editing.history, undo: action == AppAction.undo)
      case AppAction.addChild:
        guard allows(editing, .addChild, node) else { return true }
        let draft = try editing.draftChild(of: node)
        let title = try draft.parent.flatMap { try editing.name(of: $0) }.map { "New \(noun) in “\($0)”" } ?? "New \(noun)"
        openDraft(draft, title: title)
      case AppAction.addSibling:
        guard allows(editing, .addSibling, node) else { return true }
        guard let selected else {
          openDraft(try editing.draftChild(of: nil), title: "New \(noun)")
          return true
        }
        let draft = try editing.draftSibling(of: selected.node, parent: selected.parent)
        openDraft(draft, title: "New \(noun) \(draft.after == nil ? "beside" : "after") “\(selected.title)”")
      case AppAction.addItem:
        guard let items = editing.items else {
          show(editing.refusal(.items, of: node) ?? "This tree has no items.", isError: true)
          return true
        }
        guard let category = try editing.draftChild(of: node).parent else {
          show(editing.refusal(.items, of: nil) ?? "", isError: true)
          return true
        }
        prompt("New item in “\(try items.title(of: category) ?? "")”", label: "Title:", .addItem(in: category))
      case AppAction.rename, AppAction.edit:
        guard let node else { return true }
        if let items = editing.items, let fields = try items.itemFields(of: node) {
          modal = .itemForm(ItemForm(item: node, fields: fields))
          return true
        }
        guard allows(editing, .rename, node) else { return true }
        prompt("Rename", label: "Name:", text: try editing.name(of: node) ?? selected?.title ?? "", .rename(node))
      case AppAction.notes:
        guard let node, allows(editing, .notes, node), let items = editing.items else { return true }
        editNotes(of: node, items)
      case AppAction.status:
        guard let node, let items = editing.items else {
          show(editing.refusal(.items, of: node) ?? "Status is for items.", isError: true)
          return true
        }
        try items.cycleStatus(of: node)
        afterEdit()
      case AppAction.attachments:
        guard let node, let items = editing.items else {
          show(editing.refusal(.items, of: node) ?? "Attachments belong to items.", isError: true)
          return true
        }
        openAttachments(node, title: selected?.title ?? "", items)
      case AppAction.move:
        guard allows(editing, .move, node), let selected else { return true }
        moving = MoveMode(node: selected.node, from: selected.parent, name: selected.title)
      case AppAction.moveUp, AppAction.moveDown:
        guard allows(editing, .reorder, node), let node else { return true }
        if try editing.reorder(node, action == AppAction.moveUp ? .up : .down) { afterEdit(select: node) }
      case AppAction.delete:
        guard allows(editing, .delete, node), let node else { return true }
        let question = try editing.deletionQuestion(of: node, named: selected?.title ?? "")
        ask(question + " (\(undoHint).)", confirmLabel: "Delete", .delete(node))
      default:
        return false
      }
    } catch {
      show(Self.editMessage(error), isError: true)
    }
    return true
  }

  /// Undo or redo, one step of the open tree's history.
  private func step(_ history: UndoHistory, undo: Bool) {
    do {
      // Putting back a large delete takes seconds: say what is under way meanwhile.
      if history.stepsMayTakeLong, let label = undo ? history.undoLabel : history.redoLabel {
        showProgress?((undo ? "Undoing: " : "Redoing: ") + label + "…")
      }
      if let label = undo ? try history.undo() : try history.redo() {
        show((undo ? "Undid: " : "Redid: ") + label)
      } else {
        show(undo ? "Nothing to undo" : "Nothing to redo")
      }
      afterEdit()
    } catch {
      show((undo ? "Cannot undo: " : "Cannot redo: ") + Self.editMessage(error), isError: true)
    }
  }

  /// A name prompt for a node made from a name, a form for a row that needs values.
  private func openDraft(_ draft: NewNodeDraft, title: String) {
    switch draft.content {
    case .named(let name): prompt(title, label: "Name:", text: name, .add(draft))
    case .row(let fields): modal = .rowForm(RowForm(title: title, draft: draft, fields: fields))
    }
  }

  func openAttachments(_ item: NodeID, title: String, _ items: any ItemEditing) {
    do {
      modal = .attachments(AttachmentsPanel(item: item, title: title, attachments: try items.attachments(of: item)))
    } catch {
      show(Self.editMessage(error), isError: true)
    }
  }

  func editNotes(of node: NodeID, _ items: any ItemEditing) {
    guard let suspend = suspendTerminal else {
      show("Notes are edited in $EDITOR, which needs the terminal.", isError: true)
      return
    }
    let current: String
    do {
      current = try items.notes(of: node)
    } catch {
      show(Self.editMessage(error), isError: true)
      return
    }
    var outcome: Result<(text: String?, file: URL), Error>?
    suspend {
      outcome = Result { try ExternalEditor.edit(current, name: tree.selected?.title ?? "notes", environment: environment) }
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
        show(Self.editMessage(error) + " Your text is kept in " + result.file.path, isError: true)
      }
    case .failure(let error)?:
      show("\(error)", isError: true)
    case nil:
      break
    }
  }

  /// Saves the new row; a refusal keeps the form open with the reason at its field.
  func save(_ form: RowForm) {
    guard let editing = editingOrReason else { return }
    do {
      var draft = form.draft
      draft.content = .row(form.fields)
      let node = try editing.add(draft)
      modal = nil
      show("Added. \(undoHint).")
      afterEdit(select: node)
    } catch let error as EditError {
      var kept = form
      kept.showError(error)
      modal = .rowForm(kept)
    } catch {
      var kept = form
      kept.showError(EditError(field: "", Self.editMessage(error)))
      modal = .rowForm(kept)
    }
  }
}

extension AppScreen {
  /// The keymap as the help lists it: the editing keys the open tree does not offer, and
  /// the move mode's keys when nothing moves, are left out.
  var helpKeymap: Keymap {
    let capabilities = openTree.editing?.capabilities
    let hidden = AppAction.editing.subtracting(AppAction.offered(capabilities))
    let movesNothing = !(capabilities?.contains(.move) ?? false)
    return Keymap(bindings: keymap.bindings.filter { binding in
      binding.mode.isEmpty ? !hidden.contains(binding.action) : !(movesNothing && binding.mode == KeyMode.move)
    })
  }
}
