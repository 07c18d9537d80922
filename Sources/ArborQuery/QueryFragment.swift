/// A piece of SQL text with the values bound to its `?` placeholders, in order.
public struct QueryFragment: Sendable, Hashable {
  /// Any change to the text forgets the recorded shape, so a fragment is never taken for
  /// an operand it no longer is.
  public var sql: String { didSet { shape = .unknown } }
  public var bindings: [QueryBinding]
  /// Whether the text can stand as an operator's operand as it is, when the builder that
  /// made it knows; rendering an operator then need not scan the text again.
  var shape: Shape = .unknown

  enum Shape: Sendable {
    /// Made from text: `parenthesized` scans it.
    case unknown
    /// One token or one parenthesized group: no parentheses needed.
    case operand
    /// Operators at its top level: parenthesized when it is an operand.
    case compound
  }

  public init(_ sql: String = "", bindings: [QueryBinding] = []) {
    self.sql = sql
    self.bindings = bindings
  }

  init(_ sql: String, bindings: [QueryBinding] = [], shape: Shape) {
    self.sql = sql
    self.bindings = bindings
    self.shape = shape
  }

  /// A single `?` bound to `binding`.
  public init(binding: QueryBinding) {
    self.sql = "?"
    self.bindings = [binding]
    self.shape = .operand
  }

  /// A double-quoted SQL identifier; embedded quotes are doubled so any name is safe.
  public static func identifier(_ name: String) -> QueryFragment {
    QueryFragment(quoteIdentifier(name), shape: .operand)
  }

  public var isEmpty: Bool { sql.isEmpty }

  // The shape is how the text was built, not part of what the fragment says.
  public static func == (lhs: QueryFragment, rhs: QueryFragment) -> Bool {
    lhs.sql == rhs.sql && lhs.bindings == rhs.bindings
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(sql)
    hasher.combine(bindings)
  }

  public mutating func append(_ other: QueryFragment) {
    if sql.isEmpty && bindings.isEmpty {
      // Taking the other's storage as it is costs one reference, not a copy.
      self = other
      return
    }
    sql += other.sql
    // Most fragments bind nothing; skipping the empty append avoids a uniqueness check
    // and a possible reallocation per piece.
    if !other.bindings.isEmpty { bindings += other.bindings }
  }

  public mutating func append(sql text: String) {
    sql += text
  }

  /// `(` + the fragment + `)` built in one buffer: an operand whatever was inside.
  func wrappedInParentheses() -> QueryFragment {
    var text = "("
    text.reserveCapacity(sql.utf8.count + 2)
    text += sql
    text += ")"
    return QueryFragment(text, bindings: bindings, shape: .operand)
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
    return replacingPlaceholders { bindings[$0 - 1].sqlLiteral }
  }

  /// The SQL with each value's `?` written as `placeholder` gives it (from its 1-based
  /// position: `"$\($0)"` for PostgreSQL-style numbering), and the values in order: what
  /// a driver prepares and binds.
  public func prepare(_ placeholder: (Int) -> String) -> (sql: String, bindings: [QueryBinding]) {
    (replacingPlaceholders(placeholder), bindings)
  }

  /// Each `?` outside quotes, up to one per binding, replaced by `replacement(position)`.
  private func replacingPlaceholders(_ replacement: (Int) -> String) -> String {
    var result = ""
    result.reserveCapacity(sql.utf8.count + bindings.count * 8)
    var position = 0
    var quote: Character? = nil
    for character in sql {
      if let open = quote {
        if character == open { quote = nil }
        result.append(character)
      } else if character == "'" || character == "\"" {
        quote = character
        result.append(character)
      } else if character == "?", position < bindings.count {
        position += 1
        result += replacement(position)
      } else {
        result.append(character)
      }
    }
    return result
  }
}

extension QueryBinding {
  /// The library's name for an integer value: `.int(1)`.
  public static func int(_ value: Int64) -> QueryBinding { .integer(value) }
}

/// Quotes an identifier for SQLite: wrapped in double quotes, inner quotes doubled.
public func quoteIdentifier(_ name: String) -> String {
  // The common case (no quote inside) in one buffer from the name's contiguous bytes:
  // appending the quotes, and iterating `utf8` generically, cost three times the rest,
  // and table names are quoted on every `.all`.
  let plain = name.utf8.withContiguousStorageIfAvailable { source -> String? in
    if source.contains(UInt8(ascii: "\"")) { return nil }
    return String(unsafeUninitializedCapacity: source.count + 2) { buffer in
      buffer[0] = UInt8(ascii: "\"")
      if let base = source.baseAddress, source.count > 0 {
        (buffer.baseAddress! + 1).update(from: base, count: source.count)
      }
      buffer[source.count + 1] = UInt8(ascii: "\"")
      return source.count + 2
    }
  }
  if let plain, let quoted = plain { return quoted }
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

    /// A name (`"…"`), or with `delimiter: .text` a text literal (`'…'`).
    public mutating func appendInterpolation(quote text: String, delimiter: QuoteDelimiter = .identifier) {
      fragment.sql += delimiter.quote(text)
    }

    /// A row written in Swift as a one-row SELECT of its values, each named as its column
    /// (`SELECT ? AS "id", ? AS "name"`): a common table's seed in SQL written by hand.
    public mutating func appendInterpolation<T: Table>(_ row: T) {
      fragment.append(row.query)
    }

    /// A `@Table @Selection` row (a view's) interpolates as its row value.
    public mutating func appendInterpolation<T: Table & Selection>(_ row: T) {
      fragment.append(row.queryFragment)
    }

    /// The table as a query names it: its alias, or its name after its schema's.
    public mutating func appendInterpolation<T: Table>(_ table: T.Type) {
      if let alias = T.tableAlias {
        fragment.sql += quoteIdentifier(alias)
      } else {
        fragment.sql += T._quotedTableName
      }
    }
  }

  public init(stringInterpolation: StringInterpolation) {
    self = stringInterpolation.fragment
  }
}

/// Fragments with a separator between them, as a composition.
struct SeparatedList: SQLComposition {
  let fragments: [QueryFragment]
  let separator: String
  func write<Sink: SQLSink>(to sink: inout Sink) { sink.write(fragments, separator: separator) }
}

extension Array where Element == QueryFragment {
  /// The fragments one after another with `separator` between them.
  public func joined(separator: String) -> QueryFragment {
    if count == 1 { return self[0] }
    return QueryFragment(composing: SeparatedList(fragments: self, separator: separator))
  }
}
