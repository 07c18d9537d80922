import ArborDB
import InlineSnapshotTesting

extension Snapshotting where Value: ArborQuery.Statement, Format == String {
  /// The statement's SQL as SQLite receives it, then its bound values, one per line.
  static var sql: Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { statement in
      let query = statement.query
      guard !query.bindings.isEmpty else { return query.sql }
      return query.sql + "\n-- " + query.bindings.map(\.sqlLiteral).joined(separator: ", ")
    }
  }
}
