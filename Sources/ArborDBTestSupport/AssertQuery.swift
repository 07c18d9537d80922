import ArborDB
import ArborQueryTestSupport
import InlineSnapshotTesting

// The published observation library's `assertQuery` (its SQLiteDataTestSupport): a
// statement run in a write on a database — the default one unless given — and its rows
// drawn as a table against the trailing closure; its SQL too with `includeSQL: true`
// (then `{ sql } results: { rows }`). No rows draw as "(No results)", an error as its
// description. ArborQueryTestSupport's `assertQuery` is swift-structured-queries' form,
// which checks the SQL always: a module of its own keeps the two spellings apart.

public func assertQuery<Columns, From, Sources>(
  includeSQL: Bool = false, _ query: Select<Columns, From, Sources>, database: (any DatabaseWriter)? = nil,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  check(
    includeSQL: includeSQL, query, database: database, fetch: { try $0.fetchAll($1) }, sql: sql, results: results,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

public func assertQuery<From, Sources>(
  includeSQL: Bool = false, _ query: Select<(), From, Sources>, database: (any DatabaseWriter)? = nil,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  check(
    includeSQL: includeSQL, query, database: database, fetch: { try $0.fetchAll($1) }, sql: sql, results: results,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

public func assertQuery<Query: FetchableQuery & ArborQuery.Statement>(
  includeSQL: Bool = false, _ query: Query, database: (any DatabaseWriter)? = nil,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  check(
    includeSQL: includeSQL, query, database: database, fetch: { try $0.fetchAll($1) }, sql: sql, results: results,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

public func assertQuery<QueryValue>(
  includeSQL: Bool = false, _ query: Returning<QueryValue>, database: (any DatabaseWriter)? = nil,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  check(
    includeSQL: includeSQL, query, database: database, fetch: { try $0.fetchAll($1) }, sql: sql, results: results,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

private func check<S: ArborQuery.Statement, Row>(
  includeSQL: Bool, _ query: S, database: (any DatabaseWriter)?, fetch: (S, Database) throws -> [Row],
  sql: (() -> String)?, results: (() -> String)?,
  fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt, column: UInt
) {
  if includeSQL {
    assertInlineSnapshot(
      of: query, as: .sql, message: "Query did not match",
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql", trailingClosureOffset: 0),
      matches: sql, fileID: fileID, file: filePath, function: function, line: line, column: column)
  }
  // Without the SQL, the one trailing closure is the rows'.
  let results = includeSQL ? results : sql
  let table: String
  do {
    let rows = try (database ?? DependencyValues.current.defaultDatabase).write { try fetch(query, $0) }
    table = rows.isEmpty ? "(No results)" : ResultTable.draw(rows)
  } catch {
    table = "\(error)"
  }
  assertInlineSnapshot(
    of: table, as: .lines, message: "Results did not match",
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
      trailingClosureLabel: "results", trailingClosureOffset: includeSQL ? 1 : 0),
    matches: results, fileID: fileID, file: filePath, function: function, line: line, column: column)
}
