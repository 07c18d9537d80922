import ArborApp
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the whole tree as JSON or Markdown.",
    discussion: """
      With FILE, another program's SQLite file: its tree (detected, remembered, or chosen with \
      --table … or --links … as for browsing) as nested JSON that `arbor import` reads, or as a \
      Markdown outline. A node with several parents is written in full under the first and by \
      name under the others.
      """)

  @Argument(
    help: ArgumentHelp("The SQLite file to export a tree from (default: arbor's own notes).", valueName: "FILE"))
  var file: String?

  @OptionGroup var treeOptions: TreeOptions

  @Flag(help: "Nested JSON, the format `arbor import` reads.")
  var json = false

  @Flag(help: "Markdown: categories as headings, items as task lists.")
  var markdown = false

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
  var output: String?

  @OptionGroup var database: DatabaseOption

  func validate() throws {
    if json == markdown { throw ValidationError("Give exactly one of --json or --markdown.") }
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
      } else if ClusterNotes.isAddress(database.resolvedPath) {
        try ClusterNotes(address: database.resolvedPath).export(json ? .json : .markdown) { sink.write($0) }
        sink.finish()
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
    let table = (tree as? ForeignFileTree)?.shown.tree.table
    let deadline = try table.flatMap { table in
      try tree.database.read { db in try ForeignFile.isView(table, db) } ? ForeignFile.viewDeadline : nil
    }
    let left: Int
    do {
      left = try QueryDeadline.within(deadline) { try tree.export(json ? .json : .markdown) { sink.write($0) } }
    } catch  where QueryDeadline.isInterruption(error) {
      sink.finish()
      throw CLIError(
        "\(file): reading the view \(table ?? "") took longer than \(Int(ForeignFile.viewDeadline)) s and was stopped (a view that runs without end?); the export is incomplete"
      )
    }
    sink.finish()
    if left > 0 {
      writeStandardError("arbor: \(left) node\(left == 1 ? "" : "s") changed while reading and left out\n")
    }
    if let integrity = tree.database.integrity { try refuseDamaged(file, integrity) }
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
