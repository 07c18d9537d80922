import ArborApp
import ArborCore
import ArgumentParser
import Foundation

/// `arbor cache [FILE] [--clear]`: the copies arbor keeps of other programs' large trees
/// (in $XDG_CACHE_HOME/arbor/trees), each with the file and tree it copies, its size and
/// when it was last used; `--clear` removes them, or only FILE's.
struct Cache: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the copies arbor keeps of other programs' large trees, or remove them with --clear.",
    discussion: """
      A large tree of another program's file is browsed through a copy with its own \
      indexes, kept in $XDG_CACHE_HOME/arbor/trees (~/.cache/arbor/trees) and removed after \
      30 days unused. Removing one is safe: it is made again when the file is next opened.
      """)

  @Argument(help: ArgumentHelp("Only the copies of this file.", valueName: "FILE"))
  var file: String?

  @Flag(help: "Remove the copies listed (all of them, or FILE's).")
  var clear = false

  func run() throws {
    let directory = AppPaths.sideCars(ProcessInfo.processInfo.environment)
    var copies = SideCarCache.copies(in: directory)
    if let file {
      let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
      copies = copies.filter { $0.file == absolute }
    }
    if copies.isEmpty {
      print(file.map { "arbor keeps no copy of \($0)." } ?? "arbor keeps no copies (\(directory) is empty).")
      return
    }
    let total = TotalText.value(Double(copies.reduce(Int64(0)) { $0 + $1.bytes }), bytes: true)
    if clear {
      for copy in copies {
        do {
          try SideCarCache.remove(copy)
        } catch {
          throw CLIError("cannot remove \(copy.location): \(error.localizedDescription)")
        }
      }
      print("Removed \(copies.count) cop\(copies.count == 1 ? "y" : "ies"), \(total).")
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
    print(
      "\(copies.count) cop\(copies.count == 1 ? "y" : "ies"), \(total), in \(directory); arbor cache --clear removes them."
    )
  }
}
