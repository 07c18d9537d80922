// A filter combined with a table's SELECT, as the published library spells it where
// `Table.all` is a filter: `Reminder.all.or(Reminder.where(\.isFlagged))`,
// `Reminder.all.not()`. Here `all` is the SELECT itself, so it takes them too.

extension Select where From: Table {
  /// The rows also matching `other`.
  public func and(_ other: Where<From>) -> Self {
    with { $0.wheres += other.predicates }
  }

  /// The rows matching this SELECT's conditions or `other`'s. A side with no condition
  /// leaves the other as it is, as with two filters (`Where.or`).
  public func or(_ other: Where<From>) -> Self {
    let either = Where<From>(predicates: clauses.wheres).or(other)
    return with { $0.wheres = either.predicates }
  }

  /// The rows not matching this SELECT's conditions (`NOT (1)`, none, without any), as
  /// with a filter (`Where.not`).
  public func not() -> Self {
    let negated = Where<From>(predicates: clauses.wheres).not()
    return with { $0.wheres = negated.predicates }
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

extension Where {
  /// A filter named by its type, for a combination's argument:
  /// `Reminder.where(\.isCompleted).or(.where(\.isFlagged))`.
  public static func `where`(_ keyPath: KeyPath<From.TableColumns, some QueryExpression<Bool>>) -> Self {
    Where().where(keyPath)
  }

  /// A filter named by its type, for a combination's argument (see `where(_:)`).
  public static func `where`(@ConditionBuilder _ predicate: (From.TableColumns) -> BuiltCondition) -> Self {
    Where().where(predicate)
  }
}

extension Select {
  /// The SELECT itself: where the library's `all` is a filter, `Row.all.all` is the
  /// statement; here `Row.all` already is.
  public var all: Self { self }
}
