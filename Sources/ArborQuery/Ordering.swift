/// A term of an ORDER BY clause: any expression (ascending), or one with a direction.
public protocol OrderingTerm: Sendable {
  var orderingFragment: QueryFragment { get }
}

extension TableColumn: OrderingTerm {}
extension SQLQueryExpression: OrderingTerm {}

extension OrderingTerm where Self: QueryExpression {
  public var orderingFragment: QueryFragment { queryFragment }
}

/// Where NULLs go in an ordering.
public enum NullOrdering: String, Sendable {
  case first = "NULLS FIRST"
  case last = "NULLS LAST"
}

/// An expression with a sort direction.
public struct Ordering: OrderingTerm {
  public let orderingFragment: QueryFragment
}

/// An expression of `QueryValue` with a sort direction (the published library's name): an
/// ORDER BY term that still knows what it orders, so a section can be both selected by
/// it and ordered by it (`sectionBy: { $0.category.desc() }`).
public struct _OrderingTerm<QueryValue>: OrderingTerm {
  /// The expression without its direction.
  public let base: QueryFragment
  public let orderingFragment: QueryFragment
}

extension QueryExpression {
  /// Ascending order; `nulls:` places NULLs first or last.
  public func asc(nulls: NullOrdering? = nil) -> _OrderingTerm<QueryValue> {
    _OrderingTerm(
      base: queryFragment,
      orderingFragment: queryFragment + QueryFragment(" ASC" + (nulls.map { " " + $0.rawValue } ?? "")))
  }

  /// Descending order; `nulls:` places NULLs first or last.
  public func desc(nulls: NullOrdering? = nil) -> _OrderingTerm<QueryValue> {
    _OrderingTerm(
      base: queryFragment,
      orderingFragment: queryFragment + QueryFragment(" DESC" + (nulls.map { " " + $0.rawValue } ?? "")))
  }
}
