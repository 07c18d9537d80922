import GRDB
import GRDBSQLite

/// A cursor over the rows of a statement, decoding each as it is stepped to. Like every
/// GRDB cursor it must not outlive the database access it was made in.
///
/// Rows are decoded by a closure over the concrete `StatementRowDecoder`. The fetches of
/// tables and their joins are `@inlinable`, so a call like `Event.all.fetchAll(db)` is
/// compiled where `Event` is known: the closure and the row type's `init(decoder:)` are
/// specialized, with no existential decoder, witness calls or generic metadata lookups
/// per column (through `RowDecoder`'s `any QueryDecoder` those took half of a typed
/// fetch's time). Other statements pass their `RowDecoder` through the same closure.
public final class QueryCursor<Element>: DatabaseCursor {
  public var _isDone = false
  public let _statement: GRDB.Statement
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

  convenience init(statement: GRDB.Statement, rowDecoder: RowDecoder<Element>, sql: String) {
    self.init(statement: statement, sql: sql, decode: { try rowDecoder.decode($0) })
  }

  @inlinable
  public func _element(sqliteStatement: SQLiteStatement) throws -> Element {
    decoder.reset()
    do {
      return try decode(decoder)
    } catch let error as QueryDecodingError {
      throw QueryExecutionError(message: error.message, sql: sql)
    }
  }
}

/// Steps a statement that returns no rows the caller wants (an INSERT, UPDATE, DELETE),
/// through GRDB so that its transaction observers still see every change.
final class ExecutionCursor: DatabaseCursor {
  typealias Element = Void
  var _isDone = false
  let _statement: GRDB.Statement

  init(statement: GRDB.Statement) {
    self._statement = statement
  }

  func _element(sqliteStatement: SQLiteStatement) throws {}
}
