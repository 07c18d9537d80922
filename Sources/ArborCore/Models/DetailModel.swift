import ArborDB

/// The details of the selected node, read through the tree's `Hierarchy`; read again when
/// the selection moves or a commit touched what they were read from.
public final class DetailModel {
  let database: AppDatabase
  let hierarchy: any Hierarchy
  public private(set) var node: NodeID?
  public private(set) var details: NodeDetails?
  /// What the details' reads covered.
  public let watched = WatchedRegion()
  /// Counts the times the details shown changed (a re-read that finds the same details
  /// leaves it alone).
  public private(set) var generation = 0

  public convenience init(database: AppDatabase) {
    self.init(database: database, hierarchy: NotesHierarchy())
  }

  public init(database: AppDatabase, hierarchy: any Hierarchy) {
    self.database = database
    self.hierarchy = hierarchy
  }

  /// Shows `node` (nil clears the pane). Reads only when the node differs or `force`;
  /// returns whether what the pane shows changed.
  @discardableResult
  public func show(_ node: NodeID?, force: Bool = false) throws -> Bool {
    guard force || node != self.node else { return false }
    let fresh: NodeDetails?
    if let node {
      watched.reset()
      let (watched, hierarchy) = (watched, hierarchy)
      fresh = try database.read { db in try db.recording(into: watched) { try hierarchy.details(of: node, db) } }
    } else {
      fresh = nil
    }
    let changed = node != self.node || fresh != details
    self.node = node
    details = fresh
    if changed { generation += 1 }
    return changed
  }
}
