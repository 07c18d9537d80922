import ArborApp
import ArborCluster
import ArborClusterNotes
import ArborCore
import ArborDB
import ArborTerminal
import ArgumentParser
import Foundation

/// `arbor-bench cluster-open`: a session on a cluster's notes, from opening to its first
/// frame — the first time (every row read, the copy left on disk) and again (the copy on
/// disk caught up from the change log) — with the process's resident memory after each;
/// `--seed N` first puts N generated nodes on the cluster.
struct ClusterOpenBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cluster-open",
    abstract: "A cluster's notes opened to the first frame: first open, then reopen from the copy on disk.",
    discussion: """
      Needs a running cluster (arbor serve). With --seed N the notes are made first: N nodes, 40 % \
      categories under random earlier ones, 60 % items, sent in transactions of 2,000 rows (dqlite 1.11 failed one of 20,000 items with "disk I/O error"). \
      --phase first|reopen|both: run one open per process to read its memory alone. \
      --file PATH opens a notes file the same way instead, for comparison.
      """)
  @Argument(help: "The notes, dqlite://HOST:PORT[,…]/NAME.") var address: String?
  @Option(help: "Make the notes first, with this many nodes.") var seed: Int?
  @Option(help: "first, reopen or both.") var phase = "both"
  @Option(help: "Where the copies are kept (default: a new temporary directory).") var copies: String?
  @Option(help: "A notes file to open the same way instead of the cluster.") var file: String?
  @Option(help: "The cluster's certificate (with --key).") var cert: String?
  @Option(help: "The certificate's key.") var key: String?

  func run() throws {
    if let file {
      let start = ContinuousClock.now
      let tree = try NotesTree(database: try AppDatabase.open(path: file))
      try Self.firstFrame(of: tree, label: "file session", since: start)
      return
    }
    guard let address else { throw ValidationError("give the notes' dqlite:// address, or --file PATH") }
    let credentials = try ClusterCredentials.given(certificate: cert, key: key, environment: [:])
    let notes = try ClusterAddress(address, credentials: credentials)
    if let seed { try Self.seed(notes, nodes: seed) }
    let copies =
      copies ?? FileManager.default.temporaryDirectory.appendingPathComponent("arbor-copies-\(UUID().uuidString)").path
    print("copies in \(copies)")
    if phase == "first" || phase == "both" {
      let start = ContinuousClock.now
      let tree = try Self.open(notes, copies: copies, label: "first open, the roots shown")
      try tree.start {}
      while tree.mirror.loadingWords != nil { usleep(10_000) }
      let elapsed = Double((ContinuousClock.now - start) / .milliseconds(1)) / 1000
      print(
        String(
          format: "first open, every row in: after %.1f s; resident %@, peak %@", elapsed, Self.memory("VmRSS"),
          Self.memory("VmHWM")))
      tree.stop()
    }
    if phase == "reopen" || phase == "both" {
      let start = ContinuousClock.now
      let tree = try Self.open(notes, copies: copies, label: "reopen (copy on disk)")
      // What changed since the last session is read once the session follows the log.
      let client = ClusterClient(
        nodes: notes.nodes, database: notes.name, timeout: 5, leaderWait: 5, credentials: credentials)
      defer { client.close() }
      let newest = try client.query(#"SELECT max("seq") FROM "arborChanges""#).rows.first?.first
      try tree.start {}
      while tree.mirror.version.map({ ClusterValue.integer($0) }) != newest { usleep(1_000) }
      let elapsed = Double((ContinuousClock.now - start) / .microseconds(1)) / 1000
      print(String(format: "reopen, caught up with the cluster: after %.1f ms", elapsed))
      tree.stop()
    }
  }

  private static func open(_ address: ClusterAddress, copies: String, label: String) throws -> ClusterNotesTree {
    var tree: ClusterNotesTree!
    let start = ContinuousClock.now
    tree = try ClusterNotesTree(
      address: address, copies: copies, loading: ClusterMirror.Loading(inBackground: true))
    try firstFrame(of: tree, label: label, since: start)
    return tree
  }

  /// The screen made on `tree` and its first frame drawn (120×40); the time since
  /// `start` and the resident memory then.
  private static func firstFrame(
    of tree: any OpenTree, label: String, since start: ContinuousClock.Instant = .now
  ) throws {
    let started = start
    let keymap = try Keymap.parse(Keymap.standardText)
    let screen = try AppScreen(tree: tree, keymap: keymap, theme: Theme(entries: [:], support: .palette256))
    screen.draw(on: MemorySurface(size: Size(rows: 40, columns: 120)))
    let elapsed = Double((ContinuousClock.now - started) / .microseconds(1)) / 1000
    let nodes = try tree.database.read { db in
      try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM categories) + (SELECT count(*) FROM items)") ?? 0
    }
    print(
      String(
        format: "%@: %d nodes, first frame after %.1f ms; resident %@, peak %@", label, nodes, elapsed,
        memory("VmRSS"), memory("VmHWM")))
  }

  /// A line of /proc/self/status, e.g. "123456 kB".
  private static func memory(_ field: String) -> String {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
    return line.map { $0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces) } ?? "?"
  }

  /// `nodes` generated nodes put on the cluster, in transactions of 2,000 rows.
  private static func seed(_ address: ClusterAddress, nodes: Int) throws {
    let started = Date()
    try ClusterNotesTransfer(address: address.description, credentials: address.credentials).createEmpty()
    let client = ClusterClient(
      nodes: address.nodes, database: address.name, timeout: 120, leaderWait: 10, credentials: address.credentials)
    defer { client.close() }
    let categories = max(20, nodes * 4 / 10)
    let items = nodes - categories
    let chunk = 2_000
    func rows(_ count: Int, _ statement: String) throws {
      var first = 1
      while first <= count {
        let last = min(count, first + chunk - 1)
        _ = try client.transaction(setup: [NotesOnCluster.noSpill]) { transaction in
          try transaction.execute(
            "WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?) " + statement,
            [.integer(Int64(first)), .integer(Int64(last))])
        }
        FileHandle.standardError.write(Data("\rseeded \(first - 1 + (last - first + 1)) of \(count)".utf8))
        first = last + 1
      }
    }
    // Each category under a random earlier one (the first 20 are roots); each item in a
    // random category.
    try rows(
      categories,
      """
      INSERT INTO categories (id, parentID, name, notes, position)
      SELECT i, CASE WHEN i <= 20 THEN NULL ELSE abs(random()) % (i - 1) + 1 END,
        'Category ' || i, 'notes of category ' || i || ' ' || hex(randomblob(8)), i FROM n
      """)
    try rows(
      items,
      """
      INSERT INTO items (categoryID, title, notes, priority, status)
      SELECT abs(random()) % \(categories) + 1, 'Item ' || i, 'notes of item ' || i || ' ' || hex(randomblob(8)),
        1 + abs(random()) % 3, 'todo' FROM n
      """)
    FileHandle.standardError.write(
      Data(String(format: "\rseeded %d nodes in %.1f s\n", nodes, Date().timeIntervalSince(started)).utf8))
  }
}
