import ArborDB
import GRDB

/// Our own commits to a link-table tree, patched into its copy: the rows the transaction
/// changed in the node table and in each link table, found by rowid, replace their
/// copies; links to a node that went are dropped, links to a node that came back are
/// taken again; counts and the child labels on links follow.
extension LinkSideCar {
  func patch(
    nodes: [Int64], links: [Int: [Int64]], from db: Database, source: Source, labels: LabelIndex?, stamp: String
  ) throws {
    // The file as committed, read first.
    var freshNodes: [Row] = []
    if let rowid = source.nodeRowid {
      for chunk in nodes.boundChunks {
        freshNodes += try Row.fetchAll(
          db,
          "SELECT \(source.nodeColumns) FROM \(source.table) AS x WHERE \(rowid) IN (\(QueryFragment.values(chunk)))")
      }
    }
    var freshLinks: [(index: Int, rows: [Row])] = []
    for (index, rowids) in links.sorted(by: { $0.key < $1.key }) where source.linkSelects.indices.contains(index) {
      var rows: [Row] = []
      for chunk in rowids.boundChunks {
        rows += try Row.fetchAll(db, "\(source.edges(index)) AND e.r IN (\(QueryFragment.values(chunk)))")
      }
      freshLinks.append((index, rows))
    }
    // The root order of every node a changed link names as its child, or that came
    // back: read from the file, set in the copy below.
    var rootOrders: [DatabaseValue: (isNull: Int, value: DatabaseValue)] = [:]
    let linked =
      freshLinks.flatMap { $0.rows.map { $0[1] as DatabaseValue } } + freshNodes.map { $0[0] as DatabaseValue }
    for key in Set(linked) where !key.isNull {
      let row = try Row.fetchOne(db, source.rootOrder(of: key))
      rootOrders[key] = ((row?[0] as Int?) ?? 1, (row?[1] as DatabaseValue?) ?? .null)
    }
    var removedSeqs: [Int64] = []
    var addedLabels: [(seq: Int64, label: String)] = []
    // Which keys were in the copy, to know which ones are new (their links come back).
    let before: Set<DatabaseValue> = try queue.read { copy in
      var keys = Set<DatabaseValue>()
      for row in freshNodes {
        let key: DatabaseValue = row[0]
        if try Bool.fetchOne(copy, "SELECT 1 FROM nodes WHERE key = \(bind: key)") == true {
          keys.insert(key)
        }
      }
      return keys
    }
    let newKeys = freshNodes.map { $0[0] as DatabaseValue }.filter { !before.contains($0) }
    var returning: [(index: Int, rows: [Row])] = []
    if !newKeys.isEmpty {
      for index in source.linkSelects.indices {
        var rows: [Row] = []
        for chunk in newKeys.boundChunks {
          let keys = QueryFragment.values(chunk)
          rows += try Row.fetchAll(db, "\(source.edges(index)) AND (e.c IN (\(keys)) OR e.p IN (\(keys)))")
        }
        returning.append((index, rows))
      }
    }
    try queue.write { copy in
      var touched = Set<DatabaseValue>()
      var gone = Set<DatabaseValue>()
      var changedLabels = Set<DatabaseValue>()
      for chunk in nodes.boundChunks {
        let sources = QueryFragment.values(chunk)
        for old in try Row.fetchAll(copy, "SELECT seq, key FROM nodes WHERE source IN (\(sources))") {
          removedSeqs.append(old[0])
          gone.insert(old[1])
        }
        try copy.execute("DELETE FROM nodes WHERE source IN (\(sources))")
      }
      for row in freshNodes {
        try copy.cachedStatement(source.insertNode)
          .execute(arguments: StatementArguments((0..<source.copiedColumns).map { row[$0] as DatabaseValue }))
        let key: DatabaseValue = row[0]
        addedLabels.append((copy.lastInsertedRowID, row[1]))
        gone.remove(key)
        changedLabels.insert(key)
        touched.insert(key)
      }
      // Links of a node that went go too.
      for key in gone {
        for end in try Row.fetchAll(copy, "SELECT p, c FROM edges WHERE p = \(bind: key) OR c = \(bind: key)") {
          touched.insert(end[0])
          touched.insert(end[1])
        }
        try copy.execute("DELETE FROM edges WHERE p = \(bind: key) OR c = \(bind: key)")
      }
      // The links to replace: the changed rows, and those naming a node that came back.
      var replaced: [Int: Set<Int64>] = links.mapValues { Set($0) }
      var incoming: [Int: [Int64: Row]] = [:]
      for (index, rows) in freshLinks + returning {
        for row in rows {
          guard let rowid = row[5] as Int64? else { continue }
          replaced[index, default: []].insert(rowid)
          incoming[index, default: [:]][rowid] = row
        }
      }
      var inserted: [Int64] = []
      for (index, rowids) in replaced.sorted(by: { $0.key < $1.key }) {
        for chunk in Array(rowids).boundChunks {
          let these: QueryFragment = "link = \(bind: index) AND source IN (\(QueryFragment.values(chunk)))"
          for end in try Row.fetchAll(copy, "SELECT p, c FROM edges WHERE \(these)") {
            touched.insert(end[0])
            touched.insert(end[1])
          }
          try copy.execute("DELETE FROM edges WHERE \(these)")
        }
        for row in (incoming[index] ?? [:]).values {
          let p: DatabaseValue = row[0]
          let c: DatabaseValue = row[1]
          guard !p.isNull, !c.isNull else { continue }
          let values = (0..<6).map { row[$0] as DatabaseValue }
          try copy.execute(
            "INSERT INTO edges (p, c, nullOrder, orderValue, link, source) VALUES (\(QueryFragment.values(values)))")
          inserted.append(copy.lastInsertedRowID)
          touched.insert(p)
          touched.insert(c)
        }
      }
      for rowid in inserted {
        try copy.execute(
          "UPDATE edges SET label = (SELECT n.label FROM nodes AS n WHERE n.key = edges.c) WHERE rowid = \(bind: rowid)"
        )
      }
      for key in changedLabels {
        try copy.execute(
          "UPDATE edges SET label = (SELECT n.label FROM nodes AS n WHERE n.key = edges.c) WHERE c = \(bind: key)")
      }
      for key in touched where !key.isNull {
        try copy.execute(
          """
          UPDATE nodes SET children = (SELECT count(*) FROM edges WHERE p = \(bind: key)), parents = (SELECT count(*) FROM edges WHERE c = \(bind: key))
          WHERE key = \(bind: key)
          """)
      }
      for (key, order) in rootOrders {
        try copy.execute(
          "UPDATE nodes SET rootNull = \(bind: order.isNull), rootOrder = \(bind: order.value.isNull ? 0.databaseValue : order.value) WHERE key = \(bind: key)"
        )
      }
      // A link moved or a value changed reaches every way up: added up again (one pass).
      if !source.sums.isEmpty { try LinkTotals.recompute(copy, sums: source.sums) }
      try SideCarFile.restamp(copy, stamp: Self.format + stamp)
    }
    stamped(stamp)
    try labels?.patch(removed: removedSeqs, added: addedLabels, stamp: stamp)
  }
}
