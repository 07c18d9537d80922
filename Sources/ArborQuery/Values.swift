/// A row of values with no table: `Values(1, "a")` is `SELECT ?, ?`, decoding to
/// `(Int, String)`. Useful as a common table's seed and for evaluating expressions.
public struct Values<each C: QueryExpression>: Statement
where repeat (each C).QueryValue: QueryDecodable {
  public typealias QueryValue = (repeat (each C).QueryValue)
  public let query: QueryFragment
  /// How the one row decodes.
  public let rowDecoder: RowDecoder<(repeat (each C).QueryValue)>

  public init(_ values: repeat each C) {
    var parts: [QueryFragment] = []
    for value in repeat each values {
      parts.append(value.queryFragment)
    }
    query = "SELECT " + parts.joined(separator: ", ")
    rowDecoder = RowDecoder { decoder in (repeat try (each C).QueryValue(decoder: decoder)) }
  }
}
