import ArborQuery
import InlineSnapshotTesting

extension Snapshotting where Value: QueryExpression, Format == String {
  /// A statement's SQL (an expression's, for a column or condition), its values in place
  /// and one clause per line: `assertInlineSnapshot(of: query, as: .sql) { … }`.
  public static var sql: Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { value in
      if let statement = value as? any ArborQuery.Statement {
        return SQLLayout.readable(statement.query)
      }
      return SQLLayout.readable(value.queryFragment)
    }
  }
}
