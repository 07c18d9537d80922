import CSQLiteConfig
import GRDB
import GRDBSQLite

/// How arbor connects to a file it did not write, following SQLite's advice for untrusted
/// databases ("Defense Against the Dark Arts"): the file's views and triggers cannot call
/// the functions a connection registers (GRDB's string functions on every connection;
/// `uuid()` where the query layer's default database is used), defensive mode, checked
/// cell sizes, no memory-mapped I/O (a damaged file must fail a read, not fault a page),
/// bounded lengths and depths (`arbor_sqlite_harden`). Queries stay interruptible: the
/// search by `InterruptibleAccess`, detection and reads by the deadlines of
/// `QueryDeadline`.
///
/// Not set here, and why: `SQLITE_DBCONFIG_ENABLE_TRIGGER` stays on, because an edit
/// must go through the file's own rules (its triggers) as its program's would;
/// `SQLITE_LIMIT_COLUMN` stays at 2,000, since wide tables are real; arbor's own notes
/// file keeps the defaults, since arbor wrote its schema.
enum ForeignConnection {
  static func harden(_ configuration: inout Configuration) {
    configuration.prepareDatabase { db in
      let code = arbor_sqlite_harden(db.sqliteConnection)
      guard code == SQLITE_OK else {
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: "SQLite refused the settings for another program's file")
      }
      try db.execute("PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON; PRAGMA mmap_size = 0")
      QueryDeadline.install(db)
      FallbackCollation.install(db)
      RowHash.install(db)
    }
  }
}
