/// `INSERT INTO "t" ("a", "b") VALUES (…), (…)` or `… SELECT …`: named columns, their
/// values given as expressions or by a select. The published library's
/// `Reminder.insert { ($0.listID, $0.title) } values: { (1, "Milk") }`.
public struct InsertColumns<Into: Table>: WriteStatement {
  public typealias QueryValue = ()
  public typealias Base = Into

  let resolution: ConflictResolution?
  let columns: [String]
  /// `VALUES (…), …` or a select; empty when there is nothing to insert. Written as
  /// `sourceBeforeConflict` when an upsert clause follows (see `InsertSelectSource`).
  let source: QueryFragment
  let sourceBeforeConflict: QueryFragment
  var upsert: QueryFragment?
  /// `INSERT INTO "t" AS "r"`: the name an aliased table's insert gives it.
  var alias: String?

  init(resolution: ConflictResolution?, columns: [String], values: QueryFragment) {
    self.init(resolution: resolution, columns: columns, source: values, sourceBeforeConflict: values)
  }

  init(resolution: ConflictResolution?, columns: [String], select: some InsertSelectSource) {
    self.init(
      resolution: resolution, columns: columns, source: select._insertSource(beforeConflict: false),
      sourceBeforeConflict: select._insertSource(beforeConflict: true))
  }

  private init(
    resolution: ConflictResolution?, columns: [String], source: QueryFragment, sourceBeforeConflict: QueryFragment
  ) {
    self.resolution = resolution
    self.columns = columns
    self.source = source
    self.sourceBeforeConflict = sourceBeforeConflict
  }

  public var query: QueryFragment {
    guard !source.isEmpty else { return QueryFragment() }
    var sql = "INSERT "
    if let resolution { sql += "OR " + resolution.rawValue + " " }
    sql += "INTO " + Into._target(alias: alias)
    sql += " ("
    sql += columns.map(quoteIdentifier).joined(separator: ", ") + ") "
    guard let upsert else { return QueryFragment(sql) + source }
    return QueryFragment(sql) + sourceBeforeConflict + upsert
  }

  /// With `clause` as its upsert (`conflictClause`).
  func upserting(_ clause: QueryFragment) -> Self {
    var copy = self
    copy.upsert = clause
    return copy
  }
}

/// The column names an insert's columns closure returned: one column, or a tuple of them,
/// column groups spread.
func insertedColumnNames<Columns>(of columns: Columns) -> [String] {
  let mirror = Mirror(reflecting: columns)
  let parts: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [columns]
  return parts.flatMap { part -> [String] in
    if let column = part as? any ColumnExpression { return column.columnNames }
    // The table's own columns (`insert { $0 }`): every column an insert writes.
    if let table = part as? any TableDefinition { return type(of: table).writableColumnNames }
    if let expression = part as? any QueryExpression { return [expression.queryFragment.sql] }
    return []
  }
}

/// `VALUES (a, b), (c, d)`.
func valuesClause(_ rows: [[QueryFragment]]) -> QueryFragment {
  guard !rows.isEmpty else { return QueryFragment() }
  var fragment = QueryFragment("VALUES ")
  for (index, row) in rows.enumerated() {
    if index > 0 { fragment.append(sql: ", ") }
    fragment += "(" + row.joined(separator: ", ") + ")"
  }
  return fragment
}
