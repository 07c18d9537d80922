extension Table {
  /// `INSERT INTO "t" (…) VALUES …`: the columns the closure names (one, or a tuple of up
  /// to five), a row of Swift values or of expressions per line of `values`.
  public static func insert<Columns>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflictDoUpdate: ((inout Updates<Self>) -> Void)? = nil
  ) -> InsertColumns<Self> {
    InsertColumns(
      resolution: resolution, columns: insertedColumnNames(of: columns(Self.columns)), source: valuesClause(values()),
      sourceNeedsWhere: false
    ).onConflictUpdating(onConflictDoUpdate)
  }

  /// `INSERT INTO "t" (…) SELECT …`: the select's columns fill the named ones in order.
  public static func insert<Columns, Selected, From: QuerySource, Sources: SourceList>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    select: () -> Select<Selected, From, Sources>,
    onConflictDoUpdate: ((inout Updates<Self>) -> Void)? = nil
  ) -> InsertColumns<Self> {
    let source = select()
    return InsertColumns(
      resolution: resolution, columns: insertedColumnNames(of: columns(Self.columns)), source: source.query,
      sourceNeedsWhere: source.clauses.wheres.isEmpty
    ).onConflictUpdating(onConflictDoUpdate)
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

  /// `INSERT INTO "t" (…) VALUES … ON CONFLICT (target) DO UPDATE SET …`, the published
  /// library's trailing closures: `onConflict: { $0.title } doUpdate: { $0.count += 1 }`.
  public static func insert<Columns, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflict target: (TableColumns) -> Target,
    doUpdate updates: (inout Updates<Self>) -> Void
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, values: values).onConflict(target) { row, _ in updates(&row) }
  }

  /// As above, `doUpdate` also seeing the refused row: `{ $0.title = $1.title + "-copy" }`.
  public static func insert<Columns, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]],
    onConflict target: (TableColumns) -> Target,
    doUpdate updates: (inout Updates<Self>, TableColumns) -> Void
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, values: values).onConflict(target, doUpdate: updates)
  }

  /// `INSERT INTO "t" (…) SELECT … ON CONFLICT (target) DO UPDATE SET …`.
  public static func insert<Columns, Selected, From: QuerySource, Sources: SourceList, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    select: () -> Select<Selected, From, Sources>,
    onConflict target: (TableColumns) -> Target,
    doUpdate updates: (inout Updates<Self>) -> Void
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, select: select).onConflict(target) { row, _ in updates(&row) }
  }

  /// As above, `doUpdate` also seeing the refused row.
  public static func insert<Columns, Selected, From: QuerySource, Sources: SourceList, Target>(
    or resolution: ConflictResolution? = nil,
    _ columns: (TableColumns) -> Columns,
    select: () -> Select<Selected, From, Sources>,
    onConflict target: (TableColumns) -> Target,
    doUpdate updates: (inout Updates<Self>, TableColumns) -> Void
  ) -> InsertColumns<Self> {
    insert(or: resolution, columns, select: select).onConflict(target, doUpdate: updates)
  }
}
