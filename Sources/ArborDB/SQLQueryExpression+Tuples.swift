import ArborQuery
import GRDB

/// SQL written by hand whose rows are several values side by side —
/// `#sql("SELECT \(Reminder.columns), \(RemindersList.columns) …", as: (Reminder, RemindersList).self)`
/// — each decoded from the columns after the one before it, as the published library does.
/// Two or more: a single value is `fetchAll` of a decodable type, and a one-element pack
/// would make that call ambiguous.
extension SQLQueryExpression {
  public func fetchAll<V1: QueryDecodable, V2: QueryDecodable, each V: QueryDecodable>(_ db: Database) throws
    -> [(V1, V2, repeat each V)]
  where QueryValue == (V1, V2, repeat each V) {
    try db.fetchAll(query, Self.tupleDecoder())
  }

  public func fetchOne<V1: QueryDecodable, V2: QueryDecodable, each V: QueryDecodable>(_ db: Database) throws
    -> (V1, V2, repeat each V)?
  where QueryValue == (V1, V2, repeat each V) {
    try db.fetchOne(query, Self.tupleDecoder())
  }

  public func fetchCursor<V1: QueryDecodable, V2: QueryDecodable, each V: QueryDecodable>(_ db: Database) throws
    -> QueryCursor<(V1, V2, repeat each V)>
  where QueryValue == (V1, V2, repeat each V) {
    try db.fetchCursor(query, Self.tupleDecoder())
  }

  static func tupleDecoder<V1: QueryDecodable, V2: QueryDecodable, each V: QueryDecodable>()
    -> RowDecoder<(V1, V2, repeat each V)>
  {
    RowDecoder { decoder in
      (try V1(decoder: decoder), try V2(decoder: decoder), repeat try (each V)(decoder: decoder))
    }
  }
}
