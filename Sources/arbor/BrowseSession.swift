import ArborApp
import ArborCore
import ArborDB
import ArborTerminal
import ArgumentParser
import Foundation

/// What the browser opens, however the command line said it: through ArgumentParser's
/// `Browse`, or straight from a plain `arbor` or `arbor FILE` (see `ArborEntry`).
struct BrowseSession {
  var file: String?
  var databasePath: String?
  var readOnly = false
  var edit = false
  var tree: ForeignTree?

  func run() throws {
    let path = file ?? databasePath ?? AppPaths.defaultDatabase()
    // Every connection is closed when `browse` returns; what SQLite made beside the
    // file for reading it goes then (`FileTraces`).
    defer { SkeletonKeeper.cleanUpAfterSession() }
    try FileTraces.leavingNone(at: path) { try browse(path) }
  }

  private func browse(_ path: String) throws {
    let environment = ProcessInfo.processInfo.environment
    let isDefault = file == nil && databasePath == nil
    let existed = FileManager.default.fileExists(atPath: path)
    let keymap: Keymap
    let app: AppDatabase
    var hierarchy: any Hierarchy = NotesHierarchy()
    var notice: String?
    var foreign: (any ForeignTreeHierarchy, AppDatabase)?
    var rowHistory: UndoHistory?
    do {
      keymap = try AppSetup.keymap(environment: environment)
      if tree != nil || ForeignFile.isForeign(path: path) {
        // Another program's file: read-only unless --edit, a tree found in its tables.
        app = try ForeignFile.open(path: path, edit: edit, busyTimeout: AppDatabase.interactiveBusyTimeout)
        rowHistory = try ForeignFile.history(app)
        let chosen = try ForeignFile.choose(app, path: path, requested: tree,
                                            choices: TreeChoices(location: AppPaths.treeChoices(environment)))
        hierarchy = chosen.0
        notice = chosen.1
        foreign = (chosen.0, app)
      } else {
        app = try AppDatabase.open(path: path, readOnly: readOnly, busyTimeout: AppDatabase.interactiveBusyTimeout) {
          writeStandardError("arbor: upgrading \(path) to this version (once; a large file takes a minute)…\n")
        }
        if isDefault && !existed { try AppSetup.seedIfEmpty(app) }
      }
    } catch {
      throw CLIError(error)
    }
    let terminal: Terminal
    do {
      terminal = try Terminal(environment: environment)
    } catch {
      throw CLIError(error)
    }
    let code: Int32
    do {
      let theme = try AppSetup.theme(environment: environment, support: terminal.colorSupport)
      let waker = terminal.waker
      // Another program's file: its other trees for the chooser, and the indexed copy that
      // a large tree is browsed through.
      let trees = try foreign.map { hierarchy, database in
        try ForeignTrees(
          database: database, path: path, shown: hierarchy, choices: TreeChoices(location: AppPaths.treeChoices(environment)),
          cacheDirectory: AppPaths.skeletons(environment), wake: { waker.wake() })
      }
      defer { trees?.stop() }
      let screen = try AppScreen(
        database: app, keymap: keymap, theme: theme, title: (path as NSString).lastPathComponent, environment: environment,
        hierarchy: hierarchy, notice: notice, rowHistory: rowHistory, wake: { waker.wake() })
      screen.alternatives = trees
      code = AppLoop.run(screen, on: terminal)
      terminal.stop()
    } catch {
      terminal.stop()
      throw CLIError(error)
    }
    if code != 0 { throw ExitCode(code) }
  }
}
