/// An UPDATE of the rows a filter selects.
public struct Update<Base: Table>: Statement {
  public typealias QueryValue = ()

  var resolution: ConflictResolution?
  var predicates: [QueryFragment]
  var updates: Updates<Base>
  /// The name the table goes by (`Reminder.as(R.self)`): SET and WHERE then read its
  /// columns through it.
  var alias: String?
  /// Made from `Table.none`: renders nothing.
  var isEmpty = false

  public var query: QueryFragment {
    guard !updates.isEmpty, !isEmpty else { return QueryFragment() }
    var fragment = QueryFragment("UPDATE ")
    if let resolution { fragment.append(sql: "OR " + resolution.rawValue + " ") }
    fragment.append(sql: Base._target(alias: alias))
    fragment.append(updates.setClause)
    if !predicates.isEmpty {
      fragment.append(sql: " WHERE ")
      fragment.append(conjunction(predicates))
    }
    return fragment
  }
}

extension Where {
  /// Updates the matching rows.
  public func update(
    or resolution: ConflictResolution? = nil, set body: (inout Updates<From>) -> Void
  ) -> Update<From> {
    var updates = Updates<From>()
    body(&updates)
    return Update(resolution: resolution, predicates: predicates, updates: updates, isEmpty: isEmpty)
  }

  /// Deletes the matching rows.
  public func delete() -> Delete<From> {
    Delete(predicates: predicates, isEmpty: isEmpty)
  }
}

extension Table {
  /// Updates every row of the table.
  public static func update(
    or resolution: ConflictResolution? = nil, set body: (inout Updates<Self>) -> Void
  ) -> Update<Self> {
    scoped.update(or: resolution, set: body)
  }

  /// Deletes every row of the table.
  public static func delete() -> Delete<Self> {
    Delete(predicates: _scope?.wheres ?? [])
  }
}

extension PrimaryKeyedTable {
  /// Writes every column of `row` to the stored row with the same primary key.
  public static func update(_ row: Self) -> Update<Self> {
    var bindings = [QueryBinding]()
    row._encodeWritableColumns(into: &bindings)
    var updates = Updates<Self>()
    let key = Set(columns.primaryKey.columnNames)
    for (name, binding) in zip(TableColumns.writableColumnNames, bindings) where !key.contains(name) {
      updates.set(name, QueryFragment(binding: binding))
    }
    return Update(
      resolution: nil,
      predicates: [equality(columns.primaryKey, PrimaryKey(queryOutput: row.primaryKey))],
      updates: updates
    )
  }

  /// Deletes the stored row with the primary key of `row`.
  public static func delete(_ row: Self) -> Delete<Self> {
    Delete(predicates: [equality(columns.primaryKey, PrimaryKey(queryOutput: row.primaryKey))])
  }
}

/// A DELETE of the rows a filter selects.
public struct Delete<Base: Table>: Statement {
  public typealias QueryValue = ()
  var predicates: [QueryFragment]
  /// The name the table goes by, as in `Update`.
  var alias: String?
  /// Made from `Table.none`: renders nothing.
  var isEmpty = false

  public var query: QueryFragment {
    guard !isEmpty else { return QueryFragment() }
    var fragment = QueryFragment("DELETE FROM " + Base._target(alias: alias))
    if !predicates.isEmpty {
      fragment.append(sql: " WHERE ")
      fragment.append(conjunction(predicates))
    }
    return fragment
  }
}
