/// Anything that renders as SQL producing a value of `QueryValue`: a column, a bound
/// value, an operator applied to expressions, a subquery.
public protocol QueryExpression<QueryValue>: Sendable {
  associatedtype QueryValue
  var queryFragment: QueryFragment { get }
}

/// An expression known only by its SQL, typed by what it produces. Operators and
/// functions return it; `#sql` makes one from a literal.
public struct SQLQueryExpression<QueryValue>: QueryExpression {
  public let queryFragment: QueryFragment

  public init(_ queryFragment: QueryFragment, as type: QueryValue.Type = QueryValue.self) {
    self.queryFragment = queryFragment
  }

  public init(_ expression: some QueryExpression<QueryValue>) {
    self.queryFragment = expression.queryFragment
  }
}

/// `nil` as an expression of an optional type: `$0.dueDate = nil` in an update.
extension SQLQueryExpression: ExpressibleByNilLiteral where QueryValue: _OptionalQueryValue {
  public init(nilLiteral: ()) {
    self.queryFragment = QueryFragment("NULL")
  }
}

/// Marks optional value types for `nil` literals.
public protocol _OptionalQueryValue {}
extension Optional: _OptionalQueryValue {}

/// A Swift value bound as a parameter, written `#bind(value)`; with `as:` the value is
/// stored through a representation (`#bind(tags, as: [String].JSONRepresentation.self)`).
public struct BindQueryExpression<QueryValue: QueryBindable>: QueryExpression {
  public let queryFragment: QueryFragment

  public init(_ value: QueryValue) {
    self.queryFragment = QueryFragment(binding: value.queryBinding)
  }

  public init(_ value: QueryValue.QueryOutput, as representation: QueryValue.Type) {
    self.queryFragment = QueryFragment(binding: QueryValue(queryOutput: value).queryBinding)
  }
}

/// What `#bind(...)` expands to; one function per form so the compiler picks by the
/// value's kind (a plain value, a value through a representation, a whole selection).
public func _bind<QueryValue: QueryBindable>(_ value: QueryValue) -> BindQueryExpression<QueryValue> {
  BindQueryExpression(value)
}

public func _bind<QueryValue: QueryBindable>(
  _ value: QueryValue.QueryOutput, as representation: QueryValue.Type
) -> BindQueryExpression<QueryValue> {
  BindQueryExpression(value, as: representation)
}

@_disfavoredOverload
public func _bind<QueryValue: QueryBindable>(_ value: QueryValue.QueryOutput) -> BindQueryExpression<QueryValue> {
  BindQueryExpression(value, as: QueryValue.self)
}

/// A selection's values are bound column by column when it is assigned or compared.
public func _bind<Value: Selection>(_ value: Value) -> Value { value }

extension QueryExpression {
  /// Wraps the fragment in parentheses unless it is a single token, so operators keep
  /// their meaning whatever their operands are.
  var parenthesized: QueryFragment { queryFragment.parenthesized }
}

extension QueryFragment {
  /// The fragment as an operand: wrapped in parentheses unless it is a single token or
  /// already one group. The text is scanned only when its builder did not record its shape.
  var parenthesized: QueryFragment {
    needsParenthesesAsOperand ? wrappedInParentheses() : self
  }
}

extension String {
  /// Whether the text is one parenthesized group, `( ... )`, closing at its last character.
  var isParenthesized: Bool {
    guard utf8.first == UInt8(ascii: "("), utf8.last == UInt8(ascii: ")") else { return false }
    var depth = 0
    var quote: UInt8? = nil
    let count = utf8.count
    for (index, byte) in utf8.enumerated() {
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = byte
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 && index != count - 1 { return false }
      default: break
      }
    }
    return depth == 0
  }

  /// A placeholder, a number, a NULL, or a (qualified) quoted identifier needs no
  /// parentheses as an operand.
  var isSimpleSQLOperand: Bool {
    if self == "?" || self == "NULL" { return true }
    var sawQuote = false
    var inQuote = false
    var allDigits = !isEmpty
    for byte in utf8 {
      if byte == UInt8(ascii: "\"") {
        inQuote.toggle()
        sawQuote = true
        allDigits = false
        continue
      }
      if inQuote { continue }
      if byte == UInt8(ascii: ".") && sawQuote { continue }
      if byte >= 48 && byte <= 57 { continue }
      allDigits = false
      if sawQuote || byte != UInt8(ascii: "-") { return false }
    }
    return !inQuote && (sawQuote || allDigits)
  }
}
