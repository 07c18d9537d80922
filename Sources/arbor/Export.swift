import ArborApp
import ArborClusterNotes
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the tree, or a subtree of it, as JSON, Markdown or CSV.",
    discussion: """
      With FILE, another program's SQLite file: its tree (detected, remembered, or chosen with \
      --table … or --links … as for browsing) as nested JSON that `arbor import` reads, or as a \
      Markdown outline. A node with several parents is written in full under the first and by \
      name under the others. --csv writes a row per node and parent (id, parent, label, each \
      sum's total); --root writes the subtree under one node, named as the p key takes it: a \
      path (usr/share/doc, Assets:Current Assets), a label, or a row's key.
      """)

  @Argument(
    help: ArgumentHelp("The SQLite file to export a tree from (default: arbor's own notes).", valueName: "FILE"))
  var file: String?

  @OptionGroup var treeOptions: TreeOptions

  @Flag(help: "Nested JSON, the format `arbor import` reads.")
  var json = false

  @Flag(help: "Markdown: categories as headings, items as task lists.")
  var markdown = false

  @Flag(help: "CSV: a row per node and parent — id, parent, label, each sum's total.")
  var csv = false

  @Option(
    help: ArgumentHelp(
      "Only the subtree under this node: a path, a label or a row's key, as the p key takes them.",
      valueName: "PATH|KEY"))
  var root: String?

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
  var output: String?

  @OptionGroup var database: DatabaseOption

  @OptionGroup var clusterAccess: ClusterAccess

  func validate() throws {
    if [json, markdown, csv].filter({ $0 }).count != 1 {
      throw ValidationError("Give exactly one of --json, --markdown or --csv.")
    }
    if let root, root.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ValidationError("--root needs a path, a label or a key.")
    }
    try treeOptions.check()
    if treeOptions.isGiven && file == nil { throw ValidationError("--table goes with a FILE to export from.") }
  }

  func run() throws {
    do {
      let sink: OutputSink
      if let output {
        guard FileManager.default.createFile(atPath: output, contents: nil),
          let handle = FileHandle(forWritingAtPath: output)
        else { throw CLIError("\(output): cannot write the file") }
        sink = OutputSink(handle: handle)
      } else {
        sink = OutputSink(handle: .standardOutput)
      }
      if let file {
        try treeOptions.forgetChoices(of: file)
        try FileTraces.leavingNone(at: file) { try exportForeign(file, to: sink) }
      } else if OpenTrees.isCluster(database.resolvedPath) {
        let credentials = try clusterAccess.credentials(for: database.resolvedPath)
        if walks {
          let tree = try OpenTrees.open(
            location: database.resolvedPath, OpenOptions(readOnly: true), credentials: credentials)
          defer { tree.stop() }
          try exportWalking(tree, to: sink)
        } else {
          try ClusterNotesTransfer(address: database.resolvedPath, credentials: credentials).export(
            json ? .json : .markdown
          ) { sink.write($0) }
          sink.finish()
        }
      } else if walks {
        let path = database.resolvedPath
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("\(path): no such file") }
        let tree = try OpenTrees.open(path: path, OpenOptions(readOnly: true))
        defer { tree.stop() }
        try exportWalking(tree, to: sink)
      } else {
        let path = database.resolvedPath
        let app = try AppDatabase.open(path: path, readOnly: true)
        // The check reads every page beside the export's own reads.
        let integrity = app.integrity ?? IntegrityCheck(path: path)
        try Exporter.run(json ? .json : .markdown, database: app) { sink.write($0) }
        sink.finish()
        try refuseDamaged(path, integrity)
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(error, file: file ?? database.resolvedPath)
    }
  }

  /// Any file's tree, through the open tree it makes: arbor's notes, or another program's
  /// tree of any shape.
  private func exportForeign(_ file: String, to sink: OutputSink) throws {
    let environment = ProcessInfo.processInfo.environment
    let tree = try OpenTrees.open(
      path: file,
      OpenOptions(
        readOnly: true, tree: treeOptions.tree, sums: treeOptions.treeSums,
        choicesLocation: AppPaths.treeChoices(environment)))
    defer { tree.stop() }
    // A tree chosen before is used again: said, with the way to choose again.
    if let notice = tree.notice, notice.contains(ForeignFile.asLastTime) { writeStandardError("arbor: \(notice)\n") }
    // A view of the file can return rows without end: its export is bounded.
    let bound = try tree.exportBound()
    let left: Int
    do {
      left = try QueryDeadline.within(bound?.seconds) {
        if walks {
          try exportWalking(tree, to: sink)
          return 0
        }
        return try tree.export(json ? .json : .markdown) { sink.write($0) }
      }
    } catch  where QueryDeadline.isInterruption(error) {
      sink.finish()
      throw CLIError(
        "\(file): reading \(bound?.reading ?? "it") took longer than \(Int(bound?.seconds ?? 0)) s and was stopped (a view that runs without end?); the export is incomplete"
      )
    }
    sink.finish()
    if left > 0 {
      writeStandardError("arbor: \(left) node\(left == 1 ? "" : "s") changed while reading and left out\n")
    }
    if let integrity = tree.database.integrity { try refuseDamaged(file, integrity) }
  }

  /// A subtree, or CSV: walked as the tree pane walks the tree, for any tree.
  private var walks: Bool { csv || root != nil }

  /// The tree (or the subtree `--root` names) of `tree`, walked; finished on `sink`.
  private func exportWalking(_ tree: any OpenTree, to sink: OutputSink) throws {
    var start: NodeID?
    if let root {
      guard let node = try tree.node(named: root) else {
        throw CLIError(
          "nothing in the tree is called “\(root)” (a path: usr/bin/ls or A:B; a whole label; or a row's key)")
      }
      start = node
    }
    // Each piece written is about a node: said past a second, on a terminal.
    let progress = StandardErrorProgress()
    var pieces = 0
    let write: (String) -> Void = { text in
      sink.write(text)
      pieces += 1
      progress.say("arbor: \(TotalText.grouped(Int64(pieces))) nodes written…")
    }
    if csv {
      _ = try tree.exportCSV(roots: start.map { [$0] } ?? [], to: write)
    } else {
      _ = try tree.exportWalking(json ? .json : .markdown, roots: start.map { [$0] } ?? [], to: write)
    }
    progress.finish()
    sink.finish()
  }

  /// A damaged file exports what could be read, and says so with a failing exit.
  private func refuseDamaged(_ file: String, _ integrity: IntegrityCheck) throws {
    if let problem = integrity.waitForOutcome() {
      throw CLIError(
        "\(file) is damaged (SQLite's check: \(problem)): the export holds only what could be read. Copy the file out with: sqlite3 FILE .recover"
      )
    }
  }
}
