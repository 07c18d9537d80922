extension Table {
  /// No rows: `Reminder.none` selects, updates and deletes nothing, a starting point for
  /// a query assembled by conditions (`query = flagged ? Reminder.where(\.isFlagged) :
  /// Reminder.none`). As in the published library it is an empty statement, and so is
  /// every statement built on it (a select, an update, a delete, a common table that
  /// reads it, an insert of its rows): it renders no SQL and runs nothing. A condition
  /// that is never true was not enough: a `With` of it still ran its DELETE of every row.
  public static var none: Where<Self> {
    Where(isEmpty: true)
  }
}
