import ArborDB
import Foundation

/// What a field of the new-row form puts into its column: the typed text bound as the
/// column's type, nothing at all where a blank field lets the column's default apply
/// (`DEFAULT (uuid())` on a key: writing '' there made the next blank add a duplicate),
/// or a refusal at the field.
enum FieldValue {
  /// Left out of the `INSERT`: the column's default applies.
  case omitted
  case bound(DatabaseValue)

  static func of(_ text: String, in column: ForeignColumn?) throws -> FieldValue {
    guard let column else { return .bound(text.databaseValue) }
    if text.isEmpty {
      if column.hasDefault { return .omitted }
      if column.notNull { throw EditError(field: column.name, "\(column.name) needs a value.") }
      return .bound(.null)
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch Affinity(declaredType: column.declaredType) {
    case .integer:
      if let number = Int64(trimmed) { return .bound(number.databaseValue) }
      // An INTEGER column of another program's table may still hold a real number.
      if let number = Double(trimmed), number.isFinite { return .bound(number.databaseValue) }
      throw EditError(field: column.name, "\(column.name) takes a whole number.")
    case .real, .numeric:
      if let number = Int64(trimmed) { return .bound(number.databaseValue) }
      if let number = Double(trimmed), number.isFinite { return .bound(number.databaseValue) }
      throw EditError(field: column.name, "\(column.name) takes a number.")
    case .text, .blob:
      return .bound(text.databaseValue)
    }
  }

  /// SQLite's type affinity of a declared type (its rules, in their order).
  enum Affinity {
    case integer, text, blob, real, numeric

    init(declaredType: String) {
      let type = declaredType.uppercased()
      if type.contains("INT") {
        self = .integer
      } else if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") {
        self = .text
      } else if type.isEmpty || type.contains("BLOB") {
        self = .blob
      } else if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") {
        self = .real
      } else {
        self = .numeric
      }
    }
  }
}
