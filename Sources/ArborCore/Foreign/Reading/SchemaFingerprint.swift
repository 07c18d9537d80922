import ArborDB
import GRDB

extension ForeignSchema {
  /// A fingerprint of the file's schema: its version counter and a stable hash of every
  /// schema row's text (`StableHash`, the same in every process). What detection found is
  /// kept until it changes.
  static func fingerprint(_ db: Database) throws -> String {
    let version = try Int.fetchOne(db, "PRAGMA schema_version") ?? 0
    let rows = try Row.fetchAll(db, "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY rowid")
    let text = rows.map { row in (0..<4).map { (row[$0] as String?) ?? "" }.joined(separator: "\u{0}") }
    return "\(version)-" + StableHash.hex(text.joined(separator: "\u{0}\u{0}"))
  }
}
