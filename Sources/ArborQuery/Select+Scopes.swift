// Named filters (`static let incomplete = Self.where { … }`) chained onto a query that is
// already under way: `Reminder.select(\.id).incomplete`, and on a draft's queries the
// table's own (`Reminder.Draft.select(\.id).incomplete`) — the draft's columns are qualified
// as the table's, so the table's conditions apply as they are.

extension Select where From: Table {
  public subscript(dynamicMember keyPath: KeyPath<From.Type, Where<From>>) -> Self {
    var select = self
    select.clauses.wheres += From.self[keyPath: keyPath].predicates
    return select
  }
}

extension Select where From: TableDraft {
  public subscript(dynamicMember keyPath: KeyPath<From.Base.Type, Where<From.Base>>) -> Self {
    var select = self
    select.clauses.wheres += From.Base.self[keyPath: keyPath].predicates
    return select
  }
}

extension Where where From: TableDraft {
  public subscript(dynamicMember keyPath: KeyPath<From.Base.Type, Where<From.Base>>) -> Self {
    adding(From.Base.self[keyPath: keyPath].predicates)
  }
}
