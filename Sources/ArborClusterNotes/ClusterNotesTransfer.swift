import ArborCluster
import ArborCore
import ArborDB
import Foundation
import GRDB

/// arbor's notes in a database of a dqlite cluster imported and exported whole, for
/// `arbor import` and `arbor export` with `--db dqlite://HOST:PORT[,HOST:PORT…]/NAME`.
///
/// The notes are read into a database in memory with arbor's own schema, and the importer
/// and exporter run there as on a file: one code path for both engines, and the same
/// checks (a missing `--into` category, a cycle) before anything reaches the cluster. An
/// import then sends only the rows it added, in one transaction at the leader, so the
/// cluster has all of them or none; its own triggers (the same schema, sent on the first
/// import) keep its search index and progress. Rows are sent with their ids: another
/// arbor adding rows meanwhile makes the transaction fail whole, and the import is tried
/// again.
public struct ClusterNotesTransfer {
  let client: ClusterClient
  /// As given, for messages.
  let address: String

  /// With `credentials`, every connection to the cluster is TLS.
  public init(address: String, credentials: ClusterCredentials? = nil) throws {
    self.address = address
    let parsed: ClusterAddress
    do { parsed = try ClusterAddress(address) } catch { throw ClusterNotesError(error.description) }
    client = ClusterClient(nodes: parsed.nodes, database: parsed.name, credentials: credentials)
  }

  /// The cluster's notes in memory; `hasSchema` false when its database holds no notes yet
  /// (the copy is then empty).
  func load() throws -> (notes: AppDatabase, hasSchema: Bool) {
    let notes = try AppDatabase.inMemory()
    let hasSchema: Bool
    hasSchema = try NotesOnCluster.check(client, address: address)
    if hasSchema { try NotesOnCluster.copy(from: client, into: notes, searchable: false) }
    try notes.write { db in
      // Nothing searches this copy: its search index is not kept (100,000 nodes were
      // imported in 11 s with it, most of it indexing).
      for trigger in try String.fetchAll(
        db, #"SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%"searchIndex"%'"#)
      {
        try db.execute("DROP TRIGGER \(quote: trigger)")
      }
    }
    return (notes, hasSchema)
  }

  /// Imports `tree` (under `into` when given) into the cluster's notes; the rows it adds
  /// are committed together or not at all.
  public func importTree(_ tree: ImportTree, into: Int?, progress: (Int, Int) -> Void) throws {
    let (notes, hasSchema) = try load()
    try notes.write { db in
      for table in AppDatabase.noteTables {
        try db.execute("CREATE TEMP TABLE \(quote: "before_" + table) AS SELECT * FROM \(quote: table)")
      }
    }
    _ = try Importer.run(tree, into: into, database: notes, progress: progress)
    // The schema as a new notes file has it (the copy's search triggers are dropped), and
    // the change log that arbors browsing the notes follow.
    let schema = hasSchema ? [] : try Self.schema(of: try AppDatabase.inMemory()) + NotesOnCluster.changeLogSchema
    let added = try notes.read { db in try Self.addedRows(db) }
    // The schema commits first, alone: made in the same transaction as thousands of rows,
    // dqlite 1.11 failed the transaction ("disk I/O error" at the 4,096th category). A
    // failed import then leaves empty notes, which the next one fills.
    if !schema.isEmpty {
      try client.transaction(setup: [NotesOnCluster.noSpill]) { transaction in
        for statement in schema { try transaction.execute(statement) }
      }
    }
    do {
      try send(added)
    } catch let error as ClusterError where error.refusal == .taken {
      throw ClusterNotesError(
        "\(address): another arbor added notes meanwhile; nothing was imported, so run the import again")
    }
  }

  /// Empty notes in the cluster's database (`arbor new dqlite://…`): arbor's schema and the
  /// change log, with the log's first entry, so that sessions can open and follow them, in
  /// one transaction. A database that holds anything already is refused in words.
  public func createEmpty() throws {
    guard try !NotesOnCluster.check(client, address: address) else {
      throw ClusterNotesError("\(address) holds notes already: open them with arbor \(ShellQuote.word(address))")
    }
    let schema = try Self.schema(of: try AppDatabase.inMemory()) + NotesOnCluster.changeLogSchema
    try client.transaction(setup: [NotesOnCluster.noSpill]) { transaction in
      for statement in schema { try transaction.execute(statement) }
      try transaction.execute(NotesOnCluster.firstChange)
    }
  }

  /// The rows an import added, in one transaction.
  private func send(_ added: [(String, [String], [[DatabaseValue]])]) throws {
    try client.transaction(setup: [NotesOnCluster.noSpill]) { transaction in
      for (table, columns, rows) in added {
        // Many rows a statement: each statement is a round trip to the leader (a row each
        // took 100,000 nodes 42 s over loopback).
        let head: QueryFragment = "INSERT INTO \(quote: table) (\(QueryFragment.identifiers(columns))) VALUES "
        var start = 0
        while start < rows.count {
          let batch = rows[start..<min(start + max(1, Wire.valuesPerStatement / columns.count), rows.count)]
          let tuples = batch.map { "(\(QueryFragment.values($0)))" as QueryFragment }
          try transaction.execute(head + tuples.joined(separator: ", "))
          start += batch.count
        }
      }
    }
  }

  /// The statements that make arbor's schema, as SQLite keeps them, and the migrations it
  /// records: a virtual table's own tables are made by the virtual table.
  static func schema(of notes: AppDatabase) throws -> [QueryFragment] {
    try notes.read { db in
      let entries = try Row.fetchAll(
        db, "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
      let shadow = Set(
        try String.fetchAll(db, "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'shadow'"))
      var statements: [QueryFragment] = []
      for entry in entries {
        let name: String = entry["name"]
        if shadow.contains(name) { continue }
        // The statement as SQLite keeps it for our own empty notes: SQL already.
        statements.append(QueryFragment(entry["sql"]))
      }
      for identifier in try String.fetchAll(db, "SELECT identifier FROM grdb_migrations ORDER BY rowid") {
        statements.append(#"INSERT INTO "grdb_migrations" ("identifier") VALUES (\#(bind: identifier))"#)
      }
      return statements
    }
  }

  /// The rows the import added to each table, in key order, as the cluster binds them;
  /// a row the import changed or removed (none should) is refused.
  static func addedRows(_ db: Database) throws -> [(String, [String], [[DatabaseValue]])] {
    var added: [(String, [String], [[DatabaseValue]])] = []
    for table in AppDatabase.noteTables {
      let name = QueryFragment.identifier(table)
      let before = QueryFragment.identifier("before_" + table)
      let key = QueryFragment.identifiers(NotesOnCluster.keyColumns(table))
      let changed =
        try Int.fetchOne(db, "SELECT count(*) FROM (SELECT * FROM temp.\(before) EXCEPT SELECT * FROM main.\(name))")
        ?? 0
      guard changed == 0 else {
        throw ClusterNotesError(
          "the import changed \(changed) existing rows of \(table); nothing was sent to the cluster")
      }
      let rows = try Row.fetchAll(
        db, "SELECT * FROM (SELECT * FROM main.\(name) EXCEPT SELECT * FROM temp.\(before)) ORDER BY \(key)")
      guard let first = rows.first else { continue }
      added.append((table, Array(first.columnNames), rows.map { row in Array(row.databaseValues) }))
    }
    return added
  }

  /// The cluster's notes as JSON or Markdown, written to `output`.
  public func export(_ format: Exporter.Format, to output: (String) -> Void) throws {
    let (notes, hasSchema) = try load()
    guard hasSchema else {
      throw ClusterNotesError(
        "\(address): no notes there yet (arbor import FILE --db \(ShellQuote.word(address)) puts some)")
    }
    try Exporter.run(format, database: notes, to: output)
  }
}
