// The published suite's `assertQuery` (its support target), written here: the statement
// runs on the test's database and its rows, drawn as the library draws them, are compared
// with `results`. The SQL is rendered but not compared: ours is spelled otherwise.
import ArborDB
import Foundation
import GRDB
import ArborQueryTestSupport
import InlineSnapshotTesting
import Testing

private func compare(
  _ table: String, _ results: (() -> String)?, fileID: StaticString, filePath: StaticString, line: UInt,
  column: UInt
) {
  let expected = results?() ?? ""
  if table != expected {
    Issue.record(
      "Results did not match\n--- expected\n\(expected)\n--- got\n\(table)",
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}

/// An error as the library's support prints it (`error.localizedDescription` of its
/// `SQLiteError`, whose text is `sqlite3_errmsg`'s): SQLite's own words, without GRDB's
/// "SQLite error 1: … - while executing `…`" around them.
private func describe(_ error: any Error) -> String {
  if let error = error as? DatabaseError { return error.message ?? "\(error)" }
  if let error = error as? QueryExecutionError { return error.underlying?.message ?? error.message }
  return error.localizedDescription
}

/// Runs `query` on the test's database through `rows` and compares the table it draws.
private func check<Row>(
  _ query: some ArborQuery.Statement, _ rows: (Database) throws -> [Row], _ results: (() -> String)?,
  _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
) {
  @Dependency(\.defaultDatabase) var db
  _ = query.query
  let table: String
  do { table = ResultTable.draw(try rows(db)) } catch { table = describe(error) }
  compare(table, results, fileID: fileID, filePath: filePath, line: line, column: column)
}

func assertQuery<Columns, From, Sources>(
  _ query: Select<Columns, From, Sources>, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}

func assertQuery<From, Sources>(
  _ query: Select<(), From, Sources>, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}

func assertQuery<Query: FetchableQuery & ArborQuery.Statement>(
  _ query: Query, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}

func assertQuery<Row>(
  _ query: Returning<Row>, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}

func assertQuery<Row>(
  _ query: CommonTableQuery<Returning<Row>>, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}

func assertQuery<S: ArborQuery.Statement>(
  _ query: S, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) where S.QueryValue == () {
  check(
    query,
    { db -> [Int] in
      try db.execute(query)
      return []
    }, results, fileID, filePath, line, column)
}

@_disfavoredOverload
func assertQuery<S: ArborQuery.Statement>(
  _ query: S, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) where S.QueryValue: QueryDecodable {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}

/// `assertInlineSnapshot(of: …, as: .sql)`: rendered, compared with nothing.
func shimSQLSnapshot<Value: QueryExpression>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, String>, message: String = "",
  record: Bool? = nil, timeout: Double = 5, syntaxDescriptor: InlineSnapshotSyntaxDescriptor = .init(),
  matches expected: (() -> String)? = nil, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  do { _ = try value().queryFragment } catch { Issue.record(error) }
}

func assertQuery<V1: QueryDecodable, V2: QueryDecodable, each V: QueryDecodable>(
  _ query: SQLQueryExpression<(V1, V2, repeat each V)>, sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) {
  check(query, { try $0.execute(query) }, results, fileID, filePath, line, column)
}
