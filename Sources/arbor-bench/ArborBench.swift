import ArborCore
import ArgumentParser
import Foundation

struct ArborBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arbor-bench",
    abstract: "Benchmarks of arbor's query layer, observed queries and app. They print figures and never fail.",
    discussion: """
      Build them in release, as users run arbor: swift run -c release arbor-bench <benchmark>.
      With no benchmark named, the query-layer, tree and observation benchmarks run in turn.
      BENCHMARKS.md keeps the figures with the commands that made them.
      """,
    subcommands: [
      AllBenchmarks.self, InsertBenchmark.self, FetchBenchmark.self, RenderBenchmark.self, TreeBenchmark.self,
      ObserveBenchmark.self, AppBenchmark.self, MakeAppDatabase.self, ForeignBenchmark.self, MakeForeignDatabase.self,
      CommitWriter.self, DeleteBenchmark.self, NotesDeleteBenchmark.self, PathBenchmark.self, MakePathDatabase.self,
      MakeNestedDatabase.self,
      HotFunctionsCheck.self, ClusterBenchmark.self, PathRenameBenchmark.self, FailoverBenchmark.self,
      ClusterOpenBenchmark.self,
    ],
    defaultSubcommand: AllBenchmarks.self)
}

struct RowCount: ParsableArguments {
  @Option(help: "Rows inserted and fetched.")
  var rows = 1_000_000

  func validate() throws {
    guard rows > 0 else { throw ValidationError("--rows takes a positive whole number") }
  }
}

struct AllBenchmarks: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "all", abstract: "insert, fetch, render, tree and observe, in turn.")

  @OptionGroup var count: RowCount
  @Option(help: "Nodes of the tree benchmark's tree.") var treeNodes = 1_000_000

  func run() throws {
    printHeader(rows: count.rows)
    try QueryBenchmarks.insertBestOf(rows: count.rows)
    let queues = try QueryBenchmarks.databases()
    try QueryBenchmarks.insert(rows: count.rows, into: queues)
    try QueryBenchmarks.fetch(rows: count.rows, from: queues)
    QueryBenchmarks.render()
    try runTreeBenchmarks(nodes: treeNodes)
    try ObservationBenchmarks.run(commits: 200, observers: 1000)
  }
}

struct InsertBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "insert",
    abstract: "Typed inserts (one statement per row, and prepared) vs a raw C loop; best of three passes.")
  @OptionGroup var count: RowCount

  func run() throws {
    printHeader(rows: count.rows)
    try QueryBenchmarks.insertBestOf(rows: count.rows)
  }
}

struct FetchBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fetch", abstract: "Typed fetch and decode of every row (with a Date) vs a raw C loop.")
  @OptionGroup var count: RowCount

  func run() throws {
    printHeader(rows: count.rows)
    let queues = try QueryBenchmarks.databases()
    try QueryBenchmarks.insert(rows: count.rows, into: queues)
    try QueryBenchmarks.fetch(rows: count.rows, from: queues)
  }
}

struct RenderBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Building and rendering a join/where/group/having/order select.")

  func run() { QueryBenchmarks.render() }
}

struct TreeBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tree", abstract: "Recursive CTEs and an FTS5 search on a generated tree, typed vs raw C.")
  @Option(help: "Nodes of the tree.") var nodes = 1_000_000

  func validate() throws {
    guard nodes >= 20 else { throw ValidationError("--nodes takes a whole number of at least 20") }
  }

  func run() throws { try runTreeBenchmarks(nodes: nodes) }
}

struct ObserveBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "observe",
    abstract: "Observed queries: commit → value updated (this process, another process); 1,000 live observations.")
  @Option(help: "Commits timed for each latency.") var commits = 200
  @Option(help: "Live observations for the fan-out figures.") var observers = 1000

  func validate() throws {
    guard commits > 0, observers > 0 else { throw ValidationError("--commits and --observers take positive numbers") }
  }

  func run() throws { try ObservationBenchmarks.run(commits: commits, observers: observers) }
}

struct AppBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app", abstract: "The app's own operations on a database made by make-app-db.")
  @Argument(help: "An arbor database, e.g. one made by `arbor-bench make-app-db /tmp/big.db`.") var path: String

  func run() throws { try AppBenchmarks.run(path: path) }
}

struct MakeAppDatabase: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-app-db", abstract: "Writes a generated arbor database for the app benchmarks (replacing PATH).")
  @Argument(help: "Where to write it.") var path: String
  @Option(help: "Nodes: 40 % categories, 60 % items.") var nodes = 1_000_000

  func run() throws { try AppDatabaseGenerator.run(path: path, nodes: max(20, nodes)) }
}

struct ForeignBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "foreign",
    abstract: "Another program's tree (no index on its parent column, or link tables) through the side-car copy.")
  @Argument(help: "A file made by `arbor-bench make-foreign-db PATH`, or any SQLite file holding a tree.") var path:
    String
  @Option(
    help:
      "Totals per subtree of this expression, as `arbor --sum`; `position` on the generated file also times another program's change reaching the totals."
  )
  var sum: String?

  func run() throws { try ForeignBenchmarks.run(path: path, sum: sum.flatMap(TreeSum.init(option:))) }
}

struct MakeForeignDatabase: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-foreign-db",
    abstract: "Writes another program's kind of tree for the foreign benchmark (replacing PATH).")
  @Argument(help: "Where to write it.") var path: String
  @Option(help: "Rows of the tree table.") var rows = 1_000_000

  func run() throws { try ForeignBenchmarks.make(path: path, rows: max(21, rows)) }
}

/// The other process of the observation benchmark: commits one row at a time and
/// prints when each commit returned.
struct CommitWriter: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "commit-writer", shouldDisplay: false)
  @Argument var path: String
  @Option var commits = 100
  @Option var pauseMilliseconds = 120

  func run() throws {
    try ObservationBenchmarks.writeFromAnotherProcess(path: path, commits: commits, pause: pauseMilliseconds)
  }
}

func printHeader(rows: Int) {
  print("arbor-bench: \(rows) rows, SQLite \(sqliteVersion)")
}
