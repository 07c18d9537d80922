import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// Editing keys on a tree of another program's file (`arbor FILE --edit`): rename the
/// label, add a child or a sibling, delete a subtree, move, undo and redo — through
/// `ForeignEditor`, each one transaction the file's own rules check.
extension AppScreen {
  var isOtherProgramsFile: Bool { tree.hierarchy is any ForeignTreeHierarchy }

  /// The editor of the tree shown; nil (and the reason on the status line) when the file
  /// is open read-only or the tree cannot be edited.
  func rowEditor() throws -> ForeignEditor? {
    guard let rowHistory else {
      show("This file belongs to another program and is open read-only. To edit it: arbor FILE --edit", isError: true)
      return nil
    }
    guard let shown = tree.hierarchy as? any ForeignTreeHierarchy else { return nil }
    if let shownRowEditor, shownRowEditor.tree == shown.tree { return shownRowEditor }
    let made = try ForeignEditor(tree: shown.tree, history: rowHistory)
    shownRowEditor = made
    return made
  }

  func handleRowEdit(_ action: String?) -> Bool {
    let selected = tree.selected
    let key = selected?.node.rowKey
    do {
      switch action {
      case AppAction.undo?, AppAction.redo?:
        guard try rowEditor() != nil, let rowHistory else { return true }
        let undo = action == AppAction.undo
        // Putting back a large delete takes seconds: say what is under way meanwhile.
        if let label = undo ? rowHistory.undoLabel : rowHistory.redoLabel {
          showProgress?((undo ? "Undoing: " : "Redoing: ") + label + "…")
        }
        if let label = undo ? try rowHistory.undo() : try rowHistory.redo() {
          show((undo ? "Undid: " : "Redid: ") + label)
        } else {
          show(undo ? "Nothing to undo" : "Nothing to redo")
        }
        afterEdit()
      case AppAction.rename?, AppAction.edit?:
        guard let editor = try rowEditor(), let key else { return true }
        if let refusal = editor.renameRefusal {
          show(refusal, isError: true)
          return true
        }
        prompt("Rename", label: "Name:", text: Self.plainTitle(selected?.title ?? ""), .renameRow(key))
      case AppAction.addChild?, AppAction.addItem?:
        guard let editor = try rowEditor() else { return true }
        openRowForm(editor, under: key, title: selected.map { "New row in “\(Self.plainTitle($0.title))”" } ?? "New row")
      case AppAction.addSibling?:
        guard let editor = try rowEditor() else { return true }
        openRowForm(editor, under: selected?.parent?.rowKey, title: "New row beside “\(Self.plainTitle(selected?.title ?? ""))”")
      case AppAction.delete?:
        guard let editor = try rowEditor(), let key else { return true }
        let count = try editor.deletionCount(of: key)
        let name = Self.plainTitle(selected?.title ?? "")
        let what = count > 1 ? "This deletes “\(name)” and \(count - 1) row\(count == 2 ? "" : "s") under it" : "This deletes “\(name)”"
        ask(what + " from \(editor.tree.table), with what the file's own rules delete along. (\(undoHint).)",
            confirmLabel: "Delete", .deleteRow(key))
      case AppAction.move?:
        guard try rowEditor() != nil, let selected, key != nil else { return true }
        moving = MoveMode(node: selected.node, from: selected.parent, name: Self.plainTitle(selected.title))
      case AppAction.moveUp?, AppAction.moveDown?:
        show("Reordering rows of another program's file is not offered: move (m) changes the parent.", isError: true)
      case AppAction.notes?, AppAction.status?, AppAction.attachments?:
        show("Notes, status and attachments belong to arbor's own files; this tree is another program's.", isError: true)
      default:
        return false
      }
    } catch {
      show(Self.editMessage(error), isError: true)
    }
    return true
  }

  /// A row's title without the marks the tree adds (⧉ several parents, ⟳/↺ cycles).
  static func plainTitle(_ title: String) -> String {
    for mark in ["⧉ ", CycleRoots.mark, "↺ "] where title.hasPrefix(mark) { return String(title.dropFirst(mark.count)) }
    return title
  }

  private func openRowForm(_ editor: ForeignEditor, under parent: DatabaseValue?, title: String) {
    do {
      modal = .rowForm(RowForm(title: title, parent: parent, fields: try editor.newChildFields()))
    } catch {
      show(Self.editMessage(error), isError: true)
    }
  }

  /// Saves the new row; a refusal keeps the form open with the reason at its field.
  func save(_ form: RowForm) {
    do {
      guard let editor = try rowEditor() else { return }
      let key = try editor.addChild(under: form.parent, fields: form.fields)
      modal = nil
      show("Added. \(undoHint).")
      afterEdit(select: .row(key))
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
