// A draft is read from its table's rows (`Reminder.Draft.where { … }`), so it is found by
// the table's primary key too: `Reminder.Draft.find(1)`, `….select { … }.find(2)`. The
// draft's columns are qualified as the table's, so the table's key condition applies.

extension TableDraft where Self: Table, Base: PrimaryKeyedTable {
  /// The draft of the row with this primary key.
  public static func find(_ primaryKey: some QueryExpression<Base.PrimaryKey>) -> Where<Self> {
    scoped.adding([Base.keyCondition(primaryKey)])
  }

  public static func find<S: Sequence>(_ primaryKeys: S) -> Where<Self>
  where S.Element: QueryExpression<Base.PrimaryKey> {
    scoped.adding([Base.keyCondition(primaryKeys)])
  }
}

extension Where where From: TableDraft, From.Base: PrimaryKeyedTable {
  public func find(_ primaryKey: some QueryExpression<From.Base.PrimaryKey>) -> Self {
    adding([From.Base.keyCondition(primaryKey)])
  }
}

extension Select where From: TableDraft, From.Base: PrimaryKeyedTable {
  public consuming func find(_ primaryKey: some QueryExpression<From.Base.PrimaryKey>) -> Self {
    clauses.wheres.append(From.Base.keyCondition(primaryKey))
    return self
  }
}
