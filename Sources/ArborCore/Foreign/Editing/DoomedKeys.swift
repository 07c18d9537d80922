import ArborDB
import GRDB
import GRDBSQLite
import Synchronization

/// The keys of a subtree being deleted, in a temporary table of the edit's connection:
/// one `IN (SELECT …)` then deletes and saves any number of rows in one statement each.
struct DoomedKeys {
  let name: QueryFragment
  private static let counter = Mutex(0)

  init(_ keys: [DatabaseValue], _ db: Database) throws {
    let number = Self.counter.withLock { value -> Int in
      value += 1
      return value
    }
    let table = "arbor doomed \(number)"
    name = "temp.\(quote: table)"
    try db.execute("CREATE TEMP TABLE \(quote: table) (k PRIMARY KEY) WITHOUT ROWID")
    // Prepared once, its `?` bound per key below.
    let statement = try db.makeStatement("INSERT OR IGNORE INTO \(name) VALUES (?)")
    let handle = statement.sqliteStatement
    for key in keys {
      // Integers (the usual keys) bound directly: GRDB's checked path cost more than the
      // insert itself at a million keys.
      guard case .int64(let value) = key.storage else {
        try statement.execute(arguments: [key])
        continue
      }
      sqlite3_bind_int64(handle, 1, value)
      let code = sqlite3_step(handle)
      sqlite3_reset(handle)
      guard code == SQLITE_DONE else {
        throw DatabaseError.stepping(code, on: db)
      }
    }
  }

  func drop(_ db: Database) throws {
    try db.execute("DROP TABLE \(name)")
  }
}
