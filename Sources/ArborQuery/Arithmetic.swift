/// Values SQLite does arithmetic on.
public protocol QueryNumeric {}
extension Int: QueryNumeric {}
extension Int8: QueryNumeric {}
extension Int16: QueryNumeric {}
extension Int32: QueryNumeric {}
extension Int64: QueryNumeric {}
extension UInt8: QueryNumeric {}
extension UInt16: QueryNumeric {}
extension UInt32: QueryNumeric {}
extension Double: QueryNumeric {}
extension Float: QueryNumeric {}
extension Optional: QueryNumeric where Wrapped: QueryNumeric {}

/// Values SQLite's bitwise operators apply to (it computes them on 64-bit integers).
public protocol QueryInteger: QueryNumeric {}
extension Int: QueryInteger {}
extension Int8: QueryInteger {}
extension Int16: QueryInteger {}
extension Int32: QueryInteger {}
extension Int64: QueryInteger {}
extension UInt8: QueryInteger {}
extension UInt16: QueryInteger {}
extension UInt32: QueryInteger {}
extension Optional: QueryInteger where Wrapped: QueryInteger {}

extension SQLOperand where QueryValue: QueryNumeric {
  public static func + (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "+", rhs)
  }
  public static func - (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "-", rhs)
  }
  public static func * (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "*", rhs)
  }
  public static func / (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "/", rhs)
  }
  public static prefix func - (operand: Self) -> SQLQueryExpression<QueryValue> {
    SQLQueryExpression("-" + operand.parenthesized)
  }
  /// SQLite's unary `+`: the value as it is (no conversion to a number).
  public static prefix func + (operand: Self) -> SQLQueryExpression<QueryValue> {
    SQLQueryExpression("+" + operand.parenthesized)
  }
}

extension SQLOperand where QueryValue: QueryNumeric & QueryDecodable {
  /// Optional, as in the published library: SQLite's remainder by zero is NULL.
  public static func % (
    lhs: Self, rhs: some QueryExpression<QueryValue>
  ) -> SQLQueryExpression<QueryValue._Optionalized> {
    binary(lhs, "%", rhs)
  }
}

extension SQLOperand where QueryValue: QueryInteger {
  public static func & (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "&", rhs)
  }
  public static func | (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "|", rhs)
  }
  public static func << (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "<<", rhs)
  }
  public static func >> (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, ">>", rhs)
  }
  public static prefix func ~ (operand: Self) -> SQLQueryExpression<QueryValue> {
    SQLQueryExpression("~" + operand.parenthesized)
  }
}

extension SQLOperand where QueryValue == String {
  /// String concatenation, `||`.
  public static func + (lhs: Self, rhs: some QueryExpression<String>) -> SQLQueryExpression<String> {
    binary(lhs, "||", rhs)
  }
}
