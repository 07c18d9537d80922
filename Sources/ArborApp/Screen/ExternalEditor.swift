import ArborCore
import ArborTerminal
import Foundation

/// Edits text in the user's editor (`$VISUAL`, `$EDITOR`, else `vi`) through a temporary
/// file. The terminal is handed over for the duration by the caller.
enum ExternalEditor {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The edited text, or nil when the editor left the file unchanged. When the editor
  /// fails, the file is kept and its path is in the error, so nothing typed is lost.
  static func edit(_ text: String, name: String, environment: [String: String]) throws -> (text: String?, file: URL) {
    let directory = FileManager.default.temporaryDirectory
    let safeName = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(40)
    let file = directory.appendingPathComponent("arbor-\(String(safeName))-\(UUID().uuidString.prefix(8)).md")
    try Data(text.utf8).write(to: file)
    let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    // The editor setting may carry arguments ("code -w"); the file is passed as "$1".
    let ending: ForegroundProgram.Ending
    do {
      ending = try ForegroundProgram.run(
        "/bin/sh", arguments: ["sh", "-c", editor + " \"$1\"", "arbor-editor", file.path])
    } catch {
      try? FileManager.default.removeItem(at: file)
      throw Failure(description: "Could not start the editor “\(editor)” (\(error); set $EDITOR).")
    }
    guard ending == .exited(0) else {
      let how: String
      switch ending {
      case .exited(let status): how = "exited with status \(status)"
      case .signalled(let signal): how = "was ended by signal \(signal)"
      }
      // Killed with the session (SSH dropped), interrupted or failed: a file still holding
      // what it was given has nothing to keep; one the user saved into is kept, and said
      // where.
      let left = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
      if left == nil || left == text {
        try? FileManager.default.removeItem(at: file)
        throw Failure(description: "The editor \(how); nothing was changed.")
      }
      throw Failure(description: "The editor \(how); your text is kept in \(file.path)")
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw Failure(description: "The edited file is gone (\(file.path)).")
    }
    let edited = String(decoding: data, as: UTF8.self)
    return (edited == text ? nil : edited, file)
  }

  /// What editing a node's notes came to, for the status line.
  struct NotesOutcome {
    let message: String
    let isError: Bool
    let saved: Bool
  }

  /// A node's notes in the editor, the terminal handed over by `suspend`: the text saved
  /// when the editor exits with it changed, kept in its file when saving fails.
  static func editNotes(
    of node: NodeID, _ items: any ItemEditing, name: String, environment: [String: String],
    suspend: ((() -> Void) -> Void)?
  ) -> NotesOutcome {
    guard let suspend else {
      return NotesOutcome(
        message: "Notes are edited in $EDITOR, which needs the terminal.", isError: true, saved: false)
    }
    let current: String
    do {
      current = try items.notes(of: node)
    } catch {
      return NotesOutcome(message: TreeEdits.message(error), isError: true, saved: false)
    }
    var outcome: Result<(text: String?, file: URL), Error>?
    suspend { outcome = Result { try edit(current, name: name, environment: environment) } }
    switch outcome {
    case .success(let result)?:
      guard let text = result.text else {
        try? FileManager.default.removeItem(at: result.file)
        return NotesOutcome(message: "Notes unchanged", isError: false, saved: false)
      }
      do {
        try items.setNotes(of: node, to: text)
        try? FileManager.default.removeItem(at: result.file)
        return NotesOutcome(message: "Notes saved", isError: false, saved: true)
      } catch {
        // The text stays in the file: say where.
        let message = TreeEdits.message(error) + " Your text is kept in " + result.file.path
        return NotesOutcome(message: message, isError: true, saved: false)
      }
    case .failure(let error)?:
      return NotesOutcome(message: "\(error)", isError: true, saved: false)
    case nil:
      return NotesOutcome(message: "Notes unchanged", isError: false, saved: false)
    }
  }
}
