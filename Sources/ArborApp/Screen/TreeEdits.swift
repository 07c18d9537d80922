import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// What an editing key or a submitted dialog does to the screen, decided by `TreeEdits`
/// and carried out by `AppScreen.apply(_:)`.
enum EditOutcome {
  /// A sentence on the status line.
  case say(String, isError: Bool = false)
  /// The change was refused: the dialog closes and the reason shows.
  case refused(String)
  /// The change was refused: the dialog stays, with what was typed and the reason.
  case refusedIn(Modal)
  /// A dialog opens, or stays open with the reason a value was refused.
  case dialog(Modal)
  /// The user picks the new parent of a node.
  case move(MoveMode)
  /// The user no longer picks one (the move was cancelled): this is said.
  case stopMoving(String)
  /// The tree changed: the dialog closes (or `next` opens), `message` shows, and `select`
  /// is selected once the panes have caught up.
  case edited(message: String? = nil, select: NodeID? = nil, next: Modal? = nil)
  /// The notes of a node go to $EDITOR (the screen hands over the terminal).
  case editNotes(NodeID, any ItemEditing)
  /// Nothing to do.
  case nothing
}

/// The editing keys and dialogs for any open tree: it asks the tree what it allows
/// (`TreeEditing`) and why not, and answers with what the screen should show. It holds no
/// state of its own; the screen keeps the dialogs.
struct TreeEdits {
  let openTree: any OpenTree
  let keymap: Keymap
  /// Puts a line on the screen at once (a long undo says what is under way).
  let showProgress: ((String) -> Void)?

  /// Words for a failed edit: what went wrong and what to do about it. (A read stopped
  /// while the screen reads is said by `StatusLine.words`.)
  static func message(_ error: Error) -> String {
    if let error = error as? EditError { return error.message }
    if let error = error as? OpenError { return error.description }
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        return "The database is busy (another program is writing). Nothing was lost: press Enter to try again."
      case .SQLITE_READONLY: return "This file is read-only: changes cannot be saved."
      case .SQLITE_CONSTRAINT:
        return "The database refused the change: " + (error.message ?? "a constraint failed") + "."
      case .SQLITE_FULL: return "The disk is full: nothing was saved."
      case .SQLITE_INTERRUPT:
        return
          "The change was stopped and rolled back: nothing was written (a trigger of the file's that runs without end?)."
      default: return "Database: " + (error.message ?? "\(error.resultCode)")
      }
    }
    return "\(error)"
  }

  /// "u undoes it", naming the key the user's keymap gives undo.
  var undoHint: String {
    let keys = keymap.keyNames(for: AppAction.undo, limit: 1)
    return keys.isEmpty ? "undo has no key in this keymap" : "\(keys) undoes it"
  }

  /// The open tree's editing, or why there is none.
  private func editing() -> Result<any TreeEditing, EditRefusal> {
    guard let editing = openTree.editing else { return .failure(EditRefusal(openTree.readOnlyReason)) }
    return .success(editing)
  }

  /// A refusal on the status line.
  struct EditRefusal: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// Throws the tree's reason when `capability` does not apply to `node`.
  private func require(_ editing: any TreeEditing, _ capability: EditCapability, _ node: NodeID?) throws {
    if let refusal = editing.refusal(capability, of: node) { throw EditRefusal(refusal) }
  }

  /// What an editing key does with `selected` the selected row; nil for other keys.
  /// Under a filter nothing is edited (an edit's new rows may not match): edits are made
  /// on the whole tree.
  func key(_ action: String, selected: TreeRowInfo?, filtered: Bool) -> EditOutcome? {
    guard AppAction.editing.contains(action) else { return nil }
    if filtered {
      return .say("The filter shows matches only; Esc returns to the whole tree, to edit it", isError: true)
    }
    do {
      let editing = try editing().get()
      return try key(action, selected: selected, editing)
    } catch let refusal as EditRefusal {
      return .say(refusal.text, isError: true)
    } catch {
      return .say(Self.message(error), isError: true)
    }
  }

  private func key(_ action: String, selected: TreeRowInfo?, _ editing: any TreeEditing) throws -> EditOutcome {
    let node = selected?.node
    let noun = openTree.vocabulary.node
    switch action {
    case AppAction.undo, AppAction.redo:
      return step(editing.history, undo: action == AppAction.undo)
    case AppAction.addChild:
      try require(editing, .addChild, node)
      let draft = try editing.draftChild(of: node)
      let title =
        try draft.parent.flatMap { try editing.name(of: $0) }.map { "New \(noun) in “\($0)”" } ?? "New \(noun)"
      return open(draft, title: title)
    case AppAction.addSibling:
      try require(editing, .addSibling, node)
      guard let selected else { return open(try editing.draftChild(of: nil), title: "New \(noun)") }
      let draft = try editing.draftSibling(of: selected.node, parent: selected.parent)
      return open(draft, title: "New \(noun) \(draft.after == nil ? "beside" : "after") “\(selected.title)”")
    case AppAction.addItem:
      guard let items = editing.items else {
        throw EditRefusal(editing.refusal(.items, of: node) ?? "This tree has no items.")
      }
      guard let category = try editing.draftChild(of: node).parent else {
        throw EditRefusal(editing.refusal(.items, of: nil) ?? "")
      }
      return prompt("New item in “\(try items.title(of: category) ?? "")”", label: "Title:", .addItem(in: category))
    case AppAction.rename, AppAction.edit:
      guard let node else { return .nothing }
      if let items = editing.items, let fields = try items.itemFields(of: node) {
        return .dialog(.itemForm(ItemForm(item: node, fields: fields)))
      }
      // `e` on another program's row: every column it can change, in a form.
      if action == AppAction.edit, editing.capabilities.contains(.editRow),
        let fields = try editing.rowFields(of: node), !fields.isEmpty
      {
        let title = try editing.name(of: node) ?? selected?.title ?? ""
        return .dialog(.rowForm(RowForm(title: "Edit “\(title)”", purpose: .edit(node), fields: fields)))
      }
      try require(editing, .rename, node)
      return prompt("Rename", label: "Name:", text: try editing.name(of: node) ?? selected?.title ?? "", .rename(node))
    case AppAction.notes:
      try require(editing, .notes, node)
      guard let node, let items = editing.items else { return .nothing }
      return .editNotes(node, items)
    case AppAction.status:
      guard let node, let items = editing.items else {
        throw EditRefusal(editing.refusal(.items, of: node) ?? "Status is for items.")
      }
      try items.cycleStatus(of: node)
      return .edited()
    case AppAction.attachments:
      guard let node, let items = editing.items else {
        throw EditRefusal(editing.refusal(.items, of: node) ?? "Attachments belong to items.")
      }
      return .dialog(
        .attachments(
          AttachmentsPanel(item: node, title: selected?.title ?? "", attachments: try items.attachments(of: node))))
    case AppAction.move:
      try require(editing, .move, node)
      guard let selected else { return .nothing }
      return .move(MoveMode(node: selected.node, from: selected.parent, name: selected.title))
    case AppAction.moveUp, AppAction.moveDown:
      try require(editing, .reorder, node)
      guard let node else { return .nothing }
      return try editing.reorder(node, action == AppAction.moveUp ? .up : .down) ? .edited(select: node) : .nothing
    case AppAction.delete:
      try require(editing, .delete, node)
      guard let node else { return .nothing }
      let question = try editing.deletionQuestion(of: node, named: selected?.title ?? "")
      return ask(question + " (\(undoHint).)", confirmLabel: "Delete", .delete(node))
    default:
      return .nothing
    }
  }

  /// Undo or redo, one step of the open tree's history.
  private func step(_ history: UndoHistory, undo: Bool) -> EditOutcome {
    do {
      // Putting back a large delete takes seconds: say what is under way meanwhile.
      if history.stepsMayTakeLong, let label = undo ? history.undoLabel : history.redoLabel {
        showProgress?((undo ? "Undoing: " : "Redoing: ") + label + "…")
      }
      guard let label = undo ? try history.undo() : try history.redo() else {
        return .say(undo ? "Nothing to undo" : "Nothing to redo")
      }
      return .edited(message: (undo ? "Undid: " : "Redid: ") + label)
    } catch {
      return .say((undo ? "Cannot undo: " : "Cannot redo: ") + Self.message(error), isError: true)
    }
  }

  /// A name prompt for a node made from a name, a form for a row that needs values.
  private func open(_ draft: NewNodeDraft, title: String) -> EditOutcome {
    switch draft.content {
    case .named(let name): prompt(title, label: "Name:", text: name, .add(draft))
    case .row(let fields): .dialog(.rowForm(RowForm(title: title, purpose: .add(draft), fields: fields)))
    }
  }

  /// What a dialog's answer edits: a name typed, a question answered, a form saved or
  /// left, an attachment to delete; nil for answers that edit nothing (the screen's own).
  func answer(_ outcome: DialogOutcome, of dialog: Modal) -> EditOutcome? {
    switch (outcome, dialog) {
    case (.close, .attachmentForm(let form)): reopenAttachments(form.item)
    case (.submit, .prompt(let prompt)) where prompt.purpose.isEdit: submit(prompt)
    case (.submit, .question(let question)): confirm(question.purpose)
    case (.submit, .itemForm(let form)): save(form)
    case (.submit, .rowForm(let form)): save(form)
    case (.submit, .attachmentForm(let form)): save(form)
    case (.deleteAttachment(let attachment), .attachments(let panel)):
      ask(
        "Delete this attachment? (\(undoHint).)", confirmLabel: "Delete",
        .deleteAttachment(attachment.id, item: panel.item))
    default: nil
    }
  }

  func ask(_ message: String, title: String = "Delete", confirmLabel: String, _ purpose: ConfirmPurpose) -> EditOutcome
  {
    .dialog(
      .question(
        QuestionDialog(
          dialog: ConfirmDialog(title: title, message: message, confirmLabel: confirmLabel), purpose: purpose)))
  }

  func prompt(_ title: String, label: String, text: String = "", _ purpose: PromptPurpose) -> EditOutcome {
    .dialog(.prompt(NamePrompt(dialog: PromptDialog(title: title, label: label, text: text), purpose: purpose)))
  }

  // MARK: Dialogs submitted

  /// The prompt's text saved; a refusal keeps the prompt open with the text as typed.
  func submit(_ prompt: NamePrompt) -> EditOutcome {
    do {
      let editing = try editing().get()
      switch prompt.purpose {
      case .add(var draft):
        draft.content = .named(prompt.typedText)
        return .edited(select: try editing.add(draft))
      case .addItem(let category):
        guard let items = editing.items else { return .nothing }
        return .edited(select: try items.addItem(in: category, title: prompt.typedText))
      case .rename(let node):
        try editing.rename(node, to: prompt.typedText)
        return .edited(message: "Renamed. \(undoHint).", select: node)
      case .jump, .filter, .export:
        return .nothing
      }
    } catch {
      var kept = prompt
      kept.dialog.error = (error as? EditRefusal)?.text ?? Self.message(error)
      return .refusedIn(.prompt(kept))
    }
  }

  /// The question answered yes.
  func confirm(_ purpose: ConfirmPurpose) -> EditOutcome {
    do {
      let editing = try editing().get()
      switch purpose {
      case .delete(let node):
        return .edited(message: "\(try editing.delete(node, progress: showProgress)) \(undoHint).")
      case .deleteMarked(let nodes):
        return try deleteAll(nodes, editing)
      case .deleteAttachment(let id, let item):
        guard let items = editing.items else { return .nothing }
        try items.deleteAttachment(id)
        return .edited(next: try attachments(of: item, items))
      }
    } catch {
      return .refused((error as? EditRefusal)?.text ?? Self.message(error))
    }
  }

  /// The marked nodes deleted, as one step of the history (`u` brings every one back). One
  /// refused stops the rest: those deleted before it stay one step, and the reason shows.
  private func deleteAll(_ nodes: [NodeID], _ editing: any TreeEditing) throws -> EditOutcome {
    var deleted = 0
    return try editing.history.asOneStep("Delete " + counted(deleted)) {
      do {
        for node in nodes {
          _ = try editing.delete(node, progress: showProgress)
          deleted += 1
        }
      } catch {
        guard deleted > 0 else { throw error }
        return .edited(message: "Deleted \(deleted) of \(nodes.count), then: \(Self.message(error)) (\(undoHint).)")
      }
      return .edited(
        message: "Deleted \(counted(deleted)) and everything under \(deleted == 1 ? "it" : "them"). \(undoHint).")
    }
  }

  /// "1 row", "3 rows": a number of the open tree's nodes.
  private func counted(_ count: Int) -> String {
    "\(count) " + (count == 1 ? openTree.vocabulary.node : openTree.vocabulary.nodes)
  }

  /// The new row saved, or the row's changes; a refusal keeps the form open with the
  /// reason at its field.
  func save(_ form: RowForm) -> EditOutcome {
    do {
      switch form.purpose {
      case .add(var draft):
        draft.content = .row(form.fields)
        let node = try editing().get().add(draft)
        return .edited(message: "Added. \(undoHint).", select: node)
      case .edit(let node):
        try editing().get().updateRow(node, form.fields)
        return .edited(message: "Saved. \(undoHint).", select: node)
      }
    } catch {
      var kept = form
      kept.showError(error as? EditError ?? EditError(field: "", (error as? EditRefusal)?.text ?? Self.message(error)))
      return .refusedIn(.rowForm(kept))
    }
  }

  func save(_ form: ItemForm) -> EditOutcome {
    guard let items = openTree.editing?.items else { return .nothing }
    var form = form
    do {
      try items.updateItem(form.item, form.fields)
      return .edited(message: "Saved", select: form.item)
    } catch let error as EditError {
      form.showError(error)
    } catch {
      form.error = (form.focus, Self.message(error))
    }
    return .refusedIn(.itemForm(form))
  }

  func save(_ form: AttachmentForm) -> EditOutcome {
    guard let items = openTree.editing?.items else { return .nothing }
    do {
      if let id = form.attachmentID {
        try items.updateAttachment(id, form.input)
      } else {
        try items.addAttachment(to: form.item, form.input)
      }
      return .edited(next: try attachments(of: form.item, items))
    } catch {
      var form = form
      form.error = Self.message(error)
      return .refusedIn(.attachmentForm(form))
    }
  }

  /// The attachments panel of `item`, read again.
  func attachments(of item: NodeID, _ items: any ItemEditing) throws -> Modal {
    .attachments(
      AttachmentsPanel(item: item, title: try items.title(of: item) ?? "", attachments: try items.attachments(of: item))
    )
  }

  /// The attachments panel again after a form closed without saving.
  func reopenAttachments(_ item: NodeID) -> EditOutcome {
    guard let items = openTree.editing?.items else { return .nothing }
    do {
      return .dialog(try attachments(of: item, items))
    } catch {
      return .say(Self.message(error), isError: true)
    }
  }

  /// The node being moved goes under `parent` (nil: the top level).
  /// A `[move]` key while the user picks the new parent of `mode`'s node: under the
  /// `selected` node, to the top level, or no move at all.
  func move(_ mode: MoveMode, _ request: MoveMode.Request, selected: NodeID?) -> EditOutcome {
    switch request {
    case .cancel: .stopMoving("Move cancelled")
    case .top: move(mode, to: nil)
    case .here: move(mode, to: selected)
    }
  }

  private func move(_ mode: MoveMode, to parent: NodeID?) -> EditOutcome {
    do {
      let editing = try editing().get()
      guard !mode.more.isEmpty else {
        try editing.move(mode.node, from: mode.from, to: parent)
        return .edited(message: "Moved “\(mode.name)”. \(undoHint).", select: mode.node)
      }
      // The marked nodes: one step, each moved in turn; one refused stops the rest.
      var moved = 0
      return try editing.history.asOneStep("Move " + counted(moved)) {
        for (node, from) in [(mode.node, mode.from)] + mode.more {
          do {
            try editing.move(node, from: from, to: parent)
            moved += 1
          } catch {
            guard moved > 0 else { throw error }
            return .edited(
              message:
                "Moved \(moved) of \(mode.more.count + 1), then: \((error as? EditRefusal)?.text ?? Self.message(error)) (\(undoHint).)",
              select: mode.node)
          }
        }
        return .edited(message: "Moved \(counted(moved)). \(undoHint).", select: mode.node)
      }
    } catch {
      return .say((error as? EditRefusal)?.text ?? Self.message(error), isError: true)
    }
  }
}
