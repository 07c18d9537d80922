import ArborDB
import Foundation
import GRDB

/// Reads of another program's schema: tables, columns, keys and foreign keys, through
/// SQLite's pragma functions with bound names.
enum ForeignSchema {
  static func message(_ error: Error) -> String {
    (error as? DatabaseError)?.message ?? "\(error)"
  }

  /// Tables a tree may live in: not SQLite's, not virtual (FTS) tables or their shadow
  /// tables — as SQLite itself tells them apart (`pragma_table_list`'s type); a virtual
  /// table whose module names no shadow tables still has its tables named after it.
  static func tables(_ db: Database) throws -> [String] {
    let rows = try Row.fetchAll(
      db,
      """
      SELECT name, type FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual')
        AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name
      """)
    let virtual = rows.filter { ($0["type"] as String) == "virtual" }.map { $0["name"] as String }
    return rows.filter { ($0["type"] as String) == "table" }.map { $0["name"] as String }.filter { name in
      !virtual.contains { name.hasPrefix($0 + "_") }
    }
  }

  static func tableName(_ name: String, _ db: Database) throws -> String? {
    try String.fetchOne(
      db, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name = \(bind: name) COLLATE NOCASE")
  }

  static func columns(of table: String, _ db: Database) throws -> [ForeignColumn] {
    try Row.fetchAll(
      db,
      "SELECT name, type, pk, \"notnull\", dflt_value IS NOT NULL FROM pragma_table_info(\(bind: table)) ORDER BY cid"
    ).map {
      ForeignColumn(
        name: $0[0], declaredType: $0[1] ?? "", isPrimaryKey: ($0[2] as Int) > 0, notNull: $0[3], hasDefault: $0[4])
    }
  }

  /// The primary key when it is one column (`INTEGER PRIMARY KEY`, a UUID, a GUID).
  static func singleKey(of table: String, columns: [ForeignColumn], _ db: Database) throws -> String? {
    let keys = columns.filter(\.isPrimaryKey)
    if keys.count == 1 { return keys[0].name }
    // A unique single-column index serves as well.
    for index in try Row.fetchAll(
      db, "SELECT name FROM pragma_index_list(\(bind: table)) WHERE \"unique\" AND partial = 0")
    {
      let names = try String.fetchAll(db, "SELECT name FROM pragma_index_info(\(bind: index[0] as String))")
      // A nullable UNIQUE column holding no NULL is a key too (CherryTree declares
      // `node_id INTEGER UNIQUE`); the unique index answers the NULL look-up.
      if names.count == 1, let column = columns.first(where: { $0.name == names[0] }) {
        if column.notNull { return column.name }
        let hasNull =
          try Bool.fetchOne(db, "SELECT EXISTS (SELECT 1 FROM \(quote: table) WHERE \(quote: column.name) IS NULL)")
          ?? true
        if !hasNull { return column.name }
      }
    }
    return nil
  }

  /// The table's rows, counted up to `limit` when given (a bounded scan).
  static func rowCount(of table: String, limit: Int?, _ db: Database) throws -> Int {
    guard let limit else { return try Int.fetchOne(db, "SELECT count(*) FROM \(quote: table)") ?? 0 }
    return try Int.fetchOne(db, "SELECT count(*) FROM (SELECT 1 FROM \(quote: table) LIMIT \(bind: limit))") ?? 0
  }

  /// A column named on the command line, in the schema's spelling; a missing one is
  /// reported with the table's columns.
  static func column(_ name: String, of table: String, in columns: [ForeignColumn], option: String) throws -> String {
    guard let found = columns.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
      let names = columns.map(\.name).joined(separator: ", ")
      throw OpenError(description: "\(option) \(name): the table “\(table)” has no such column (its columns: \(names))")
    }
    return found.name
  }

  /// The label: `requested` as a column (in the schema's spelling) or as an SQL
  /// expression (checked), else the detected label column; nil when there is none. The
  /// expression reads the row as `x`; `column` is nil for an expression.
  static func label(
    _ requested: String?, of table: String, columns: [ForeignColumn], excluding: [String?], _ db: Database
  ) throws -> (column: String?, expression: QueryFragment)? {
    if let requested {
      if let named = columns.first(where: { $0.name.caseInsensitiveCompare(requested) == .orderedSame }) {
        return (named.name, "x.\(quote: named.name)")
      }
      try ForeignSchema.checkExpression(requested, table: table, db)
      // The person's own SQL, checked just now to compile as one value over `x`.
      return (nil, QueryFragment(requested))
    }
    guard let detected = try TreeDetector.labelColumn(of: table, columns: columns, excluding: excluding, db) else {
      return nil
    }
    return (detected, "x.\(quote: detected)")
  }

  /// The table's key: the column `requested` (`--id`), else its single-column primary or
  /// unique key, else the rowid. Returns the key column (nil for the rowid) and its SQL.
  static func key(of table: String, columns: [ForeignColumn], requested: String?, _ db: Database) throws -> (
    String?, QueryFragment
  ) {
    if let requested {
      let name = try column(requested, of: table, in: columns, option: "--id")
      return (name, .identifier(name))
    }
    if let primary = try singleKey(of: table, columns: columns, db) { return (primary, .identifier(primary)) }
    // A view keeps the name: it is what SQLite answers for a view over one table.
    if try !isWithoutRowid(table, db), let rowid = rowidName(columns) { return (nil, QueryFragment(rowid)) }
    throw OpenError(description: "the table “\(table)” has no single-column key and no rowid: name the key with --id")
  }

  /// Whether an index starts with `column` (so looking children up is a seek).
  static func hasIndex(on column: String, of table: String, _ db: Database) throws -> Bool {
    for index in try String.fetchAll(db, "SELECT name FROM pragma_index_list(\(bind: table))") {
      let first = try String.fetchOne(
        db, "SELECT name FROM pragma_index_info(\(bind: index)) ORDER BY seqno LIMIT 1")
      if first?.caseInsensitiveCompare(column) == .orderedSame { return true }
    }
    return false
  }

  static func isWithoutRowid(_ table: String, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db, "SELECT wr FROM pragma_table_list WHERE schema = 'main' AND name = \(bind: table)") ?? false
  }

  /// The name of `table`'s rowid when it has one (not a view, not WITHOUT ROWID): the
  /// side-car keeps it to find a changed row's copy.
  static func rowid(of table: String, columns: [ForeignColumn], _ db: Database) throws -> String? {
    // SQLite's own word (3.37+): `wr` is 1 for a WITHOUT ROWID table, whatever the
    // spacing or case of its CREATE statement.
    let kind = try Row.fetchOne(
      db, "SELECT type, wr FROM pragma_table_list WHERE schema = 'main' AND name = \(bind: table)")
    guard let kind, kind[0] as String? == "table", kind[1] as Int? == 0 else { return nil }
    return rowidName(columns)
  }

  /// The column whose value is a node's key (`NodeID.row`) in `tree`: a tree of paths'
  /// path column (the row that spells the path as its node's key), else the key column
  /// or the rowid; nil for a table without either.
  static func nodeKey(of tree: ForeignTree, columns: [ForeignColumn], _ db: Database) throws -> String? {
    if case .paths(let column, _) = tree.shape { return column }
    return try tree.id ?? rowid(of: tree.table, columns: columns, db)
  }

  /// A name for the rowid that no column shadows; nil for a WITHOUT ROWID table (whose
  /// columns then include its key).
  static func rowidName(_ columns: [ForeignColumn]) -> String? {
    ["rowid", "_rowid_", "oid"].first { name in
      !columns.contains { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
  }

  /// Foreign keys of other tables into `table` (rows that belong to a node: notes in a
  /// folder, splits of an account).
  static func references(to table: String, key: String?, _ db: Database) throws -> [ForeignReference] {
    var found: [ForeignReference] = []
    for other in try tables(db) where other != table {
      for row in try Row.fetchAll(
        db,
        "SELECT \"from\", \"to\" FROM pragma_foreign_key_list(\(bind: other)) WHERE \"table\" = \(bind: table) COLLATE NOCASE"
      ) {
        guard let target = (row[1] as String?) ?? key else { continue }
        found.append(ForeignReference(table: other, column: row[0], target: target))
      }
    }
    return found + (try undeclaredReferences(to: table, key: key, db))
  }

  /// The word of a GUID column's value that is letters padded with `_` (`root________`,
  /// `menu________`), as an expression over `x`; nil without a GUID column.
  static func guidWord(_ columns: [ForeignColumn]) -> QueryFragment? {
    guard let guid = columns.first(where: { ["guid", "uuid"].contains($0.name.lowercased()) }) else { return nil }
    let value: QueryFragment = "x.\(quote: guid.name)"
    return """
      (CASE WHEN \(value) GLOB '[a-z]*_' AND rtrim(\(value), '_') NOT GLOB '*[^a-z]*' THEN rtrim(\(value), '_') END)
      """
  }

  /// A `--label` expression must compile as one expression over the table's columns.
  static func checkExpression(_ expression: String, table: String, _ db: Database) throws {
    do {
      try compile(expression, table: table, db)
    } catch {
      throw OpenError(
        description:
          "--label \(expression): not an SQL expression over “\(table)”'s columns (\(ForeignSchema.message(error)))")
    }
  }

  /// Prepares `expression` over a row `x` of `table`; throws unless it compiles as one value.
  static func compile(_ expression: String, table: String, _ db: Database) throws {
    // The person's own SQL (`--label`, `--sum`), compiled here to be checked.
    let statement = try db.makeStatement("SELECT (\(QueryFragment(expression))) FROM \(quote: table) AS x LIMIT 0")
    guard statement.columnCount == 1 else { throw OpenError(description: "more than one value") }
  }
}
