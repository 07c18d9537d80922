import ArborApp
import ArborClusterNotes
import ArborCore
import ArgumentParser
import Foundation

/// `arbor cache [FILE] [--clear]`: the copies arbor keeps of other programs' large trees
/// (in $XDG_CACHE_HOME/arbor/trees) and of clusters' notes (…/arbor/clusters), each with
/// the file, tree or address it copies, its size and when it was last used; `--clear`
/// removes them, or only FILE's.
struct Cache: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the copies arbor keeps of large trees and clusters' notes, or remove them with --clear.",
    discussion: """
      A large tree of another program's file is browsed through a copy with its own \
      indexes, kept in $XDG_CACHE_HOME/arbor/trees (~/.cache/arbor/trees) and removed after \
      30 days unused. A session on a cluster's notes keeps its copy in \
      $XDG_CACHE_HOME/arbor/clusters, so that the next one reads only what changed (also \
      removed after 30 days unused). Removing \
      one is safe: it is made again when the file or the notes are next opened.
      """)

  @Argument(help: ArgumentHelp("Only the copies of this file, or of these notes (dqlite://…).", valueName: "FILE"))
  var file: String?

  @Flag(help: "Remove the copies listed (all of them, or FILE's).")
  var clear = false

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let directory = AppPaths.sideCars(environment)
    var copies = SideCarCache.copies(in: directory)
    var clusterCopies = ClusterCopies.list(in: AppPaths.clusterCopies(environment))
    if let file, file.hasPrefix("dqlite://") {
      copies = []
      clusterCopies = clusterCopies.filter { $0.address == file }
    } else if let file {
      clusterCopies = []
      let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
      copies = copies.filter { $0.file == absolute }
    }
    if copies.isEmpty && clusterCopies.isEmpty {
      print(file.map { "arbor keeps no copy of \($0)." } ?? "arbor keeps no copies (\(directory) is empty).")
      return
    }
    let bytes = copies.reduce(Int64(0)) { $0 + $1.bytes } + clusterCopies.reduce(Int64(0)) { $0 + $1.bytes }
    let total = TotalText.value(Double(bytes), bytes: true)
    let count = copies.count + clusterCopies.count
    if clear {
      for copy in copies {
        do {
          try SideCarCache.remove(copy)
        } catch {
          throw CLIError("cannot remove \(copy.location): \(error.localizedDescription)")
        }
      }
      for copy in clusterCopies {
        do {
          try ClusterCopies.remove(copy)
        } catch let error as ClusterNotesError {
          throw CLIError(error.description)
        } catch {
          throw CLIError("cannot remove \(copy.location): \(error.localizedDescription)")
        }
      }
      print("Removed \(count) cop\(count == 1 ? "y" : "ies"), \(total).")
      return
    }
    let dates = DateFormatter()
    dates.dateFormat = "yyyy-MM-dd HH:mm"
    for copy in copies {
      let size = TotalText.value(Double(copy.bytes), bytes: true)
      let file = copy.file.map(ShellQuote.word) ?? "(a copy made by an older arbor)"
      print(
        String(repeating: " ", count: max(0, 10 - size.count)) + size + "  " + dates.string(from: copy.lastUse) + "  "
          + file + (copy.tree.map { "  " + $0 } ?? ""))
    }
    for copy in clusterCopies {
      let size = TotalText.value(Double(copy.bytes), bytes: true)
      print(
        String(repeating: " ", count: max(0, 10 - size.count)) + size + "  " + dates.string(from: copy.lastUse) + "  "
          + (copy.address.map(ShellQuote.word) ?? "(a cluster's notes, never filled)"))
    }
    let places = clusterCopies.isEmpty ? directory : "\(directory) and \(AppPaths.clusterCopies(environment))"
    print("\(count) cop\(count == 1 ? "y" : "ies"), \(total), in \(places); arbor cache --clear removes them.")
  }
}
