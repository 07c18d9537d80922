import ArborDB
import Foundation
import GRDB

/// Where a row with a blank label finds one in another table: a Firefox bookmark's
/// `fk` names its `moz_places` row, whose title or URL says what it is — declared as a
/// foreign key or not (Firefox declares none). The column is found by its values (most
/// of them keys of the other table) and by its name (`fk`, or ending in `id`); among
/// several, the one naming most rows.
enum ReferencedLabel {
  /// An SQL expression over `x` giving the referenced row's label, or nil.
  static func expression(
    of table: String, columns: [ForeignColumn], excluding: [String?], _ db: Database
  ) throws -> QueryFragment? {
    let declared = try Row.fetchAll(
      db,
      """
      SELECT "from", "table", "to" FROM pragma_foreign_key_list(\(bind: table)) WHERE "table" <> \(bind: table) COLLATE NOCASE
      """)
    var best: (expression: QueryFragment, matched: Int)?
    // A nested set's tree number (django-mptt's `tree_id`: 1, 2, 3…) matches the ids of
    // any small table: it numbers the table's own trees and refers to nothing.
    let names = Set(columns.map { TreeDetector.normalized($0.name) })
    let nested = NestedSetDetection.pairs.contains { names.contains($0.0) && names.contains($0.1) }
    for column in columns where !excluding.contains(column.name) && !column.isPrimaryKey {
      let name = TreeDetector.normalized(column.name)
      guard !TreeDetector.parentNames.contains(name), !(nested && NestedSetDetection.treeNames.contains(name)) else {
        continue
      }
      let declaredTarget = declared.first { ($0[0] as String?) == column.name }
      guard declaredTarget != nil || name == "fk" || (name.hasSuffix("id") && name.count > 2) else { continue }
      for other in try ForeignSchema.tables(db) where other != table {
        if let declaredTarget, (declaredTarget[1] as String?)?.caseInsensitiveCompare(other) != .orderedSame {
          continue
        }
        let otherColumns = try ForeignSchema.columns(of: other, db)
        let declaredKey: String? = declaredTarget?[2]
        guard let key = try declaredKey ?? ForeignSchema.singleKey(of: other, columns: otherColumns, db),
          let shown = try shownColumns(of: other, columns: otherColumns, key: key, db)
        else { continue }
        let matched = try matches(from: table, column: column.name, into: other, key: key, db)
        guard matched.total >= 1, Double(matched.found) >= 0.8 * Double(matched.total) else { continue }
        if best == nil || matched.found > best!.matched {
          let choices = shown.map { "NULLIF(trim(CAST(y.\(quote: $0) AS TEXT)), '')" as QueryFragment }
            .joined(separator: ", ")
          // SQLite's coalesce wants two arguments at least: a table with one shown column
          // (a content type's `app_label`, once found through django-mptt's `tree_id`)
          // failed every query of the tree.
          let value: QueryFragment = shown.count == 1 ? choices : "coalesce(\(choices))"
          best = (
            "(SELECT \(value) FROM \(quote: other) AS y WHERE y.\(quote: key) = x.\(quote: column.name))",
            matched.found
          )
        }
      }
    }
    return best?.expression
  }

  /// The other table's label and fallback columns (a place's title, then its URL).
  static func shownColumns(of table: String, columns: [ForeignColumn], key: String, _ db: Database) throws -> [String]?
  {
    let label = try TreeDetector.labelColumn(of: table, columns: columns, excluding: [key], db)
    let fallback = TreeDetector.fallbackColumn(columns, excluding: [key, label])
    let shown = [label, fallback].compactMap { $0 }
    return shown.isEmpty ? nil : shown
  }

  /// Of a sample of `column`'s non-NULL values, how many are keys of `into`.
  static func matches(from table: String, column: String, into other: String, key: String, _ db: Database) throws -> (
    found: Int, total: Int
  ) {
    let row = try Row.fetchOne(
      db,
      """
      SELECT count(*), sum(EXISTS (SELECT 1 FROM \(quote: other) AS y WHERE y.\(quote: key) = s.v))
      FROM (SELECT \(quote: column) AS v FROM \(quote: table) WHERE \(quote: column) IS NOT NULL LIMIT 1000) AS s
      """)
    return (row?[1] ?? 0, row?[0] ?? 0)
  }
}
