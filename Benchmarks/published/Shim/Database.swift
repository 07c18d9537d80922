// The published suite's `Database` (its `_StructuredQueriesSQLite` target), written here
// over GRDB: one in-memory connection, statements run through ArborDB's own fetches.
import ArborDB
import ArborQueryTestSupport
import Foundation
import GRDB

final class Database: @unchecked Sendable {
  let queue: DatabaseQueue

  init(path: String = ":memory:") throws {
    queue = path == ":memory:" ? try DatabaseQueue() : try DatabaseQueue(path: path)
  }

  /// The connection, for `$function.install(db.handle)`.
  var handle: OpaquePointer {
    queue.inDatabase { $0.sqliteConnection! }
  }

  private func run<T>(_ body: (GRDB_Database) throws -> T) throws -> T {
    try queue.inDatabase { try body($0) }
  }

  func execute(_ sql: String) throws {
    try run { try $0.execute(sql: sql) }
  }

  func execute<S: ArborQuery.Statement>(_ statement: S) throws where S.QueryValue == () {
    try run { try statement.execute($0) }
  }

  @discardableResult
  func execute<Columns, From, Sources>(_ query: Select<Columns, From, Sources>) throws -> [Columns] {
    try run { try query.fetchAll($0) }
  }

  @discardableResult
  func execute<From, Sources>(_ query: Select<(), From, Sources>) throws -> [Sources.Row] {
    try run { try query.fetchAll($0) }
  }

  @discardableResult
  func execute<From>(_ query: Where<From>) throws -> [From] {
    try run { try query.fetchAll($0) }
  }

  @discardableResult
  func execute<Row>(_ query: Returning<Row>) throws -> [Row] {
    try run { try query.fetchAll($0) }
  }

  @discardableResult
  func execute<Query: FetchableQuery & ArborQuery.Statement>(_ query: Query) throws -> [Query.Row] {
    try run { try query.fetchAll($0) }
  }

  @discardableResult
  func execute<Row>(_ query: CommonTableQuery<Returning<Row>>) throws -> [Row] {
    try run { try query.fetchAll($0) }
  }

  @discardableResult
  func execute<V1: QueryDecodable, V2: QueryDecodable, each V: QueryDecodable>(
    _ query: SQLQueryExpression<(V1, V2, repeat each V)>
  ) throws -> [(V1, V2, repeat each V)] {
    try run { try query.fetchAll($0) }
  }

  /// As the library's `execute(some Statement<QueryValue>)`: the values a representation
  /// stands for (`Date` for `Date.UnixTimeRepresentation`).
  @_disfavoredOverload
  @discardableResult
  func execute<S: ArborQuery.Statement>(_ statement: S) throws -> [S.QueryValue.QueryOutput]
  where S.QueryValue: QueryRepresentable {
    try run { try statement.fetchAll($0).map(\.queryOutput) }
  }

  @_disfavoredOverload
  @discardableResult
  func execute<S: ArborQuery.Statement>(_ statement: S) throws -> [S.QueryValue] where S.QueryValue: QueryDecodable {
    try run { try statement.fetchAll($0) }
  }
}

typealias GRDB_Database = GRDB.Database
