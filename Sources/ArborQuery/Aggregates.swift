// Aggregate functions. Each takes `filter:`, rendered as SQLite's `FILTER (WHERE ...)`.

func aggregate<Result>(
  _ name: String, distinct: Bool = false, _ argument: QueryFragment?,
  extra: QueryFragment? = nil, filter: (any QueryExpression<Bool>)?
) -> SQLQueryExpression<Result> {
  let call = AggregateCall(
    name: name, distinct: distinct, argument: argument, extra: extra, filter: filter?.queryFragment)
  // As an operand the call is parenthesized, as the text scan always decided for it.
  return SQLQueryExpression(QueryFragment(composing: call, shape: .compound))
}

/// `name(DISTINCT argument extra) FILTER (WHERE filter)`.
struct AggregateCall: SQLComposition {
  let name: String
  let distinct: Bool
  let argument: QueryFragment?
  let extra: QueryFragment?
  let filter: QueryFragment?

  func write<Sink: SQLSink>(to sink: inout Sink) {
    sink.write(name)
    sink.write(literal: distinct ? "(DISTINCT " : "(")
    if let argument { sink.write(argument) } else { sink.write(literal: "*") }
    if let extra { sink.write(extra) }
    sink.write(literal: ")")
    if let filter {
      sink.write(literal: " FILTER (WHERE ")
      sink.write(filter)
      sink.write(literal: ")")
    }
  }
}

extension QueryExpression where QueryValue: QueryBindable {
  /// `count(x)`: the number of non-NULL values.
  public func count(distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none)
    -> SQLQueryExpression<Int>
  {
    aggregate("count", distinct: distinct, queryFragment, filter: filter)
  }

  /// `max(x)`; NULL (nil) when there are no values.
  public func max(filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none) -> SQLQueryExpression<
    QueryValue._Wrapped?
  > {
    aggregate("max", queryFragment, filter: filter)
  }

  /// `min(x)`; NULL (nil) when there are no values.
  public func min(filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none) -> SQLQueryExpression<
    QueryValue._Wrapped?
  > {
    aggregate("min", queryFragment, filter: filter)
  }

  /// `group_concat(x, separator)`: the non-NULL values joined; nil when there are none.
  public func groupConcat(
    separator: String? = nil, distinct: Bool = false,
    filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<String?> {
    // SQLite 3.40 takes no separator together with DISTINCT.
    let extra = (separator != nil && !distinct) ? ", " + QueryFragment(binding: .text(separator!)) : nil
    return aggregate("group_concat", distinct: distinct, queryFragment, extra: extra, filter: filter)
  }
}

extension QueryExpression where QueryValue: QueryDecodable, QueryValue._Wrapped: QueryNumeric {
  /// `sum(x)`: nil when there are no values.
  public func sum(distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none)
    -> SQLQueryExpression<QueryValue._Wrapped?>
  {
    aggregate("sum", distinct: distinct, queryFragment, filter: filter)
  }

  /// `total(x)`: like sum, but 0.0 when there are no values.
  public func total(distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none)
    -> SQLQueryExpression<Double>
  {
    aggregate("total", distinct: distinct, queryFragment, filter: filter)
  }

  /// `avg(x)`: nil when there are no values.
  public func avg(distinct: Bool = false, filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none)
    -> SQLQueryExpression<Double?>
  {
    aggregate("avg", distinct: distinct, queryFragment, filter: filter)
  }
}

extension QueryExpression where Self == SQLQueryExpression<Int> {
  /// `count(*)` wherever an expression is expected, as the published library spells it:
  /// `Reminder.select { _ in .count() }`, `.having { _ in .count() > 1 }`.
  public static func count(filter: (any QueryExpression<Bool>)? = nil) -> Self {
    aggregate("count", nil, filter: filter)
  }
}

extension TableDefinition {
  /// `count(*)`: the number of rows.
  public func count(filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none) -> SQLQueryExpression<Int> {
    aggregate("count", nil, filter: filter)
  }
}

extension QueryExpression where QueryValue: QueryDecodable {
  /// `group_concat(x, separator ORDER BY term)`, the published library's spelling: the
  /// separator is any expression (`$0.name.groupConcat("-")`, or another column).
  /// An `order:` needs SQLite 3.44: on 3.40.1 the statement fails with a syntax error
  /// near "ORDER".
  public func groupConcat(
    _ separator: some QueryExpression, order: (some OrderingTerm)? = Ordering?.none,
    filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<String?> {
    var extra = ", " + separator.queryFragment
    if let order { extra += " ORDER BY " + order.orderingFragment }
    return aggregate("group_concat", queryFragment, extra: extra, filter: filter)
  }

  /// `group_concat(x ORDER BY term)`; see `groupConcat(_:order:filter:)` for SQLite 3.44.
  public func groupConcat(
    distinct: Bool = false, order: some OrderingTerm,
    filter: (some QueryExpression<Bool>)? = SQLQueryExpression<Bool>?.none
  ) -> SQLQueryExpression<String?> {
    aggregate(
      "group_concat", distinct: distinct, queryFragment, extra: " ORDER BY " + order.orderingFragment, filter: filter)
  }
}
