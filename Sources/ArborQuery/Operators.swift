// Comparison and logic. Overloads are kept few on purpose: one taking the same type
// (so literals infer), and one disfavored taking the same type up to optionality. A wrong
// comparison (`Int` with `String`) then fails with a plain type error rather than a
// type-checker timeout.

func binary<Result>(
  _ lhs: some QueryExpression, _ op: StaticString, _ rhs: some QueryExpression
) -> SQLQueryExpression<Result> {
  // Operators are the bulk of a query's pieces: each is written in one allocation.
  let composition = BinaryOperation(lhs: lhs.queryFragment, op: op, rhs: rhs.queryFragment)
  return SQLQueryExpression(QueryFragment(composing: composition, shape: .compound))
}

/// `lhs op rhs`, each side parenthesized when it is not a single operand.
struct BinaryOperation: SQLComposition {
  let lhs: QueryFragment
  let op: StaticString
  let rhs: QueryFragment

  func write<Sink: SQLSink>(to sink: inout Sink) {
    sink.write(operand: lhs)
    sink.write(literal: " ")
    sink.write(literal: op)
    sink.write(literal: " ")
    sink.write(operand: rhs)
  }
}

/// `lhs = rhs` as a WHERE predicate.
func equality(_ lhs: some QueryExpression, _ rhs: some QueryExpression) -> QueryFragment {
  let predicate: SQLQueryExpression<Bool> = binary(lhs, "=", rhs)
  return predicate.queryFragment
}

extension QueryExpression where QueryValue: QueryDecodable {
  /// `=`. For comparisons that should treat NULL as a value, use `is`.
  public func eq(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, "=", other)
  }

  @_disfavoredOverload
  public func eq<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, "=", other)
  }

  /// `<>`.
  public func neq(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, "<>", other)
  }

  @_disfavoredOverload
  public func neq<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, "<>", other)
  }

  /// `IS`: equality where NULL equals NULL.
  public func `is`(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, "IS", other)
  }

  @_disfavoredOverload
  public func `is`<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, "IS", other)
  }

  /// `IS NULL`; for a column group (an enum table's case), every column is NULL.
  public func `is`(_ null: SQLNull) -> SQLQueryExpression<Bool> {
    if let group = self as? any GroupColumnExpression, group.qualifiedColumns.count > 1 {
      return SQLQueryExpression(
        QueryFragment("(" + group.qualifiedColumns.map { $0 + " IS NULL" }.joined(separator: " AND ") + ")"))
    }
    return SQLQueryExpression(parenthesized + QueryFragment(" IS NULL"))
  }

  /// `IS NOT`.
  public func isNot(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, "IS NOT", other)
  }

  @_disfavoredOverload
  public func isNot<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, "IS NOT", other)
  }

  /// `IS NOT NULL`; for a column group (an enum table's case), any column is set.
  public func isNot(_ null: SQLNull) -> SQLQueryExpression<Bool> {
    if let group = self as? any GroupColumnExpression, group.qualifiedColumns.count > 1 {
      return SQLQueryExpression(
        QueryFragment("(" + group.qualifiedColumns.map { $0 + " IS NOT NULL" }.joined(separator: " OR ") + ")"))
    }
    return SQLQueryExpression(parenthesized + QueryFragment(" IS NOT NULL"))
  }

  public func lt(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, "<", other)
  }
  public func lte(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, "<=", other)
  }
  public func gt(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, ">", other)
  }
  public func gte(_ other: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(self, ">=", other)
  }

  @_disfavoredOverload
  public func lt<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, "<", other)
  }
  @_disfavoredOverload
  public func lte<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, "<=", other)
  }
  @_disfavoredOverload
  public func gt<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, ">", other)
  }
  @_disfavoredOverload
  public func gte<Other: QueryExpression>(_ other: Other) -> SQLQueryExpression<Bool>
  where Other.QueryValue: QueryDecodable, Other.QueryValue._Wrapped == QueryValue._Wrapped {
    binary(self, ">=", other)
  }

}

// A plain Swift value on the right (`$0.count > 5`, `$0.status.eq(.done)`): a concrete
// parameter type lets the type checker settle literals and enum cases at once instead of
// trying every generic candidate.
extension QueryExpression where QueryValue: QueryBindable {
  public func eq(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, "=", value) }
  public func neq(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, "<>", value) }
  public func `is`(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, "IS", value) }
  public func isNot(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, "IS NOT", value) }
  public func lt(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, "<", value) }
  public func lte(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, "<=", value) }
  public func gt(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, ">", value) }
  public func gte(_ value: QueryValue) -> SQLQueryExpression<Bool> { binary(self, ">=", value) }
  /// `IN (?, ?, ...)` of plain values: `$0.status.in([.open, .blocked])`.
  public func `in`(_ values: [QueryValue]) -> SQLQueryExpression<Bool> {
    SQLQueryExpression(parenthesized + " IN (" + values.map { $0.queryFragment }.joined(separator: ", ") + ")")
  }
  /// `NOT IN (?, ?, ...)` of plain values.
  public func notIn(_ values: [QueryValue]) -> SQLQueryExpression<Bool> {
    SQLQueryExpression(parenthesized + " NOT IN (" + values.map { $0.queryFragment }.joined(separator: ", ") + ")")
  }

}

extension QueryExpression where QueryValue == Bool {
  public func and(_ other: some QueryExpression<Bool>) -> SQLQueryExpression<Bool> {
    binary(self, "AND", other)
  }
  public func or(_ other: some QueryExpression<Bool>) -> SQLQueryExpression<Bool> {
    binary(self, "OR", other)
  }
  public func not() -> SQLQueryExpression<Bool> { SQLQueryExpression("NOT " + parenthesized) }
}

/// The expression types that SQL operators apply to: columns, computed expressions, bound
/// values written `#bind(x)`, case expressions and subqueries. Plain Swift values such as
/// `Int` are expressions too, but not operands, so `1 + 2`, `a == b` and `x && y` in
/// ordinary code never consider the SQL operators (which would cost type-checking time
/// in every file that imports ArborDB).
public protocol SQLOperand: QueryExpression {}

extension TableColumn: SQLOperand {}
extension SQLQueryExpression: SQLOperand {}
extension BindQueryExpression: SQLOperand {}
extension Cases: SQLOperand {}
extension Select: SQLOperand {}

extension SQLOperand where QueryValue: QueryDecodable {
  @_disfavoredOverload
  public static func == (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(lhs, "=", rhs)
  }
  @_disfavoredOverload
  public static func != (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(lhs, "<>", rhs)
  }
  @_disfavoredOverload
  public static func < (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(lhs, "<", rhs)
  }
  @_disfavoredOverload
  public static func <= (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(lhs, "<=", rhs)
  }
  @_disfavoredOverload
  public static func > (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(lhs, ">", rhs)
  }
  @_disfavoredOverload
  public static func >= (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<Bool> {
    binary(lhs, ">=", rhs)
  }
}

extension SQLOperand where QueryValue: QueryBindable {
  public static func == (lhs: Self, rhs: QueryValue) -> SQLQueryExpression<Bool> { binary(lhs, "=", rhs) }
  public static func != (lhs: Self, rhs: QueryValue) -> SQLQueryExpression<Bool> { binary(lhs, "<>", rhs) }
  public static func < (lhs: Self, rhs: QueryValue) -> SQLQueryExpression<Bool> { binary(lhs, "<", rhs) }
  public static func <= (lhs: Self, rhs: QueryValue) -> SQLQueryExpression<Bool> { binary(lhs, "<=", rhs) }
  public static func > (lhs: Self, rhs: QueryValue) -> SQLQueryExpression<Bool> { binary(lhs, ">", rhs) }
  public static func >= (lhs: Self, rhs: QueryValue) -> SQLQueryExpression<Bool> { binary(lhs, ">=", rhs) }
}

// Disfavoured: the standard library has one `&&` and one `||`, so in ordinary code they
// resolve at once and each side is type-checked apart. A second candidate of equal rank
// joins the sides into one problem, every combination of their operators' overloads
// weighed: a line of arithmetic joined by `||` went from 15 ms to the compiler giving up
// after 15 s (`Benchmarks/typecheck/ordinary.sh`). No SQL operand is a `Bool`, so where
// ours applies the standard library's cannot, and the ranking never picks between them.
extension SQLOperand where QueryValue == Bool {
  @_disfavoredOverload
  public static func && (lhs: Self, rhs: some QueryExpression<Bool>) -> SQLQueryExpression<Bool> {
    binary(lhs, "AND", rhs)
  }
  @_disfavoredOverload
  public static func || (lhs: Self, rhs: some QueryExpression<Bool>) -> SQLQueryExpression<Bool> {
    binary(lhs, "OR", rhs)
  }
  public static prefix func ! (operand: Self) -> SQLQueryExpression<Bool> {
    SQLQueryExpression("NOT " + operand.parenthesized)
  }
}
