import ArborDB
import GRDB

extension LinkedHierarchy: ForeignTreeHierarchy {
  /// Link tables' rows: a node renamed, added, moved (its link) and deleted in place.
  public func editing(history: UndoHistory) throws -> (any TreeEditing)? {
    RowEditing(
      editor: try ForeignEditor(
        tree: tree, placement: tree.shape.kind.editPlacement.placement, columns: columns, history: history))
  }

  /// Through a copy — the session's, else one made for the export in a temporary
  /// directory of its own and removed after it: its totals are the copy's, and its
  /// children are found by an index the file's link tables may lack (the Gene Ontology's
  /// index only the child: each node's children were a scan of 74,000 links, and the
  /// export ran for more than 9 minutes where the copy takes a second).
  public func export(_ format: Exporter.Format, database: AppDatabase, to output: (String) -> Void) throws -> Int {
    if slot.copy == nil {
      let build: (String) throws -> LinkSideCar? = {
        try LinkSideCar.build(from: database.reader, source: linkSource, location: $0, stamp: "")
      }
      try slot.withTemporaryCopy(build) {
        try HierarchyExport.run(format, hierarchy: self, database: database, to: output)
      }
      return 0
    }
    try HierarchyExport.run(format, hierarchy: self, database: database, to: output)
    return 0
  }
}
