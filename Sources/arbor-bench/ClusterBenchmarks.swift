import ArborApp
import ArborCluster
import ArborClusterNotes
import ArborCore
import ArborDB
import ArborTerminal
import ArgumentParser
import Foundation

struct ClusterBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cluster",
    abstract:
      "A cluster's notes: opening, moves, expands and search keys on the copy, an edit's commit-to-visible time.",
    discussion: """
      Needs at least two nodes of a running cluster holding notes (arbor import FILE --db ADDRESS): \
      the edits are made through the first node named and watched through the second.
      """)
  @Argument(help: "The notes, dqlite://HOST:PORT,HOST:PORT[,…]/NAME.") var address: String
  @Option(help: "A notes file with the same notes, browsed the same way for comparison.") var file: String?
  @Option(help: "Edits timed.") var edits = 200
  @Option(help: "The cluster's certificate, for a cluster served in TLS (with --key).") var cert: String?
  @Option(help: "The certificate's key.") var key: String?

  func run() throws {
    let credentials = try ClusterCredentials.given(certificate: cert, key: key, environment: [:])
    let address = try ClusterAddress(address, credentials: credentials)
    guard address.nodes.count >= 2 else {
      throw ValidationError("name two nodes: edits go through one, the other watches")
    }
    try ClusterBenchmarks.run(address, file: file, edits: max(1, edits))
  }
}

/// `arbor-bench cluster`: what a session on a cluster's notes costs, beside a file's.
enum ClusterBenchmarks {
  static func run(_ address: ClusterAddress, file: String?, edits: Int) throws {
    let watchedAddress = try ClusterAddress(
      "dqlite://\(address.nodes[1])/\(address.name)", credentials: address.credentials)
    var editing: ClusterNotesTree!
    let open = try milliseconds {
      editing = try ClusterNotesTree(
        address: try ClusterAddress("dqlite://\(address.nodes[0])/\(address.name)", credentials: address.credentials))
    }
    let nodes = try editing.database.read { db in
      try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM categories) + (SELECT count(*) FROM items)") ?? 0
    }
    print(String(format: "open: %d nodes copied           %9.1f ms", nodes, open))
    let watching = try ClusterNotesTree(address: watchedAddress)
    try editing.start {}
    try watching.start {}
    defer {
      editing.stop()
      watching.stop()
    }

    print("— browsing the cluster's copy")
    try browse(editing)
    if let file {
      print("— browsing the file \(file)")
      try browse(try NotesTree(database: try AppDatabase.open(path: file)))
    }

    // A rename through the first node; the time until the second node's copy has it.
    let editor = try editing.editor ?? { throw ValidationError("the notes opened read-only") }()
    let target = try editing.database.read { db in try Int.fetchOne(db, sql: "SELECT min(id) FROM categories") }
    guard let target else { throw ValidationError("the notes have no category to rename") }
    var commits: [Double] = []
    var visible: [Double] = []
    for round in 0..<edits {
      let name = "Renamed \(round) \(UUID().uuidString.prefix(8))"
      commits.append(try milliseconds { try editor.renameCategory(target, to: name) })
      let committed = Date()
      while try watching.database.read({ db in
        try String.fetchOne(db, sql: "SELECT name FROM categories WHERE id = ?", arguments: [target])
      }) != name {
        usleep(200)
        if Date().timeIntervalSince(committed) > 10 { throw ValidationError("a rename did not show within 10 s") }
      }
      visible.append(Date().timeIntervalSince(committed) * 1000)
    }
    print("edit (rename) committed         " + latencySummary(commits))
    print("commit → visible on another node " + latencySummary(visible))
  }

  /// Moves and expands with their frames, and search keys, on `tree`.
  static func browse(_ tree: any OpenTree) throws {
    let keymap = try Keymap.parse(Keymap.standardText)
    let theme = Theme(entries: [:], support: .palette256)
    let screen = try AppScreen(tree: tree, keymap: keymap, theme: theme)
    let surface = MemorySurface(size: Size(rows: 40, columns: 120))
    screen.draw(on: surface)
    AppBenchmarks.measureBrowsing(screen, on: surface, rounds: 200)
    var keys: [Double] = []
    for text in ["b", "br", "bra", "brai", "k", "ka", "kab", "ste", "plo", "pleas gr"] {
      try tree.database.read { db in
        keys.append(try milliseconds { _ = try tree.hierarchy.search(text, ranked: true, limit: 50, db) })
      }
    }
    print("search key, best 50             " + latencySummary(keys))
  }
}
