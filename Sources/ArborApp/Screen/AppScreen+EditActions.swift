import ArborCore
import ArborDB
import ArborTerminal
import Foundation

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

  var canEdit: Bool {
    guard editor != nil else {
      show("This file is open read-only: editing is off.", isError: true)
      return false
    }
    return true
  }

  /// "u undoes it", naming the key the user's keymap gives undo.
  var undoHint: String {
    let keys = keymap.keyNames(for: AppAction.undo, limit: 1)
    return keys.isEmpty ? "undo has no key in this keymap" : "\(keys) undoes it"
  }

  /// Editing keys on the tree. Returns false for keys that are not editing actions.
  func handleEditAction(_ action: String?) -> Bool {
    if isOtherProgramsFile { return handleRowEdit(action) }
    let selected = tree.selected
    switch action {
    case AppAction.undo?:
      guard canEdit, let editor else { return true }
      do {
        if let label = try editor.undo() { show("Undid: \(label)") } else { show("Nothing to undo") }
        afterEdit()
      } catch {
        show("Cannot undo: " + Self.editMessage(error), isError: true)
      }
    case AppAction.redo?:
      guard canEdit, let editor else { return true }
      do {
        if let label = try editor.redo() { show("Redid: \(label)") } else { show("Nothing to redo") }
        afterEdit()
      } catch {
        show("Cannot redo: " + Self.editMessage(error), isError: true)
      }
    case AppAction.addChild?:
      guard canEdit else { return true }
      let parent = selectedCategoryID
      let title = parent.flatMap { id in categoryName(id) }.map { "New category in “\($0)”" } ?? "New category"
      prompt(title, label: "Name:", .addChild(parent: parent))
    case AppAction.addSibling?:
      guard canEdit else { return true }
      if case .category(let id)? = selected?.node {
        prompt("New category after “\(selected?.title ?? "")”", label: "Name:", .addSibling(of: id, parent: selected?.parentID))
      } else {
        prompt("New category", label: "Name:", .addChild(parent: selected?.parentID))
      }
    case AppAction.addItem?:
      guard canEdit else { return true }
      guard let category = selectedCategoryID else {
        show("Select a category first: items live in categories.", isError: true)
        return true
      }
      prompt("New item in “\(categoryName(category) ?? "")”", label: "Title:", .addItem(category: category))
    case AppAction.rename?, AppAction.edit?:
      guard canEdit else { return true }
      switch selected?.node {
      case .category(let id)?:
        prompt("Rename", label: "Name:", text: selected?.title ?? "", .rename(category: id))
      case .item(let id)?:
        openItemForm(id)
      case .row?, nil:
        break
      }
    case AppAction.notes?:
      guard canEdit, let node = selected?.node else { return true }
      editNotes(of: node)
    case AppAction.status?:
      guard canEdit, let editor else { return true }
      guard case .item(let id)? = selected?.node else {
        show("Status is for items.", isError: true)
        return true
      }
      do {
        try editor.cycleStatus(of: id)
        afterEdit()
      } catch {
        show(Self.editMessage(error), isError: true)
      }
    case AppAction.attachments?:
      guard canEdit else { return true }
      guard case .item(let id)? = selected?.node else {
        show("Attachments belong to items.", isError: true)
        return true
      }
      openAttachments(id, title: selected?.title ?? "")
    case AppAction.move?:
      guard canEdit else { return true }
      guard case .category(let id)? = selected?.node else {
        show("Only categories move (with everything in them).", isError: true)
        return true
      }
      moving = MoveMode(node: .category(id), from: selected?.parent, name: selected?.title ?? "")
    case AppAction.moveUp?, AppAction.moveDown?:
      guard canEdit, let editor else { return true }
      guard case .category(let id)? = selected?.node else {
        show("Only categories are reordered; items are sorted by title.", isError: true)
        return true
      }
      do {
        if try editor.reorderCategory(id, action == AppAction.moveUp ? .up : .down) {
          afterEdit(select: .category(id))
        }
      } catch {
        show(Self.editMessage(error), isError: true)
      }
    case AppAction.delete?:
      guard canEdit, let editor else { return true }
      switch selected?.node {
      case .category(let id)?:
        do {
          let impact = try editor.deletionImpact(of: id)
          let others = impact.categories - 1
          var what = "This deletes “\(selected?.title ?? "")”"
          if others > 0 || impact.items > 0 {
            what += " with \(others) categor\(others == 1 ? "y" : "ies") and \(impact.items) item\(impact.items == 1 ? "" : "s") in it"
          }
          ask(what + ". (\(undoHint).)", confirmLabel: "Delete", .deleteCategory(id))
        } catch {
          show(Self.editMessage(error), isError: true)
        }
      case .item(let id)?:
        ask("Delete the item “\(selected?.title ?? "")”? (\(undoHint).)", confirmLabel: "Delete", .deleteItem(id))
      case .row?, nil:
        break
      }
    default:
      return false
    }
    return true
  }

  /// The selected row's category: itself, or the category an item is in.
  var selectedCategoryID: Int? {
    switch tree.selected?.node {
    case .category(let id)?: id
    case .item?: tree.selected?.parentID
    case .row?, nil: nil
    }
  }

  func categoryName(_ id: Int) -> String? {
    try? lookup.name(ofCategory: id)
  }

  func openItemForm(_ id: Int) {
    guard let editor else { return }
    do {
      guard let fields = try editor.fields(of: id) else {
        show("That item no longer exists.", isError: true)
        return
      }
      modal = .itemForm(ItemForm(itemID: id, fields: fields))
    } catch {
      show(Self.editMessage(error), isError: true)
    }
  }

  func openAttachments(_ itemID: Int, title: String) {
    do {
      let attachments = try lookup.attachments(ofItem: itemID)
      modal = .attachments(AttachmentsPanel(itemID: itemID, title: title, attachments: attachments))
    } catch {
      show(Self.editMessage(error), isError: true)
    }
  }

  func editNotes(of node: NodeID) {
    guard let editor else { return }
    guard let suspend = suspendTerminal else {
      show("Notes are edited in $EDITOR, which needs the terminal.", isError: true)
      return
    }
    let current: String
    do {
      current = try lookup.notes(of: node)
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
        try editor.setNotes(of: node, to: text)
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
}
