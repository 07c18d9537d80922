import ArborApp
import ArborCluster
import ArborClusterNotes
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

struct Browse: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Open the full-screen browser (the default).")

  @Argument(
    help: ArgumentHelp(
      "A file to open (`arbor new PATH` starts a new notes file), or a cluster's notes, dqlite://HOST:PORT/NAME.",
      valueName: "PATH"))
  var file: String?

  @OptionGroup var database: DatabaseOption

  @Flag(help: "Open the file without ever writing to it.")
  var readOnly = false

  @Flag(
    help: ArgumentHelp(
      "Another program's file: allow changing its tree (rename, add, delete, move; u undoes). It opens read-only otherwise."
    ))
  var edit = false

  @OptionGroup var treeOptions: TreeOptions

  @OptionGroup var clusterAccess: ClusterAccess

  @Option(
    help: ArgumentHelp(
      "Columns shown beside each row's label, to tell rows apart: another program's table's, or an item's status, due, priority, tags in your notes.",
      valueName: "C,C…"))
  var columns: String?

  func validate() throws {
    try treeOptions.check()
    if edit && readOnly { throw ValidationError("--edit and --read-only contradict each other: choose one.") }
    if clusterAccess.cert != nil, !(file ?? database.path ?? "").hasPrefix("dqlite://") {
      throw ValidationError("--cert and --key are for a cluster's notes (dqlite://HOST:PORT/NAME), not a file.")
    }
  }

  func run() throws {
    try treeOptions.forgetChoices(of: file)
    try BrowseSession(
      file: file, databasePath: database.path, readOnly: readOnly, edit: edit, tree: treeOptions.tree,
      sums: treeOptions.treeSums,
      columns: columns.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? [],
      clusterCertificate: clusterAccess.cert, clusterKey: clusterAccess.key
    ).run()
  }
}

/// `arbor new PATH`: new notes (a file, or a cluster's database), created and opened. A
/// plain `arbor PATH` no longer creates one: a mistyped path made an empty notes file and
/// said "No categories yet".
struct New: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Start new notes at PATH (a file, or a cluster's database) and open them.")

  @Argument(
    help: ArgumentHelp(
      "Where the new notes go: a file, or a cluster's database, dqlite://HOST:PORT/NAME.", valueName: "PATH"))
  var file: String

  @OptionGroup var clusterAccess: ClusterAccess

  private var onCluster: Bool { file.hasPrefix("dqlite://") }

  func validate() throws {
    if !onCluster && FileManager.default.fileExists(atPath: file) {
      throw ValidationError("\(file) exists already: open it with arbor \(ShellQuote.word(file))")
    }
  }

  func run() throws {
    guard onCluster else { return try BrowseSession(file: file, createsFile: true).run() }
    do {
      try ClusterNotesTransfer(address: file, credentials: try clusterAccess.credentials(for: file)).createEmpty()
    } catch let error as ClusterNotesError {
      throw CLIError(error.description)
    } catch let error as ClusterError {
      throw CLIError("\(file): \(error.description)")
    }
    try BrowseSession(file: file, clusterCertificate: clusterAccess.cert, clusterKey: clusterAccess.key).run()
  }
}
