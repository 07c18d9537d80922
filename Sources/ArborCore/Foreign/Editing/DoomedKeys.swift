import GRDB
import Synchronization

/// The keys of a subtree being deleted, in a temporary table of the edit's connection:
/// one `IN (SELECT …)` then deletes and saves any number of rows in one statement each.
struct DoomedKeys {
  let name: String
  private static let counter = Mutex(0)

  init(_ keys: [DatabaseValue], _ db: Database) throws {
    let number = Self.counter.withLock { value -> Int in
      value += 1
      return value
    }
    name = "temp." + ForeignTreeSQL.quote("arbor doomed \(number)")
    try db.execute(sql: "CREATE TEMP TABLE \(ForeignTreeSQL.quote("arbor doomed \(number)")) (k PRIMARY KEY) WITHOUT ROWID")
    let statement = try db.makeStatement(sql: "INSERT OR IGNORE INTO \(name) VALUES (?)")
    for key in keys {
      try statement.execute(arguments: [key])
    }
  }

  func drop(_ db: Database) throws {
    try db.execute(sql: "DROP TABLE \(name)")
  }
}
