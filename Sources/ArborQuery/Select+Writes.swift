// Writes from a select of one table's rows, as the published library spells them on its
// default scope: `Reminder.all.update { $0.isCompleted = true }`, `Reminder.all.delete()`.
// Only the select's WHERE clause says which rows; a select whose rows a LIMIT, an OFFSET,
// a GROUP BY or DISTINCT chose cannot say it, and its write fails with words instead of
// touching rows the select did not give.

extension Select where Columns == (), From: Table, Sources == Sources1<From> {
  /// Updates the rows the select's filter (and the table's scope) selects.
  public func update(
    or resolution: ConflictResolution? = nil, set body: (inout Updates<From>) -> Void
  ) -> Update<From> {
    var updates = Updates<From>()
    body(&updates)
    return Update(resolution: resolution, predicates: writablePredicates, updates: updates, isEmpty: clauses.isEmpty)
  }

  /// Deletes the rows the select's filter (and the table's scope) selects.
  public func delete() -> Delete<From> {
    Delete(predicates: writablePredicates, isEmpty: clauses.isEmpty)
  }

  private var writablePredicates: [QueryFragment] {
    let chosenOtherwise =
      clauses.limit != nil || clauses.offset != nil || !clauses.groups.isEmpty || !clauses.havings.isEmpty
      || clauses.isDistinct
    guard chosenOtherwise else { return clauses.wheres }
    let refusal = QueryBindingError(
      "a select with LIMIT, OFFSET, GROUP BY or DISTINCT does not say which rows to write; filter with where")
    return clauses.wheres + [QueryFragment(binding: .invalid(refusal))]
  }
}
