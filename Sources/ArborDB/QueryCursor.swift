import GRDB
import GRDBSQLite

/// A cursor over the rows of a statement, decoding each as it is stepped to. Like every
/// GRDB cursor it must not outlive the database access it was made in.
public final class QueryCursor<Element>: DatabaseCursor {
  public var _isDone = false
  public let _statement: GRDB.Statement
  private let decoder: StatementRowDecoder
  private let rowDecoder: RowDecoder<Element>
  private let sql: String

  init(statement: GRDB.Statement, rowDecoder: RowDecoder<Element>, sql: String) {
    self._statement = statement
    self.decoder = StatementRowDecoder(statement: statement.sqliteStatement)
    self.rowDecoder = rowDecoder
    self.sql = sql
  }

  public func _element(sqliteStatement: SQLiteStatement) throws -> Element {
    decoder.reset()
    do {
      return try rowDecoder.decode(decoder)
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

  func _element(sqliteStatement: SQLiteStatement) throws -> Void {}
}
