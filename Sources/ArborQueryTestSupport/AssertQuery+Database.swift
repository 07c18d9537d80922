import ArborDB

// `assertQuery(query, database: db) { sql } results: { rows }`: the rows fetched from a
// database, for each kind of statement that returns rows; a statement that returns none
// is run and checked by its SQL alone.

public func assertQuery<Columns, From, Sources>(
  _ query: Select<Columns, From, Sources>, database: any DatabaseWriter,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  assertQuery(
    query, execute: { query in try database.read { try query.fetchAll($0) } }, sql: sql, results: results,
    snapshotTrailingClosureOffset: 0,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

public func assertQuery<From, Sources>(
  _ query: Select<(), From, Sources>, database: any DatabaseWriter,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  assertQuery(
    query, execute: { query in try database.read { try query.fetchAll($0) } }, sql: sql, results: results,
    snapshotTrailingClosureOffset: 0,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

public func assertQuery<Query: FetchableQuery & ArborQuery.Statement>(
  _ query: Query, database: any DatabaseWriter,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  assertQuery(
    query, execute: { query in try database.read { try query.fetchAll($0) } }, sql: sql, results: results,
    snapshotTrailingClosureOffset: 0,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// A statement with RETURNING: run in a write, its returned rows checked.
public func assertQuery<QueryValue>(
  _ query: Returning<QueryValue>, database: any DatabaseWriter,
  sql: (() -> String)? = nil, results: (() -> String)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  assertQuery(
    query, execute: { query in try database.write { try query.fetchAll($0) } }, sql: sql, results: results,
    snapshotTrailingClosureOffset: 0,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
