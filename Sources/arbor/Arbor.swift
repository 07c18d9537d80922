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
      """,
    version: arborVersion,
    subcommands: [Browse.self, Trees.self, Import.self, Export.self, Defaults.self],
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
  @Option(name: .customLong("db"), help: ArgumentHelp("The database file.", valueName: "PATH"))
  var path: String?

  var resolvedPath: String { path ?? AppPaths.defaultDatabase() }
  var isDefault: Bool { path == nil }
}

struct Browse: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Open the full-screen browser (the default).")

  @Argument(help: ArgumentHelp("A database file to open or create.", valueName: "PATH"))
  var file: String?

  @OptionGroup var database: DatabaseOption

  @Flag(help: "Open the file without ever writing to it.")
  var readOnly = false

  @Flag(help: ArgumentHelp(
    "Another program's file: allow changing its tree (rename, add, delete, move; u undoes). It opens read-only otherwise."))
  var edit = false

  @OptionGroup var treeOptions: TreeOptions

  func validate() throws {
    try treeOptions.check()
    if edit && readOnly { throw ValidationError("--edit and --read-only contradict each other: choose one.") }
  }

  func run() throws {
    try BrowseSession(
      file: file, databasePath: database.path, readOnly: readOnly, edit: edit, tree: treeOptions.tree, sums: treeOptions.treeSums
    ).run()
  }
}

/// `--table T --parent C [--id C] [--label EXPR] [--order C]`: which tree of another
/// program's file to show.
struct TreeOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Another program's file: the table holding the tree.", valueName: "T"))
  var table: String?

  @Option(help: ArgumentHelp("The column naming each row's parent (with --table).", valueName: "C"))
  var parent: String?

  @Option(help: ArgumentHelp("The key column (default: the primary key, else the rowid).", valueName: "C"))
  var id: String?

  @Option(help: ArgumentHelp("The label: a column or an SQL expression over the row (default: detected).", valueName: "EXPR"))
  var label: String?

  @Option(help: ArgumentHelp("A position column ordering siblings (default: by label).", valueName: "C"))
  var order: String?

  @Option(help: ArgumentHelp(
    "Tables of (child, parent) rows linking the nodes of --table, comma-separated; --child and --parent name their columns.",
    valueName: "L[,L…]"))
  var links: String?

  @Option(help: ArgumentHelp("With --links: the column naming the child node.", valueName: "C"))
  var child: String?

  @Option(help: ArgumentHelp(
    "Instead of --parent: a column of paths (a/b/c); directories that are only prefixes become nodes too.", valueName: "C"))
  var path: String?

  @Option(help: ArgumentHelp("With --path: what joins the levels (default /; e.g. . : :: | or $'\\x1f').", valueName: "S"))
  var separator: String?

  @Option(help: ArgumentHelp("With --path: levels of N characters each, no separator (django-treebeard: 4).", valueName: "N"))
  var step: Int?

  @Option(help: ArgumentHelp("Instead of --parent: a nested set's left and right columns (parents come from the intervals).", valueName: "LFT,RGT"))
  var nested: String?

  @Option(help: ArgumentHelp("With --nested: the column telling the table's trees apart (tree_id).", valueName: "C"))
  var treeID: String?

  @Option(help: ArgumentHelp("Instead of --parent: a closure table of --table's rows (every ancestor, descendant pair).", valueName: "T"))
  var closure: String?

  @Option(help: ArgumentHelp("With --closure: its ancestor column.", valueName: "C"))
  var ancestor: String?

  @Option(help: ArgumentHelp("With --closure: its descendant column.", valueName: "C"))
  var descendant: String?

  @Option(help: ArgumentHelp("With --closure: the distance column (1 for a parent; default: worked out).", valueName: "C"))
  var depth: String?

  @Option(help: ArgumentHelp(
    "Totals per subtree: add up an SQL expression over each row (a column, or a subquery into other tables); NAME=EXPR names it. Sizes (size=, sz, bytes) show in KiB, MiB. Give it again for more sums (--sum size=sz --sum files=1): rows show the first, details and export all.",
    valueName: "[NAME=]EXPR"))
  var sum: [String] = []

  @Option(help: ArgumentHelp(
    "Whether each row's value already holds its subtree's total, as a disk-usage tool stores a directory's size: stored (shown as stored), added (added up), auto (found from the values; the default).",
    valueName: "auto|stored|added"))
  var totals: String?

  var isGiven: Bool { table != nil }

  /// Each `--sum` as given (with `--totals`), in order.
  var treeSums: [TreeSum] {
    sum.compactMap(TreeSum.init(option:)).map { given in
      var found = given
      found.stored = totals == "stored" ? true : totals == "added" ? false : nil
      return found
    }
  }

  func check() throws {
    if closure != nil && (ancestor == nil || descendant == nil) {
      throw ValidationError("--closure T needs --ancestor C and --descendant C.")
    }
    if (ancestor != nil || descendant != nil || depth != nil) && closure == nil {
      throw ValidationError("--ancestor, --descendant and --depth go with --closure T.")
    }
    if closure != nil && (parent != nil || links != nil || path != nil || nested != nil) {
      throw ValidationError("--closure is instead of --parent, --links, --path and --nested.")
    }
    if table != nil && parent == nil && path == nil && nested == nil && closure == nil {
      throw ValidationError("--table needs --parent C (the column naming each row's parent), --path C (a column of paths) or --nested LFT,RGT.")
    }
    if table == nil && (parent != nil || id != nil || label != nil || order != nil || links != nil || path != nil || nested != nil) {
      throw ValidationError("--parent, --path, --nested, --id, --label, --order and --links go with --table T.")
    }
    if nested != nil && (parent != nil || links != nil || path != nil) { throw ValidationError("--nested is instead of --parent, --links and --path.") }
    if let nested, nested.split(separator: ",").count != 2 { throw ValidationError("--nested takes two columns: --nested LFT,RGT.") }
    if treeID != nil && nested == nil { throw ValidationError("--tree-id goes with --nested LFT,RGT.") }
    if path != nil && (parent != nil || links != nil) { throw ValidationError("--path is instead of --parent and --links.") }
    if path == nil && (separator != nil || step != nil) { throw ValidationError("--separator and --step go with --path C.") }
    if separator != nil && step != nil { throw ValidationError("Give --separator S or --step N, not both.") }
    if separator == "" { throw ValidationError("--separator cannot be empty (--step N splits fixed-width levels).") }
    if let step, step < 1 { throw ValidationError("--step must be 1 or more.") }
    if (links == nil) != (child == nil) { throw ValidationError("--links L and --child C go together.") }
    if sum.contains(where: { TreeSum(option: $0) == nil }) { throw ValidationError("--sum needs an expression: --sum size=sz, --sum 'price * quantity'.") }
    let names = treeSums.map(\.name)
    if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw ValidationError("Two sums are named “\(twice)”: name them apart, --sum size=sz --sum files=1.")
    }
    if let totals, !["auto", "stored", "added"].contains(totals) { throw ValidationError("--totals is auto, stored or added, not “\(totals)”.") }
    if totals != nil && sum.isEmpty { throw ValidationError("--totals goes with --sum [NAME=]EXPR.") }
  }

  var tree: ForeignTree? {
    if let table, let closure, let ancestor, let descendant {
      var tree = ForeignTree.closure(of: table, in: closure, ancestor: ancestor, descendant: descendant, depth: depth)
      tree.id = id
      tree.label = label
      return tree
    }
    if let table, let nested {
      let bounds = nested.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      var tree = ForeignTree.nestedSets(in: table, left: bounds.first ?? "", right: bounds.last ?? "", treeID: treeID)
      tree.id = id
      tree.label = label
      return tree
    }
    if let table, let path {
      var tree = ForeignTree.paths(in: table, column: path, separator: separator, step: step)
      tree.label = label
      return tree
    }
    guard let table, let parent else { return nil }
    let linkTables = links.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    return ForeignTree(table: table, id: id, parent: parent, label: label, order: order, links: linkTables, child: child)
  }
}

struct Trees: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the trees in another program's SQLite file, with the command that opens each.",
    discussion: "The file is only read. Counting roots, depth and cycles reads every row's key and parent once.")

  @Argument(help: ArgumentHelp("An SQLite file.", valueName: "FILE"))
  var file: String

  func run() throws {
    do {
      let lines = try FileTraces.leavingNone(at: file) { try survey() }
      print(lines.joined(separator: "\n"))
    } catch {
      throw CLIError(error)
    }
  }

  private func survey() throws -> [String] {
    let database = try ForeignFile.open(path: file)
    return try database.read { db in
      let candidates = try TreeDetector.candidates(db)
      if candidates.isEmpty {
        return ["No table in \(file) looks like a tree (no column refers to its own table's rows or holds paths).",
                "Name one: arbor \(ShellQuote.word(file)) --table T --parent C, or --table T --path C"]
      }
      var lines: [String] = []
      for (number, candidate) in candidates.enumerated() {
        // One candidate that cannot be read (a view that fails, an odd collation) is said
        // to be so; the others are still listed.
        do {
          lines += try describe(candidate, number: number + 1, db)
          if let sum = try TreeDetector.proposedSum(for: candidate.tree, db) {
            var summed = candidate.tree
            summed.sum = sum
            lines.append("   with totals per subtree: arbor \(ShellQuote.word(file)) \(summed.commandLineOptions)")
          }
        } catch where !QueryDeadline.isInterruption(error) {
          lines.append("\(number + 1). table \(candidate.tree.table) \(candidate.tree.describedHow): could not be read (\(CLIError(error).description))")
        }
      }
      return lines
    }
  }

  private func describe(_ candidate: TreeCandidate, number: Int, _ db: Database) throws -> [String] {
    var lines: [String] = []
    if candidate.tree.closure != nil {
      let closure = try ClosureHierarchy(tree: candidate.tree, db)
      let tree = closure.tree
      lines.append("\(number). table \(tree.table) \(tree.describedHow) (ancestor \(tree.ancestor ?? ""), descendant \(tree.descendant ?? "")), label \(tree.label ?? "(key)") — \(candidate.evidence)")
      lines.append("   \(candidate.rows) nodes")
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    if candidate.tree.nested != nil {
      let nested = try NestedSetHierarchy(tree: candidate.tree, db)
      let tree = nested.tree
      let roots = try nested.childCounts(of: nil, db).total
      lines.append("\(number). table \(tree.table): \(tree.describedHow)\(tree.treeID.map { " by \($0)" } ?? ""), label \(tree.label ?? "(key)") — \(candidate.evidence)")
      lines.append("   \(candidate.rows) rows" + (nested.readsCopy ? ", \(roots) root\(roots == 1 ? "" : "s")" : ""))
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    if candidate.tree.path != nil {
      let paths = try PathHierarchy(tree: candidate.tree, db)
      let survey = try TreeSurvey.survey(paths: paths, db)
      let tree = paths.tree
      lines.append("\(number). table \(tree.table): \(tree.describedHow), split \(paths.splitter.options.joined(separator: " ")), label \(tree.label ?? "(last level)") — \(candidate.evidence)")
      lines.append("   \(survey.nodes) rows, \(survey.roots) first level\(survey.roots == 1 ? "" : "s"), \(survey.depth) level\(survey.depth == 1 ? "" : "s") deep")
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    if let links = candidate.tree.links, let child = candidate.tree.child {
      let linked = try LinkedHierarchy(tree: candidate.tree, db)
      let tree = linked.tree
      let several = try linked.nodesWithSeveralParents(db)
      lines.append("\(number). table \(tree.table) linked by \(links.joined(separator: ", ")) (child \(child), parent \(tree.parent)), label \(tree.label ?? "(key)"), order \(tree.order ?? "(by label)")")
      lines.append("   \(candidate.rows) nodes, \(several) with several parents")
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    let hierarchy = try ForeignHierarchy(tree: candidate.tree, db)
    let survey = try TreeSurvey.survey(hierarchy, db)
    let tree = hierarchy.tree
    lines.append("\(number). table \(tree.table): parent \(tree.parent), id \(tree.id ?? "rowid"), label \(tree.label ?? "(key)"), order \(tree.order ?? "(by label)") — \(candidate.evidence)")
    lines.append("   \(survey.nodes) nodes, \(survey.roots) root\(survey.roots == 1 ? "" : "s"), \(survey.depth) level\(survey.depth == 1 ? "" : "s") deep, \(survey.inCycles) in cycles")
    lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
    return lines
  }
}

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
      let app = try AppDatabase.open(path: database.resolvedPath)
      let total = tree.count
      let showProgress = total >= 10_000 && isatty(2) == 1
      try Importer.run(tree, into: into, database: app) { done, total in
        if showProgress { writeStandardError("\rimporting \(done)/\(total)") }
      }
      if showProgress { writeStandardError("\n") }
      print("Imported \(tree.nodes.count) categories and \(total - tree.nodes.count) items into \(database.resolvedPath).")
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(error)
    }
  }
}

struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the whole tree as JSON or Markdown.",
    discussion: """
      With FILE, another program's SQLite file: its tree (detected, remembered, or chosen with \
      --table … or --links … as for browsing) as nested JSON that `arbor import` reads, or as a \
      Markdown outline. A node with several parents is written in full under the first and by \
      name under the others.
      """)

  @Argument(help: ArgumentHelp("The SQLite file to export a tree from (default: arbor's own notes).", valueName: "FILE"))
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
        try FileTraces.leavingNone(at: file) { try exportForeign(file, to: sink) }
      } else {
        let app = try AppDatabase.open(path: database.resolvedPath, readOnly: true)
        try Exporter.run(json ? .json : .markdown, database: app) { sink.write($0) }
        sink.flush()
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(error)
    }
  }

  /// Any file's tree, through the open tree it makes: arbor's notes, or another program's
  /// tree of any shape.
  private func exportForeign(_ file: String, to sink: OutputSink) throws {
    let environment = ProcessInfo.processInfo.environment
    let tree = try OpenTrees.open(
      path: file,
      OpenOptions(readOnly: true, tree: treeOptions.tree, sums: treeOptions.treeSums, choicesLocation: AppPaths.treeChoices(environment)))
    defer { tree.stop() }
    let left = try tree.export(json ? .json : .markdown) { sink.write($0) }
    sink.flush()
    if left > 0 { writeStandardError("arbor: \(left) node\(left == 1 ? "" : "s") changed while reading and left out\n") }
    // A damaged file exports what could be read, and says so with a failing exit.
    if let problem = tree.database.integrity?.waitForOutcome() {
      throw CLIError("\(file) is damaged (SQLite's check: \(problem)): the export holds only what could be read. Copy the file out with: sqlite3 FILE .recover")
    }
  }
}

/// Buffers output so a big export is not one system call per line.
final class OutputSink {
  let handle: FileHandle
  var buffer = Data()

  init(handle: FileHandle) { self.handle = handle }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  func flush() {
    handle.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A failure to report in words, without a usage dump.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }

  /// `error` in words for the terminal: SQLite's message, never the SQL statement that
  /// met it (a statement over a wide table is kilobytes of text nobody asked for).
  init(_ error: any Error) {
    if let error = error as? DatabaseError {
      description = "SQLite error \(error.resultCode.primaryResultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
    } else {
      description = "\(error)"
    }
  }
}
