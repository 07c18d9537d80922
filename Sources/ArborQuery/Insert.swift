/// How an INSERT or UPDATE resolves a constraint violation (`INSERT OR IGNORE`).
public enum ConflictResolution: String, Sendable {
  case abort = "ABORT"
  case fail = "FAIL"
  case ignore = "IGNORE"
  case replace = "REPLACE"
  case rollback = "ROLLBACK"
}

/// Collects the rows of an insert: single rows, arrays, `if` and `for`.
@resultBuilder
public enum InsertRowsBuilder<Row: InsertableRow> {
  public static func buildExpression(_ row: Row) -> [Row] { [row] }
  public static func buildExpression(_ rows: [Row]) -> [Row] { rows }
  public static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
  public static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
  public static func buildEither(first rows: [Row]) -> [Row] { rows }
  public static func buildEither(second rows: [Row]) -> [Row] { rows }
  public static func buildArray(_ parts: [[Row]]) -> [Row] { parts.flatMap { $0 } }
}

/// An INSERT of rows into `Into`.
public struct Insert<Into: Table>: Statement {
  public typealias QueryValue = ()

  var resolution: ConflictResolution?
  var columnNames: [String]
  var rows: [[QueryBinding]]
  var upsert: QueryFragment?

  public var query: QueryFragment {
    guard !rows.isEmpty else { return QueryFragment() }
    var fragment = QueryFragment("INSERT ")
    if let resolution { fragment.append(sql: "OR " + resolution.rawValue + " ") }
    fragment.append(sql: "INTO " + quoteIdentifier(Into.tableName) + " (")
    fragment.append(sql: columnNames.map(quoteIdentifier).joined(separator: ", "))
    fragment.append(sql: ") VALUES ")
    let placeholders = "(" + Array(repeating: "?", count: columnNames.count).joined(separator: ", ") + ")"
    fragment.sql.reserveCapacity(fragment.sql.utf8.count + rows.count * (placeholders.utf8.count + 2))
    fragment.bindings.reserveCapacity(rows.count * columnNames.count)
    for (index, row) in rows.enumerated() {
      if index > 0 { fragment.append(sql: ", ") }
      fragment.append(sql: placeholders)
      fragment.bindings += row
    }
    if let upsert { fragment.append(upsert) }
    return fragment
  }

  /// `ON CONFLICT DO NOTHING`: rows that would violate a constraint are skipped.
  public func onConflictDoNothing() -> Self {
    var copy = self
    copy.upsert = " ON CONFLICT DO NOTHING"
    return copy
  }

  /// `ON CONFLICT (target) DO UPDATE SET ...`: `$0` assigns, `$1` is the row that was
  /// refused (SQLite's `excluded`).
  public func onConflict(
    _ target: (Into.TableColumns) -> [any ColumnExpression],
    doUpdate updates: (inout Updates<Into>, Into.TableColumns) -> Void
  ) -> Self {
    upserting(target, updates, condition: nil)
  }

  /// `ON CONFLICT (target) DO UPDATE SET ... WHERE condition`: `where` sees the existing
  /// row as `$0` and the refused one as `$1`, as in a sync that keeps the newest version.
  public func onConflict(
    _ target: (Into.TableColumns) -> [any ColumnExpression],
    doUpdate updates: (inout Updates<Into>, Into.TableColumns) -> Void,
    where condition: (Into.TableColumns, Into.TableColumns) -> some QueryExpression<Bool>
  ) -> Self {
    upserting(target, updates, condition: condition(Into.columns, Self.excluded).queryFragment)
  }

  static var excluded: Into.TableColumns { Into.TableColumns(qualifier: "excluded") }

  private func upserting(
    _ target: (Into.TableColumns) -> [any ColumnExpression],
    _ body: (inout Updates<Into>, Into.TableColumns) -> Void,
    condition: QueryFragment?
  ) -> Self {
    var updates = Updates<Into>()
    body(&updates, Self.excluded)
    let names = target(Into.columns).flatMap(\.columnNames)
    var clause = QueryFragment(" ON CONFLICT (" + names.map(quoteIdentifier).joined(separator: ", ") + ")")
    if updates.isEmpty {
      clause.append(sql: " DO NOTHING")
    } else {
      clause.append(sql: " DO UPDATE")
      clause.append(updates.setClause)
      if let condition {
        clause.append(sql: " WHERE ")
        clause.append(condition)
      }
    }
    var copy = self
    copy.upsert = clause
    return copy
  }
}

extension Table {
  /// `INSERT INTO table (...) VALUES (...), ...` of whole rows or drafts. A draft whose
  /// primary key is nil lets the database assign it.
  public static func insert<Row: InsertableRow>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row]
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows())
  }

  static func makeInsert<Row: InsertableRow>(_ resolution: ConflictResolution?, _ rows: [Row]) -> Insert<Self> {
    var names = TableColumns.columnNames
    var encoded = [[QueryBinding]]()
    encoded.reserveCapacity(rows.count)
    for row in rows {
      var bindings = [QueryBinding]()
      bindings.reserveCapacity(names.count)
      row._encodeColumns(into: &bindings)
      encoded.append(bindings)
    }
    // Leave the primary key out when no row sets it, so its DEFAULT (or rowid) applies.
    if !rows.isEmpty, rows.allSatisfy(\._hasUnsetPrimaryKey),
      let keyIndex = _primaryKeyColumnIndex
    {
      names.remove(at: keyIndex)
      for index in encoded.indices { encoded[index].remove(at: keyIndex) }
    }
    return Insert(resolution: resolution, columnNames: names, rows: encoded, upsert: nil)
  }

  /// Where the primary key sits among `columnNames`; nil without a single-column key.
  static var _primaryKeyColumnIndex: Int? {
    guard let keyed = TableColumns.self as? any PrimaryKeyedTableDefinition.Type else { return nil }
    return keyed.primaryKeyColumnIndex
  }
}

extension PrimaryKeyedTableDefinition {
  static var primaryKeyColumnIndex: Int? {
    let key = Self(qualifier: "").primaryKey.columnNames
    guard key.count == 1 else { return nil }
    return columnNames.firstIndex(of: key[0])
  }
}

extension PrimaryKeyedTable {
  /// Inserts rows, or where a row's primary key exists already, updates every other
  /// column of that row to the new values.
  public static func upsert<Row: InsertableRow>(
    @InsertRowsBuilder<Row> _ rows: () -> [Row]
  ) -> Insert<Self> where Row.Into == Self {
    var insert = makeInsert(nil, rows())
    let key = Set(columns.primaryKey.columnNames)
    let others = insert.columnNames.filter { !key.contains($0) }
    var clause = QueryFragment(
      " ON CONFLICT (" + columns.primaryKey.columnNames.map(quoteIdentifier).joined(separator: ", ") + ")")
    if others.isEmpty {
      clause.append(sql: " DO NOTHING")
    } else {
      clause.append(sql: " DO UPDATE SET ")
      clause.append(sql: others.map { quoteIdentifier($0) + " = \"excluded\"." + quoteIdentifier($0) }.joined(separator: ", "))
    }
    insert.upsert = clause
    return insert
  }
}
