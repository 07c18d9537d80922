// Conditions added after the statement is named, in the published library's order:
// `Reminder.delete().where { … }`, `Reminder.update { … }.where(\.isFlagged)`,
// `Reminder.select(\.title).find(3)`. Each adds to the conditions already there (AND).

extension Update {
  public func `where`(@ConditionBuilder _ predicate: (Base.TableColumns) -> BuiltCondition) -> Self {
    var update = self
    update.predicates += predicate(Base.columns).conditions
    return update
  }

  public func `where`(_ keyPath: KeyPath<Base.TableColumns, some QueryExpression<Bool>>) -> Self {
    var update = self
    update.predicates.append(Base.columns[keyPath: keyPath].queryFragment)
    return update
  }
}

extension Delete {
  public func `where`(@ConditionBuilder _ predicate: (Base.TableColumns) -> BuiltCondition) -> Self {
    var delete = self
    delete.predicates += predicate(Base.columns).conditions
    return delete
  }

  public func `where`(_ keyPath: KeyPath<Base.TableColumns, some QueryExpression<Bool>>) -> Self {
    var delete = self
    delete.predicates.append(Base.columns[keyPath: keyPath].queryFragment)
    return delete
  }
}

extension PrimaryKeyedTable {
  /// `"t"."id" = ?`; a select of keys, `"t"."id" IN (SELECT …)`: every row it names,
  /// as in the published library (compared with `=`, SQLite takes its first row only).
  static func keyCondition(_ primaryKey: some QueryExpression<PrimaryKey>) -> QueryFragment {
    if let subquery = primaryKey as? any Statement { return membership(in: subquery.query) }
    return equality(columns.primaryKey, primaryKey)
  }

  /// `"t"."id" IN (?, ?)`; a select among them stands for the keys it selects.
  static func keyCondition<S: Sequence>(_ primaryKeys: S) -> QueryFragment
  where S.Element: QueryExpression<PrimaryKey> {
    let keys = Array(primaryKeys)
    if keys.count == 1, let subquery = keys[0] as? any Statement { return membership(in: subquery.query) }
    return columns.primaryKey.in(keys).queryFragment
  }

  private static func membership(in subquery: QueryFragment) -> QueryFragment {
    columns.primaryKey.parenthesized + " IN (" + subquery + ")"
  }
}

extension Update where Base: PrimaryKeyedTable {
  /// Only the row with this primary key.
  public func find(_ primaryKey: some QueryExpression<Base.PrimaryKey>) -> Self {
    var update = self
    update.predicates.append(Base.keyCondition(primaryKey))
    return update
  }

  public func find<S: Sequence>(_ primaryKeys: S) -> Self where S.Element: QueryExpression<Base.PrimaryKey> {
    var update = self
    update.predicates.append(Base.keyCondition(primaryKeys))
    return update
  }
}

extension Delete where Base: PrimaryKeyedTable {
  /// Only the row with this primary key.
  public func find(_ primaryKey: some QueryExpression<Base.PrimaryKey>) -> Self {
    var delete = self
    delete.predicates.append(Base.keyCondition(primaryKey))
    return delete
  }

  public func find<S: Sequence>(_ primaryKeys: S) -> Self where S.Element: QueryExpression<Base.PrimaryKey> {
    var delete = self
    delete.predicates.append(Base.keyCondition(primaryKeys))
    return delete
  }
}

extension Where where From: PrimaryKeyedTable {
  /// These rows, narrowed to the one with this primary key.
  public func find(_ primaryKey: some QueryExpression<From.PrimaryKey>) -> Self {
    adding([From.keyCondition(primaryKey)])
  }

  public func find<S: Sequence>(_ primaryKeys: S) -> Self where S.Element: QueryExpression<From.PrimaryKey> {
    adding([From.keyCondition(primaryKeys)])
  }
}

extension Select where From: PrimaryKeyedTable {
  /// This select, narrowed to the row of its FROM table with this primary key.
  public consuming func find(_ primaryKey: some QueryExpression<From.PrimaryKey>) -> Self {
    clauses.wheres.append(From.keyCondition(primaryKey))
    return self
  }

  public consuming func find<S: Sequence>(_ primaryKeys: S) -> Self where S.Element: QueryExpression<From.PrimaryKey> {
    clauses.wheres.append(From.keyCondition(primaryKeys))
    return self
  }
}
