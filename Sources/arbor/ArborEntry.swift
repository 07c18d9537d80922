import ArborCore
import ArgumentParser

/// The program's entry. A plain `arbor` or `arbor FILE` (no option, no subcommand) opens
/// the browser without ArgumentParser: building its command tree looks up protocol
/// conformances at run time, which in the statically linked binary scans every
/// conformance record it holds — 7 ms of a 30 ms first frame in the profile. Everything
/// else, `--help` included, goes through ArgumentParser as before.
@main
enum ArborEntry {
  static func main() {
    MallocArenas.useOne()
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let session = plainBrowse(arguments) else {
      Arbor.main()
      return
    }
    do {
      try session.run()
    } catch {
      // The same words and exit status ArgumentParser gives a failing `Browse`.
      Arbor.exit(withError: error)
    }
  }

  static let subcommandNames = ["browse", "new", "trees", "import", "export", "cache", "defaults", "serve", "help"]

  /// The session for `arbor` or `arbor FILE`; nil for anything ArgumentParser should read.
  static func plainBrowse(_ arguments: [String]) -> BrowseSession? {
    switch arguments.count {
    case 0:
      return BrowseSession()
    case 1:
      let argument = arguments[0]
      // Written out: asking ArgumentParser for the names costs the lookups this avoids.
      // Debug builds (the tests' binary) check the list against the configuration.
      assert(subcommandNames == Arbor.configuration.subcommands.map { $0._commandName } + ["help"])
      guard !argument.hasPrefix("-"), !argument.isEmpty, !subcommandNames.contains(argument) else { return nil }
      return BrowseSession(file: argument)
    default:
      return nil
    }
  }
}
