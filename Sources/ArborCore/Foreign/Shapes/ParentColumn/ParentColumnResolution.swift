import ArborDB
import Foundation
import GRDB

/// A parent column's `ForeignTree` checked against the file: names resolved to the schema's spelling,
/// the key (a column or the rowid), the label (given, or detected) and its fallback.
struct ParentColumnResolution {
  var tree: ForeignTree
  var sql: ForeignTreeSQL
  var columns: [ForeignColumn]
  var references: [ForeignReference]
  var refersTo: [OutgoingReference]

  init(_ requested: ForeignTree, _ db: Database) throws {
    guard let table = try ForeignSchema.tableName(requested.table, db) else {
      throw OpenError(
        description: "there is no table “\(requested.table)” in this file (`arbor trees FILE` lists the trees it holds)"
      )
    }
    guard case .parentColumn(let requestedParent, let requestedRoots) = requested.shape else {
      throw OpenError(description: "--table \(requested.table) needs --parent C, the column naming each row's parent")
    }
    var resolved = requested
    resolved.table = table
    let columns = try ForeignSchema.columns(of: table, db)
    func column(_ name: String, _ option: String) throws -> String {
      try ForeignSchema.column(name, of: table, in: columns, option: option)
    }
    let parent = try column(requestedParent, "--parent")
    var roots: [String]?
    let (id, keyColumn) = try ForeignSchema.key(of: table, columns: columns, requested: requested.id, db)
    resolved.id = id
    if let named = requestedRoots {
      guard named.count == 2, let rootsTable = try ForeignSchema.tableName(named[0], db) else {
        throw OpenError(description: "--roots: there is no table “\(named.first ?? "")” in this file")
      }
      let rootsColumn = try ForeignSchema.column(
        named[1], of: rootsTable, in: try ForeignSchema.columns(of: rootsTable, db), option: "--roots")
      roots = [rootsTable, rootsColumn]
    }
    resolved.shape = .parentColumn(parent: parent, roots: roots)
    if let order = requested.order { resolved.order = try column(order, "--order") }
    let label = try ForeignSchema.label(
      requested.label, of: table, columns: columns, excluding: [resolved.id, parent], db)
    resolved.label = label?.column ?? requested.label
    let labelExpression = label?.expression ?? "x.\(keyColumn)"
    // A blank label: another text column of the row (a URL), else the label of the row
    // another table's row it refers to (a bookmark's place).
    let excluded = [resolved.id, parent, resolved.label, resolved.order]
    let fallbackColumn = TreeDetector.fallbackColumn(columns, excluding: excluded).map {
      "x.\(quote: $0)" as QueryFragment
    }
    let referenced =
      fallbackColumn == nil ? try ReferencedLabel.expression(of: table, columns: columns, excluding: excluded, db) : nil
    // Last, a GUID that is a word padded out (Firefox's root has no title and the GUID
    // `root________`): the word; and a separator, a rule — before the bare key.
    let pieces = [fallbackColumn ?? referenced, ForeignSchema.guidWord(columns), Self.separatorRule(table, columns)]
      .compactMap { $0 }
    let named: QueryFragment? =
      pieces.count > 1
      ? "coalesce(\(pieces.map { "NULLIF(trim(CAST((\($0)) AS TEXT)), '')" as QueryFragment }.joined(separator: ", ")))"
      : nil
    try ForeignSchema.checkSums(of: requested, into: &resolved, table: table, db)
    tree = resolved
    self.columns = columns
    sql = ForeignTreeSQL(
      tree: resolved, parentColumn: parent, roots: roots, keyColumn: keyColumn, labelExpression: labelExpression,
      fallback: named ?? fallbackColumn ?? referenced, fallbackLooksUp: referenced != nil,
      rowid: try ForeignSchema.rowid(of: table, columns: columns, db).map { QueryFragment($0) })
    references = try ForeignSchema.references(to: table, key: resolved.id, db)
    refersTo = (try? ForeignSchema.references(from: table, columns: columns, db)) ?? []
  }

  /// What a rule looks like in the tree: a separator's label.
  static let rule = String(repeating: "─", count: 12)

  /// A separator, by the program's own convention, as a rule: Firefox's bookmarks of
  /// type 3 (no title, no place: shown as their ids before). Nil for other tables.
  static func separatorRule(_ table: String, _ columns: [ForeignColumn]) -> QueryFragment? {
    let names = Set(columns.map { $0.name.lowercased() })
    guard table.lowercased() == "moz_bookmarks", names.isSuperset(of: ["type", "fk", "title"]) else { return nil }
    return "(CASE WHEN x.\"type\" = 3 THEN \(quote: rule, delimiter: .text) END)"
  }
}
