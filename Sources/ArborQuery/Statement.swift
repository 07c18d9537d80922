/// A complete SQL statement. As an expression it is a parenthesized subquery, so a
/// select can stand wherever a value or a list of values is expected.
public protocol Statement<QueryValue>: QueryExpression {
  /// The statement's SQL and bindings. Empty for a statement with nothing to do (an
  /// insert of no rows); running it does nothing.
  var query: QueryFragment { get }
}

extension Statement {
  public var queryFragment: QueryFragment { "(" + query + ")" }
}

/// How one result row becomes a Swift value.
public struct RowDecoder<Value>: Sendable {
  public let decode: @Sendable (any QueryDecoder) throws -> Value

  public init(_ decode: @escaping @Sendable (any QueryDecoder) throws -> Value) {
    self.decode = decode
  }
}

extension RowDecoder where Value: QueryDecodable {
  public static var decodable: RowDecoder<Value> {
    RowDecoder { decoder in try Value(decoder: decoder) }
  }
}

extension SQLQueryExpression: Statement {
  public var query: QueryFragment { queryFragment }
}
