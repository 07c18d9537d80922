import ArborQuery
import InlineSnapshotTesting

/// Checks a statement twice: its SQL (values in place, a clause per line) against the
/// trailing `sql` closure, and the rows `execute` returns, drawn as a table, against
/// `results`. Missing snapshots are recorded inline, as `assertInlineSnapshot` does.
///
/// ```swift
/// assertQuery(Reminder.select(\.title).order(by: \.title), execute: { try db.read($0.fetchAll) }) {
///   """
///   SELECT "reminders"."title"
///   FROM "reminders"
///   ORDER BY "reminders"."title"
///   """
/// } results: {
///   """
///   ┌────────────┐
///   │ "Groceries" │
///   …
///   """
/// }
/// ```
///
/// An error thrown by `execute` is snapshotted in `results` as its description.
public func assertQuery<S: ArborQuery.Statement, Row>(
  _ query: S,
  execute: (S) throws -> [Row],
  sql: (() -> String)? = nil,
  results: (() -> String)? = nil,
  snapshotTrailingClosureOffset: Int = 1,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertInlineSnapshot(
    of: query, as: .sql, message: "Query did not match",
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
      trailingClosureLabel: "sql", trailingClosureOffset: snapshotTrailingClosureOffset),
    matches: sql, fileID: fileID, file: filePath, function: function, line: line, column: column)
  let table: String
  do {
    table = ResultTable.draw(try execute(query))
  } catch {
    table = "\(error)"
  }
  // An empty result needs no closure, but one that was written must say so.
  guard !table.isEmpty || results != nil else { return }
  assertInlineSnapshot(
    of: table, as: .lines, message: "Results did not match",
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
      trailingClosureLabel: "results", trailingClosureOffset: snapshotTrailingClosureOffset + 1),
    matches: results, fileID: fileID, file: filePath, function: function, line: line, column: column)
}
