/// Rows of any tables to insert, in the order written — fixtures, a demo database:
///
/// ```swift
/// for insert in Seeds {
///   RemindersList(id: 1, title: "Home")
///   Reminder.Draft(remindersListID: 1, title: "Milk")
///   Reminder.Draft(remindersListID: 1, title: "Eggs")
/// } {
///   try insert.execute(db)
/// }
/// ```
///
/// Each run of rows of one type is one INSERT (the two drafts above insert together).
public struct Seeds: Sequence, Sendable {
  let rows: [any InsertableRow]

  public init(@SeedsBuilder _ rows: () -> [any InsertableRow]) {
    self.rows = rows()
  }

  public func makeIterator() -> Iterator { Iterator(remaining: rows[...]) }

  public struct Iterator: IteratorProtocol {
    var remaining: ArraySlice<any InsertableRow>

    public mutating func next() -> SQLQueryExpression<Void>? {
      guard let first = remaining.first else { return nil }
      return insertRun(startingWith: first)
    }

    private mutating func insertRun<Row: InsertableRow>(startingWith _: Row) -> SQLQueryExpression<Void> {
      var run: [Row] = []
      while let row = remaining.first as? Row {
        run.append(row)
        remaining.removeFirst()
      }
      return SQLQueryExpression(Row.Into.makeInsert(nil, run).query)
    }
  }
}

@resultBuilder
public enum SeedsBuilder {
  public static func buildExpression(_ row: some InsertableRow) -> [any InsertableRow] { [row] }
  public static func buildExpression(_ rows: [some InsertableRow]) -> [any InsertableRow] { rows }
  public static func buildExpression(_ rows: [any InsertableRow]) -> [any InsertableRow] { rows }
  public static func buildBlock(_ parts: [any InsertableRow]...) -> [any InsertableRow] { parts.flatMap { $0 } }
  public static func buildArray(_ parts: [[any InsertableRow]]) -> [any InsertableRow] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any InsertableRow]?) -> [any InsertableRow] { part ?? [] }
  public static func buildEither(first part: [any InsertableRow]) -> [any InsertableRow] { part }
  public static func buildEither(second part: [any InsertableRow]) -> [any InsertableRow] { part }
  public static func buildLimitedAvailability(_ part: [any InsertableRow]) -> [any InsertableRow] { part }
}
