import ArborApp
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

struct Arbor: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arbor",
    abstract: "Browse and search hierarchical notes and tasks in the terminal.",
    discussion: """
      With no PATH, arbor opens $XDG_DATA_HOME/arbor/arbor.db (~/.local/share/arbor/arbor.db), \
      creating it with demo data on first run. Every subcommand uses that database unless \
      given --db PATH. Keys: press ? in the app.

      Another program's SQLite file (bookmarks, accounts, notes, categories) opens read-only \
      as a tree: arbor finds the table whose rows name a parent row. `arbor trees FILE` \
      lists the candidates; `arbor FILE --table T --parent C` chooses one; `--edit` allows \
      renaming, adding, deleting and moving rows (u undoes). `--sum EXPR` shows each \
      subtree's total, as ncdu shows sizes (s sorts by it); an SQLite archive shows its \
      directories' sizes by itself.

      `arbor dqlite://HOST:PORT[,HOST:PORT…]/NAME` browses and edits the notes a dqlite \
      cluster holds (nodes run by `arbor serve`); others' edits on any node show within a \
      fraction of a second.
      """,
    version: arborVersion,
    subcommands: [Browse.self, New.self, Trees.self, Import.self, Export.self, Cache.self, Defaults.self, Serve.self],
    defaultSubcommand: Browse.self)
}

/// `arbor --version`.
let arborVersion = "0.5.0"

struct Defaults: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a built-in file: the keymap or the theme, to copy into ~/.config/arbor/ and change.")

  @Argument(help: ArgumentHelp("keymap or theme", valueName: "NAME"))
  var name: String

  func validate() throws {
    if !["keymap", "theme"].contains(name) { throw ValidationError("NAME is keymap or theme.") }
  }

  func run() throws {
    print(try ArborResources.text(named: name + ".conf"))
  }
}

/// `--db PATH`, shared by the subcommands.
struct DatabaseOption: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The database file; for import and export also a cluster's notes, dqlite://HOST:PORT[,HOST:PORT…]/NAME.",
      valueName: "PATH"))
  var path: String?

  var resolvedPath: String { path ?? AppPaths.defaultDatabase() }
  var isDefault: Bool { path == nil }
}
