/// A SELECT statement over `From` and the sources joined to it.
///
/// `From` is the first source and `Sources` all of them (`Sources2<Reminder, List?>`
/// after a left join); closures see one argument per source.
///
/// `Columns` is what a row decodes to. `()` means nothing was selected explicitly: a row
/// is then every column of `From` and of each joined source, decoded as
/// `(From, Join1, ...)` (or just `From` without joins).
public struct Select<Columns, From: QuerySource, Sources: SourceList>: Statement {
  public typealias QueryValue = Columns

  public var clauses: SelectClauses
  /// Decodes an explicitly selected row; `nil` for the default selection.
  public let rowDecoder: RowDecoder<Columns>?

  public init(clauses: SelectClauses, rowDecoder: RowDecoder<Columns>?) {
    self.clauses = clauses
    self.rowDecoder = rowDecoder
  }

  public var query: QueryFragment { clauses.render() }

  func with(_ change: (inout SelectClauses) -> Void) -> Self {
    var copy = self
    change(&copy.clauses)
    return copy
  }
}

/// The clauses of a SELECT, kept apart until rendering so they can be added in any order.
public struct SelectClauses: Sendable {
  public var isDistinct = false
  /// The explicit select list; empty means `defaultColumns`.
  public var columns: [QueryFragment] = []
  public var defaultColumns: [QueryFragment]
  public var from: QueryFragment
  public var joins: [QueryFragment] = []
  public var wheres: [QueryFragment] = []
  public var groups: [QueryFragment] = []
  public var havings: [QueryFragment] = []
  public var orders: [QueryFragment] = []
  public var limit: QueryFragment?
  public var offset: QueryFragment?

  public init(from: QueryFragment, defaultColumns: [QueryFragment]) {
    self.from = from
    self.defaultColumns = defaultColumns
  }

  /// `WITH ...` before the select, for common table expressions.
  public var commonTables: QueryFragment?

  public func render() -> QueryFragment {
    var query = commonTables.map { $0 + " " } ?? QueryFragment()
    query.append(sql: isDistinct ? "SELECT DISTINCT " : "SELECT ")
    query.append((columns.isEmpty ? defaultColumns : columns).joined(separator: ", "))
    query.append(sql: " FROM ")
    query.append(from)
    for join in joins {
      query.append(sql: " ")
      query.append(join)
    }
    if !wheres.isEmpty {
      query.append(sql: " WHERE ")
      query.append(conjunction(wheres))
    }
    if !groups.isEmpty {
      query.append(sql: " GROUP BY ")
      query.append(groups.joined(separator: ", "))
    }
    if !havings.isEmpty {
      query.append(sql: " HAVING ")
      query.append(conjunction(havings))
    }
    if !orders.isEmpty {
      query.append(sql: " ORDER BY ")
      query.append(orders.joined(separator: ", "))
    }
    if let limit {
      query.append(sql: " LIMIT ")
      query.append(limit)
    }
    if let offset {
      if limit == nil { query.append(sql: " LIMIT -1") }
      query.append(sql: " OFFSET ")
      query.append(offset)
    }
    return query
  }
}

/// Predicates joined with AND; each parenthesized when there is more than one.
func conjunction(_ predicates: [QueryFragment]) -> QueryFragment {
  if predicates.count == 1 { return predicates[0] }
  return predicates.map { "(" + $0 + ")" }.joined(separator: " AND ")
}

/// A select of every column of one table, before anything is joined or selected.
public typealias SelectOf<T: Table> = Select<(), T, Sources1<T>>

extension Table {
  /// Every row of the table.
  public static var all: SelectOf<Self> { selectingAll() }
}

extension QuerySource {
  /// Every row of the source: a table, a common table, an alias.
  static func selectingAll() -> Select<(), Self, Sources1<Self>> {
    Select(
      clauses: SelectClauses(from: QueryFragment(sourceFromItem), defaultColumns: [sourceSelectList]),
      rowDecoder: nil
    )
  }
}
