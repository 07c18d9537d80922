extension Table {
  /// `INSERT INTO "t" (…) VALUES …`: the columns the closure names (one, or a tuple of up
  /// to five), a row of Swift values or of expressions per line of `values`; with
  /// `onConflictDoUpdate`, `ON CONFLICT DO UPDATE SET … [WHERE …]` for any conflict.
  public static func insert<Columns>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflictDoUpdate updates: ((inout Updates<Self>) -> Void)? = nil,
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition = { _ in .empty }
  ) -> InsertColumns<Self> {
    let insert = InsertColumns<Self>(
      resolution: resolution, columns: insertedColumnNames(of: columns(Self.columns)), values: valuesClause(values()))
    guard let updates else { return insert }
    return insert.upserting(
      conflictClause(
        target: [], where: { _ in .empty }, doUpdate: { row, _ in updates(&row) },
        where: { row, _ in updateFilter(row) }))
  }

  /// As above, the update and its filter also seeing the refused row:
  /// `onConflictDoUpdate: { $0.updatedAt = $1.updatedAt } where: { $1.updatedAt > $0.updatedAt }`.
  public static func insert<Columns>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflictDoUpdate updates: (inout Updates<Self>, TableColumns) -> Void,
    @ConditionBuilder where updateFilter: (TableColumns, TableColumns) -> BuiltCondition = { _, _ in .empty }
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, values: values)
      .upserting(conflictClause(target: [], where: { _ in .empty }, doUpdate: updates, where: updateFilter))
  }

  /// `INSERT INTO "t" (…) SELECT …`: the select's columns fill the named ones in order; a
  /// select, `Values(…)` or a compound of selects.
  public static func insert<Columns, Source: InsertSelectSource>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    select: () -> Source,
    onConflictDoUpdate updates: ((inout Updates<Self>) -> Void)? = nil,
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition = { _ in .empty }
  ) -> InsertColumns<Self> {
    let insert = InsertColumns<Self>(
      resolution: resolution, columns: insertedColumnNames(of: columns(Self.columns)), select: select())
    guard let updates else { return insert }
    return insert.upserting(
      conflictClause(
        target: [], where: { _ in .empty }, doUpdate: { row, _ in updates(&row) },
        where: { row, _ in updateFilter(row) }))
  }

  /// `INSERT INTO "t" ("c") VALUES …`: one column named by key path,
  /// `Reminder.insert(\.listID) { 1; 2 }`.
  public static func insert<C: QueryExpression>(
    or resolution: ConflictResolution? = nil,
    _ column: KeyPath<TableColumns, C>,
    @InsertValues<C> values: () -> [[QueryFragment]],
    onConflictDoUpdate: ((inout Updates<Self>) -> Void)? = nil
  ) -> InsertColumns<Self> {
    insert(or: resolution, { $0[keyPath: column] }, values: values, onConflictDoUpdate: onConflictDoUpdate)
  }

  /// `INSERT INTO "t" (…) VALUES … ON CONFLICT (target) [WHERE …] DO UPDATE SET … [WHERE
  /// …]`, the published library's trailing closures: `onConflict: { $0.title } doUpdate: {
  /// $0.count += 1 }`. The first `where` picks a partial unique index; the second filters
  /// the rows updated.
  public static func insert<Columns, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflict target: (TableColumns) -> Target,
    @ConditionBuilder where targetFilter: (TableColumns) -> BuiltCondition = { _ in .empty },
    doUpdate updates: (inout Updates<Self>) -> Void,
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition = { _ in .empty }
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, values: values).upserting(
      conflictClause(
        target: insertedColumnNames(of: target(Self.columns)), where: targetFilter,
        doUpdate: { row, _ in updates(&row) },
        where: { row, _ in updateFilter(row) }))
  }

  /// As above, `doUpdate` and its filter also seeing the refused row:
  /// `{ $0.title = $1.title + "-copy" }`; without `doUpdate`, `DO NOTHING`.
  public static func insert<Columns, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflict target: (TableColumns) -> Target,
    @ConditionBuilder where targetFilter: (TableColumns) -> BuiltCondition = { _ in .empty },
    doUpdate updates: (inout Updates<Self>, TableColumns) -> Void = { _, _ in },
    @ConditionBuilder where updateFilter: (TableColumns, TableColumns) -> BuiltCondition = { _, _ in .empty }
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, values: values).upserting(
      conflictClause(
        target: insertedColumnNames(of: target(Self.columns)), where: targetFilter, doUpdate: updates,
        where: updateFilter))
  }

  /// `INSERT INTO "t" (…) SELECT … ON CONFLICT (target) [WHERE …] DO UPDATE SET … [WHERE …]`.
  public static func insert<Columns, Source: InsertSelectSource, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    select: () -> Source,
    onConflict target: (TableColumns) -> Target,
    @ConditionBuilder where targetFilter: (TableColumns) -> BuiltCondition = { _ in .empty },
    doUpdate updates: (inout Updates<Self>) -> Void,
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition = { _ in .empty }
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, select: select).upserting(
      conflictClause(
        target: insertedColumnNames(of: target(Self.columns)), where: targetFilter,
        doUpdate: { row, _ in updates(&row) },
        where: { row, _ in updateFilter(row) }))
  }

  /// As above, `doUpdate` and its filter also seeing the refused row; without `doUpdate`,
  /// `DO NOTHING`.
  public static func insert<Columns, Source: InsertSelectSource, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    select: () -> Source,
    onConflict target: (TableColumns) -> Target,
    @ConditionBuilder where targetFilter: (TableColumns) -> BuiltCondition = { _ in .empty },
    doUpdate updates: (inout Updates<Self>, TableColumns) -> Void = { _, _ in },
    @ConditionBuilder where updateFilter: (TableColumns, TableColumns) -> BuiltCondition = { _, _ in .empty }
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, select: select).upserting(
      conflictClause(
        target: insertedColumnNames(of: target(Self.columns)), where: targetFilter, doUpdate: updates,
        where: updateFilter))
  }
}
