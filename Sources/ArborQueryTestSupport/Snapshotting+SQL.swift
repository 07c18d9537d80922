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

extension Snapshotting where Value: ArborQuery.Statement, Format == String {
  /// A statement's SQL, as above; known statically, so an optional row (`Row?(nil)`, its
  /// one-row SELECT of NULLs) is not unwrapped by a cast on the way.
  public static var sql: Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { SQLLayout.readable($0.query) }
  }
}
