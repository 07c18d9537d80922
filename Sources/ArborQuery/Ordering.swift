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

extension QueryExpression {
  /// Ascending order; `nulls:` places NULLs first or last.
  public func asc(nulls: NullOrdering? = nil) -> Ordering {
    Ordering(orderingFragment: queryFragment + QueryFragment(" ASC" + (nulls.map { " " + $0.rawValue } ?? "")))
  }

  /// Descending order; `nulls:` places NULLs first or last.
  public func desc(nulls: NullOrdering? = nil) -> Ordering {
    Ordering(orderingFragment: queryFragment + QueryFragment(" DESC" + (nulls.map { " " + $0.rawValue } ?? "")))
  }
}
