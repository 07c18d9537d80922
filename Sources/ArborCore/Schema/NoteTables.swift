import ArborDB

/// arbor's own tables, parents first (the order their rows are copied and put back in),
/// as their `@Table` types declare them: undo's tables, the notes' copy, a cluster's
/// change log and its keys all read this one list, and the migrations are checked
/// against it (`SchemaTests`).
package enum NoteTables {
  package static let types: [any Table.Type] = [Category.self, Item.self, Attachment.self, Tag.self, ItemTag.self]

  package static let names: [String] = types.map { $0.tableName }

  /// The columns that name a row of `table`: its id, or — for a table without one (an
  /// item's tags) — every column.
  package static func keyColumns(_ table: String) -> [String] {
    guard let type = types.first(where: { $0.tableName == table }) else { return ["id"] }
    return keyColumns(of: type)
  }

  static func keyColumns(of type: any Table.Type) -> [String] {
    let names = columnNames(of: type)
    return type._primaryKeyColumnIndex.map { [names[$0]] } ?? names
  }

  static func columnNames(of type: any Table.Type) -> [String] {
    func names<T: Table>(_: T.Type) -> [String] { T.TableColumns.columnNames }
    return names(type)
  }

  /// Each table as undo logs it: a table with an id is a rowid table (its id is the
  /// rowid), logged with its other columns; one without, by every column as its key.
  static var undoTables: [UndoHistory.Table] {
    types.map { type in
      let columns = columnNames(of: type)
      guard let key = type._primaryKeyColumnIndex else {
        return UndoHistory.Table(name: type.tableName, columns: columns, key: columns)
      }
      return UndoHistory.Table(
        name: type.tableName, columns: columns.enumerated().filter { $0.offset != key }.map(\.element), key: nil)
    }
  }
}
