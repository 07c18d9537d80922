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
  public static func % (lhs: Self, rhs: some QueryExpression<QueryValue>) -> SQLQueryExpression<QueryValue> {
    binary(lhs, "%", rhs)
  }
  public static prefix func - (operand: Self) -> SQLQueryExpression<QueryValue> {
    SQLQueryExpression("-" + operand.parenthesized)
  }
}

extension SQLOperand where QueryValue == String {
  /// String concatenation, `||`.
  public static func + (lhs: Self, rhs: some QueryExpression<String>) -> SQLQueryExpression<String> {
    binary(lhs, "||", rhs)
  }
}
