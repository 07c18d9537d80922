// Writes through an alias, as the published library spells them:
// `Reminder.as(R.self).where { $0.id.eq(1) }.update { $0.title += "!" }` is
// `UPDATE "reminders" AS "rs" SET "title" = "rs"."title" || ? WHERE "rs"."id" = ?`.
// RETURNING stays qualified by the table's own name, which is what SQLite 3.40 resolves
// there (`RETURNING "rs"."id"` is "no such column").

extension Select where Columns == (), From: TableAlias, Sources == Sources1<From> {
  /// Updates the rows the filter selects; the assignments read the columns through the
  /// alias.
  public func update(
    or resolution: ConflictResolution? = nil, set body: (inout Updates<From.Table>) -> Void
  ) -> Update<From.Table> {
    var updates = Updates<From.Table>(columns: From.sourceColumns)
    body(&updates)
    return Update(
      resolution: resolution, predicates: clauses.wheres, updates: updates, alias: From.aliasName,
      isEmpty: clauses.isEmpty)
  }

  /// Deletes the rows the filter selects.
  public func delete() -> Delete<From.Table> {
    Delete(predicates: clauses.wheres, alias: From.aliasName, isEmpty: clauses.isEmpty)
  }
}

extension TableAlias {
  /// Updates every row.
  public static func update(
    or resolution: ConflictResolution? = nil, set body: (inout Updates<Table>) -> Void
  ) -> Update<Table> {
    all.update(or: resolution, set: body)
  }

  /// Deletes every row.
  public static func delete() -> Delete<Table> {
    all.delete()
  }
}

extension TableAlias {
  /// `INSERT INTO "t" AS "r" (…) VALUES …`: named columns, as `Table.insert(_:values:)`.
  public static func insert<Columns>(
    or resolution: ConflictResolution? = nil,
    _ columns: (Table.TableColumns) -> Columns,
    @InsertValues<Columns> values: () -> [[QueryFragment]]
  ) -> InsertColumns<Table> {
    var insert = Table.insert(or: resolution, columns, values: values)
    insert.alias = aliasName
    return insert
  }
}
