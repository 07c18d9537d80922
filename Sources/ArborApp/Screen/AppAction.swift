import ArborCore
import ArborTerminal

/// The actions of the app's keymap beyond the standard navigation ones.
public enum AppAction {
  public static let focusNext = "focus-next"
  public static let refresh = "refresh"
  public static let addChild = "add-child"
  public static let addSibling = "add-sibling"
  public static let addItem = "add-item"
  public static let rename = "rename"
  public static let edit = "edit"
  public static let notes = "notes"
  public static let status = "status"
  public static let attachments = "attachments"
  public static let move = "move"
  public static let moveUp = "move-up"
  public static let moveDown = "move-down"
  public static let delete = "delete"
  public static let undo = "undo"
  public static let redo = "redo"
  public static let copyLabel = "copy"
  public static let copyPath = "copy-path"
  public static let trees = "trees"
  public static let sort = "sort"
  public static let reverseSort = "reverse-sort"
  public static let sortByLabel = "sort-by-label"
  public static let sortByTotal = "sort-by-total"
  public static let sortByCount = "sort-by-count"
  public static let expandAll = "expand-all"
  public static let collapseAll = "collapse-all"
  public static let wide = "wide"
  public static let wholeValues = "whole-values"
  public static let jump = "jump"
  public static let filter = "filter"
  public static let backInHistory = "back-in-history"
  public static let forwardInHistory = "forward-in-history"
  public static let palette = "palette"
  public static let export = "export"
  public static let mark = "mark"
  public static let columns = "columns"

  /// The actions that change the tree (refused, with the reason, on a read-only one).
  static let editing: Set<String> = [
    addChild, addSibling, addItem, rename, edit, notes, status, attachments, move, moveUp, moveDown, delete, undo, redo,
  ]

  /// The editing actions that apply when a tree offers `capabilities` (nil: read-only).
  static func offered(_ capabilities: Set<EditCapability>?) -> Set<String> {
    guard let capabilities else { return [] }
    var actions: Set<String> = [undo, redo]
    let byCapability: [EditCapability: [String]] = [
      .addChild: [addChild], .addSibling: [addSibling], .rename: [rename], .notes: [notes],
      .items: [addItem, edit, status, attachments], .move: [move], .reorder: [moveUp, moveDown], .delete: [delete],
      .editRow: [edit],
    ]
    for capability in capabilities { actions.formUnion(byCapability[capability] ?? []) }
    return actions
  }

  /// Every action a keymap file may name.
  public static var all: Set<String> {
    Set(Keymap.standard.bindings.map(\.action)).union([
      focusNext, refresh, addChild, addSibling, addItem, rename, edit, notes, status, attachments, move, moveUp,
      moveDown, delete, undo, redo, copyLabel, copyPath, trees, sort, reverseSort, sortByLabel, sortByTotal,
      sortByCount, expandAll,
      collapseAll, wide, wholeValues, jump,
      filter, backInHistory,
      forwardInHistory, palette, export, mark, columns,
    ])
  }
}
