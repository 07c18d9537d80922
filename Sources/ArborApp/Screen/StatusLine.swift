import ArborCore
import ArborDB
import ArborTerminal

/// The bottom line: the message of the moment, else the keys that matter where the
/// focus is, named as the user's keymap names them.
struct StatusLine {
  let keymap: Keymap

  /// A read stopped by its deadline or a key.
  static let readStopped =
    "Reading was stopped: it took too long or a key was pressed (a view of the file that runs without end, "
    + "or a very large table read without an index?). Ctrl-L reads again."

  /// What the status line says of an error in reading.
  static func words(for error: Error, file: String? = nil) -> String {
    if QueryDeadline.isInterruption(error) { return readStopped }
    // A page the reads met damaged: said of the file, with what to do.
    if let error = error as? DatabaseError, error.resultCode.primaryResultCode == .SQLITE_CORRUPT {
      return "This file is damaged where arbor just read (SQLite: \(error.message ?? "malformed")): "
        + "copy out what can be read with: sqlite3 \(ShellQuote.file(file)) .recover"
    }
    if let error = error as? DatabaseError { return "Database: " + (error.message ?? "\(error.resultCode)") }
    return "\(error)"
  }

  /// What the status line says of the file and of background work: damage, then the
  /// tree's activity; nil when there is neither.
  static func activity(of openTree: any OpenTree) -> String? {
    let joined = [damage(of: openTree.database), openTree.signals.activity].compactMap { $0 }.joined(separator: " · ")
    return joined.isEmpty ? nil : joined
  }

  /// The file failed SQLite's check: said on the status line for as long as it is open.
  static func damage(of database: AppDatabase) -> String? {
    database.integrity?.problem.map { problem in
      "This file is damaged (SQLite's check: \(problem)): what can be read is shown, nothing is written. Copy it out with: sqlite3 \(ShellQuote.file(database.path)) .recover"
    }
  }

  /// The hints for the focused pane: only the editing keys the open tree offers (none
  /// when `editing` is nil: read-only).
  func hints(focus: AppScreen.Focus, editing: Set<EditCapability>?) -> [StatusBar.Hint] {
    var hints: [StatusBar.Hint] = []
    func hint(_ action: String, _ label: String, in mode: String = "") {
      let keys = keymap.keyNames(for: action, in: mode, limit: 1)
      if !keys.isEmpty { hints.append(.init(keys, label)) }
    }
    switch focus {
    case .search:
      hint(ModeAction.openHit, "show in tree", in: KeyMode.search)
      let choose = [ModeAction.previousHit, ModeAction.nextHit].map {
        keymap.keyNames(for: $0, in: KeyMode.search, limit: 1)
      }
      .filter { !$0.isEmpty }
      if !choose.isEmpty { hints.append(.init(choose.joined(separator: "/"), "choose")) }
      hint(ModeAction.close, "close", in: KeyMode.search)
    case .detail:
      hint(StandardAction.up, "scroll")
      hint(AppAction.wholeValues, "whole values")
      hint(AppAction.focusNext, "tree")
      hint(StandardAction.help, "help")
      hint(StandardAction.quit, "quit")
    case .tree:
      hint(StandardAction.search, "search")
      hint(StandardAction.expand, "open")
      if let editing {
        if editing.contains(.addChild) { hint(AppAction.addChild, "add") }
        if editing.contains(.items) { hint(AppAction.addItem, "item") }
        if editing.contains(.items) || editing.contains(.editRow) {
          hint(AppAction.edit, "edit")
        } else if editing.contains(.rename) {
          hint(AppAction.rename, "rename")
        }
        if editing.contains(.delete) { hint(AppAction.delete, "delete") }
        hint(AppAction.undo, "undo")
      }
      hint(StandardAction.help, "help")
      hint(StandardAction.quit, "quit")
    }
    if editing == nil { hints.append(.init("", "read-only")) }
    return hints
  }

  /// Draws the line: `moving` (a category being moved) replaces the hints with the move's
  /// own keys unless a message is up; `activity` (background work) shows when no message
  /// is up.
  func draw(
    on surface: some Surface, in rect: Rect, theme: Theme, focus: AppScreen.Focus, editing: Set<EditCapability>?,
    message: String?, isError: Bool, moving: String?, activity: String? = nil
  ) {
    let bar: StatusBar
    if let moving, message == nil {
      let hints = [
        (ModeAction.moveHere, "move here"), (ModeAction.moveToTop, "top level"), (ModeAction.cancel, "cancel"),
      ]
      .compactMap { action, label -> StatusBar.Hint? in
        let keys = keymap.keyNames(for: action, in: KeyMode.move, limit: 1)
        return keys.isEmpty ? nil : .init(keys, label)
      }
      bar = StatusBar(hints: hints, message: "Moving “\(moving)”: choose its new parent", isError: false)
    } else {
      let text = [message, activity].compactMap { $0 }.joined(separator: " · ")
      bar = StatusBar(hints: hints(focus: focus, editing: editing), message: text, isError: isError)
    }
    bar.draw(on: surface, row: rect.row, column: rect.column, width: rect.width, theme: theme)
  }
}
