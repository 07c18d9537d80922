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
      default: return "Database: " + (error.message ?? "\(error.resultCode)")
      }
    }
    return "\(error)"
  }

  /// Applies our own change at once (edit → redrawn frame without waiting for a tick),
  /// then selects `node` when given.
  func afterEdit(select node: NodeID? = nil) {
    refreshAll(observer.take())
    if let node { reveal(node) }
  }

  var canEdit: Bool {
    guard editor != nil else {
      show("This file is open read-only: editing is off.", isError: true)
      return false
    }
    return true
  }

  /// Editing keys on the tree. Returns false for keys that are not editing actions.
  func handleEditAction(_ action: String?) -> Bool {
    let selected = tree.selected
    switch action {
    case AppAction.undo?:
      guard canEdit, let editor else { return true }
      do {
        if let label = try editor.history.undo() { show("Undid: \(label)") } else { show("Nothing to undo") }
        afterEdit()
      } catch {
        show("Cannot undo: " + Self.editMessage(error), isError: true)
      }
    case AppAction.redo?:
      guard canEdit, let editor else { return true }
      do {
        if let label = try editor.history.redo() { show("Redid: \(label)") } else { show("Nothing to redo") }
        afterEdit()
      } catch {
        show("Cannot redo: " + Self.editMessage(error), isError: true)
      }
    case AppAction.addChild?:
      guard canEdit else { return true }
      let parent = selectedCategoryID
      let title = parent.flatMap { id in categoryName(id) }.map { "New category in “\($0)”" } ?? "New category"
      modal = .prompt(PromptDialog(title: title, label: "Name:"), .addChild(parent: parent))
    case AppAction.addSibling?:
      guard canEdit else { return true }
      if case .category(let id)? = selected?.node {
        modal = .prompt(PromptDialog(title: "New category after “\(selected?.title ?? "")”", label: "Name:"),
                        .addSibling(of: id, parent: selected?.parentID))
      } else {
        modal = .prompt(PromptDialog(title: "New category", label: "Name:"), .addChild(parent: selected?.parentID))
      }
    case AppAction.addItem?:
      guard canEdit else { return true }
      guard let category = selectedCategoryID else {
        show("Select a category first: items live in categories.", isError: true)
        return true
      }
      modal = .prompt(PromptDialog(title: "New item in “\(categoryName(category) ?? "")”", label: "Title:"),
                      .addItem(category: category))
    case AppAction.rename?, AppAction.edit?:
      guard canEdit else { return true }
      switch selected?.node {
      case .category(let id)?:
        modal = .prompt(PromptDialog(title: "Rename", label: "Name:", text: selected?.title ?? ""), .rename(category: id))
      case .item(let id)?:
        openItemForm(id)
      case nil:
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
      moving = MoveMode(categoryID: id, name: selected?.title ?? "")
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
          modal = .confirm(ConfirmDialog(title: "Delete", message: what + ". (u undoes it.)", confirmLabel: "Delete"),
                           .deleteCategory(id))
        } catch {
          show(Self.editMessage(error), isError: true)
        }
      case .item(let id)?:
        modal = .confirm(ConfirmDialog(title: "Delete", message: "Delete the item “\(selected?.title ?? "")”? (u undoes it.)",
                                       confirmLabel: "Delete"), .deleteItem(id))
      case nil:
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
    case nil: nil
    }
  }

  func categoryName(_ id: Int) -> String? {
    try? database.read { db in try Category.find(id).select(\.name).fetchOne(db) }
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
      let attachments = try database.read { db in
        try Attachment.where { $0.itemID.eq(itemID) }.order(by: \.id).fetchAll(db)
      }
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
      current = try database.read { db -> String in
        switch node {
        case .category(let id): return try Category.find(id).select(\.notes).fetchOne(db) ?? ""
        case .item(let id): return try Item.find(id).select(\.notes).fetchOne(db) ?? ""
        }
      }
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

  // MARK: Modal input

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
      let count = panel.attachments.count
      switch key.code {
      case .escape, .character("q"): modal = nil
      case .up, .character("k"): panel.list.move(.up, rowCount: count, height: 10); modal = .attachments(panel)
      case .down, .character("j"): panel.list.move(.down, rowCount: count, height: 10); modal = .attachments(panel)
      case .character("a"):
        modal = .choose(ConfirmDialog(title: "Add", message: "Which kind? l: a link   n: a note   i: an image", confirmLabel: ""),
                        .attachmentKind(item: panel.itemID))
      case .character("e"), .enter:
        if let attachment = panel.selected {
          modal = .attachmentForm(AttachmentForm(itemID: panel.itemID, attachment: attachment, kind: AttachmentForm.kind(of: attachment)))
        }
      case .character("d"), .delete:
        if let attachment = panel.selected {
          modal = .confirm(ConfirmDialog(title: "Delete", message: "Delete this attachment? (u undoes it.)", confirmLabel: "Delete"),
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
    let title = (try? database.read { db in try Item.find(itemID).select(\.title).fetchOne(db) }) ?? nil
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
        show("Deleted. u undoes it.")
        afterEdit()
      case .deleteItem(let id):
        try editor.deleteItem(id)
        modal = nil
        show("Deleted. u undoes it.")
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

  // MARK: Move mode

  /// Keys while picking the new parent of a category: navigation moves the cursor, Enter
  /// moves the category under the selected one, `t` to the top level, Esc cancels.
  func handleMove(_ key: Key, action: String?, now: Double) -> Bool {
    guard let mode = moving else { return false }
    switch key.code {
    case .escape:
      moving = nil
      show("Move cancelled")
      return true
    case .character("t"):
      performMove(mode, to: nil)
      return true
    case .enter:
      guard case .category(let target)? = tree.selected?.node else {
        show("Choose a category to move “\(mode.name)” into.", isError: true)
        return true
      }
      performMove(mode, to: target)
      return true
    default:
      // Everything else navigates (and expand/collapse still work with → and ←).
      return false
    }
  }

  private func performMove(_ mode: MoveMode, to parent: Int?) {
    guard let editor else { return }
    do {
      try editor.moveCategory(mode.categoryID, to: parent)
      moving = nil
      show("Moved “\(mode.name)”. u undoes it.")
      afterEdit(select: .category(mode.categoryID))
    } catch {
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
      panel.draw(on: surface, in: screen, theme: theme)
      modal = .attachments(panel)
    case .attachmentForm(var form)?:
      form.draw(on: surface, in: screen, theme: theme)
      modal = .attachmentForm(form)
    case nil:
      break
    }
  }
}
