import ArborDB
import Foundation
import GRDB

/// A tree whose links live in separate tables of (child, parent) rows — an outliner's
/// `children(node_id, father_id, sequence)`, an ontology's relations — as a `Hierarchy`.
/// A node with several parents appears under each, marked `⧉`; the tree stays lazy (a
/// window of children per level), so a graph whose full expansion would run to millions
/// of rows costs what is on screen. Roots are nodes with no parent link. Read straight
/// from the file (read-only) while it is small; a large one through its side-car copy
/// (`LinkSideCar`) once that is built. Details always come from the file.
public struct LinkedHierarchy: Hierarchy {
  public let tree: ForeignTree
  let table: QueryFragment
  let key: QueryFragment
  /// The key's column alone (`key` is it over `x`), for rows aliased otherwise.
  let keyColumn: QueryFragment
  let label: QueryFragment
  /// The links of every link table as one relation `(c, p, o)`.
  let edges: QueryFragment
  let columns: [ForeignColumn]
  let references: [ForeignReference]
  let refersTo: [OutgoingReference]
  /// Each link table as `(c, p, o, r)` with its rowid (NULL without one), for the copy.
  let linkSelects: [QueryFragment]
  /// The node table's rowid over `x`; nil without one.
  let nodeRowid: QueryFragment?
  /// Every table of the tree has rowids: its copy can follow our commits row by row.
  let followsRows: Bool
  let slot = SideCarSlot<LinkSideCar>()
  let searchAccess = InterruptibleAccess()

  public func interruptSearch() { searchAccess.interrupt() }
  public func takeChange() -> Bool { slot.takeChange() }
  public func takeComparison() -> Bool { slot.takeComparison() }
  public var readsCopy: Bool { slot.copy != nil }
  public var activity: String? { slot.activity }

  public var emptyText: String { slot.emptyText(table: tree.table) }

  /// With a sum, a node counts once per way down to it (`LinkTotals`).
  public var totals: TreeSum? { tree.sum }
  public var siblingOrders: [SiblingOrder] {
    SiblingOrder.copyOrders(sum: tree.sum, ownOrderIsLabel: tree.order == nil)
  }
  /// The file itself is read in an order by total only through the copy; before it is
  /// there, in the tree's own order.
  public var siblingOrder: SiblingOrder { slot.copy == nil && slot.order.byTotals != nil ? .tree : slot.order }
  public func order(siblingsBy order: SiblingOrder) { slot.order(siblingsBy: order) }

  /// Marks a node with several parents, wherever it appears.
  private static func mark(parents: Int) -> RowMark? {
    parents > 1 ? .severalParents : nil
  }

  public init(tree requested: ForeignTree, _ db: Database) throws {
    guard case .links(let links, let childColumn, let parentColumn) = requested.shape, !links.isEmpty,
      !childColumn.isEmpty
    else {
      throw OpenError(description: "--links needs --child C and --parent C (the link tables' columns)")
    }
    // The node table, its key and label, checked as for a parent column (the parent
    // column check is skipped: it belongs to the link tables).
    guard let nodeTable = try ForeignSchema.tableName(requested.table, db) else {
      throw OpenError(description: "there is no table “\(requested.table)” in this file")
    }
    let nodeColumns = try ForeignSchema.columns(of: nodeTable, db)
    func find(_ name: String, in columns: [ForeignColumn], of table: String, _ option: String) throws -> String {
      try ForeignSchema.column(name, of: table, in: columns, option: option)
    }
    var resolved = requested
    resolved.table = nodeTable
    let (id, keyExpression) = try ForeignSchema.key(of: nodeTable, columns: nodeColumns, requested: requested.id, db)
    resolved.id = id
    var parts: [QueryFragment] = []
    var selects: [QueryFragment] = []
    var linksHaveRowids = true
    var linkNames: [String] = []
    var (resolvedChild, resolvedParent) = (childColumn, parentColumn)
    for link in links {
      guard let linkTable = try ForeignSchema.tableName(link, db) else {
        throw OpenError(description: "--links \(link): there is no such table in this file")
      }
      let linkColumns = try ForeignSchema.columns(of: linkTable, db)
      let child = try find(childColumn, in: linkColumns, of: linkTable, "--child")
      let parent = try find(parentColumn, in: linkColumns, of: linkTable, "--parent")
      var order: QueryFragment = "NULL"
      if let requestedOrder = requested.order {
        order = .identifier(try find(requestedOrder, in: linkColumns, of: linkTable, "--order"))
        resolved.order = requestedOrder
      }
      linkNames.append(linkTable)
      let columns: QueryFragment = "\(quote: child) AS c, \(quote: parent) AS p, \(order) AS o"
      parts.append("SELECT \(columns) FROM \(quote: linkTable)")
      let linkRowid = try ForeignSchema.rowid(of: linkTable, columns: linkColumns, db)
      if linkRowid == nil { linksHaveRowids = false }
      let rowid = QueryFragment(linkRowid ?? "NULL")
      selects.append("SELECT \(columns), \(rowid) AS r FROM \(quote: linkTable)")
      resolvedChild = child
      resolvedParent = parent
    }
    resolved.shape = .links(tables: linkNames, child: resolvedChild, parent: resolvedParent)
    let nodeLabel = try ForeignSchema.label(
      requested.label, of: nodeTable, columns: nodeColumns, excluding: [resolved.id], db)
    resolved.label = nodeLabel?.column ?? requested.label
    let labelExpression = nodeLabel?.expression ?? "CAST(x.\(keyExpression) AS TEXT)"
    try ForeignSchema.checkSums(of: requested, into: &resolved, table: nodeTable, db)
    tree = resolved
    table = .identifier(nodeTable)
    keyColumn = keyExpression
    key = "x.\(keyExpression)"
    label = "coalesce(NULLIF(trim(CAST((\(labelExpression)) AS TEXT)), ''), CAST(x.\(keyExpression) AS TEXT))"
    edges = "(\(parts.joined(separator: " UNION ALL ")))"
    columns = nodeColumns
    linkSelects = selects
    nodeRowid = try ForeignSchema.rowid(of: nodeTable, columns: nodeColumns, db).map { "x.\(QueryFragment($0))" }
    followsRows = linksHaveRowids && nodeRowid != nil
    references = try ForeignSchema.references(to: nodeTable, key: resolved.id, db).filter {
      !linkNames.contains($0.table)
    }
    refersTo = (try? ForeignSchema.references(from: nodeTable, columns: nodeColumns, db)) ?? []
    // Compile everything once: a mistake is reported when opening, not while browsing.
    _ = try db.makeStatement(rootsSQL(.tree, in: 0..<1))
    _ = try db.makeStatement(orderedChildren(of: .null, .tree))
  }

  /// Links whose parent is a node of the table (a dangling link makes no parent).
  private func validEdges(_ alias: QueryFragment) -> QueryFragment {
    """
    \(edges) AS \(alias) WHERE EXISTS (SELECT 1 FROM \(table) AS y WHERE y.\(keyColumn) = \(alias).p) \
    AND \(alias).c IS NOT \(alias).p
    """
  }

  private var isRoot: QueryFragment {
    "NOT EXISTS (SELECT 1 FROM \(validEdges("r")) AND r.c = \(key))"
  }

  private var childCount: QueryFragment {
    """
    (SELECT count(*) FROM \(validEdges("k")) AND k.p = \(key) \
    AND EXISTS (SELECT 1 FROM \(table) AS z WHERE z.\(keyColumn) = k.c))
    """
  }

  private var parentCount: QueryFragment {
    "(SELECT count(*) FROM \(validEdges("q")) AND q.c = \(key))"
  }

  /// The roots in the file's order — as `LinkSideCar.rootOrders`: by their links to a
  /// parent that names no node (CherryTree's top nodes under `father_id` 0, in `sequence`),
  /// then by label — or by label (either way round).
  private func rootsSQL(_ order: SiblingOrder, in range: Range<Int>) -> QueryFragment {
    """
    SELECT \(key), \(label), \(childCount), 0 FROM \(table) AS x WHERE \(isRoot)
    ORDER BY \(order.sorting(rootTerms(order))) LIMIT \(bind: range.count) OFFSET \(bind: range.lowerBound)
    """
  }

  /// The roots' sort terms over `x`, without directions.
  private func rootTerms(_ order: SiblingOrder) -> [QueryFragment] {
    let dangling: QueryFragment = """
      FROM \(edges) AS r WHERE r.c = \(key) AND r.c IS NOT r.p
      AND NOT EXISTS (SELECT 1 FROM \(table) AS y WHERE y.\(keyColumn) = r.p)
      """
    let byOrder: [QueryFragment] =
      tree.order == nil || order.isByLabel
      ? [] : ["coalesce((SELECT min(r.o IS NULL) \(dangling)), 1)", "coalesce((SELECT min(r.o) \(dangling)), 0)"]
    return byOrder + ["\(label) COLLATE NOCASE", key]
  }

  /// How many nodes have more than one parent (for `arbor trees`).
  public func nodesWithSeveralParents(_ db: Database) throws -> Int {
    try db.recordedValue(
      Int.self, "SELECT count(*) FROM (SELECT r.c FROM \(validEdges("r")) GROUP BY r.c HAVING count(*) > 1)") ?? 0
  }

  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    guard !slot.isPending else { return .none }
    if let copy = slot.copy {
      switch node {
      case nil: return ChildCounts([try copy.rootCount()])
      case .row(let value)?: return ChildCounts([try copy.childCount(of: value)])
      case .category?, .item?: return .none
      }
    }
    switch node {
    case nil:
      return ChildCounts([
        try db.recordedValue(Int.self, "SELECT count(*) FROM \(table) AS x WHERE \(isRoot)") ?? 0
      ])
    case .row(let value)?:
      return ChildCounts([
        try db.recordedValue(Int.self, "SELECT \(childCount) FROM \(table) AS x WHERE \(key) = \(bind: value)") ?? 0
      ])
    case .category?, .item?:
      return .none
    }
  }

  /// The children of `parent` in order: the link's order (NULLs last), then the label;
  /// by label only in an order by label.
  private func orderedChildren(of parent: DatabaseValue, _ order: SiblingOrder) -> QueryFragment {
    """
    SELECT \(key), \(label), \(childCount), \(parentCount) FROM \(edges) AS e JOIN \(table) AS x ON \(key) = e.c
    WHERE e.p = \(bind: parent) AND e.c IS NOT e.p
    ORDER BY \(order.sorting(childTerms(order)))
    """
  }

  /// `orderedChildren`'s sort terms, without directions.
  private func childTerms(_ order: SiblingOrder) -> [QueryFragment] {
    (order.isByLabel ? [] : ["(e.o IS NULL)", "coalesce(e.o, 0)"]) + ["\(label) COLLATE NOCASE", key]
  }

  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws
    -> [ChildRow]
  {
    guard !range.isEmpty, !slot.isPending else { return [] }
    if let copy = slot.copy {
      let parentKey: DatabaseValue?
      switch parent {
      case nil: parentKey = nil
      case .row(let value)?: parentKey = value
      case .category?, .item?: return []
      }
      return try copy.children(of: parentKey, in: range, order: slot.order).map { row in
        var child = ChildRow(
          node: .row(row.key), title: row.label, childCount: row.children, mark: Self.mark(parents: row.parents),
          total: row.total)
        child.moreTotals = row.more
        return child
      }
    }
    let rows: [Row]
    switch parent {
    case nil:
      rows = try db.recordedRows(rootsSQL(siblingOrder, in: range))
    case .row(let value)?:
      rows = try db.recordedRows(
        "\(orderedChildren(of: value, siblingOrder)) LIMIT \(bind: range.count) OFFSET \(bind: range.lowerBound)")
    case .category?, .item?:
      return []
    }
    // A node with several parents appears under each: marked so.
    return rows.map { row in
      ChildRow(node: .row(row[0]), title: row[1] ?? "", childCount: row[2], mark: Self.mark(parents: row[3]))
    }
  }

  /// The node's parents (keys), first by key; none for a root.
  private func parents(of key: DatabaseValue, _ db: Database) throws -> [DatabaseValue] {
    if let copy = slot.copy { return try copy.parents(of: key) }
    return try db.recordedValues(
      DatabaseValue.self, "SELECT r.p FROM \(validEdges("r")) AND r.c = \(bind: key) ORDER BY r.p")
  }

  /// `key`'s index among the children of `parent` (nil: the roots), counted by the
  /// siblings before it in the children's order (the first place, if linked twice); nil
  /// when it is not there.
  private func index(of key: DatabaseValue, under parent: DatabaseValue?, _ db: Database) throws -> Int? {
    if let copy = slot.copy { return try copy.index(of: key, under: parent, order: slot.order) }
    let order = siblingOrder
    if let parent {
      // The node's sort terms under this parent, as `orderedChildren` sorts (its first
      // place in the order, when linked twice).
      let sorted = childTerms(order)
      let terms: QueryFragment = """
        SELECT \(sorted.joined(separator: ", ")) FROM \(edges) AS e JOIN \(table) AS x ON \(self.key) = e.c
        WHERE e.p = \(bind: parent) AND e.c = \(bind: key) AND e.c IS NOT e.p ORDER BY \(order.sorting(sorted)) LIMIT 1
        """
      guard try db.recordedRows(terms).first != nil else { return nil }
      return try db.recordedValue(
        Int.self,
        """
        SELECT count(*) FROM \(edges) AS e JOIN \(table) AS x ON \(self.key) = e.c \
        WHERE e.p = \(bind: parent) AND e.c IS NOT e.p
          AND (\(sorted.joined(separator: ", "))) \(raw: order.before) (\(terms))
        """)
    }
    guard try db.recordedRows("SELECT 1 FROM \(table) AS x WHERE \(self.key) = \(bind: key) AND \(isRoot)").first != nil
    else { return nil }
    let terms = rootTerms(order).joined(separator: ", ")
    return try db.recordedValue(
      Int.self,
      """
      SELECT count(*) FROM \(table) AS x WHERE \(isRoot)
        AND (\(terms)) \(raw: order.before)
          (SELECT \(terms) FROM \(table) AS x WHERE \(self.key) = \(bind: key))
      """)
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    guard case .row(let key) = node else { return nil }
    let parent = try parents(of: key, db).first
    guard let index = try index(of: key, under: parent, db) else { return nil }
    return NodePlace(parent: parent.map { .row($0) }, index: index)
  }

  public func place(of node: NodeID, under parent: NodeID?, _ db: Database) throws -> NodePlace? {
    guard case .row(let key) = node else { return nil }
    let parentKey: DatabaseValue?
    switch parent {
    case nil: parentKey = nil
    case .row(let value)?: parentKey = value
    default: return nil
    }
    guard let index = try index(of: key, under: parentKey, db) else { return nil }
    return NodePlace(parent: parent, index: index)
  }

  /// From `node` up through first parents to a root; nil at a cycle.
  private func chain(from key: DatabaseValue, _ db: Database) throws -> [(key: DatabaseValue, label: String)]? {
    if let copy = slot.copy { return try copy.chains(from: [key])[key] ?? nil }
    var chain: [(key: DatabaseValue, label: String)] = []
    var seen = Set<DatabaseValue>()
    var next: DatabaseValue? = key
    while let current = next {
      guard seen.insert(current).inserted, chain.count < 10_000, let label = try label(of: current, db) else {
        return nil
      }
      chain.append((current, label))
      next = try parents(of: current, db).first
    }
    return chain
  }

  private func label(of key: DatabaseValue, _ db: Database) throws -> String? {
    if let copy = slot.copy { return try copy.label(of: key) }
    return try db.recordedValue(String.self, "SELECT \(label) FROM \(table) AS x WHERE \(self.key) = \(bind: key)")
  }

  public func path(to node: NodeID, _ db: Database) throws -> [PathStep]? {
    guard case .row(let key) = node, let chain = try chain(from: key, db) else { return nil }
    var steps: [PathStep] = []
    let down = Array(chain.reversed())
    for (offset, link) in down.enumerated() {
      let parent = offset == 0 ? nil : down[offset - 1].key
      guard let index = try index(of: link.key, under: parent, db) else { return nil }
      let counts = offset == down.count - 1 ? ChildCounts.none : try childCounts(of: .row(link.key), db)
      steps.append(
        PathStep(node: .row(link.key), place: NodePlace(parent: parent.map { .row($0) }, index: index), counts: counts))
    }
    return steps
  }

  public func pathNames(of node: NodeID, _ db: Database) throws -> [String]? {
    guard case .row(let key) = node else { return nil }
    return try chain(from: key, db)?.reversed().map(\.label)
  }

  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? {
    guard case .row(let key) = node, let names = try pathNames(of: node, db) else { return nil }
    var details = try ForeignDetails.load(
      key: key, path: names, table: table, keyExpression: self.key, columns: columns, references: references,
      refersTo: refersTo,
      kind: tree.table, db)
    let parentLabels: [String]
    if let copy = slot.copy {
      parentLabels = try copy.parentLabels(of: key)
    } else {
      parentLabels = try db.recordedValues(
        String.self,
        """
        SELECT \(label) FROM \(table) AS x WHERE \(self.key) IN (SELECT r.p FROM \(validEdges("r")) AND r.c = \(bind: key))
        ORDER BY \(label) COLLATE NOCASE
        """)
    }
    if parentLabels.count > 1 {
      details?.groups.insert(
        DetailGroup(title: "Parents (\(parentLabels.count))", entries: parentLabels.map { .paragraph($0) }), at: 0)
    }
    return slot.withTotals(details, of: node, sums: tree.sums)
  }

  public func referenceGroups(of node: NodeID, _ db: Database) throws -> [ReferenceGroup] {
    guard case .row(let key) = node else { return [] }
    return try ForeignDetails.referenceGroups(
      key: key, table: table, keyExpression: self.key, references: references, db
    ).map(\.group)
  }

  public func referencingRows(of node: NodeID, group: Int, in range: Range<Int>, _ db: Database) throws
    -> [ReferencingRow]
  {
    guard case .row(let key) = node else { return [] }
    return try ForeignDetails.referencingRows(
      key: key, group: group, in: range, table: table, keyExpression: self.key, references: references, db)
  }

  public func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty, !slot.isPending else { return [] }
    let pattern = SubstringMatch.likePattern(needle)
    let found: [(key: DatabaseValue, title: String)]
    if let fromCopy = try slot.search(
      text, needle: needle, pattern: pattern, ranked: ranked, limit: limit, access: searchAccess)
    {
      found = fromCopy
    } else {
      let order: QueryFragment = ranked ? " ORDER BY \(SearchRanking.order(label, text: text))" : ""
      found = try db.recordedRows(
        """
        SELECT \(key), \(label) FROM \(table) AS x WHERE \(label) LIKE \(bind: pattern) ESCAPE '\\'\(order) \
        LIMIT \(bind: limit)
        """
      ).map { row in (row[0], SubstringMatch.mark(needle, in: row[1] ?? "")) }
    }
    // Every hit's way up in one read of the copy (one query per step from the file).
    let chains = try slot.copy?.chains(from: found.map(\.key))
    return try found.map { hit in
      let chain = try chains.map { $0[hit.key] ?? nil } ?? chain(from: hit.key, db)
      let path = chain?.reversed().map(\.label).dropLast() ?? []
      return SearchHit(node: .row(hit.key), title: hit.title, snippet: "", path: Array(path))
    }
  }

  public func hitCount(_ text: String, _ db: Database) throws -> Int {
    let needle = text.trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty, !slot.isPending else { return 0 }
    let pattern = SubstringMatch.likePattern(needle)
    if let fromCopy = try slot.hitCount(text, pattern: pattern, access: searchAccess) { return fromCopy }
    return try Int.fetchOne(
      db, "SELECT count(*) FROM \(table) AS x WHERE \(label) LIKE \(bind: pattern) ESCAPE '\\'") ?? 0
  }

  public func fuzzyMatches(_ text: String, limit: Int, _ db: Database) throws -> [NodeID] {
    guard let pattern = SubstringMatch.fuzzyPattern(text), !slot.isPending else { return [] }
    if let fromCopy = try slot.substringMatches(pattern, limit: limit, access: searchAccess) { return fromCopy }
    return try db.recordedRows(
      "SELECT \(key) FROM \(table) AS x WHERE \(label) LIKE \(bind: pattern) ESCAPE '\\' LIMIT \(bind: limit)"
    ).map { .row($0[0]) }
  }
}
