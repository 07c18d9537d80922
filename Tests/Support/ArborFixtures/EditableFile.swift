import ArborCore
import GRDB

/// Another program's file held in memory with arbor's editor on one of its trees, and
/// the undo history the editor logs to: what the edit tests read and undo.
package struct EditableFile {
  package var queue: DatabaseQueue
  package var editor: ForeignEditor
  package var history: UndoHistory

  package func rows(_ tables: [String] = ["accounts", "splits"]) throws -> [String] {
    try queue.read { db in
      try tables.flatMap { table in
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table): \($0)" }
      }
    }
  }

  package func value(_ sql: String, _ arguments: StatementArguments = []) throws -> DatabaseValue {
    try queue.read { db in try DatabaseValue.fetchOne(db, sql: sql, arguments: arguments) ?? .null }
  }
}

extension EditableFile {
  /// `schema` run in a new in-memory file with foreign keys on (as GnuCash and others turn
  /// them on), and an editor of `tree` in it.
  package static func open(_ schema: String, _ tree: ForeignTree) throws -> EditableFile {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    let queue = try DatabaseQueue(configuration: configuration)
    try queue.writeWithoutTransaction { db in try db.execute(sql: schema) }
    let resolved = try queue.read { db -> ForeignTree in
      tree.links == nil ? try ForeignHierarchy(tree: tree, db).tree : try LinkedHierarchy(tree: tree, db).tree
    }
    let history = UndoHistory(reversalsOn: queue)
    return EditableFile(queue: queue, editor: try ForeignEditor(tree: resolved, history: history), history: history)
  }
}
