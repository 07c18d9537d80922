import ArborDB
import Foundation

/// SQLite's refusal of an edit of another program's file, in words and at the field it
/// is about: "NOT NULL constraint failed: accounts.code" belongs beside `code`.
enum ConstraintMessage {
  /// An `EditError` for `error`, its field the first of `fields` the message names
  /// (`fallback` when it names none, such as a foreign key or an unnamed check).
  static func editError(_ error: Error, table: String, fields: [String], fallback: String) -> Error {
    guard let error = error as? DatabaseError else { return error }
    let message = error.message ?? "\(error.resultCode)"
    if error.resultCode == .SQLITE_INTERRUPT {
      return EditError(
        field: fallback,
        "The change was stopped and rolled back: nothing was written (a trigger of the file's that runs without end?).")
    }
    guard error.resultCode == .SQLITE_CONSTRAINT else {
      return EditError(field: fallback, "The database refused the change: \(message).")
    }
    let named = fields.first { field in
      message.contains("\(table).\(field)")
        || message.range(
          of: "\\b\(NSRegularExpression.escapedPattern(for: field))\\b",
          options: [.regularExpression, .caseInsensitive]) != nil
    }
    let reason: String
    switch error.extendedResultCode {
    case .SQLITE_CONSTRAINT_NOTNULL: reason = "needs a value"
    case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY: reason = "is already taken by another row"
    case .SQLITE_CONSTRAINT_CHECK: reason = "does not pass the file's check"
    case .SQLITE_CONSTRAINT_FOREIGNKEY: reason = "breaks a reference between rows (a foreign key)"
    case .SQLITE_CONSTRAINT_TRIGGER: reason = "is refused by a trigger of the file"
    default: reason = "breaks a rule of the file"
    }
    let subject = named.map { "“\($0)” " } ?? "The change "
    return EditError(field: named ?? fallback, "\(subject)\(reason) (SQLite: \(message)). Nothing was changed.")
  }
}
