import ArborCore
import ArborDB
import ArgumentParser
import Foundation
import GRDB

/// Deleting a subtree of another program's file with `--edit` (issue "Reliability"):
/// a parent-column table with a foreign key to itself and no index on the parent column
/// (the case SQLite checks with a scan per deleted row), the subtree a chain or a cycle.
struct DeleteBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract:
      "Deleting a subtree of n rows of another program's file (parent column, with and without a cycle), and its undo.")
  @Option(parsing: .upToNextOption, help: "Subtree sizes.") var rows: [Int] = [10_000, 100_000, 1_000_000]

  func run() throws {
    for count in rows where count > 1 {
      for cycle in [false, true] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-delete-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tree.db").path
        // Foreign keys off while the rows are made: the ring's first row names a parent
        // that comes last, and SQLite would scan for its children at every later row.
        var plain = Configuration()
        plain.foreignKeysEnabled = false
        let setup = try DatabaseQueue(path: path, configuration: plain)
        try setup.writeWithoutTransaction { db in
          // Node 1 is the root; 2…n hang below it as a wide-and-deep tree (each node's
          // parent is half its number), or, for the cycle, 2…n form one ring of their own.
          try db.execute(
            sql: """
              CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES nodes(id), name TEXT NOT NULL);
              WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ?)
              INSERT INTO nodes SELECT i, CASE WHEN i = 1 THEN NULL WHEN ? THEN (CASE WHEN i = 2 THEN ? ELSE i - 1 END) ELSE i / 2 END,
                'node ' || i FROM c;
              """, arguments: [count, cycle, count])
        }
        try setup.close()
        let database = try ForeignFile.open(path: path, edit: true)
        guard let history = try ForeignFile.history(database) else { return }
        let tree = try ForeignFile.hierarchy(
          database, requested: ForeignTree(table: "nodes", parent: "parent", label: "name")
        ).0.tree
        let editor = try ForeignEditor(tree: tree, history: history)
        // The subtree: the whole tree from its root, or the whole ring from one of its rows.
        let top: DatabaseValue = cycle ? 2.databaseValue : 1.databaseValue
        // What the screen asks before it asks the user (the count in the question).
        var counted = 0
        let count = try seconds { counted = try editor.deletionCount(of: top) }
        var deleted = 0
        let delete = try seconds { deleted = try editor.deleteSubtree(top) }
        let undo = try seconds { try history.undo() }
        print(
          String(
            format: "delete %8d rows %@: count %5.2f s   delete %7.2f s   undo %7.2f s",
            deleted, cycle ? "(a cycle)" : "(a tree) ", count, delete, undo))
        if counted != deleted { print("  the count asked first (\(counted)) differs from the rows deleted") }
      }
    }
  }
}
