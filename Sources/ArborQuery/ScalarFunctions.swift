// SQLite's core scalar functions not covered elsewhere, in the published library's
// spelling. They apply to SQL operands only (columns, computed expressions, `#bind`),
// not to plain values: as members of `Int` or `Double`, `abs` and `round` would hide the
// standard library's global functions inside every extension of those types.

extension SQLOperand where QueryValue: QueryDecodable, QueryValue._Wrapped == String {
  /// `ltrim(x, characters)`: strips any of `characters` from the start.
  public func ltrim(_ characters: String) -> SQLQueryExpression<QueryValue> {
    function("ltrim", self, characters)
  }

  /// `rtrim(x, characters)`: strips any of `characters` from the end.
  public func rtrim(_ characters: String) -> SQLQueryExpression<QueryValue> {
    function("rtrim", self, characters)
  }

  /// The length in bytes of the text's UTF-8. SQLite's `octet_length` arrived in 3.43;
  /// `length(CAST(x AS BLOB))` is the same number on 3.40.1.
  public func octetLength() -> SQLQueryExpression<Int> {
    SQLQueryExpression("length(CAST(" + queryFragment + " AS BLOB))")
  }

  /// The code point of the first character; NULL for empty text.
  public func unicode() -> SQLQueryExpression<Int?> { function("unicode", self) }

  /// `unhex(x)`: the bytes the hexadecimal text spells. Needs SQLite 3.41: on 3.40.1 the
  /// statement fails with "no such function: unhex".
  public func unhex(_ ignoring: String? = nil) -> SQLQueryExpression<[UInt8]?> {
    if let ignoring { return function("unhex", self, ignoring) }
    return function("unhex", self)
  }
}

extension String {
  /// `unhex(?)` of this text, bound: `"deadbeef".unhex()`, as the library spells it (its
  /// strings are expressions). The bytes the hexadecimal spells; needs SQLite 3.41 as
  /// above. Only this one member: the other functions read as Swift's own on a string.
  public func unhex(_ ignoring: String? = nil) -> SQLQueryExpression<[UInt8]?> {
    if let ignoring { return function("unhex", self, ignoring) }
    return function("unhex", self)
  }
}

extension SQLOperand where QueryValue: QueryDecodable {
  /// `quote(x)`: the value as an SQL literal.
  public func quote() -> SQLQueryExpression<QueryValue> { function("quote", self) }

  /// `hex(x)`: the value's bytes (text as UTF-8) in upper-case hexadecimal.
  public func hex() -> SQLQueryExpression<String> { function("hex", self) }

  /// `nullif(x, other)`: NULL when the two are equal, else `x`.
  public func nullif(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue._Wrapped?> {
    function("nullif", self, other)
  }

  /// `nullif` of an optional value and a plain one: `$0.priority.nullif(Priority.high)`.
  @_disfavoredOverload
  public func nullif(_ other: some QueryExpression<QueryValue._Wrapped>) -> SQLQueryExpression<QueryValue._Wrapped?> {
    function("nullif", self, other)
  }
}

extension SQLOperand where QueryValue: QueryDecodable, QueryValue._Wrapped: QueryNumeric {
  /// `abs(x)`.
  public func abs() -> SQLQueryExpression<QueryValue> { function("abs", self) }

  /// `sign(x)`: -1, 0 or 1 (NULL for NULL). Needs SQLite 3.35.
  public func sign() -> SQLQueryExpression<QueryValue> { function("sign", self) }

  /// `round(x, digits)`: a REAL rounded half away from zero.
  public func round(_ digits: Int? = nil) -> SQLQueryExpression<Double> {
    if let digits { return function("round", self, digits) }
    return function("round", self)
  }
}

extension SQLOperand where QueryValue == [UInt8] {
  /// The number of bytes of a blob.
  public func length() -> SQLQueryExpression<Int> { function("length", self) }
}

// On plain integers too (`16.randomblob()`, as the published library spells it): no
// standard library member has these names, so ordinary code keeps its meaning.
extension QueryExpression where QueryValue: QueryDecodable, QueryValue._Wrapped == Int {
  /// `randomblob(n)`: `n` random bytes.
  public func randomblob() -> SQLQueryExpression<[UInt8]> { function("randomblob", self) }

  /// `zeroblob(n)`: `n` zero bytes.
  public func zeroblob() -> SQLQueryExpression<[UInt8]> { function("zeroblob", self) }
}

extension SQLOperand where QueryValue == Bool {
  /// Tells the query planner the condition is usually true (`likely(x)`); the value is
  /// unchanged.
  public func likely() -> SQLQueryExpression<Bool> { function("likely", self) }

  /// Tells the planner the condition is usually false.
  public func unlikely() -> SQLQueryExpression<Bool> { function("unlikely", self) }

  /// Tells the planner how often the condition is true, between 0 and 1 (clamped).
  /// SQLite wants a constant here, so the number is written into the SQL, not bound.
  public func likelihood(_ probability: Double) -> SQLQueryExpression<Bool> {
    let clamped = probability.isNaN ? 0.5 : Swift.min(Swift.max(probability, 0), 1)
    let constant: String = ", \(clamped))"
    return SQLQueryExpression("likelihood(" + queryFragment + QueryFragment(constant))
  }
}

extension SQLOperand where QueryValue: _OptionalQueryValue, QueryValue: QueryDecodable {
  /// `ifnull(x, fallback)`: the value, or `fallback` where it is NULL; with a value that
  /// is not optional, the result is not optional either.
  public func ifnull(_ fallback: some QueryExpression<QueryValue._Wrapped>) -> SQLQueryExpression<QueryValue._Wrapped> {
    function("ifnull", self, fallback)
  }

  @_disfavoredOverload
  public func ifnull(_ fallback: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    function("ifnull", self, fallback)
  }
}
