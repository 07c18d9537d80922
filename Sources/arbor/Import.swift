import ArborApp
import ArborClusterNotes
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Import a tree from CSV, JSON or a directory.",
    discussion: """
      FILE.csv: a header naming id,parent,name,notes (any order; parent and notes optional; \
      extra columns ignored); an empty parent makes a root. FILE.json: nested \
      {"name", "notes", "children": [...], "items": [...]} objects, one or an array. \
      --dir PATH: directories become categories, files become items with their text as notes. \
      Any mistake is reported with its line (or JSON path) and nothing is imported.
      """)

  @Argument(help: ArgumentHelp("A .csv or .json file.", valueName: "FILE"))
  var file: String?

  @Option(help: ArgumentHelp("Import a directory tree instead of a file.", valueName: "PATH"))
  var dir: String?

  @Option(help: ArgumentHelp("Put the imported roots under this category id.", valueName: "ID"))
  var into: Int?

  @OptionGroup var database: DatabaseOption

  @OptionGroup var clusterAccess: ClusterAccess

  func validate() throws {
    if (file == nil) == (dir == nil) { throw ValidationError("Give either a FILE or --dir PATH.") }
  }

  func run() throws {
    do {
      let tree: ImportTree
      if let dir {
        tree = try DirectoryImport.parse(dir)
      } else if let file {
        guard let data = FileManager.default.contents(atPath: file) else {
          throw CLIError("\(file): cannot read the file")
        }
        let lower = file.lowercased()
        if lower.hasSuffix(".json") {
          tree = try JSONImport.parse(data)
        } else if lower.hasSuffix(".csv") {
          guard let text = String(data: data, encoding: .utf8) else { throw CLIError("\(file): not UTF-8 text") }
          tree = try CSVImport.parse(text)
        } else {
          throw CLIError("\(file): the name must end in .csv or .json")
        }
      } else {
        return
      }
      let total = tree.count
      let showProgress = total >= 10_000 && isatty(2) == 1
      let progress: (Int, Int) -> Void = { done, total in
        if showProgress { writeStandardError("\rimporting \(done)/\(total)") }
      }
      if OpenTrees.isCluster(database.resolvedPath) {
        let credentials = try clusterAccess.credentials(for: database.resolvedPath)
        try ClusterNotesTransfer(address: database.resolvedPath, credentials: credentials).importTree(
          tree, into: into, progress: progress)
      } else {
        let app = try AppDatabase.open(path: database.resolvedPath)
        try Importer.run(tree, into: into, database: app, progress: progress)
      }
      if showProgress { writeStandardError("\n") }
      print(
        "Imported \(tree.nodes.count) categories and \(total - tree.nodes.count) items into \(database.resolvedPath).")
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(error)
    }
  }
}
