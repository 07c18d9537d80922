extension Table {
  /// No rows: `Reminder.none` selects, updates and deletes nothing, a starting point for
  /// a query assembled by conditions (`query = flagged ? Reminder.where(\.isFlagged) :
  /// Reminder.none`). The published library renders it as an empty statement; here it is
  /// a condition that is never true, which every statement accepts and SQLite answers
  /// without reading the table.
  public static var none: Where<Self> {
    Self.where { _ in SQLQueryExpression<Bool>(QueryFragment("0")) }
  }
}
