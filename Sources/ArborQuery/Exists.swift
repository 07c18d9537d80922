extension Statement {
  /// `EXISTS (statement)`: whether it has a row. `Reminder.where(\.isFlagged).exists()`.
  public func exists() -> SQLQueryExpression<Bool> {
    SQLQueryExpression("EXISTS (" + query + ")")
  }
}

extension Table {
  /// Whether the table has any row.
  public static func exists() -> SQLQueryExpression<Bool> { all.exists() }
}
