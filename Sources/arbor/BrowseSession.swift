import ArborApp
import ArborClusterNotes
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
  var sums: [TreeSum] = []
  var columns: [String] = []
  /// `arbor new PATH`: the file is made; otherwise a path given that does not exist is
  /// refused (a typo must not leave an empty notes file behind).
  var createsFile = false
  /// `--cert` and `--key` for a cluster's notes; the environment's when not given.
  var clusterCertificate: String?
  var clusterKey: String?

  func run() throws {
    let path = file ?? databasePath ?? AppPaths.defaultDatabase()
    // Every connection is closed when `browse` returns; what SQLite made beside the
    // file for reading it goes then (`FileTraces`).
    defer { SideCarKeeper.cleanUpAfterSession() }
    try FileTraces.leavingNone(at: path) { try browse(path) }
  }

  private func browse(_ path: String) throws {
    let cluster = OpenTrees.isCluster(path)
    let environment = ProcessInfo.processInfo.environment
    let isDefault = file == nil && databasePath == nil
    let existed = cluster || FileManager.default.fileExists(atPath: path)
    // Opening creates a missing database (the default one with the demo data), which a
    // run that cannot show it must not leave behind. A file that exists is opened first,
    // so that a wrong option is named even without a terminal.
    if !existed, file != nil, !createsFile {
      throw CLIError("\(path): no such file. To start a new notes file there: arbor new \(ShellQuote.word(path))")
    }
    if !existed {
      do { try Terminal.requireTerminal() } catch { throw CLIError(error) }
    }
    let keymap: Keymap
    let openTree: any OpenTree
    do {
      keymap = try AppSetup.keymap(environment: environment)
      var options = OpenOptions(
        edit: edit, readOnly: readOnly, tree: tree, sums: sums, choicesLocation: AppPaths.treeChoices(environment),
        cacheDirectory: AppPaths.sideCars(environment), busyTimeout: AppDatabase.interactiveBusyTimeout)
      options.columns = columns
      options.clusterCopies = AppPaths.clusterCopies(environment)
      options.clusterLoadsInBackground = true
      if cluster {
        // 100,000 nodes take seconds to read: said, not silent, and `q` stops it.
        writeStandardError("arbor: reading the notes of \(path)… (q stops)\n")
        let credentials = try ClusterAccess.credentials(for: path, cert: clusterCertificate, key: clusterKey)
        openTree = try QuitWhileOpening.watching("reading the notes of \(path)") {
          try OpenTrees.open(location: path, options, credentials: credentials)
        }
      } else {
        openTree = try OpenTrees.open(location: path, options) {
          writeStandardError("arbor: upgrading \(path) to this version (once; a million notes take a minute or two)…\n")
        }
      }
      if isDefault && !existed { try AppSetup.seedIfEmpty(openTree.database) }
    } catch {
      // A file this run began to make and could not finish (a full disk) is not left to
      // block the next try ("exists already").
      if !existed {
        for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
      }
      throw CLIError(error, file: path)
    }
    // The side-car keeper and every watch end with the session.
    defer { openTree.stop() }
    let terminal: Terminal
    do {
      terminal = try Terminal(environment: environment)
    } catch {
      throw CLIError(error, file: path)
    }
    let code: Int32
    do {
      let theme = try AppSetup.theme(environment: environment, support: terminal.colorSupport)
      let waker = terminal.waker
      let choices = rememberedOrder(of: openTree, path: path, environment: environment)
      // The first rows are read here, before the loop: bounded as the loop's reads are,
      // and stopped by a key.
      QueryDeadline.stopWhen(terminal.stopKey)
      defer { QueryDeadline.stopWhen(nil) }
      let screen = try QueryDeadline.within(AppLoop.readDeadline) {
        try AppScreen(
          tree: openTree, keymap: keymap, theme: theme, title: (path as NSString).lastPathComponent,
          environment: environment,
          wake: { waker.wake() })
      }
      if let choices {
        screen.hooks.sortChosen = { try? choices.remember($0, for: path) }
        screen.wideChoice = choices.rememberedWide(for: path)
        screen.hooks.wideChosen = { try? choices.remember(wide: $0, for: path) }
      }
      code = AppLoop.run(screen, on: terminal)
      terminal.stop()
    } catch {
      terminal.stop()
      throw CLIError(error, file: path)
    }
    if code != 0 { throw ExitCode(code) }
  }

  /// Another program's tree opens in the sibling order last chosen with `s` for the file,
  /// else — one that adds up a total — largest first, as ncdu opens; the choices that
  /// remember the next one (nil for a tree that keeps the order people give it).
  private func rememberedOrder(of openTree: any OpenTree, path: String, environment: [String: String]) -> TreeChoices? {
    guard !openTree.hierarchy.keepsGivenOrder else { return nil }
    let choices = TreeChoices(location: AppPaths.treeChoices(environment))
    let orders = openTree.hierarchy.siblingOrders
    if let order = choices.rememberedOrder(for: path), orders.contains(order) || orders.contains(order.reversed) {
      openTree.hierarchy.order(siblingsBy: order)
    } else if openTree.hierarchy.totals != nil, orders.contains(.total) {
      openTree.hierarchy.order(siblingsBy: .total)
    }
    return choices
  }
}
