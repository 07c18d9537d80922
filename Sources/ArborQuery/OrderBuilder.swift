/// The closure of `order` builds its terms: one term or a tuple of them
/// (`($0.priority.desc(), $0.title)`), or terms chosen by Swift's `if` and `switch` — an `if`
/// without `else` that does not hold adds no term.
@resultBuilder
public enum OrderBuilder {
  public static func buildExpression<each Term: OrderingTerm>(_ terms: (repeat each Term)) -> BuiltOrder {
    var fragments: [QueryFragment] = []
    for term in repeat each terms { fragments.append(term.orderingFragment) }
    return BuiltOrder(fragments)
  }

  public static func buildBlock(_ order: BuiltOrder) -> BuiltOrder { order }
  public static func buildOptional(_ order: BuiltOrder?) -> BuiltOrder { order ?? BuiltOrder([]) }
  public static func buildEither(first order: BuiltOrder) -> BuiltOrder { order }
  public static func buildEither(second order: BuiltOrder) -> BuiltOrder { order }
  public static func buildLimitedAvailability(_ order: BuiltOrder) -> BuiltOrder { order }
}

/// The terms an `OrderBuilder` closure produced, in order; none when an `if` left them out.
public struct BuiltOrder {
  let terms: [QueryFragment]
  init(_ terms: [QueryFragment]) { self.terms = terms }
}
