import ArborDB
import GRDB

extension ForeignHierarchy: ForeignTreeHierarchy {
  /// A parent column's rows: renamed, added, moved and deleted in place.
  public func editing(history: UndoHistory) throws -> (any TreeEditing)? {
    RowEditing(
      editor: try ForeignEditor(
        tree: tree, placement: tree.shape.kind.editPlacement.placement, columns: columns, history: history))
  }

  /// A parent column's tree reads its whole skeleton in one query; with a sum, through a
  /// copy (the totals are the copy's): the session's, else one made for the export in a
  /// temporary directory of its own and removed after it.
  public func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    guard tree.sum != nil else { return try ForeignExport.run(format, hierarchy: self, database: database, to: output) }
    if slot.copy != nil {
      try HierarchyExport.run(format, hierarchy: self, database: database, to: output)
      return 0
    }
    let build: (String) throws -> TreeCopy? = {
      try TreeCopy.build(from: database.reader, sql: sql, location: $0, stamp: "")
    }
    try slot.withTemporaryCopy(build) {
      try HierarchyExport.run(format, hierarchy: self, database: database, to: output)
    }
    return 0
  }
}
