/// A row of values with no table: `Values(1, "a")` is `SELECT ?, ?`, decoding to
/// `(Int, String)`. Useful as a common table's seed and for evaluating expressions.
public struct Values<each C: QueryExpression>: Statement {
  public typealias QueryValue = (repeat (each C).QueryValue)
  public let query: QueryFragment
  /// How the one row decodes.
  public let rowDecoder: RowDecoder<(repeat (each C).QueryValue)>

  public init(_ values: repeat each C) where repeat (each C).QueryValue: QueryDecodable {
    query = Self.select(repeat each values)
    rowDecoder = RowDecoder { decoder in (repeat try (each C).QueryValue(decoder: decoder)) }
  }

  /// Calls of Swift functions that return nothing, for their effect:
  /// `Values(logger.$log("Hello"))` runs `SELECT "log"(?)`, one row of `()`.
  public init(_ calls: repeat each C) where repeat each C: _ReturnsNothing {
    query = Self.select(repeat each calls)
    rowDecoder = RowDecoder { _ in (repeat (each C)._nothing) }
  }

  private static func select(_ values: repeat each C) -> QueryFragment {
    var parts: [QueryFragment] = []
    for value in repeat each values {
      parts.append(value.queryFragment)
    }
    return "SELECT " + parts.joined(separator: ", ")
  }
}

/// An expression whose value is nothing: the call of a Swift function that returns
/// nothing (`@DatabaseFunction func log(_:)`). Swift cannot say "each value is `Void`" of
/// a pack, so `Values` asks for this instead.
public protocol _ReturnsNothing: QueryExpression {
  static var _nothing: QueryValue { get }
}

extension SQLQueryExpression: _ReturnsNothing where QueryValue == Void {
  public static var _nothing: Void { () }
}

extension Values {
  private func compound(_ op: CompoundOperator, _ other: QueryFragment) -> CompoundSelect<QueryValue> {
    CompoundSelect(parts: [query, other], operators: [op], rowDecoder: rowDecoder)
  }

  /// `UNION` (duplicates removed) or, with `all: true`, `UNION ALL` of another row.
  public func union(all: Bool = false, _ other: Values<repeat each C>) -> CompoundSelect<QueryValue> {
    compound(all ? .unionAll : .union, other.query)
  }

  /// `UNION` with a select of rows of the same shape.
  public func union<F, S>(all: Bool = false, _ other: Select<QueryValue, F, S>) -> CompoundSelect<QueryValue> {
    compound(all ? .unionAll : .union, other.query)
  }

  public func intersect(_ other: Values<repeat each C>) -> CompoundSelect<QueryValue> {
    compound(.intersect, other.query)
  }

  public func except(_ other: Values<repeat each C>) -> CompoundSelect<QueryValue> {
    compound(.except, other.query)
  }
}

extension CompoundSelect {
  /// A further row of values.
  public func union<each C: QueryExpression>(all: Bool = false, _ other: Values<repeat each C>) -> Self
  where repeat (each C).QueryValue: QueryDecodable {
    adding(all ? .unionAll : .union, other.query)
  }
}
