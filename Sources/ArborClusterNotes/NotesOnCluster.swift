import ArborCluster
import ArborCore
import ArborDB
import Foundation
import GRDB

/// arbor's notes as a database of a cluster holds them: whether they are there and were
/// written by this arbor, and all of them copied into a database in memory, where the
/// importer, the exporter and the screen run as they do on a file.
public enum NotesOnCluster {
  /// Whether the database holds arbor's notes (false: it is empty); a database with
  /// anything else in it, or notes of another arbor version, is refused in words.
  public static func check(_ client: ClusterClient, address: String) throws -> Bool {
    let names = Set(try client.query("SELECT name FROM sqlite_master").rows.compactMap(text))
    if names.isEmpty { return false }
    guard names.isSuperset(of: ["categories", "grdb_migrations"]) else {
      throw ClusterNotesError("\(address): the database holds tables that are not arbor's notes; arbor leaves it alone")
    }
    let theirs = Set(try client.query("SELECT identifier FROM grdb_migrations").rows.compactMap(text))
    let ours = Set(
      try AppDatabase.inMemory().read { try String.fetchAll($0, "SELECT identifier FROM grdb_migrations") })
    guard theirs == ours else {
      let newer = !theirs.isSubset(of: ours)
      throw ClusterNotesError(
        "\(address): the notes were written by \(newer ? "a newer" : "an older") arbor; "
          + "a cluster's notes are not migrated yet, so arbor leaves them as they are")
    }
    return true
  }

  /// Every row of the cluster's notes into `notes` in place of its own; its search index
  /// is made again when `searchable` (a copy nobody searches saves the time). The rows are
  /// read first, then written in one transaction of the copy, inside which `proceed` is
  /// asked whether to write them after all, given the change-log entry they were read at
  /// (nil: the notes have no log), and may write beside them; returns its answer.
  @discardableResult
  public static func copy(
    from client: ClusterClient, into notes: AppDatabase, searchable: Bool,
    proceed: (_ version: Int64?, _ db: Database) throws -> Bool = { _, _ in true }
  ) throws -> Bool {
    let (tables, version) = try consistentRead(client)
    do {
      try notes.replaceAllNotes(searchable: searchable) { db in
        guard try proceed(version, db) else { throw NotWritten() }
        for (table, rows) in tables where !rows.columns.isEmpty {
          // Prepared once, its `?`s bound per row below.
          let placeholders = Array(repeating: QueryFragment("?"), count: rows.columns.count)
          let insert = try db.makeStatement(
            "INSERT INTO \(quote: table) (\(QueryFragment.identifiers(rows.columns))) VALUES (\(placeholders.joined(separator: ", ")))"
          )
          for row in rows.rows {
            try insert.execute(arguments: StatementArguments(row.map(databaseValue)))
          }
        }
      }
      return true
    } catch is NotWritten {
      return false
    }
  }

  private struct NotWritten: Error {}

  /// Every table's rows, as of one moment, and the change-log entry they were read at:
  /// each table is a query of its own, so the tables are read again while the change log
  /// says another writer committed meanwhile (an item read whose category was deleted
  /// before the categories were read would make a copy its foreign keys refuse). Notes
  /// without a log are read once. After five tries the entry read before the last is
  /// given: what changed since is read again by whoever follows the log.
  static func consistentRead(_ client: ClusterClient) throws -> ([(String, ClusterRows)], Int64?) {
    let newest = { () -> Int64? in (try? ChangeLog.newest(on: client)) ?? nil }
    var attempt = 0
    while true {
      attempt += 1
      let before = newest()
      let tables = try AppDatabase.noteTables.map { table in
        (table, try client.query("SELECT * FROM \(quote: table)" as QueryFragment))
      }
      if before == nil || newest() == before || attempt == 5 { return (tables, before) }
    }
  }

  /// For a connection that writes large transactions: dqlite 1.11 failed a transaction
  /// once SQLite spilled its page cache mid-way ("disk I/O error"; a subtree of 3,000 nodes
  /// deleted), so the cache holds every page until the commit.
  public static let noSpill = "PRAGMA cache_spill = OFF"

  /// The columns that name a row of one of arbor's tables (`AppDatabase.noteTables`).
  public static func keyColumns(_ table: String) -> [String] { ChangeLog.keyColumns(table) }

  /// The statements that make the change log arbors follow (`ChangeLog`), sent with the
  /// schema when notes are first put on a cluster.
  public static var changeLogSchema: [QueryFragment] { ChangeLog.schema + NotesIdentity.schema }

  /// The change log's first entry, for notes made empty: a session opens at the log's
  /// newest entry, and an empty log names none.
  static var firstChange: String { ChangeLog.commitMark }

  static func text(_ row: [ClusterValue]) -> String? {
    if case .text(let value) = row.first { return value }
    return nil
  }

  /// A value read from the cluster, as GRDB binds it.
  public static func databaseValue(_ value: ClusterValue) -> DatabaseValue {
    switch value {
    case .integer(let number): number.databaseValue
    case .real(let number): number.databaseValue
    case .text(let text): text.databaseValue
    case .blob(let bytes): Data(bytes).databaseValue
    case .null: .null
    }
  }

  /// A value read from a local database, as the cluster's wire carries it.
  public static func clusterValue(_ value: DatabaseValue) -> ClusterValue {
    switch value.storage {
    case .int64(let number): .integer(number)
    case .double(let number): .real(number)
    case .string(let text): .text(text)
    case .blob(let data): .blob([UInt8](data))
    case .null: .null
    }
  }
}

/// What arbor could not do with a cluster's notes, in words.
public struct ClusterNotesError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
