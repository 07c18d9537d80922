import ArborDB
import Foundation
import GRDBSQLite

@Table
struct Node {
  let id: Int
  var parentID: Int?
  var name: String
  var notes: String
}

@Table
struct NodeText: FTS5 {
  let rowid: Int
  let name: String
  let notes: String
}

/// A random recursive tree like the app's data: 20 roots, each later node under a
/// uniformly chosen earlier one (depth grows like e·ln n: about 30 at 1M), a name and a
/// 20-word note.
func makeTree(_ db: Database, nodes: Int) throws -> (deepest: Int, root: Int) {
  try db.execute(
    sql: """
      CREATE TABLE "nodes" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER, "name" TEXT NOT NULL, "notes" TEXT NOT NULL);
      CREATE INDEX "nodes_parent" ON "nodes" ("parentID");
      CREATE VIRTUAL TABLE "nodeTexts" USING fts5("name", "notes", tokenize = 'unicode61');
      """)
  let words = [
    "alpha", "birch", "cedar", "delta", "ember", "fjord", "grove", "harbor", "island", "juniper",
    "kestrel", "lagoon", "meadow", "nectar", "orchard", "prairie", "quartz", "river", "summit", "tundra",
    "upland", "valley", "willow", "xenon", "yarrow", "zephyr", "amber", "basalt", "cobalt", "dune",
  ]
  var generator = SystemRandomNumberGenerator()
  var depth = [Int](repeating: 0, count: nodes + 1)
  var deepest = 1
  let insert = try db.makeStatement(sql: #"INSERT INTO "nodes" VALUES (?, ?, ?, ?)"#)
  let text = try db.makeStatement(sql: #"INSERT INTO "nodeTexts" (rowid, name, notes) VALUES (?, ?, ?)"#)
  for id in 1...nodes {
    let parent: Int? = id <= 20 ? nil : Int.random(in: 1..<id, using: &generator)
    depth[id] = parent.map { depth[$0] + 1 } ?? 0
    if depth[id] > depth[deepest] { deepest = id }
    let name = words[id % words.count] + " \(id)"
    let notes = (0..<20).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
    try insert.execute(arguments: [id, parent, name, notes])
    try text.execute(arguments: [id, name, notes])
  }
  return (deepest, 1)
}

/// Runs a rendered query in a C loop, reading every column of every row as text or
/// number, the work the typed layer's decoding does.
func rawRows(_ db: Database, _ query: QueryFragment) -> Int {
  var statement: OpaquePointer?
  sqlite3_prepare_v2(db.sqliteConnection, query.sql, -1, &statement, nil)
  defer { sqlite3_finalize(statement) }
  let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
  for (offset, binding) in query.bindings.enumerated() {
    let index = Int32(offset + 1)
    switch binding {
    case .integer(let value): sqlite3_bind_int64(statement, index, value)
    case .real(let value): sqlite3_bind_double(statement, index, value)
    case .text(let value): sqlite3_bind_text(statement, index, value, -1, transient)
    default: sqlite3_bind_null(statement, index)
    }
  }
  var count = 0
  var sink = 0
  while sqlite3_step(statement) == SQLITE_ROW {
    for column in 0..<sqlite3_column_count(statement) {
      if sqlite3_column_type(statement, column) == SQLITE_TEXT {
        sink &+= String(cString: sqlite3_column_text(statement, column)).utf8.count
      } else {
        sink &+= Int(sqlite3_column_int64(statement, column))
      }
    }
    count += 1
  }
  return count + (sink == -1 ? 1 : 0)
}

func compare(_ name: String, repeats: Int, typed: () throws -> Int, raw: () -> Int) rethrows {
  var typedTimes: [Double] = []
  var rawTimes: [Double] = []
  var typedRows = 0
  var rawRowCount = 0
  for _ in 0..<repeats {
    typedTimes.append(try seconds { typedRows = try typed() })
    rawTimes.append(seconds { rawRowCount = raw() })
  }
  precondition(typedRows == rawRowCount, "\\(name): typed and raw disagree")
  let t = median(typedTimes) * 1000
  let r = median(rawTimes) * 1000
  print(
    String(
      format: "%-30@ typed %8.2f ms   raw C %8.2f ms   overhead %+5.1f %%   (%d rows)",
      name as NSString, t, r, (t / r - 1) * 100, typedRows))
}

func runTreeBenchmarks(nodes: Int) throws {
  let queue = try DatabaseQueue()
  var deepest = 1
  var root = 1
  let build = try seconds {
    (deepest, root) = try queue.write { db in try makeTree(db, nodes: nodes) }
  }
  print(String(format: "tree: %d nodes built in %.1f s", nodes, build))
  try queue.read { db in
    let descendants = With {
      Node.where { $0.id.eq(root) }
    } recursiveUnion: { cte in
      Node.all.join(cte) { $0.parentID.eq($1.id) }.select { $0 }
    } query: { cte in
      cte
    }
    try compare(
      "descendants of a root (CTE)", repeats: 5, typed: { try descendants.fetchAll(db).count },
      raw: { rawRows(db, descendants.query) })

    let ancestors = With {
      Node.where { $0.id.eq(deepest) }
    } recursiveUnion: { cte in
      Node.all.join(cte) { $0.id.eq($1.parentID) }.select { $0 }
    } query: { cte in
      cte
    }
    try compare(
      "ancestors of a deep node (CTE)", repeats: 200, typed: { try ancestors.fetchAll(db).count },
      raw: { rawRows(db, ancestors.query) })

    let search = NodeText.where { $0.match("meadow willow") }
      .order { $0.bm25() }
      .limit(50)
      .select { ($0.rowid, $0.name.highlight("[", "]"), $0.notes.snippet("[", "]", "…", 10)) }
    try compare(
      "FTS5 top-50, highlight+snippet", repeats: 5, typed: { try search.fetchAll(db).count },
      raw: { rawRows(db, search.query) })
  }
}
