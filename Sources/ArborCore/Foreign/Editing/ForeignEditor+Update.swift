import ArborDB
import Foundation
import GRDB

extension ForeignEditor {
  /// The columns of `node`'s row a form edits, each with its value as text: every column
  /// but the key, those the tree's shape writes (the parent: `m` moves a row) and BLOBs
  /// (no text to edit); a column that takes few values offers them. Nil when the row is
  /// gone.
  public func rowFields(of node: DatabaseValue) throws -> [ForeignField]? {
    try history.writer.read { db in
      let filled = Set(placement?.filledColumns(self) ?? [])
      let keyColumns = Set([tree.id, Self.rowidAlias(columns)].compactMap { $0 })
      let editable = columns.filter { !keyColumns.contains($0.name) && !filled.contains($0.name) }
      guard !editable.isEmpty else { return [] }
      let selected = editable.map { "x.\(quote: $0.name)" as QueryFragment }.joined(separator: ", ")
      guard let row = try Row.fetchOne(db, "SELECT \(selected) FROM \(table) AS x WHERE \(key) = \(bind: node)")
      else { return nil }
      var fields: [ForeignField] = []
      for (index, column) in editable.enumerated() {
        let value: DatabaseValue = row[index]
        guard let text = Self.text(of: value) else { continue }
        var choices = try ColumnChoices.of(column, in: tree.table, db)
        if !choices.isEmpty, !choices.contains(text) { choices.insert(text, at: 0) }
        fields.append(
          ForeignField(column: column.name, declaredType: column.declaredType, text: text, choices: choices))
      }
      return fields
    }
  }

  /// A value as the form shows it; nil for a BLOB, which is not edited as text.
  static func text(of value: DatabaseValue) -> String? {
    switch value.storage {
    case .null: ""
    case .int64(let number): String(number)
    case .double(let number): String(number)
    case .string(let text): text
    case .blob: nil
    }
  }

  /// Sets `node`'s columns to the fields' texts where they differ from what the row holds
  /// (each bound as its column's type; an emptied field is NULL, refused where the column
  /// needs a value): one transaction, one undo step, refused in words when another
  /// program changed those columns since.
  public func updateRow(_ node: DatabaseValue, _ fields: [ForeignField]) throws {
    if let labelColumn, let name = fields.first(where: { $0.column == labelColumn }),
      name.text.trimmingCharacters(in: .whitespaces).isEmpty
    {
      throw EditError(field: labelColumn, "A name cannot be blank.")
    }
    let title = labelColumn.flatMap { column in fields.first { $0.column == column }?.text } ?? "row"
    try perform("Edit “\(title)”", fields: fields.map(\.column)) { db -> ((), Reversal) in
      let names = fields.map(\.column)
      guard let old = try current(names, of: node, db) else {
        throw EditError(field: Self.nodeField, "That row no longer exists.")
      }
      var changed: [String] = []
      var values: [DatabaseValue] = []
      var before: [DatabaseValue] = []
      for (index, field) in fields.enumerated() where Self.text(of: old[index]) != field.text {
        let column = columns.first { $0.name == field.column }
        let value: DatabaseValue
        switch try FieldValue.of(field.text, in: column) {
        case .bound(let bound): value = bound
        case .omitted:
          // A blank field keeps no default on a row that exists: it is NULL, where allowed.
          if column?.notNull == true { throw EditError(field: field.column, "\(field.column) needs a value.") }
          value = .null
        }
        changed.append(field.column)
        values.append(value)
        before.append(old[index])
      }
      guard !changed.isEmpty else { throw EditError(field: fields.first?.column ?? Self.nodeField, "Nothing changed.") }
      try db.execute("UPDATE \(table) SET \(QueryFragment.assignments(changed, values)) WHERE \(key) = \(bind: node)")
      // What the row holds now (the file's triggers may have changed it further).
      let now = try current(changed, of: node, db) ?? values
      return ((), setColumns(node, changed, expected: now, values: before, what: "edited"))
    }
  }
}
