/// The closure of `order` builds its terms: one term or a tuple of up to five
/// (`($0.priority.desc(), $0.title)`), or terms chosen by Swift's `if` and `switch` — an `if`
/// without `else` that does not hold adds no term.
@resultBuilder
public enum OrderBuilder {
  // One overload per width rather than a parameter pack: with a pack, a misspelt column
  // (`$0.titel`) was reported as "generic parameter 'each Term' could not be inferred".
  // Tuples of 2 to 5 terms are generated (Generated/OrderBuilder+Tuples.swift).
  public static func buildExpression(_ term: some OrderingTerm) -> BuiltOrder {
    BuiltOrder(term: term.orderingFragment)
  }

  public static func buildBlock(_ order: BuiltOrder) -> BuiltOrder { order }
  public static func buildOptional(_ order: BuiltOrder?) -> BuiltOrder { order ?? BuiltOrder([]) }
  public static func buildEither(first order: BuiltOrder) -> BuiltOrder { order }
  public static func buildEither(second order: BuiltOrder) -> BuiltOrder { order }
  public static func buildLimitedAvailability(_ order: BuiltOrder) -> BuiltOrder { order }
}

/// The terms an `OrderBuilder` closure produced, in order; none when an `if` left them out.
public struct BuiltOrder {
  /// One term is kept apart from a list: the common case then allocates no array.
  let term: QueryFragment?
  let terms: [QueryFragment]
  init(_ terms: [QueryFragment]) { (self.term, self.terms) = (nil, terms) }
  init(term: QueryFragment) { (self.term, self.terms) = (term, []) }

  func append(to orders: inout [QueryFragment]) {
    if let term { orders.append(term) } else { orders += terms }
  }
}
