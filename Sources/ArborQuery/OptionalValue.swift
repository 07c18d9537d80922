/// The `nil` of `$0.dueDate.is(nil)`.
public struct SQLNull: ExpressibleByNilLiteral, Sendable {
  public init(nilLiteral: ()) {}
}

/// `coalesce(lhs, rhs)`: the first non-NULL value; with a non-optional fallback the
/// result is non-optional.
public func ?? <Lhs: QueryExpression, Wrapped>(
  lhs: Lhs, rhs: some QueryExpression<Wrapped>
) -> SQLQueryExpression<Wrapped> where Lhs.QueryValue == Wrapped? {
  SQLQueryExpression(coalesce(lhs.queryFragment, rhs.queryFragment))
}

/// `coalesce(lhs, rhs)` with an optional fallback: the result stays optional.
@_disfavoredOverload
public func ?? <Lhs: QueryExpression, Wrapped>(
  lhs: Lhs, rhs: some QueryExpression<Wrapped?>
) -> SQLQueryExpression<Wrapped?> where Lhs.QueryValue == Wrapped? {
  SQLQueryExpression(coalesce(lhs.queryFragment, rhs.queryFragment))
}

/// Nested `??` chains flatten into one `coalesce(a, b, c)`.
private func coalesce(_ lhs: QueryFragment, _ rhs: QueryFragment) -> QueryFragment {
  var arguments = lhs
  if arguments.sql.hasPrefix("coalesce("), arguments.sql.hasSuffix(")"),
    isSingleCall(arguments.sql)
  {
    arguments.sql.removeFirst("coalesce(".count)
    arguments.sql.removeLast()
  }
  return "coalesce(" + arguments + ", " + rhs + ")"
}

/// Whether `sql` is one call whose closing parenthesis is its last character.
private func isSingleCall(_ sql: String) -> Bool {
  var depth = 0
  var quote: UInt8? = nil
  let bytes = Array(sql.utf8)
  for (index, byte) in bytes.enumerated() {
    if let open = quote {
      if byte == open { quote = nil }
      continue
    }
    switch byte {
    case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = byte
    case UInt8(ascii: "("): depth += 1
    case UInt8(ascii: ")"):
      depth -= 1
      if depth == 0 && index != bytes.count - 1 { return false }
    default: break
    }
  }
  return depth == 0
}
