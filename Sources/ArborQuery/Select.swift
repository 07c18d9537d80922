/// A SELECT statement over `From` and the sources joined to it.
///
/// `From` is the first source and `Sources` all of them (`Sources2<Reminder, List?>`
/// after a left join); closures see one argument per source.
///
/// `Columns` is what a row decodes to. `()` means nothing was selected explicitly: a row
/// is then every column of `From` and of each joined source, decoded as
/// `(From, Join1, ...)` (or just `From` without joins).
@dynamicMemberLookup
public struct Select<Columns, From: QuerySource, Sources: SourceList>: Statement {
  public typealias QueryValue = Columns

  /// The clauses so far: the library's business (`package`), not its users'.
  package var clauses: SelectClauses
  /// Decodes an explicitly selected row; `nil` for the default selection.
  public let rowDecoder: RowDecoder<Columns>?

  package init(clauses: SelectClauses, rowDecoder: RowDecoder<Columns>?) {
    self.clauses = clauses
    self.rowDecoder = rowDecoder
  }

  public var query: QueryFragment { clauses.render() }

  // Consuming: a chain of clauses (`.where { }.order { }`) then appends to arrays it owns
  // instead of copying every list at every step (a fifth of rendering in the profile).
  consuming func with(_ change: (inout SelectClauses) -> Void) -> Self {
    change(&clauses)
    return self
  }
}

/// The clauses of a SELECT, kept apart until rendering so they can be added in any order.
package struct SelectClauses: Sendable {
  /// Built on `Table.none` (or `Select.none`): the select renders nothing.
  package var isEmpty = false
  package var isDistinct = false
  /// The explicit select list; empty means `defaultColumns`.
  package var columns: [QueryFragment] = []
  package var defaultColumns: [QueryFragment]
  package var from: QueryFragment
  package var joins: [QueryFragment] = []
  package var wheres: [QueryFragment] = []
  package var groups: [QueryFragment] = []
  package var havings: [QueryFragment] = []
  package var orders: [QueryFragment] = []
  package var limit: QueryFragment?
  package var offset: QueryFragment?

  package init(from: QueryFragment, defaultColumns: [QueryFragment]) {
    self.from = from
    self.defaultColumns = defaultColumns
  }

  /// `WITH ...` before the select, for common table expressions.
  package var commonTables: QueryFragment?

  package func render() -> QueryFragment { QueryFragment(composing: self) }
}

extension SelectClauses: SQLComposition {
  func write<Sink: SQLSink>(to sink: inout Sink) {
    guard !isEmpty else { return }
    if let commonTables {
      sink.write(commonTables)
      sink.write(literal: " ")
    }
    sink.write(literal: isDistinct ? "SELECT DISTINCT " : "SELECT ")
    sink.write(columns.isEmpty ? defaultColumns : columns, separator: ", ")
    sink.write(literal: " FROM ")
    sink.write(from)
    for join in joins {
      sink.write(literal: " ")
      sink.write(join)
    }
    if !wheres.isEmpty {
      sink.write(literal: " WHERE ")
      sink.write(conjunctionOf: wheres)
    }
    if !groups.isEmpty {
      sink.write(literal: " GROUP BY ")
      sink.write(groups, separator: ", ")
    }
    if !havings.isEmpty {
      sink.write(literal: " HAVING ")
      sink.write(conjunctionOf: havings)
    }
    if !orders.isEmpty {
      sink.write(literal: " ORDER BY ")
      sink.write(orders, separator: ", ")
    }
    if let limit {
      sink.write(literal: " LIMIT ")
      sink.write(limit)
    }
    if let offset {
      if limit == nil { sink.write(literal: " LIMIT -1") }
      sink.write(literal: " OFFSET ")
      sink.write(offset)
    }
  }
}

/// Predicates joined with AND; each parenthesized when there is more than one.
func conjunction(_ predicates: [QueryFragment]) -> QueryFragment {
  if predicates.count == 1 { return predicates[0] }
  return QueryFragment(composing: Conjunction(predicates: predicates))
}

/// `(a) AND (b) ...` as a composition.
struct Conjunction: SQLComposition {
  let predicates: [QueryFragment]
  func write<Sink: SQLSink>(to sink: inout Sink) { sink.write(conjunctionOf: predicates) }
}

/// A select of every column of one table, before anything is joined or selected.
public typealias SelectOf<T: Table> = Select<(), T, Sources1<T>>

extension Table {
  /// Every row of the table, within its default scope (see `TableScope`).
  public static var all: SelectOf<Self> {
    guard _scope != nil else { return selectingAll() }
    return scoped.rowsSelect
  }
}

extension QuerySource {
  /// Every row of the source: a table, a common table, an alias.
  static func selectingAll() -> Select<(), Self, Sources1<Self>> {
    Select(
      clauses: SelectClauses(from: sourceFromItem, defaultColumns: [sourceSelectList]),
      rowDecoder: nil
    )
  }
}
