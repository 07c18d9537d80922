import ArborDB
import Foundation
import GRDB
import Synchronization

/// A copy of a tree kept in link tables — every node's key and label with its counts of
/// parents and children, every link between two existing nodes with its order and the
/// child's label — in arbor's cache, indexed for what the screen asks: the roots in label
/// order, a parent's children in order, a node's parents. An ontology of hundreds of
/// thousands of terms whose link table has no index then browses as fast as a small file.
///
/// Keys keep their storage class and each link names its nodes by their keys as the file
/// stores them (looked up by the file's own comparison), as `TreeCopy` does. Rebuilt when
/// the file changes.
final class LinkSideCar: SideCarDatabase, SideCar, @unchecked Sendable {
  var countsEveryWayDown: Bool { true }
  /// Another program's commit makes a new copy: links are not compared page by page.
  var watchesPages: Bool { false }
  /// Changes when the copy is made differently, so older copies are rebuilt.
  static let format = "links-5|"

  /// Whether the copy holds subtree totals (`LinkTotals`: the tree has a `--sum`).
  let hasTotals: Bool
  /// How many sums beside the first it adds up (`totals2`, `totals3`…).
  let moreSums: Int

  override init(queue: DatabaseQueue, stamp: String) {
    (hasTotals, moreSums) = MoreTotals.shape(of: queue)
    super.init(queue: queue, stamp: stamp)
  }

  /// Where a link copy's rows come from: the node table (`x`: key, label, rowid) and each
  /// link table as `(c, p, o, r)`.
  struct Source: Sendable {
    var table: QueryFragment
    var key: QueryFragment
    /// The key's column alone (`key` is it over `x`).
    var keyColumn: QueryFragment
    var label: QueryFragment
    var nodeRowid: QueryFragment?
    var linkSelects: [QueryFragment]
    /// What each subtree's totals add up (`--sum`); none: no totals.
    var sums: [TreeSum] = []

    /// Columns of `nodes` a node's row fills: key, label, source, own values.
    var copiedColumns: Int { 3 + max(sums.count, 1) }

    /// A link's end (`p` or `c`) as the node table stores its key; NULL when it names no node.
    func node(_ end: QueryFragment) -> QueryFragment {
      "(SELECT y.\(keyColumn) FROM \(table) AS y WHERE y.\(keyColumn) = e.\(end))"
    }

    var nodeColumns: QueryFragment { "\(key), \(label), \(nodeRowid ?? "NULL"), \(TreeSum.values(of: sums))" }

    /// The copy's insert of a node's row (`nodeColumns`), its `?`s bound per row.
    var insertNode: QueryFragment {
      """
      INSERT INTO nodes (key, label, source, own\(TreeSum.moreOwnColumns(sums.count))) \
      VALUES (\(QueryFragment.placeholders(copiedColumns)))
      """
    }

    /// Node `key`'s root order over every link table (`rootOrders`): whether its links to
    /// a parent that names no node are all without an order (NULL: it has none), and their
    /// lowest order.
    func rootOrder(of key: DatabaseValue) -> QueryFragment {
      """
      SELECT min(e.o IS NULL), min(e.o) FROM (\(linkSelects.joined(separator: " UNION ALL "))) AS e
      WHERE e.c = \(bind: key) AND e.c IS NOT e.p AND \(node("p")) IS NULL
      """
    }

    /// Link table `index`'s rows as the copy holds them: p, c, nullOrder, order, link, source.
    func edges(_ index: Int) -> QueryFragment {
      """
      SELECT \(node("p")), \(node("c")), (e.o IS NULL), coalesce(e.o, 0), \(raw: index), e.r \
      FROM (\(linkSelects[index])) AS e WHERE e.c IS NOT e.p
      """
    }
  }

  /// A root's place among the roots in the file's order: the order of its link to a
  /// parent that is no node (CherryTree links its top nodes to `father_id` 0, in
  /// `sequence`), the lowest when it has several; none puts it after those that have one.
  /// Set from the copied links whose parent names no node, before they are dropped.
  static let rootOrders: QueryFragment = """
    UPDATE nodes SET rootNull = x.n, rootOrder = coalesce(x.o, 0) FROM (
      SELECT c, min(nullOrder) AS n, min(CASE WHEN nullOrder = 0 THEN orderValue END) AS o
      FROM edges WHERE p IS NULL AND c IS NOT NULL GROUP BY c
    ) AS x WHERE nodes.key = x.c;
    """

  /// The roots' sort terms in `order` (without directions), over `nodes` as `qualifier`.
  static func rootTerms(_ order: SiblingOrder, _ qualifier: String = "") -> [QueryFragment] {
    // The copy's own columns.
    ((order.isByLabel ? [] : ["rootNull", "rootOrder"]).map { qualifier + $0 } + [
      qualifier + "label COLLATE NOCASE", qualifier + "key",
    ]).map { QueryFragment($0) }
  }

  static func open(location: String, stamp: String) -> LinkSideCar? {
    SideCarFile.open(location, stamp: format + stamp).map { LinkSideCar(queue: $0, stamp: stamp) }
  }

  /// Copies the nodes of `table` (key and label expressions over `x`) and the links of
  /// `edges` (a relation `(c, p, o)`) from `source`, in one read snapshot.
  static func build(
    from reader: any DatabaseReader, source: Source, location: String,
    stamp: String, labels: LabelFeed? = nil, progress: (Double) -> Bool = { _ in true }
  ) throws -> LinkSideCar? {
    let target = try SideCarFile.begin(
      location,
      schema: """
        PRAGMA cache_size = -32768;
        CREATE TABLE nodes (seq INTEGER PRIMARY KEY, key NOT NULL, label TEXT NOT NULL, source INTEGER,
          parents INTEGER NOT NULL DEFAULT 0, children INTEGER NOT NULL DEFAULT 0,
          rootNull INTEGER NOT NULL DEFAULT 1, rootOrder NOT NULL DEFAULT 0, own\(TreeSum.moreOwnColumns(source.sums.count)));
        CREATE TABLE edges (p, c, nullOrder INTEGER NOT NULL, orderValue, link INTEGER, source INTEGER, label TEXT);
        """)
    var abandoned = false
    try reader.read { db in
      let links = source.linkSelects.map { "(SELECT count(*) FROM (\($0)))" as QueryFragment }.joined(separator: " + ")
      let total = try Int.fetchOne(db, "SELECT (SELECT count(*) FROM \(source.table)) + \(links)") ?? 0
      var copied = 0
      func step() -> Bool {
        copied += 1
        return copied % 50_000 != 0 || progress(0.8 * Double(copied) / Double(max(total, 1)))
      }
      try target.inTransaction { target in
        let insertNode = try target.makeStatement(source.insertNode)
        // A node's label is its row's second value (`nodeColumns`), fed as it is copied.
        abandoned = try RawCopy.rows(
          from: try db.makeStatement("SELECT \(source.nodeColumns) FROM \(source.table) AS x"), in: db,
          to: insertNode, in: target, columns: Int32(source.copiedColumns),
          labels: labels.map { ($0, 1) }, each: step)
        if abandoned { return .rollback }
        let insertEdge = try target.makeStatement(
          "INSERT INTO edges (p, c, nullOrder, orderValue, link, source) VALUES (?, ?, ?, ?, ?, ?)")
        for index in source.linkSelects.indices where !abandoned {
          abandoned = try RawCopy.rows(
            from: try db.makeStatement(source.edges(index)), in: db, to: insertEdge, in: target, columns: 6,
            each: step)
        }
        return abandoned ? .rollback : .commit
      }
    }
    if abandoned {
      SideCarFile.abandon(location)
      return nil
    }
    try target.writeWithoutTransaction { db in
      try db.execute(
        """
        CREATE INDEX nodes_key ON nodes (key);
        \(Self.rootOrders)
        DELETE FROM edges WHERE p IS NULL OR c IS NULL OR p = c;
        UPDATE edges SET label = (SELECT n.label FROM nodes AS n WHERE n.key = edges.c);
        CREATE INDEX edges_children ON edges (p, nullOrder, orderValue, label COLLATE NOCASE, c);
        CREATE INDEX edges_parents ON edges (c, p);
        UPDATE nodes SET children = x.n FROM (SELECT p, count(*) AS n FROM edges GROUP BY p) AS x WHERE nodes.key = x.p;
        UPDATE nodes SET parents = x.n FROM (SELECT c, count(*) AS n FROM edges GROUP BY c) AS x WHERE nodes.key = x.c;
        -- Partial: indexing every node for the roots' two orders took a quarter of a
        -- link copy (200,000 nodes: 9.9 of 41 MB).
        CREATE INDEX nodes_roots ON nodes (label COLLATE NOCASE, key) WHERE parents = 0;
        CREATE INDEX nodes_rootOrder ON nodes (rootNull, rootOrder, label COLLATE NOCASE, key) WHERE parents = 0;
        CREATE INDEX nodes_source ON nodes (source);
        CREATE INDEX edges_source ON edges (link, source);
        """)
      if !source.sums.isEmpty { try LinkTotals.compute(db, sums: source.sums) }
    }
    guard progress(1) else {
      SideCarFile.abandon(location)
      return nil
    }
    try SideCarFile.finish(target, at: location, stamp: format + stamp)
    return open(location: location, stamp: stamp)
  }
}

/// The reads of a link copy, each bounded by what is on screen and served by an index,
/// its statements kept prepared as `TreeCopy`'s are (`readKeepingStatements`).
extension LinkSideCar {
  func rootCount() throws -> Int {
    try queue.readKeepingStatements { db in
      try Int.fetchOne(db.cachedStatement("SELECT count(*) FROM nodes WHERE parents = 0")) ?? 0
    }
  }

  func childCount(of key: DatabaseValue) throws -> Int {
    try queue.readKeepingStatements { db in
      try Int.fetchOne(db.cachedStatement("SELECT children FROM nodes WHERE key = ?"), arguments: [key]) ?? 0
    }
  }

  /// Rows `range` of the roots, or of `parent`'s children, in `order` (by total: largest
  /// first, sorted here — a parent of tens of thousands of links is rare in such trees):
  /// key, label, child count, parent count, and with totals the node's and its
  /// descendants' count.
  func children(
    of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder = .tree
  ) throws -> [(key: DatabaseValue, label: String, children: Int, parents: Int, total: SubtreeTotal?, more: [Double?])]
  {
    try queue.readKeepingStatements { db in
      let totals = hasTotals
      let more = moreSums
      let columns: QueryFragment = totals ? "t.total, t.descendants\(MoreTotals.columns(more))" : "NULL, NULL"
      let join: QueryFragment = totals ? " LEFT JOIN totals AS t ON t.seq = n.seq\(MoreTotals.joins(more))" : ""
      let rows: [Row]
      if let parent {
        let byTotals = totals ? order.totalsTerms(tieBreak: "n.seq") : nil
        let sorted: QueryFragment =
          if let byTotals {
            byTotals
          } else if order.isByLabel {
            order.sorting(["e.label COLLATE NOCASE", "e.c"])
          } else {
            order.sorting(["e.nullOrder", "e.orderValue", "e.label COLLATE NOCASE", "e.c"])
          }
        rows = try Row.fetchAll(
          db.cachedStatement(
            """
            SELECT e.c, e.label, n.children, n.parents, \(columns) FROM edges AS e JOIN nodes AS n ON n.key = e.c\(join) \
            WHERE e.p = ?
            ORDER BY \(sorted) LIMIT ? OFFSET ?
            """), arguments: [parent, range.count, range.lowerBound])
      } else {
        let sorted =
          (totals ? order.totalsTerms(tieBreak: "n.seq") : nil)
          ?? order.sorting(Self.rootTerms(order, "n."))
        rows = try Row.fetchAll(
          db.cachedStatement(
            """
            SELECT n.key, n.label, n.children, n.parents, \(columns) FROM nodes AS n\(join) WHERE n.parents = 0
            ORDER BY \(sorted) LIMIT ? OFFSET ?
            """), arguments: [range.count, range.lowerBound])
      }
      let whole = totals ? try Self.total(under: parent, db) : nil
      return rows.map { row in
        var total: SubtreeTotal?
        if let value = row[4] as Double? {
          total = SubtreeTotal(value: value, descendants: row[5], share: whole.flatMap { $0 > 0 ? value / $0 : nil })
        }
        return (row[0], row[1], row[2], row[3], total, MoreTotals.values(row, from: 6, count: more))
      }
    }
  }

  /// The total a node's children are a share of: its own, or all roots' together.
  private static func total(under parent: DatabaseValue?, _ db: Database) throws -> Double? {
    if let parent {
      return try Double.fetchOne(
        db.cachedStatement(
          "SELECT t.total FROM nodes AS n JOIN totals AS t ON t.seq = n.seq WHERE n.key = ?"), arguments: [parent])
    }
    return try Double.fetchOne(
      db.cachedStatement(
        "SELECT total(t.total) FROM nodes AS n JOIN totals AS t ON t.seq = n.seq WHERE n.parents = 0"))
  }

  /// One node's totals of each of `sums` sums (once per way down), with its number of
  /// descendants (as many times as they are reached); nil without totals.
  func totals(of key: DatabaseValue, sums: Int) throws -> NodeTotals? {
    try queue.readKeepingStatements { db in
      guard hasTotals else { return nil }
      return try NodeTotals.read(key, sums: sums, db)
    }
  }

  /// The node's parents, by key.
  func parents(of key: DatabaseValue) throws -> [DatabaseValue] {
    try queue.readKeepingStatements { db in
      try DatabaseValue.fetchAll(
        db.cachedStatement("SELECT p FROM edges WHERE c = ? ORDER BY p"), arguments: [key])
    }
  }

  /// The labels of the node's parents, each once, as the file orders them.
  func parentLabels(of key: DatabaseValue) throws -> [String] {
    try queue.readKeepingStatements { db in
      try String.fetchAll(
        db.cachedStatement(
          """
          SELECT label FROM nodes WHERE key IN (SELECT p FROM edges WHERE c = ?) ORDER BY label COLLATE NOCASE
          """), arguments: [key])
    }
  }

  func label(of key: DatabaseValue) throws -> String? {
    try queue.readKeepingStatements { db in
      try String.fetchOne(db.cachedStatement("SELECT label FROM nodes WHERE key = ?"), arguments: [key])
    }
  }

  /// `key`'s index among `parent`'s children (nil: among the roots) in `order`; nil when
  /// not there.
  func index(of key: DatabaseValue, under parent: DatabaseValue?, order: SiblingOrder = .tree) throws -> Int? {
    try queue.readKeepingStatements { db in
      if hasTotals, let by = order.byTotals {
        guard
          let mine = try Row.fetchOne(
            db.cachedStatement(
              """
              SELECT n.seq, t.\(raw: by.column) FROM nodes AS n JOIN totals AS t ON t.seq = n.seq WHERE n.key = ?
              """), arguments: [key])
        else { return nil }
        if let parent,
          try Bool.fetchOne(
            db.cachedStatement("SELECT 1 FROM edges WHERE p = ? AND c = ?"), arguments: [parent, key]) != true
        {
          return nil
        }
        if parent == nil,
          try Bool.fetchOne(db.cachedStatement("SELECT parents = 0 FROM nodes WHERE key = ?"), arguments: [key])
            != true
        {
          return nil
        }
        let seq: Int64 = mine[0]
        let value: DatabaseValue = mine[1]
        let column: QueryFragment = "t.\(raw: by.column) AS value"
        let siblings: QueryFragment =
          parent == nil
          ? "SELECT n.seq, \(column) FROM nodes AS n JOIN totals AS t ON t.seq = n.seq WHERE n.parents = 0"
          : """
          SELECT n.seq, \(column) FROM edges AS e JOIN nodes AS n ON n.key = e.c JOIN totals AS t ON t.seq = n.seq \
          WHERE e.p = ?
          """
        let beyond = by.descending ? ">" : "<"
        return try Int.fetchOne(
          db.cachedStatement(
            """
            SELECT count(*) FROM (\(siblings)) AS s \
            WHERE s.value \(raw: beyond) ? OR (s.value = ? AND s.seq < ?)
            """), arguments: StatementArguments(parent.map { [$0] } ?? []) + [value, value, seq])
      }
      if order.isByLabel, let parent {
        guard
          try Bool.fetchOne(
            db.cachedStatement("SELECT 1 FROM edges WHERE p = ? AND c = ?"), arguments: [parent, key]) == true
        else { return nil }
        return try Int.fetchOne(
          db.cachedStatement(
            """
            SELECT count(*) FROM edges WHERE p = ?
            AND (label COLLATE NOCASE, c) \(raw: order.before) (SELECT label, key FROM nodes WHERE key = ?)
            """), arguments: [parent, key])
      }
      if let parent {
        let terms: [QueryFragment] = ["1", "2", "3 COLLATE NOCASE"]
        let first: QueryFragment = """
          SELECT nullOrder, orderValue, label, c FROM edges WHERE p = ? AND c = ? \
          ORDER BY \(order.sorting(terms)) LIMIT 1
          """
        guard try Row.fetchOne(db.cachedStatement(first), arguments: [parent, key]) != nil else { return nil }
        return try Int.fetchOne(
          db.cachedStatement(
            """
            SELECT count(*) FROM edges WHERE p = ?
            AND (nullOrder, orderValue, label COLLATE NOCASE, c) \(raw: order.before) (\(first))
            """), arguments: [parent, parent, key])
      }
      guard
        try Bool.fetchOne(db.cachedStatement("SELECT parents = 0 FROM nodes WHERE key = ?"), arguments: [key])
          == true
      else { return nil }
      let terms = Self.rootTerms(order).joined(separator: ", ")
      return try Int.fetchOne(
        db.cachedStatement(
          """
          SELECT count(*) FROM nodes WHERE parents = 0
            AND (\(terms)) \(raw: order.before) (SELECT \(terms) FROM nodes WHERE key = ?)
          """), arguments: [key])
    }
  }

  /// For each of `keys`, the way up through first parents (by key) to a root, the node
  /// first; nil for a node that is gone or whose way up runs into a cycle. One read.
  func chains(from keys: [DatabaseValue]) throws -> [DatabaseValue: [(key: DatabaseValue, label: String)]?] {
    try queue.readKeepingStatements { db in
      let label = try db.cachedStatement("SELECT label FROM nodes WHERE key = ?")
      let parent = try db.cachedStatement("SELECT p FROM edges WHERE c = ? ORDER BY p LIMIT 1")
      var found: [DatabaseValue: [(key: DatabaseValue, label: String)]?] = [:]
      for start in keys where found[start] == nil {
        var chain: [(key: DatabaseValue, label: String)] = []
        var seen = Set<DatabaseValue>()
        var next: DatabaseValue? = start
        var complete = true
        while let current = next {
          guard seen.insert(current).inserted, chain.count < 10_000,
            let text = try String.fetchOne(label, arguments: [current])
          else {
            complete = false
            break
          }
          chain.append((current, text))
          next = try DatabaseValue.fetchOne(parent, arguments: [current])
        }
        found[start] = complete ? chain : nil
      }
      return found
    }
  }

}
