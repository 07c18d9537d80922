// A filter combined with a table's SELECT, as the published library spells it where
// `Table.all` is a filter: `Reminder.all.or(Reminder.where(\.isFlagged))`,
// `Reminder.all.not()`. Here `all` is the SELECT itself, so it takes them too.

extension Select where From: Table {
  /// The rows also matching `other`.
  public func and(_ other: Where<From>) -> Self {
    with { $0.wheres += other.predicates }
  }

  /// The rows matching this SELECT's conditions or `other`'s. A side with no condition
  /// leaves the other as it is, as in the published library.
  public func or(_ other: Where<From>) -> Self {
    guard !clauses.wheres.isEmpty else { return with { $0.wheres = other.predicates } }
    guard !other.predicates.isEmpty else { return self }
    let either: QueryFragment = "(" + conjunction(clauses.wheres) + ") OR (" + conjunction(other.predicates) + ")"
    return with { $0.wheres = [either] }
  }

  /// The rows not matching this SELECT's conditions (`NOT (1)`, none, without any).
  public func not() -> Self {
    let negated: QueryFragment = "NOT (" + (clauses.wheres.isEmpty ? "1" : conjunction(clauses.wheres)) + ")"
    return with { $0.wheres = [negated] }
  }
}

extension Where {
  /// The rows also matching `select`'s conditions: `Reminder.where(\.isFlagged)
  /// .and(Reminder.all)`, where the library's `all` is a filter and here a SELECT (its
  /// conditions are those of the table's default scope).
  public func and(_ select: SelectOf<From>) -> Self {
    and(Where(predicates: select.clauses.wheres))
  }

  /// The rows matching this filter or `select`'s conditions (see `and(_:)`).
  public func or(_ select: SelectOf<From>) -> Self {
    or(Where(predicates: select.clauses.wheres))
  }
}
