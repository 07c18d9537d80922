import GRDB
import GRDBSQLite

extension DatabaseError {
  /// The error of a statement stepped with SQLite's C calls (the copies' and edits' hot
  /// loops bypass GRDB's statement API): `code` from `sqlite3_step`, `db`'s message.
  static func stepping(_ code: Int32, on db: Database) -> DatabaseError {
    DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
  }
}
