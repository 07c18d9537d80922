import Foundation

extension QueryExpression {
  /// `CAST(x AS type)`, the SQL type chosen from the Swift one: integers and `Bool` →
  /// INTEGER, `Double`/`Float` → REAL, `Data` → BLOB, anything else stored as text → TEXT.
  /// Without `as:`, the type the context asks for (`$0.count.cast() > 1.5`: REAL).
  public func cast<Target: QueryBindable>(as target: Target.Type = Target.self) -> SQLQueryExpression<Target> {
    SQLQueryExpression(QueryFragment("CAST(") + queryFragment + QueryFragment(" AS " + sqlTypeName(Target.self) + ")"))
  }
}

func sqlTypeName(_ type: Any.Type) -> String {
  switch type {
  case is any FixedWidthInteger.Type, is Bool.Type: return "INTEGER"
  case is Double.Type, is Float.Type: return "REAL"
  case is Data.Type: return "BLOB"
  default: return "TEXT"
  }
}
