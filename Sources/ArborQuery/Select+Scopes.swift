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

// A named select of the table (`static let withReminderCount = group(by: \.id).join(…)
// .select { $1.id.count() }`) chained onto a select: merged as the published library merges
// it, its columns after this select's, its joins, conditions, grouping and order after
// this one's, its limit (when it has one) replacing this one's.
extension Select where From: Table {
  public subscript<each C1: QueryDecodable, each C2: QueryDecodable, OtherSources: SourceList>(
    dynamicMember keyPath: KeyPath<From.Type, Select<(repeat each C2), From, OtherSources>>
  ) -> Select<(repeat each C1, repeat each C2), From, OtherSources>
  where Columns == (repeat each C1), Sources == Sources1<From> {
    let other = From.self[keyPath: keyPath]
    var merged = clauses
    merged.merge(other.clauses)
    // The named select's sources are the merged select's: its default columns too.
    merged.defaultColumns = other.clauses.defaultColumns
    return Select<(repeat each C1, repeat each C2), From, OtherSources>(
      clauses: merged, rowDecoder: mergedRows(rowDecoder, other.rowDecoder))
  }

  /// A named select without joins merged into a select that has some.
  @_disfavoredOverload
  public subscript<each C1: QueryDecodable, each C2: QueryDecodable>(
    dynamicMember keyPath: KeyPath<From.Type, Select<(repeat each C2), From, Sources1<From>>>
  ) -> Select<(repeat each C1, repeat each C2), From, Sources> where Columns == (repeat each C1) {
    let other = From.self[keyPath: keyPath]
    var merged = clauses
    merged.merge(other.clauses)
    return Select<(repeat each C1, repeat each C2), From, Sources>(
      clauses: merged, rowDecoder: mergedRows(rowDecoder, other.rowDecoder))
  }
}

/// The rows of two selects merged: nil when neither selected anything, so the merged
/// select reads whole rows of its sources as a select of nothing explicit does.
private func mergedRows<each C1: QueryDecodable, each C2: QueryDecodable>(
  _ first: RowDecoder<(repeat each C1)>?, _ second: RowDecoder<(repeat each C2)>?
) -> RowDecoder<(repeat each C1, repeat each C2)>? {
  if first == nil && second == nil { return nil }
  return concatenatedRows(selectedRows(first), selectedRows(second))
}
