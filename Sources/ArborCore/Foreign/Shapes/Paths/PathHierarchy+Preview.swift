import ArborDB
import GRDB

/// Until its copy is made, a tree of paths whose file indexes the path column reads its
/// levels from that index (`PathIndexPreview`): the roots and every level opened show at
/// once, without totals; search, which needs the copy's label index, waits for it.
extension PathHierarchy {
  /// The preview, while there is no copy to read.
  private var previewing: PathIndexPreview? { slot.copy == nil ? preview : nil }

  /// The key of a node of the preview (nil: the top level); nil when it is not one.
  private func previewKey(_ node: NodeID?) -> String?? {
    node.map { rowKey($0).map { .some($0) } } ?? .some(nil)
  }

  /// A node's key as text, as the preview keys it.
  func rowKey(_ node: NodeID) -> String? {
    guard case .row(let key) = node else { return nil }
    return String.fromDatabaseValue(key)
  }

  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    guard let preview = previewing else { return try copyReading.childCounts(of: node, db) }
    guard let key = previewKey(node), let entries = try preview.entries(below: key, order: slot.order, db) else {
      return .none
    }
    return ChildCounts([entries.count])
  }

  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws
    -> [ChildRow]
  {
    guard let preview = previewing else { return try copyReading.children(of: parent, counts: counts, in: range, db) }
    guard let key = previewKey(parent), let entries = try preview.entries(below: key, order: slot.order, db) else {
      return []
    }
    let shown = entries[max(0, min(range.lowerBound, entries.count))..<max(0, min(range.upperBound, entries.count))]
    // How many children each has is known once its level is listed; until then one marks
    // that it opens.
    return shown.map { entry in
      let listed = entry.hasChildren ? preview.listedCount(below: entry.key) : 0
      var row = ChildRow(node: .row(entry.key.databaseValue), title: entry.name, childCount: listed ?? 1)
      row.countIsKnown = listed != nil
      return row
    }
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    guard let preview = previewing else { return try copyReading.place(of: node, db) }
    guard let key = rowKey(node), let place = try preview.place(of: key, order: slot.order, db) else { return nil }
    return NodePlace(parent: place.parent.map { .row($0.databaseValue) }, index: place.index)
  }

  public func path(to node: NodeID, _ db: Database) throws -> [PathStep]? {
    guard let preview = previewing else { return try copyReading.path(to: node, db) }
    guard let key = rowKey(node) else { return nil }
    let chain = preview.chain(to: key)
    var steps: [PathStep] = []
    for (offset, step) in chain.enumerated() {
      guard let place = try preview.place(of: step, order: slot.order, db) else { return nil }
      let counts =
        offset == chain.count - 1
        ? ChildCounts.none : ChildCounts([try preview.entries(below: step, order: slot.order, db)?.count ?? 0])
      steps.append(
        PathStep(
          node: .row(step.databaseValue),
          place: NodePlace(parent: place.parent.map { .row($0.databaseValue) }, index: place.index), counts: counts))
    }
    return steps
  }

  public func pathNames(of node: NodeID, _ db: Database) throws -> [String]? {
    guard let preview = previewing else { return try copyReading.pathNames(of: node, db) }
    guard let key = rowKey(node) else { return nil }
    return preview.levels(of: key)
  }

  /// A node's details before the copy: its row's columns when a row holds its path, else
  /// a directory's.
  func previewDetails(of key: String, _ preview: PathIndexPreview, _ db: Database) throws -> NodeDetails? {
    let names = preview.levels(of: key)
    if let row = try previewRow(of: key, preview, db),
      let found = try rowDetails(key: row.key, keyExpression: row.keyExpression, path: names, db)
    {
      return found
    }
    return Self.directoryDetails(key, path: names, entries: nil)
  }

  /// The row holding the path `key` as one of the spellings the preview makes of it; nil
  /// when no row does (a directory only).
  func previewRow(of key: String, _ preview: PathIndexPreview, _ db: Database) throws -> FileRow? {
    // Found as the index orders paths, as the spelling was made.
    let keyExpression: QueryFragment = "x.\(column) COLLATE BINARY"
    for spelling in preview.spellings(of: key) {
      let found = try db.recordedRows("SELECT 1 FROM \(table) AS x WHERE \(keyExpression) = \(bind: spelling)")
      if !found.isEmpty { return (spelling.databaseValue, keyExpression) }
    }
    return nil
  }
}
