import ArborDB
import GRDB

/// A column of the tree's table that names a row of another table: a declared foreign
/// key, or one found as the rows that refer to a node are (`undeclaredReferences`: its
/// name names the table, and the values are its keys) — and Firefox's `moz_bookmarks.fk`,
/// which names its `moz_places` row and no table. The details show that row (a bookmark's
/// URL).
public struct OutgoingReference: Hashable, Sendable {
  /// The tree table's column.
  public var column: String
  /// The table it names a row of, and that table's key column.
  public var table: String
  public var key: String
}

extension ForeignSchema {
  /// The columns of `table` that name rows of other tables; the tree's own parent column,
  /// which names rows of `table`, is not among them.
  static func references(from table: String, columns: [ForeignColumn], _ db: Database) throws -> [OutgoingReference] {
    var found: [OutgoingReference] = []
    for row in try Row.fetchAll(
      db,
      #"SELECT "from", "table", "to" FROM pragma_foreign_key_list(\#(bind: table)) WHERE "table" <> \#(bind: table) COLLATE NOCASE"#
    ) {
      let other: String = row[1]
      let otherColumns = try ForeignSchema.columns(of: other, db)
      guard let key = try (row[2] as String?) ?? singleKey(of: other, columns: otherColumns, db) else { continue }
      found.append(OutgoingReference(column: row[0], table: other, key: key))
    }
    let declared = Set(found.map(\.column))
    let candidates = columns.filter { !$0.isPrimaryKey && !declared.contains($0.name) }
    guard !candidates.isEmpty else { return found }
    // `fk` names no table: the one every sampled value is a key of, that has a label to
    // show, and the smallest of those (a table of visits to places covers the places' ids
    // too, but it is larger and has no label).
    var unnamed: [String: (reference: OutgoingReference, rows: Int)] = [:]
    for other in try tables(db) where other.caseInsensitiveCompare(table) != .orderedSame {
      let names = referringNames(for: other)
      let named = candidates.filter { column in
        let name = TreeDetector.normalized(column.name)
        return names.contains(name) || name == "fk"
      }
      let otherColumns = try ForeignSchema.columns(of: other, db)
      guard !named.isEmpty, let key = try singleKey(of: other, columns: otherColumns, db) else { continue }
      let abbreviations = abbreviations(for: other)
      for column in named where !found.contains(where: { $0.column == column.name }) {
        let name = TreeDetector.normalized(column.name)
        let byName = names.contains(name)
        let labelled = try byName || ReferencedLabel.shownColumns(of: other, columns: otherColumns, key: key, db) != nil
        guard labelled else { continue }
        let share = try TreeDetector.keyShare(
          from: table, column: column.name, into: other, key: .identifier(key), skippingEmpty: true, db)
        // A short name says little: every sampled value must be a key (`fk` too).
        guard share >= (abbreviations.contains(name) || !byName ? 1 : 0.9) else { continue }
        let reference = OutgoingReference(column: column.name, table: other, key: key)
        if byName {
          found.append(reference)
        } else {
          // Counted up to a bound: a table of millions is "large" without reading it all.
          let rows = try rowCount(of: other, limit: 1_000_000, db)
          if unnamed[column.name].map({ rows < $0.rows }) ?? true { unnamed[column.name] = (reference, rows) }
        }
      }
    }
    for column in candidates.map(\.name) {
      if let chosen = unnamed[column], !found.contains(where: { $0.column == column }) {
        found.append(chosen.reference)
      }
    }
    return found
  }
}
