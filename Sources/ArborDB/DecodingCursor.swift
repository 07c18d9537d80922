import GRDB
import GRDBSQLite

/// Steps a statement and decodes each row with a closure over the concrete decoder.
///
/// The fetches of tables and their joins are `@inlinable`, so a call like
/// `Event.all.fetchAll(db)` is compiled where `Event` is known: the closure and the
/// row type's `init(decoder:)` are specialized for `StatementRowDecoder`, with no
/// existential decoder, witness calls or generic metadata lookups per column. (Through
/// `RowDecoder`'s `any QueryDecoder`, those took half of a typed fetch's time.)
@usableFromInline
final class DecodingCursor<Element>: DatabaseCursor {
  @usableFromInline var _isDone = false
  @usableFromInline let _statement: GRDB.Statement
  @usableFromInline let decoder: StatementRowDecoder
  @usableFromInline let decode: (StatementRowDecoder) throws -> Element
  @usableFromInline let sql: String

  @usableFromInline
  init(statement: GRDB.Statement, sql: String, decode: @escaping (StatementRowDecoder) throws -> Element) {
    _statement = statement
    decoder = StatementRowDecoder(statement: statement.sqliteStatement)
    self.decode = decode
    self.sql = sql
  }

  @inlinable
  func _element(sqliteStatement: SQLiteStatement) throws -> Element {
    decoder.reset()
    do {
      return try decode(decoder)
    } catch let error as QueryDecodingError {
      throw QueryExecutionError(message: error.message, sql: sql)
    }
  }
}

extension Database {
  /// Every row of `query`, decoded by `decode`; see `DecodingCursor`.
  @inlinable
  func fetchAll<Element>(_ query: QueryFragment, decoding decode: @escaping (StatementRowDecoder) throws -> Element) throws -> [Element] {
    guard !query.isEmpty else { return [] }
    let cursor = DecodingCursor(statement: try prepare(query), sql: query.sql, decode: decode)
    var rows: [Element] = []
    try cursor.forEach { rows.append($0) }
    return rows
  }
}
