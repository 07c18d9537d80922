/// A collating sequence for `collate(_:)`.
public struct Collation: Sendable, Hashable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public static let binary = Collation("BINARY")
  public static let nocase = Collation("NOCASE")
  public static let rtrim = Collation("RTRIM")
}

extension QueryExpression where QueryValue: QueryDecodable, QueryValue._Wrapped == String {
  /// `LIKE pattern`: `%` matches any run of characters, `_` one character; ASCII
  /// letters match case-insensitively. `escape:` names a character that makes the next
  /// `%` or `_` literal.
  public func like(_ pattern: some QueryExpression<String>, escape: Character? = nil) -> SQLQueryExpression<Bool> {
    let like: SQLQueryExpression<Bool> = binary(self, "LIKE", pattern)
    guard let escape else { return like }
    var fragment = like.queryFragment
    fragment += " ESCAPE " + QueryFragment(binding: .text(String(escape)))
    fragment.shape = .compound
    return SQLQueryExpression(fragment)
  }

  /// `GLOB pattern`: case-sensitive, with `*`, `?` and `[...]`.
  public func glob(_ pattern: some QueryExpression<String>) -> SQLQueryExpression<Bool> {
    binary(self, "GLOB", pattern)
  }

  // `String` is itself a query expression (a bound value), so without
  // `@_disfavoredOverload` these would win over the standard library's generic methods in
  // plain Swift: `text.contains(needle)` on two strings was a `SQLQueryExpression<Bool>`.

  /// Whether the text starts with `prefix`, taken literally (`%` and `_` in it match
  /// themselves). Case-insensitive for ASCII, like LIKE.
  @_disfavoredOverload
  public func hasPrefix(_ prefix: some StringProtocol) -> SQLQueryExpression<Bool> {
    literalLike(escapeLikePattern(String(prefix)) + "%")
  }

  /// Whether the text ends with `suffix`, taken literally.
  @_disfavoredOverload
  public func hasSuffix(_ suffix: some StringProtocol) -> SQLQueryExpression<Bool> {
    literalLike("%" + escapeLikePattern(String(suffix)))
  }

  /// Whether the text contains `substring`, taken literally.
  @_disfavoredOverload
  public func contains(_ substring: some StringProtocol) -> SQLQueryExpression<Bool> {
    literalLike("%" + escapeLikePattern(String(substring)) + "%")
  }

  private func literalLike(_ pattern: String) -> SQLQueryExpression<Bool> {
    SQLQueryExpression(
      parenthesized + " LIKE " + QueryFragment(binding: .text(pattern)) + " ESCAPE '\\'")
  }

  /// Compares with the given collating sequence: `$0.title.collate(.nocase).eq("x")`.
  public func collate(_ collation: Collation) -> SQLQueryExpression<QueryValue> {
    SQLQueryExpression(parenthesized + QueryFragment(" COLLATE " + quoteIdentifier(collation.name)))
  }

  public func upper() -> SQLQueryExpression<QueryValue> { function("upper", self) }
  public func lower() -> SQLQueryExpression<QueryValue> { function("lower", self) }
  public func trim() -> SQLQueryExpression<QueryValue> { function("trim", self) }
  public func ltrim() -> SQLQueryExpression<QueryValue> { function("ltrim", self) }
  public func rtrim() -> SQLQueryExpression<QueryValue> { function("rtrim", self) }
  /// `trim(x, characters)`: strips any of `characters` from both ends.
  public func trim(_ characters: String) -> SQLQueryExpression<QueryValue> {
    function("trim", self, characters)
  }
  /// SQLite's `substr(x, start, length)`; `start` counts characters from 1.
  public func substr(_ start: Int, _ length: Int? = nil) -> SQLQueryExpression<QueryValue> {
    if let length { return function("substr", self, start, length) }
    return function("substr", self, start)
  }
  public func replace(_ old: some QueryExpression<String>, _ new: some QueryExpression<String>) -> SQLQueryExpression<
    QueryValue
  > {
    function("replace", self, old, new)
  }
  /// The number of characters.
  public func length() -> SQLQueryExpression<Int> { function("length", self) }
  /// The 1-based position of `search`, or 0.
  public func instr(_ search: some QueryExpression<String>) -> SQLQueryExpression<Int> {
    function("instr", self, search)
  }
}

/// Makes `%`, `_` and the escape character itself literal in a LIKE pattern.
func escapeLikePattern(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for character in text {
    if character == "%" || character == "_" || character == "\\" { result.append("\\") }
    result.append(character)
  }
  return result
}

/// `name(arg1, arg2, ...)`.
func function<Result>(_ name: String, _ arguments: any QueryExpression...) -> SQLQueryExpression<Result> {
  var fragment = QueryFragment(name + "(")
  for (index, argument) in arguments.enumerated() {
    if index > 0 { fragment.append(sql: ", ") }
    fragment.append(argument.queryFragment)
  }
  fragment.append(sql: ")")
  return SQLQueryExpression(fragment)
}

extension TableColumn where Value == String {
  /// The library's former spelling of `length()`. Only on columns: on a plain `String`,
  /// `count` stays the standard library's.
  @available(*, deprecated, renamed: "length()")
  public var count: SQLQueryExpression<Int> { length() }
}
