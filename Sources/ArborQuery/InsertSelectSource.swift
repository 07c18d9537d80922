/// What `insert { columns } select: { … }` takes: a select, `Values(…)`, or selects
/// combined by `union`, `intersect`, `except`.
public protocol InsertSelectSource: Statement {
  /// The statement as the insert writes it; `beforeConflict`: an upsert clause follows, and
  /// SQLite would read its `ON` after a FROM as a join constraint, so a select with a FROM
  /// needs a WHERE of its own before it.
  func _insertSource(beforeConflict: Bool) -> QueryFragment
}

extension Select: InsertSelectSource {
  public func _insertSource(beforeConflict: Bool) -> QueryFragment {
    guard beforeConflict, clauses.wheres.isEmpty else { return query }
    // In the clauses, so it lands before GROUP BY, ORDER BY and LIMIT.
    var clauses = clauses
    clauses.wheres = ["1"]
    return clauses.render()
  }
}

extension Values: InsertSelectSource {
  // No FROM: nothing for an `ON` to be read into.
  public func _insertSource(beforeConflict: Bool) -> QueryFragment { query }
}

extension CompoundSelect: InsertSelectSource {
  public func _insertSource(beforeConflict: Bool) -> QueryFragment {
    // A WHERE appended would belong to the last select only, which may have one.
    beforeConflict ? "SELECT * FROM (" + query + ") WHERE 1" : query
  }
}
