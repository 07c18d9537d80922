// The published library's trailing-closure upserts of whole rows and drafts:
//
//     Reminder.insert { draft } onConflict: { $0.id } where: { !$0.isCompleted }
//       doUpdate: { $0.title = $1.title } where: { $0.isFlagged }
//
// the same statements as `insert { … }.onConflict(…)`.

extension Table {
  /// `INSERT … ON CONFLICT DO UPDATE SET … [WHERE …]`: for any conflict.
  public static func insert<Row: InsertableRow>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row],
    onConflictDoUpdate updates: (inout Updates<Self>) -> Void,
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition = { _ in .empty }
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows()).upserting(
      conflictClause(
        target: [], where: { _ in .empty }, doUpdate: { row, _ in updates(&row) },
        where: { row, _ in updateFilter(row) }))
  }

  /// An update's filter with no update, as the library accepts it
  /// (`insert { draft } where: { if condition { $0.isFlagged } }`, `onConflictDoUpdate`
  /// left out): there is nothing for it to filter, so the statement is the plain insert the
  /// library runs too (it also warns when the filter is not empty).
  @_disfavoredOverload
  public static func insert<Row: InsertableRow>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row],
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows())
  }

  /// As above, the update and its filter also seeing the refused row (`excluded`):
  /// `onConflictDoUpdate: { $0.updatedAt = $1.updatedAt } where: { $1.updatedAt > $0.updatedAt }`.
  public static func insert<Row: InsertableRow>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row],
    onConflictDoUpdate updates: (inout Updates<Self>, TableColumns) -> Void,
    @ConditionBuilder where updateFilter: (TableColumns, TableColumns) -> BuiltCondition = { _, _ in .empty }
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows()).upserting(
      conflictClause(target: [], where: { _ in .empty }, doUpdate: updates, where: updateFilter))
  }

  /// `INSERT … ON CONFLICT (target) [WHERE …] DO UPDATE SET … [WHERE …]`: the first
  /// filter picks a partial unique index, the second the rows updated.
  public static func insert<Row: InsertableRow, Target>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row],
    onConflict target: (TableColumns) -> Target,
    @ConditionBuilder where targetFilter: (TableColumns) -> BuiltCondition = { _ in .empty },
    doUpdate updates: (inout Updates<Self>) -> Void,
    @ConditionBuilder where updateFilter: (TableColumns) -> BuiltCondition = { _ in .empty }
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows()).upserting(
      conflictClause(
        target: insertedColumnNames(of: target(columns)), where: targetFilter, doUpdate: { row, _ in updates(&row) },
        where: { row, _ in updateFilter(row) }))
  }

  /// As above, `doUpdate` and its filter also seeing the refused row; without `doUpdate`,
  /// `ON CONFLICT (target) DO NOTHING`.
  public static func insert<Row: InsertableRow, Target>(
    or resolution: ConflictResolution? = nil,
    @InsertRowsBuilder<Row> _ rows: () -> [Row],
    onConflict target: (TableColumns) -> Target,
    @ConditionBuilder where targetFilter: (TableColumns) -> BuiltCondition = { _ in .empty },
    doUpdate updates: (inout Updates<Self>, TableColumns) -> Void = { _, _ in },
    @ConditionBuilder where updateFilter: (TableColumns, TableColumns) -> BuiltCondition = { _, _ in .empty }
  ) -> Insert<Self> where Row.Into == Self {
    makeInsert(resolution, rows()).upserting(
      conflictClause(
        target: insertedColumnNames(of: target(columns)), where: targetFilter, doUpdate: updates, where: updateFilter))
  }
}

extension Insert {
  /// With `clause` as its upsert (`conflictClause`).
  func upserting(_ clause: QueryFragment) -> Self {
    var copy = self
    copy.upsert = clause
    return copy
  }
}
