import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Totals per subtree (`--sum`), on every shape, checked against sums worked out
/// independently (a recursive query, or the paths' prefixes in Swift) on the same file.
@Suite(.serialized) struct SubtreeTotalsTests {
  /// Opens `path` with a side-car cache and waits for the copy (the totals are its).
  func open(_ path: String, _ tree: ForeignTree?, sum: TreeSum?, cache: URL) throws -> (any OpenTree, AppScreen) {
    let opened = try OpenTrees.open(path: path, OpenOptions(tree: tree, sum: sum, cacheDirectory: cache.path))
    let screen = try makeScreen(opened)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, !(opened.signals.readsCopy && opened.signals.activity == nil) {
      screen.tick()
      Thread.sleep(forTimeInterval: 0.01)
    }
    screen.tick()
    #expect(opened.signals.readsCopy)
    #expect(opened.signals.activity?.hasPrefix("Could not") != true)
    return (opened, screen)
  }

  /// Every row of the tree, opened all the way down: label → total.
  func totals(_ screen: AppScreen) throws -> [String: Double] {
    var row = 0
    while row < screen.tree.rowCount {
      _ = try screen.tree.expand(row: row)
      row += 1
    }
    var found: [String: Double] = [:]
    for info in try screen.tree.rows(in: 0..<screen.tree.rowCount) { found[info.title] = info.total?.value ?? .nan }
    return found
  }

  /// The same totals by a recursive query over the file itself.
  static func independentBalances(_ db: Database) throws -> [String: Double] {
    var found: [String: Double] = [:]
    for row in try Row.fetchAll(
      db,
      sql: """
        WITH RECURSIVE under(top, guid) AS (SELECT guid, guid FROM accounts
          UNION ALL SELECT under.top, a.guid FROM accounts AS a JOIN under ON a.parent_guid = under.guid)
        SELECT t.name, coalesce(sum(s.value_num * 1.0 / s.value_denom), 0) FROM under JOIN accounts AS t ON t.guid = under.top
          LEFT JOIN splits AS s ON s.account_guid = under.guid GROUP BY under.top
        """)
    {
      found[row[0]] = row[1]
    }
    return found
  }

  @Test func aBookShowsEachAccountsBalanceWithItsSubaccounts() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")
    let (opened, screen) = try open(
      path, tree, sum: GnuCashBook.balance, cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let expected = try DatabaseQueue(path: path).read(Self.independentBalances)
    #expect(try totals(screen) == expected)
    #expect(expected["Assets"] == 1464.5 && expected["Expenses"] == 35.5 && expected["Empty"] == 0)

    // Largest first, and the selection found in that order (the place agrees with the list).
    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .total)
    let rows = try screen.tree.rows(in: 0..<screen.tree.rowCount).map(\.title)
    #expect(rows == ["Root Account", "Assets", "Bank", "Wallet", "Expenses", "Food", "Empty", "Liabilities", "Taxes"])
    let wallet = try #require(try screen.tree.rows(in: 0..<screen.tree.rowCount).first { $0.title == "Wallet" })
    let place = try opened.database.read { db in try opened.hierarchy.place(of: wallet.node, db) }
    #expect(place?.index == 1)

    // Another program books a split: the balances of the account and all above it follow.
    try anotherProgram(path).write { db in
      try db.execute(sql: "INSERT INTO splits VALUES ('s6', 't4', 'w', '', '', 'n', NULL, -500, 100, -500, 100, NULL)")
    }
    let deadline = Date().addingTimeInterval(20)
    var now: [String: Double] = [:]
    while Date() < deadline {
      screen.tick()
      now = try totals(screen)
      // Rows are read one by one: the copy may be patched between two of them.
      if now["Wallet"] == -15 && now["Root Account"] == 1295 { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(now == (try DatabaseQueue(path: path).read(Self.independentBalances)))
    #expect(now["Assets"] == 1459.5 && now["Root Account"] == 1295 && now["Liabilities"] == -200)
  }

  /// ncdu's orders: by total and by how many nodes are below, each turned round by `S`;
  /// every row's place (what revealing a node reads) agrees with the list in each.
  @Test func byTotalAndByCountEitherWayRound() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")
    let (opened, screen) = try open(
      path, tree, sum: GnuCashBook.balance, cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    _ = try totals(screen)
    func children(of title: String) throws -> [String] {
      let rows = try screen.tree.rows(in: 0..<screen.tree.rowCount)
      let parent = try #require(rows.firstIndex { $0.title == title })
      return rows[(parent + 1)...].prefix { $0.depth > rows[parent].depth }.filter {
        $0.depth == rows[parent].depth + 1
      }
      .map(\.title)
    }
    func placesAgree(sourceLocation: SourceLocation = #_sourceLocation) throws {
      try expectPlacesAgree(screen.tree, opened, sourceLocation: sourceLocation)
    }
    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .total)
    #expect(try children(of: "Root Account") == ["Assets", "Expenses", "Liabilities"])
    screen.type("S")
    #expect(opened.hierarchy.siblingOrder == .totalSmallest)
    #expect(try children(of: "Root Account") == ["Liabilities", "Expenses", "Assets"])
    #expect(try children(of: "Assets") == ["Wallet", "Bank"])
    try placesAgree()
    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .count)
    // Assets and Expenses hold two accounts each, Liabilities one.
    var byCount = try children(of: "Root Account")
    #expect(Set(byCount.prefix(2)) == ["Assets", "Expenses"] && byCount.last == "Liabilities")
    try placesAgree()
    screen.type("S")
    #expect(opened.hierarchy.siblingOrder == .countFewest)
    byCount = try children(of: "Root Account")
    #expect(byCount.first == "Liabilities" && Set(byCount.suffix(2)) == ["Assets", "Expenses"])
    try placesAgree()
    #expect(render(screen, rows: 24, columns: 100).text.contains("by count, fewest first"))
    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .tree)
    #expect(try children(of: "Root Account") == ["Assets", "Expenses", "Liabilities"])
    // The tree's own order turns round too (here by label: the table has no order column).
    screen.type("S")
    #expect(opened.hierarchy.siblingOrder == .treeReversed)
    #expect(try children(of: "Root Account") == ["Liabilities", "Expenses", "Assets"])
    try placesAgree()
    #expect(render(screen, rows: 24, columns: 100).text.contains("last first"))
    // The next order after a reversed one is the one after the order it reverses.
    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .total)
  }

  /// A file list with directories only as prefixes, NULL and negative sizes, two rows of
  /// one path: each directory's total is its paths' sum, worked out here from the prefixes.
  @Test func pathsAddUpUnderTheirDirectories() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    let rows: [(String, Int?)] = [
      ("usr/bin/env", 100), ("usr/bin/ls", 250), ("usr/share/doc/a", nil), ("usr/share/doc/b", -40),
      ("usr/share/man/x.1", 7), ("etc/passwd", 3), ("etc", 1),
    ]
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE files (path TEXT, size INTEGER)")
      for (name, size) in rows { try db.execute(sql: "INSERT INTO files VALUES (?, ?)", arguments: [name, size]) }
      try db.execute(sql: "INSERT INTO files VALUES ('usr/bin/ls', 5)")
    }
    let (opened, screen) = try open(
      path, .paths(in: "files", column: "path"), sum: TreeSum(option: "size"),
      cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let all = rows + [("usr/bin/ls", 5)]
    func expected(_ prefix: String) -> Double {
      Double(all.filter { $0.0 == prefix || $0.0.hasPrefix(prefix + "/") }.compactMap(\.1).reduce(0, +))
    }
    let found = try totals(screen)
    for (label, prefix) in [
      ("usr", "usr"), ("bin", "usr/bin"), ("ls", "usr/bin/ls"), ("share", "usr/share"), ("doc", "usr/share/doc"),
      ("a", "usr/share/doc/a"), ("b", "usr/share/doc/b"), ("etc", "etc"), ("passwd", "etc/passwd"),
    ] {
      #expect(found[label] == expected(prefix), "\(label)")
    }
    // NULL counts as nothing and says so; a negative total sorts below zero.
    #expect(found["a"] == 0 && found["doc"] == -40)
    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .total)
    let doc = try #require(try screen.tree.rows(in: 0..<screen.tree.rowCount).first { $0.title == "doc" })
    let shares = try opened.database.read { db in
      try opened.hierarchy.children(of: doc.node, counts: ChildCounts([2]), in: 0..<2, db)
    }
    #expect(shares.map(\.title) == ["a", "b"])
    let a = try #require(shares.first)
    let details = try opened.database.read { db in try opened.hierarchy.details(of: a.node, db) }
    #expect(details?.fields.contains(DetailField("size (own)", "none (NULL counts as nothing)")) == true)
    #expect(opened.hierarchy.totals?.isBytes == true)
  }

  /// A disk-usage scan as such tools keep it: a directory's row holds the bytes of
  /// everything under it (and 4,096 of its own). 30 directories of 3 files under one root.
  static func diskUsageFile() throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("usage.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE entries (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES entries (id), name TEXT NOT NULL,
            size INTEGER NOT NULL, items INTEGER NOT NULL);
          PRAGMA defer_foreign_keys = ON;
          """)
      var rootSize = 4096
      for folder in 1...30 {
        let files = [folder * 100, folder * 10 + 1, 7]
        for (index, bytes) in files.enumerated() {
          try db.execute(
            sql: "INSERT INTO entries VALUES (?, ?, ?, ?, 1)",
            arguments: [folder * 10 + index + 1000, folder, "file \(index)", bytes])
        }
        let size = 4096 + files.reduce(0, +)
        rootSize += size
        try db.execute(
          sql: "INSERT INTO entries VALUES (?, 100000, ?, ?, 4)", arguments: [folder, "dir \(folder)", size])
      }
      try db.execute(sql: "INSERT INTO entries VALUES (100000, NULL, '/', ?, 121)", arguments: [rootSize])
    }
    return (directory, path)
  }

  /// Totals the file stores are shown as stored, found from the values (every directory
  /// holds at least its children's added up); `--totals added` adds them up all the same,
  /// and another program's new sizes show as it stored them.
  @Test func totalsTheFileStoresAreShownNotAddedAgain() throws {
    let (directory, path) = try Self.diskUsageFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = ForeignTree(table: "entries", parent: "parent", label: "name")
    let stored = try DatabaseQueue(path: path).read { db in
      try Dictionary(
        uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT name, size FROM entries WHERE name NOT LIKE 'file%'").map {
          ($0[0] as String, $0[1] as Double)
        })
    }
    do {
      let (opened, screen) = try open(
        path, tree, sum: TreeSum(option: "size"), cache: directory.appendingPathComponent("cache"))
      defer { opened.stop() }
      let found = try totals(screen)
      for (name, size) in stored { #expect(found[name] == size, "\(name)") }
      let filesBytes: Int = (1...30).map { (folder: Int) -> Int in folder * 110 + 8 }.reduce(0, +)
      #expect(found["/"] == Double(31 * 4096 + filesBytes))
      let root = try #require(try screen.tree.rows(in: 0..<1).first)
      let details = try opened.database.read { db in try opened.hierarchy.details(of: root.node, db) }
      #expect(details?.fields.contains(DetailField("totals", "stored by the file; --totals added adds up")) == true)
      #expect(details?.fields.contains(DetailField("descendants", "120")) == true)

      // The scanner runs again: a file grew by 1,000 bytes, and it stored the new sizes up
      // to the root.
      try anotherProgram(path).write { db in
        try db.execute(
          sql: """
            UPDATE entries SET size = size + 1000 WHERE id IN (1010, 1, 100000);
            """)
      }
      let deadline = Date().addingTimeInterval(20)
      var now: [String: Double] = [:]
      while Date() < deadline {
        screen.tick()
        now = try totals(screen)
        if now["/"] == (stored["/"] ?? 0) + 1000 && now["dir 1"] == (stored["dir 1"] ?? 0) + 1000 { break }
        Thread.sleep(forTimeInterval: 0.02)
      }
      #expect(now["/"] == (stored["/"] ?? 0) + 1000 && now["dir 1"] == (stored["dir 1"] ?? 0) + 1000)
    }

    // Asked to add them up: every directory counts its children twice over, as asked.
    var added = try #require(TreeSum(option: "size"))
    added.stored = false
    let (opened, screen) = try open(path, tree, sum: added, cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let found = try totals(screen)
    #expect(found["dir 1"] == 2 * (stored["dir 1"] ?? 0) + 2000 - 4096)
    #expect(opened.hierarchy.totals?.options == ["--sum", "size", "--totals", "added"])
  }

  /// A ledger, an archive, any tree where one parent holds less than its children is
  /// added up: the guess needs every parent checked to agree.
  @Test func ownValuesAreNotTakenForStoredTotals() throws {
    let (directory, path) = try Self.diskUsageFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    try DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE entries SET size = 10 WHERE id = 7") }
    let tree = ForeignTree(table: "entries", parent: "parent", label: "name")
    let (opened, screen) = try open(
      path, tree, sum: TreeSum(option: "size"), cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let found = try totals(screen)
    let expected = try DatabaseQueue(path: path).read { db in
      try Double.fetchOne(db, sql: "SELECT sum(size) FROM entries WHERE id = 7 OR parent = 7")
    }
    #expect(found["dir 7"] == expected)
  }

  /// django-treebeard's nested sets with a size column: totals by the intervals.
  @Test func nestedSetsAddUpByTheirIntervals() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ns.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE "shop_category" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "lft" integer unsigned NOT NULL CHECK ("lft" >= 0),
            "rgt" integer unsigned NOT NULL CHECK ("rgt" >= 0), "tree_id" integer unsigned NOT NULL CHECK ("tree_id" >= 0),
            "depth" integer unsigned NOT NULL CHECK ("depth" >= 0), "name" varchar(100) NOT NULL, "items" integer NULL);
          INSERT INTO shop_category VALUES (1, 1, 10, 1, 1, 'Shop', 2), (2, 2, 5, 1, 2, 'Tools', 10), (3, 3, 4, 1, 3, 'Saws', 4),
            (4, 6, 9, 1, 2, 'Garden', NULL), (5, 7, 8, 1, 3, 'Seeds', 30), (6, 1, 2, 2, 1, 'Outlet', 1);
          """)
    }
    let (opened, screen) = try open(
      path, .nestedSets(in: "shop_category", left: "lft", right: "rgt", treeID: "tree_id"),
      sum: TreeSum(option: "items"),
      cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let expected = try DatabaseQueue(path: path).read { db in
      try Dictionary(
        uniqueKeysWithValues: Row.fetchAll(
          db,
          sql: """
            SELECT p.name, coalesce((SELECT sum(c.items) FROM shop_category AS c WHERE c.tree_id = p.tree_id AND c.lft BETWEEN p.lft AND p.rgt), 0)
            FROM shop_category AS p
            """
        ).map { ($0[0] as String, $0[1] as Double) })
    }
    #expect(try totals(screen) == expected)
    #expect(opened.hierarchy.siblingOrders == [.tree, .total, .count, .label])
    // By label (not `lft`): the list and each node's place in it agree.
    opened.hierarchy.order(siblingsBy: .label)
    let shop = try opened.database.read { db in
      try opened.hierarchy.children(of: nil, counts: ChildCounts([2]), in: 0..<2, db)
    }
    #expect(shop.map(\.title) == ["Outlet", "Shop"])
    let under = try opened.database.read { db in
      try opened.hierarchy.children(of: shop[1].node, counts: ChildCounts([2]), in: 0..<2, db)
    }
    #expect(under.map(\.title) == ["Garden", "Tools"])
    let garden = try opened.database.read { db in try opened.hierarchy.place(of: under[0].node, db) }
    #expect(garden?.index == 0)
  }

  /// `arbor export` runs no keeper: the totals come from a copy made for the export.
  @Test func theExportWritesEachNodesTotal() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")
    let opened = try OpenTrees.open(path: path, OpenOptions(readOnly: true, tree: tree, sum: GnuCashBook.balance))
    var markdown = ""
    try opened.export(.markdown) { markdown += $0 }
    #expect(
      markdown == """
        - Root Account — balance 1,300
          - Assets — balance 1,464.50
            - Bank — balance 1,474.50
            - Wallet — balance -10
          - Expenses — balance 35.50
            - Empty — balance 0
            - Food — balance 35.50
          - Liabilities — balance -200
            - Taxes — balance -200

        """)
    var json = ""
    try opened.export(.json) { json += $0 }
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    let root = try #require(decoded?.first)
    #expect(root["balance"] as? Double == 1300)
    #expect((root["children"] as? [[String: Any]])?.first?["balance"] as? Double == 1464.5)
    // Nothing left behind in the temporary directory.
    let left = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
      $0.hasPrefix("arbor-export-\(getpid())")
    }
    #expect(left.isEmpty)
  }

  /// `--sum` without `--table` goes on the tree found, and is remembered with it: the
  /// next `arbor FILE` shows the totals again.
  @Test func aSumOnTheTreeFoundIsRemembered() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let choices = directory.appendingPathComponent("trees.json").path
    let first = try OpenTrees.open(
      path: path, OpenOptions(readOnly: true, sum: GnuCashBook.balance, choicesLocation: choices))
    #expect(first.hierarchy.totals == GnuCashBook.balance)
    #expect((first as? ForeignFileTree)?.shown.tree.table == "accounts")
    let again = try OpenTrees.open(path: path, OpenOptions(readOnly: true, choicesLocation: choices))
    #expect(again.hierarchy.totals == GnuCashBook.balance)
    // The sibling order chosen with `s` is kept beside the tree, per file; the tree's own
    // order is the default and is not written.
    let remembered = TreeChoices(location: choices)
    try remembered.remember(.total, for: path)
    #expect(
      remembered.rememberedOrder(for: path) == .total && remembered.remembered(for: path)?.sum == GnuCashBook.balance)
    try remembered.remember(.tree, for: path)
    #expect(remembered.rememberedOrder(for: path) == nil)
  }

  @Test func aSumThatIsNotNumbersIsRefusedAtTheOption() throws {
    let (directory, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")
    #expect {
      _ = try OpenTrees.open(path: path, OpenOptions(tree: tree, sum: TreeSum(option: "name")))
    } throws: { "\($0)".contains("the values must be numbers, and one is the text “Taxes”") }
    #expect {
      _ = try OpenTrees.open(path: path, OpenOptions(tree: tree, sum: TreeSum(option: "no_such_column + 1")))
    } throws: { "\($0)".contains("not an SQL expression over “accounts”'s rows") }
  }

  /// The Gene Ontology's own tables (`term`, `term2term`: `term1_id` the parent,
  /// `term2_id` the child), a count of annotated genes per term beside: a DAG whose terms
  /// sit under several parents.
  static let ontology = """
    CREATE TABLE term (id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT, name varchar(255) NOT NULL DEFAULT '',
      term_type varchar(55) NOT NULL, acc varchar(255) NOT NULL UNIQUE, is_obsolete INTEGER NOT NULL DEFAULT 0,
      is_root INTEGER NOT NULL DEFAULT 0, is_relation INTEGER NOT NULL DEFAULT 0, genes INTEGER);
    CREATE TABLE term2term (id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT, relationship_type_id INTEGER NOT NULL,
      term1_id INTEGER NOT NULL, term2_id INTEGER NOT NULL, complete INTEGER NOT NULL DEFAULT 0,
      UNIQUE (term1_id, term2_id, relationship_type_id));
    INSERT INTO term (id, name, term_type, acc, is_root, genes) VALUES
      (1, 'biological_process', 'biological_process', 'GO:0008150', 1, 1),
      (2, 'metabolic process', 'biological_process', 'GO:0008152', 0, 10),
      (3, 'cellular process', 'biological_process', 'GO:0009987', 0, 20),
      (4, 'cellular metabolic process', 'biological_process', 'GO:0044237', 0, 100),
      (5, 'glycolysis', 'biological_process', 'GO:0006096', 0, 1000),
      (6, 'cell cycle', 'biological_process', 'GO:0007049', 0, NULL);
    INSERT INTO term2term (relationship_type_id, term1_id, term2_id) VALUES
      (1, 1, 2), (1, 1, 3), (1, 2, 4), (1, 3, 4), (1, 4, 5), (1, 3, 6);
    """

  static var ontologyTree: ForeignTree {
    ForeignTree(table: "term", id: "id", parent: "term1_id", label: "name", links: ["term2term"], child: "term2_id")
  }

  /// Each node's total over every way down to it, by a recursive query of the file that
  /// follows every link (UNION ALL keeps each way).
  static func totalsPerWayDown(_ db: Database) throws -> [String: Double] {
    var found: [String: Double] = [:]
    for row in try Row.fetchAll(
      db,
      sql: """
        WITH RECURSIVE down(top, id) AS (SELECT id, id FROM term UNION ALL
          SELECT down.top, l.term2_id FROM term2term AS l JOIN down ON l.term1_id = down.id)
        SELECT t.name, total(d.genes) FROM down JOIN term AS t ON t.id = down.top JOIN term AS d ON d.id = down.id GROUP BY down.top
        """)
    {
      found[row[0]] = row[1]
    }
    return found
  }

  /// A node under two parents counts under each, so a row's total is what its subtree
  /// adds up to as shown, and the shares of a parent's children add up to its total
  /// (its own value aside); descendants are counted the same way. Sorting, the details
  /// and the export follow.
  @Test func aTermUnderTwoParentsCountsUnderEach() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("go.sqlite").path
    try DatabaseQueue(path: path).write { db in try db.execute(sql: Self.ontology) }
    let (opened, screen) = try open(
      path, Self.ontologyTree, sum: TreeSum(option: "genes"), cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let expected = try DatabaseQueue(path: path).read(Self.totalsPerWayDown)
    #expect(try totals(screen) == expected)
    #expect(expected["biological_process"] == Double(2231))
    let root = try #require(try screen.tree.rows(in: 0..<1).first)
    #expect(root.total?.descendants == 7)

    screen.type("s")
    #expect(opened.hierarchy.siblingOrder == .total)
    let children = try opened.database.read { db in
      try opened.hierarchy.children(of: root.node, counts: ChildCounts([2]), in: 0..<2, db)
    }
    #expect(children.map(\.title) == ["cellular process", "metabolic process"])
    let shares: [Double] = children.compactMap { $0.total?.share }
    let summed: Double = shares.reduce(0, +) * 2231
    #expect(Int(summed.rounded()) == 2230)
    let place: NodePlace? = try opened.database.read { db in
      try opened.hierarchy.place(of: children[1].node, under: root.node, db)
    }
    #expect(place?.index == 1)
    // Smallest first (`S`), and by how many nodes are below, most first then fewest: the
    // list and each child's place agree (a link copy sorts and places them in its own SQL).
    for (keys, order) in [("S", SiblingOrder.totalSmallest), ("s", .count), ("S", .countFewest)] {
      screen.type(keys)
      #expect(opened.hierarchy.siblingOrder == order)
      let listed = try opened.database.read { db in
        try opened.hierarchy.children(of: root.node, counts: ChildCounts([2]), in: 0..<2, db)
      }
      let values = listed.map {
        order.byTotals?.column == "total" ? $0.total?.value ?? .nan : Double($0.total?.descendants ?? -1)
      }
      #expect(values == (order.byTotals?.descending == true ? values.sorted(by: >) : values.sorted()), "\(order)")
      for (index, child) in listed.enumerated() {
        let found: NodePlace? = try opened.database.read { db in
          try opened.hierarchy.place(of: child.node, under: root.node, db)
        }
        #expect(found?.index == index, "\(order) \(child.title)")
      }
    }
    // The tree's own order and the label's, each turned round, in the link copy's SQL.
    for order in [SiblingOrder.tree, .label] where opened.hierarchy.siblingOrders.contains(order) || order == .tree {
      func listed(_ order: SiblingOrder) throws -> [ChildRow] {
        opened.hierarchy.order(siblingsBy: order)
        return try opened.database.read { db in
          try opened.hierarchy.children(of: nil, counts: ChildCounts([1]), in: 0..<1, db)
            + opened.hierarchy.children(of: root.node, counts: ChildCounts([2]), in: 0..<2, db)
        }
      }
      let forward = try listed(order).map(\.title)
      let backward = try listed(order.reversed)
      #expect(backward.map(\.title) == [forward[0]] + forward.dropFirst().reversed(), "\(order)")
      for (index, child) in backward.dropFirst().enumerated() {
        let found: NodePlace? = try opened.database.read { db in
          try opened.hierarchy.place(of: child.node, under: root.node, db)
        }
        #expect(found?.index == index, "\(order.reversed) \(child.title)")
      }
    }
    let details = try opened.database.read { db in try opened.hierarchy.details(of: children[0].node, db) }
    #expect(details?.fields.contains(DetailField("totals", "a node under several parents counts under each")) == true)
    let none = try opened.database.read { db in
      try opened.hierarchy.details(of: .row(6.databaseValue), db)
    }
    #expect(none?.fields.contains(DetailField("genes (own)", "none (NULL counts as nothing)")) == true)

    var markdown = ""
    try opened.export(.markdown) { markdown += $0 }
    #expect(markdown.contains("- biological_process — genes 2,231\n"))
    #expect(markdown.contains("  - metabolic process — genes 1,110\n"))
  }

  /// A link that closes a cycle adds nothing: the totals stay finite and each node's
  /// counts what lies below it on the way the walk came in. The export, without a
  /// session's copy, makes one of its own and leaves nothing behind.
  @Test func aCycleOfLinksAddsUpOnce() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("go.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: Self.ontology)
      // glycolysis names metabolic process as its child: 2 → 4 → 5 → 2.
      try db.execute(sql: "INSERT INTO term2term (relationship_type_id, term1_id, term2_id) VALUES (1, 5, 2)")
    }
    let (opened, screen) = try open(
      path, Self.ontologyTree, sum: TreeSum(option: "genes"), cache: directory.appendingPathComponent("cache"))
    defer { opened.stop() }
    let found = try opened.database.read { db in
      try (1...6).map { id in
        try opened.hierarchy.details(of: .row(id.databaseValue), db)?.fields.first { $0.label == "genes (total)" }?
          .value
      }
    }
    // The walk comes in at the root: 1 → 2 → 4 → 5, where 5 → 2 closes the cycle.
    let expected: [DetailValue?] = ["2,231", "1,110", "1,120", "1,100", "1,000", "0"].map { .text($0, style: nil) }
    #expect(found == expected)
    _ = screen

    let readOnly = try OpenTrees.open(
      path: path, OpenOptions(readOnly: true, tree: Self.ontologyTree, sum: TreeSum(option: "genes")))
    var json = ""
    try readOnly.export(.json) { json += $0 }
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(decoded?.first?["genes"] as? Double == 2231)
    let left = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
      $0.hasPrefix("arbor-export-\(getpid())")
    }
    #expect(left.isEmpty)
  }

  /// Several sums at once (`--sum size --sum files=1`): the rows show the first, the
  /// details and the export every one, each added up as the first is — on a tree of paths
  /// (two rows of one path add both values), a parent column followed through another
  /// program's write, and a DAG of link tables.
  @Test func severalSumsAreAddedUpSideBySide() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sums = [try #require(TreeSum(option: "size")), try #require(TreeSum(option: "files=1"))]

    // Paths: directories only as prefixes.
    let files = directory.appendingPathComponent("files.sqlite").path
    try DatabaseQueue(path: files).write { db in
      try db.execute(
        sql: """
          CREATE TABLE files (path TEXT, size INTEGER);
          INSERT INTO files VALUES ('usr/bin/env', 100), ('usr/bin/ls', 250), ('usr/bin/ls', 5), ('usr/doc/a', 40), ('etc/passwd', 3);
          """)
    }
    do {
      let opened = try OpenTrees.open(path: files, OpenOptions(tree: .paths(in: "files", column: "path"), sums: sums))
      defer { opened.stop() }
      let usr = try #require(
        try opened.database.read { db in
          try opened.hierarchy.children(of: nil, counts: ChildCounts([2]), in: 0..<2, db)
        }.first { $0.title == "usr" })
      #expect(usr.total?.value == 395 && usr.moreTotals == [4])
      let details = try opened.database.read { db in try opened.hierarchy.details(of: usr.node, db) }
      #expect(details?.fields.contains(DetailField("files (total)", "4")) == true)
      #expect(details?.fields.contains(DetailField("size (total)", "395 B")) == true)
      var markdown = ""
      try opened.export(.markdown) { markdown += $0 }
      #expect(markdown.contains("- usr — size 395 B · files 4\n"))
      #expect(markdown.contains("  - bin — size 355 B · files 3\n"))
      var json = ""
      try opened.export(.json) { json += $0 }
      #expect(json.contains(#""name": "usr",\#n    "size": 395,\#n    "files": 4,"#))
      #expect(opened.hierarchy.allTotals.map(\.name) == ["size", "files"])
    }

    // A parent column: another program's split reaches both sums up the tree.
    let (bookDirectory, book) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: bookDirectory) }
    let tree = ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")
    let splits = try #require(TreeSum(option: "splits=(SELECT count(*) FROM splits WHERE account_guid = x.guid)"))
    let opened = try OpenTrees.open(
      path: book,
      OpenOptions(
        tree: tree, sums: [GnuCashBook.balance, splits],
        cacheDirectory: bookDirectory.appendingPathComponent("cache").path))
    defer { opened.stop() }
    let screen = try makeScreen(opened)
    func moreTotals() throws -> [String: Double] {
      var found: [String: Double] = [:]
      var row = 0
      while row < screen.tree.rowCount {
        _ = try screen.tree.expand(row: row)
        row += 1
      }
      for info in try screen.tree.rows(in: 0..<screen.tree.rowCount) {
        guard
          let value = try opened.database.read({ db in
            try opened.hierarchy.details(of: info.node, db)?.fields.first { $0.label == "splits (total)" }?.value
          })
        else { continue }
        found[info.title] = Double("\(value)".filter(\.isNumber))
      }
      return found
    }
    var deadline = Date().addingTimeInterval(30)
    while Date() < deadline, !(opened.signals.readsCopy && opened.signals.activity == nil) {
      screen.tick()
      Thread.sleep(forTimeInterval: 0.01)
    }
    // The copy may be in before the first tick: one more shows it.
    screen.tick()
    let before = try moreTotals()
    let titles = try screen.tree.rows(in: 0..<screen.tree.rowCount).map(\.title)
    #expect(
      before["Root Account"] == 6 && before["Assets"] == 3,
      "\(before), copy \(opened.signals.readsCopy), \(opened.signals.activity ?? "idle"), \(opened.hierarchy.allTotals.map(\.name)), \(titles)"
    )
    try anotherProgram(book).write { db in
      try db.execute(sql: "INSERT INTO splits VALUES ('s6', 't4', 'w', '', '', 'n', NULL, -500, 100, -500, 100, NULL)")
    }
    deadline = Date().addingTimeInterval(20)
    var now: [String: Double] = [:]
    while Date() < deadline {
      screen.tick()
      now = try moreTotals()
      // Rows are read one by one: the copy may be patched between two of them.
      if now["Wallet"] == 2 && now["Root Account"] == 7 { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(now["Wallet"] == 2 && now["Assets"] == 4 && now["Root Account"] == 7, "\(now)")

    // Link tables: every sum once per way down.
    let ontology = directory.appendingPathComponent("go.sqlite").path
    try DatabaseQueue(path: ontology).write { db in try db.execute(sql: Self.ontology) }
    let terms = try OpenTrees.open(
      path: ontology,
      OpenOptions(
        readOnly: true, tree: Self.ontologyTree,
        sums: [try #require(TreeSum(option: "genes")), try #require(TreeSum(option: "terms=1"))]))
    var outline = ""
    try terms.export(.markdown) { outline += $0 }
    #expect(outline.hasPrefix("- biological_process — genes 2,231 · terms 8\n"))
  }

  @Test func aSumIsNamedOrNamesItself() {
    #expect(TreeSum(option: "size=sz") == TreeSum(name: "size", expression: "sz"))
    #expect(TreeSum(option: "bytes") == TreeSum(name: "bytes", expression: "bytes"))
    #expect(TreeSum(option: "CASE WHEN a = 1 THEN 2 END")?.name == "sum")
    #expect(TreeSum(option: "a == b")?.expression == "a == b")
    #expect(TreeSum(option: "  ") == nil)
    #expect(TreeSum(option: "size=sz")?.isBytes == true && TreeSum(option: "balance=x")?.isBytes == false)
    // Whole words of the name, without case, split at `_` and `-`.
    #expect(
      ["Total_Size", "file-SIZE", "BYTES", "bytesize", "sz_on_disk"].allSatisfy {
        TreeSum(name: $0, expression: "x").isBytes
      })
    #expect(!["resize", "sizes", "size2", "s_z", "byte", ""].contains { TreeSum(name: $0, expression: "x").isBytes })
    #expect(
      TotalText.value(1_572_864, bytes: true) == "1.5 MiB" && TotalText.value(-1_234_567, bytes: false) == "-1,234,567")
    #expect(
      TotalText.badge(SubtreeTotal(value: 50, descendants: 3, share: 0.25), bytes: false) == "50 [###       ]  25.0%")
    #expect(TotalText.badge(nil, bytes: true) == "…")
    #expect(
      TotalText.badge(SubtreeTotal(value: 3 * 1_048_576, descendants: 9, share: 1), bytes: true)
        == "3.0 MiB [##########] 100.0%")
    #expect(
      TotalText.badge(SubtreeTotal(value: 7, descendants: 0, share: 0.004), bytes: false) == "7 [          ]   0.4%")
    #expect(
      TotalText.badge(SubtreeTotal(value: 7, descendants: 0, share: nil), bytes: false) == "7"
        + String(repeating: " ", count: 20))
    #expect(
      TotalText.badge(SubtreeTotal(value: -20, descendants: 0, share: -0.2), bytes: false) == "-20 [          ] -20.0%")
  }
}
