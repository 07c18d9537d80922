/// A piece of SQL text with the values bound to its `?` placeholders, in order.
public struct QueryFragment: Sendable, Hashable {
  public var sql: String
  public var bindings: [QueryBinding]

  public init(_ sql: String = "", bindings: [QueryBinding] = []) {
    self.sql = sql
    self.bindings = bindings
  }

  /// A single `?` bound to `binding`.
  public init(binding: QueryBinding) {
    self.sql = "?"
    self.bindings = [binding]
  }

  /// A double-quoted SQL identifier; embedded quotes are doubled so any name is safe.
  public static func identifier(_ name: String) -> QueryFragment {
    QueryFragment(quoteIdentifier(name))
  }

  public var isEmpty: Bool { sql.isEmpty }

  public mutating func append(_ other: QueryFragment) {
    sql += other.sql
    bindings += other.bindings
  }

  public mutating func append(sql text: String) {
    sql += text
  }

  public static func + (lhs: QueryFragment, rhs: QueryFragment) -> QueryFragment {
    var result = lhs
    result.append(rhs)
    return result
  }

  public static func += (lhs: inout QueryFragment, rhs: QueryFragment) {
    lhs.append(rhs)
  }

  /// The SQL with every placeholder replaced by its value as a literal. For trigger and
  /// view bodies, where SQLite takes no parameters, and for debug output.
  public var inlined: String {
    guard !bindings.isEmpty else { return sql }
    var result = ""
    result.reserveCapacity(sql.utf8.count + bindings.count * 8)
    var remaining = bindings.makeIterator()
    var quote: Character? = nil
    for character in sql {
      if let open = quote {
        if character == open { quote = nil }
        result.append(character)
      } else if character == "'" || character == "\"" {
        quote = character
        result.append(character)
      } else if character == "?", let binding = remaining.next() {
        result += binding.sqlLiteral
      } else {
        result.append(character)
      }
    }
    return result
  }
}

/// Quotes an identifier for SQLite: wrapped in double quotes, inner quotes doubled.
public func quoteIdentifier(_ name: String) -> String {
  var quoted = "\""
  quoted.reserveCapacity(name.utf8.count + 2)
  for character in name.unicodeScalars {
    if character == "\"" { quoted.unicodeScalars.append("\"") }
    quoted.unicodeScalars.append(character)
  }
  quoted.unicodeScalars.append("\"")
  return quoted
}

/// Column names qualified by a table, alias or common table: `"t"."a"`, `"t"."b"`.
func qualifiedColumnNames(_ names: [String], qualifier: String) -> [String] {
  let quotedQualifier = quoteIdentifier(qualifier)
  return names.map { quotedQualifier + "." + quoteIdentifier($0) }
}

extension QueryFragment: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension QueryFragment: ExpressibleByStringInterpolation {
  /// Builds SQL from a literal: literal text is SQL, `\(value)` binds a value, `\(expression)`
  /// renders an expression, `\(raw:)` splices text verbatim (only for text you control).
  public struct StringInterpolation: StringInterpolationProtocol {
    var fragment = QueryFragment()

    public init(literalCapacity: Int, interpolationCount: Int) {
      fragment.sql.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    public mutating func appendLiteral(_ literal: String) {
      fragment.sql += literal
    }

    public mutating func appendInterpolation(_ expression: some QueryExpression) {
      fragment.append(expression.queryFragment)
    }

    public mutating func appendInterpolation(bind value: some QueryBindable) {
      fragment.append(QueryFragment(binding: value.queryBinding))
    }

    public mutating func appendInterpolation(raw text: String) {
      fragment.sql += text
    }

    public mutating func appendInterpolation(raw value: some BinaryInteger) {
      fragment.sql += String(value)
    }

    public mutating func appendInterpolation(_ fragment: QueryFragment) {
      self.fragment.append(fragment)
    }

    public mutating func appendInterpolation(quote identifier: String) {
      fragment.sql += quoteIdentifier(identifier)
    }

    public mutating func appendInterpolation<T: Table>(_ table: T.Type) {
      fragment.sql += quoteIdentifier(T.tableName)
    }
  }

  public init(stringInterpolation: StringInterpolation) {
    self = stringInterpolation.fragment
  }
}

extension Array where Element == QueryFragment {
  /// The fragments one after another with `separator` between them.
  public func joined(separator: String) -> QueryFragment {
    var result = QueryFragment()
    for (index, fragment) in enumerated() {
      if index > 0 { result.sql += separator }
      result.append(fragment)
    }
    return result
  }
}
