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
  @inlinable public static func buildExpression(_ row: Row) -> [Row] { [row] }
  @inlinable public static func buildExpression(_ rows: [Row]) -> [Row] { rows }
  @inlinable public static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
  @inlinable public static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
  @inlinable public static func buildEither(first rows: [Row]) -> [Row] { rows }
  @inlinable public static func buildEither(second rows: [Row]) -> [Row] { rows }
  @inlinable public static func buildArray(_ parts: [[Row]]) -> [Row] { parts.flatMap { $0 } }
}

/// Collects the rows of an insert of whole rows and drafts together (`insert {
/// Reminder(…); Reminder.Draft(…) }`, as the published library takes it): a whole row as
/// its draft, its primary key set. Typed by the table rather than inferred from the rows,
/// since each statement of a builder is typed alone and the first would decide.
@resultBuilder
public enum InsertDraftsBuilder<Base: PrimaryKeyedTable> {
  @inlinable public static func buildExpression(_ row: Base) -> [Base.Draft] { [Base.Draft(row)] }
  @inlinable public static func buildExpression(_ draft: Base.Draft) -> [Base.Draft] { [draft] }
  @inlinable public static func buildBlock(_ parts: [Base.Draft]...) -> [Base.Draft] { parts.flatMap { $0 } }
  @inlinable public static func buildOptional(_ rows: [Base.Draft]?) -> [Base.Draft] { rows ?? [] }
  @inlinable public static func buildEither(first rows: [Base.Draft]) -> [Base.Draft] { rows }
  @inlinable public static func buildEither(second rows: [Base.Draft]) -> [Base.Draft] { rows }
  @inlinable public static func buildArray(_ parts: [[Base.Draft]]) -> [Base.Draft] { parts.flatMap { $0 } }
}

/// An INSERT of rows into `Into`.
public struct Insert<Into: Table>: Statement {
  public typealias QueryValue = ()

  @usableFromInline var resolution: ConflictResolution?
  @usableFromInline var columnNames: [String]
  /// How many rows the VALUES clause holds.
  public internal(set) var rowCount: Int
  /// Every row's values, row after row.
  @usableFromInline var bindings: [QueryBinding]
  @usableFromInline var upsert: QueryFragment?
  /// A column of `columnNames` left out (an unset primary key). Kept as an index so the
  /// table's own name list is shared, not copied, by every one-row insert.
  @usableFromInline var omittedColumn: Int?
  /// `DEFAULT VALUES`: one row of every column's default (`Table.insert()`).
  @usableFromInline var defaultValues = false

  @usableFromInline
  init(
    resolution: ConflictResolution?, columnNames: [String], rowCount: Int, bindings: [QueryBinding],
    upsert: QueryFragment?, omittedColumn: Int? = nil
  ) {
    self.resolution = resolution
    self.columnNames = columnNames
    self.rowCount = rowCount
    self.bindings = bindings
    self.upsert = upsert
    self.omittedColumn = omittedColumn
  }

  /// The columns the statement writes.
  var insertedColumnNames: [String] {
    guard let omittedColumn else { return columnNames }
    var names = columnNames
    names.remove(at: omittedColumn)
    return names
  }

  var insertedColumnCount: Int { columnNames.count - (omittedColumn == nil ? 0 : 1) }

  public var query: QueryFragment {
    if defaultValues {
      return QueryFragment(
        "INSERT " + (resolution.map { "OR " + $0.rawValue + " " } ?? "") + "INTO " + Into._target()
          + " DEFAULT VALUES" + (upsert?.sql ?? ""), bindings: upsert?.bindings ?? [])
    }
    guard rowCount > 0 else { return QueryFragment() }
    var all = bindings
    if let upsert { all += upsert.bindings }
    let key = RenderedSQLCache.Key(
      table: ObjectIdentifier(Into.self), columns: insertedColumnCount, rows: rowCount,
      resolution: resolution, upsert: upsert?.sql)
    if let sql = RenderedSQLCache.shared[key] {
      return QueryFragment(sql, bindings: all)
    }
    let sql = renderSQL()
    RenderedSQLCache.shared[key] = sql
    return QueryFragment(sql, bindings: all)
  }

  private func renderSQL() -> String {
    var sql = "INSERT "
    if let resolution { sql += "OR " + resolution.rawValue + " " }
    sql += "INTO " + Into._target() + " ("
    sql += insertedColumnNames.map(quoteIdentifier).joined(separator: ", ")
    sql += ") VALUES "
    let placeholders = "(" + Array(repeating: "?", count: insertedColumnCount).joined(separator: ", ") + ")"
    sql.reserveCapacity(sql.utf8.count + rowCount * (placeholders.utf8.count + 2))
    for index in 0..<rowCount {
      if index > 0 { sql += ", " }
      sql += placeholders
    }
    if let upsert { sql += upsert.sql }
    return sql
  }

  /// The insert split into statements of at most `maxVariables` bound values each (SQLite
  /// refuses more in one statement), each a whole number of rows, in order.
  public func batches(maxVariables: Int) -> [Insert] {
    let perRow = Swift.max(insertedColumnCount, 1)
    let upsertCount = upsert?.bindings.count ?? 0
    let rowsPerBatch = Swift.max((maxVariables - upsertCount) / perRow, 1)
    guard rowCount > rowsPerBatch else { return [self] }
    var result: [Insert] = []
    var start = 0
    while start < rowCount {
      let count = Swift.min(rowsPerBatch, rowCount - start)
      var batch = self
      batch.rowCount = count
      batch.bindings = Array(bindings[(start * perRow)..<((start + count) * perRow)])
      result.append(batch)
      start += count
    }
    return result
  }

  /// `ON CONFLICT DO NOTHING`: rows that would violate a constraint are skipped.
  public func onConflictDoNothing() -> Self {
    var copy = self
    copy.upsert = upsertClause(target: [], Updates<Into>())
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
    upserting(
      conflictClause(
        target: target(Into.columns).flatMap { $0.columnNames }, where: { _ in .empty }, doUpdate: body,
        where: { _, _ in BuiltCondition(condition) }))
  }
}

/// ` ON CONFLICT ("a", …) [WHERE …] DO UPDATE SET … [WHERE …]`, or `DO NOTHING` without
/// updates; without a target, for any conflict. The target's condition picks a partial
/// unique index (SQLite takes one only after a target). Every upsert of the layer is
/// rendered here.
func upsertClause<Into: Table>(
  target: [String], targetCondition: QueryFragment? = nil, _ updates: Updates<Into>, condition: QueryFragment? = nil
) -> QueryFragment {
  var clause = QueryFragment(" ON CONFLICT")
  if !target.isEmpty {
    clause.append(sql: " (" + target.map(quoteIdentifier).joined(separator: ", ") + ")")
    if let targetCondition {
      clause.append(sql: " WHERE ")
      clause.append(targetCondition)
    }
  }
  if updates.isEmpty {
    clause.append(sql: " DO NOTHING")
  } else {
    clause.append(sql: " DO UPDATE")
    clause.append(updates.setClause)
  }
  // After DO NOTHING SQLite refuses the condition: an error, rather than a filter the
  // statement would silently not apply.
  if let condition {
    clause.append(sql: " WHERE ")
    clause.append(condition)
  }
  return clause
}

/// The upsert clause of the trailing-closure forms (`onConflict: { } where: { } doUpdate:
/// { } where: { }`): the filters see the table's columns, the update's also the refused
/// row (`excluded`).
func conflictClause<Into: Table>(
  target: [String], where targetFilter: (Into.TableColumns) -> BuiltCondition,
  doUpdate body: (inout Updates<Into>, Into.TableColumns) -> Void,
  where updateFilter: (Into.TableColumns, Into.TableColumns) -> BuiltCondition
) -> QueryFragment {
  var updates = Updates<Into>()
  let excluded = Insert<Into>.excluded
  body(&updates, excluded)
  return upsertClause(
    target: target, targetCondition: targetFilter(Into.columns).fragment, updates,
    condition: updateFilter(Into.columns, excluded).fragment)
}

extension Table {
  /// `INSERT INTO table DEFAULT VALUES`: one row, every column its default.
  public static func insert(or resolution: ConflictResolution? = nil) -> Insert<Self> {
    var insert = Insert<Self>(resolution: resolution, columnNames: [], rowCount: 1, bindings: [], upsert: nil)
    insert.defaultValues = true
    return insert
  }

  /// `INSERT INTO table (...) VALUES (...), ...` of whole rows or drafts. A draft whose
  /// primary key is nil lets the database assign it.
  @inlinable
  public static func insert<Row: InsertableRow>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row]
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows())
  }

  /// `insert { [] }`: rows of the table's own type, where nothing says which (an empty
  /// array could be rows or drafts). No rows: an empty statement, which does nothing.
  @_disfavoredOverload
  public static func insert(
    or resolution: ConflictResolution? = nil, _ rows: () -> [Self]
  ) -> Insert<Self> where Self: InsertableRow {
    makeInsert(resolution, rows())
  }

  @inlinable
  static func makeInsert<Row: InsertableRow>(_ resolution: ConflictResolution?, _ rows: [Row]) -> Insert<Self> {
    // Leave the primary key out when no row sets it, so its DEFAULT (or rowid) applies.
    let omittedKey = rows.allSatisfy({ $0._hasUnsetPrimaryKey }) ? _writableKeyIndex : nil
    let names = TableColumns.writableColumnNames
    var bindings = [QueryBinding]()
    bindings.reserveCapacity(rows.count * names.count)
    for row in rows {
      let start = bindings.count
      row._encodeWritableColumns(into: &bindings)
      if let omittedKey { bindings.remove(at: start + omittedKey) }
    }
    return Insert(
      resolution: resolution, columnNames: names, rowCount: rows.count, bindings: bindings,
      upsert: nil, omittedColumn: omittedKey)
  }
}

extension Table {
  /// The SQL of a one-row insert of every column, or of every column but the primary key
  /// (for a draft that leaves it to the database): what a prepared insert runs per row.
  public static func _oneRowInsertSQL(or resolution: ConflictResolution?, omittingPrimaryKey: Bool) -> String {
    let omitted = omittingPrimaryKey ? _writableKeyIndex : nil
    let names = TableColumns.writableColumnNames
    let insert = Insert<Self>(
      resolution: resolution, columnNames: names, rowCount: 1,
      bindings: [], upsert: nil, omittedColumn: omitted)
    return insert.query.sql
  }
}

extension PrimaryKeyedTableDefinition {
  /// Where the single-column primary key sits among `columnNames`.
  public static var primaryKeyColumnIndex: Int? {
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
    var updates = Updates<Self>()
    for name in insert.insertedColumnNames where !key.contains(name) {
      updates.set(name, QueryFragment("\"excluded\"." + quoteIdentifier(name)))
    }
    insert.upsert = upsertClause(target: columns.primaryKey.columnNames, updates)
    return insert
  }
}

extension PrimaryKeyedTable {
  /// Whole rows and drafts in one insert: only where a body mixes them, as the rows' own
  /// type decides every other insert.
  @_disfavoredOverload
  @inlinable
  public static func insert(
    or resolution: ConflictResolution? = nil, @InsertDraftsBuilder<Self> _ rows: () -> [Draft]
  ) -> Insert<Self> {
    makeInsert(resolution, rows())
  }
}
