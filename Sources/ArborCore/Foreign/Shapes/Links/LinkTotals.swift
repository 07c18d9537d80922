import ArborDB
import GRDB
import GRDBSQLite

/// Subtree totals of a tree linked by tables, where a node may have several parents: a
/// node counts once for every way down to it. A node's total is its own value and each
/// child's total, so a row's total is what its subtree adds up to as the screen unfolds
/// it (a node under two parents appears, with its subtree, under both), and the shares of
/// a parent's children add up to its total, as on any other tree. Counting a shared node
/// once overall would make the bars disagree with the rows shown, and costs a set of
/// descendants per node.
///
/// A link that closes a cycle adds nothing: in one walk down from the roots (then from
/// any node no root reaches), a child still being walked above is not counted again.
/// Which link closes a cycle depends on where the walk came in: the rule is the walk's,
/// once for the whole copy.
///
/// Kept in the link copy's `totals (seq, total, descendants)` (further sums: `totals2
/// (seq, total)`…); worked out in one pass a sum in Swift, again after each of our commits
/// to the tree (another program's write makes a new copy).
enum LinkTotals {
  static func compute(_ db: Database, sums: [TreeSum]) throws {
    try db.execute(SubtreeTotals.kindSchema)
    for index in sums.indices {
      try db.execute(
        index == 0
          ? "CREATE TABLE totals (seq INTEGER PRIMARY KEY, total NOT NULL, descendants INTEGER NOT NULL)"
          : "CREATE TABLE \(TreeSum.totals(index)) (seq INTEGER PRIMARY KEY, total NOT NULL)")
    }
    try fill(db, sums: sums)
  }

  static func recompute(_ db: Database, sums: [TreeSum]) throws {
    try db.execute("DELETE FROM totalsKind")
    for index in sums.indices { try db.execute("DELETE FROM \(TreeSum.totals(index))") }
    try fill(db, sums: sums)
  }

  private static func fill(_ db: Database, sums: [TreeSum]) throws {
    let count = try Int.fetchOne(db, "SELECT max(seq) FROM nodes") ?? 0
    let children = try Adjacency(db, count: count)
    for (index, sum) in sums.enumerated() {
      // Nothing is guessed: a total stored over several parents has nothing to check against.
      let stored = sum.stored ?? false
      try db.execute("INSERT INTO totalsKind VALUES (\(bind: index), \(bind: stored))")
      guard count > 0 else { continue }
      try fill(
        db, own: TreeSum.own(index), into: TreeSum.totals(index), stored: stored, count: count,
        children: children)
    }
  }

  private static func fill(
    _ db: Database, own column: QueryFragment, into table: QueryFragment, stored: Bool, count: Int,
    children: Adjacency
  ) throws {
    var own = [Double](repeating: 0, count: count + 1)
    var hasOwn = [Bool](repeating: false, count: count + 1)
    var exists = [Bool](repeating: false, count: count + 1)
    var isRoot = [Bool](repeating: false, count: count + 1)
    var integers = true
    // The statement object stays alive while its SQLite statement is stepped.
    let nodeStatement = try db.makeStatement("SELECT seq, \(column), parents = 0 FROM nodes")
    let nodes = nodeStatement.sqliteStatement
    defer {
      sqlite3_reset(nodes)
      withExtendedLifetime(nodeStatement) {}
    }
    while case let code = sqlite3_step(nodes), code != SQLITE_DONE {
      guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
      let seq = Int(sqlite3_column_int64(nodes, 0))
      exists[seq] = true
      isRoot[seq] = sqlite3_column_int64(nodes, 2) != 0
      switch sqlite3_column_type(nodes, 1) {
      case SQLITE_INTEGER:
        own[seq] = Double(sqlite3_column_int64(nodes, 1))
        hasOwn[seq] = true
      case SQLITE_FLOAT:
        own[seq] = sqlite3_column_double(nodes, 1)
        hasOwn[seq] = true
        integers = false
      default: break
      }
    }
    // The walk: 0 not met, 1 under way (on the path from the top), 2 done.
    var state = [UInt8](repeating: 0, count: count + 1)
    var total = own
    var descendants = [Int64](repeating: 0, count: count + 1)
    var stack: [(node: Int32, next: Int32)] = []
    func walk(from start: Int) {
      state[start] = 1
      stack.append((Int32(start), children.start[start]))
      while let top = stack.last {
        let node = Int(top.node)
        if top.next < children.start[node + 1] {
          stack[stack.count - 1].next += 1
          let child = Int(children.list[Int(top.next)])
          if state[child] == 0 {
            state[child] = 1
            stack.append((Int32(child), children.start[child]))
          }
          continue
        }
        stack.removeLast()
        state[node] = 2
        var sum = 0.0
        var under: Int64 = 0
        for index in Int(children.start[node])..<Int(children.start[node + 1]) {
          let child = Int(children.list[index])
          // A child still under way is above this node: the link closes a cycle.
          guard state[child] == 2 else { continue }
          sum += total[child]
          under = under.addingSaturating(descendants[child].addingSaturating(1))
        }
        if !(stored && hasOwn[node]) { total[node] = own[node] + sum }
        descendants[node] = under
      }
    }
    for seq in 1...count where exists[seq] && isRoot[seq] && state[seq] == 0 { walk(from: seq) }
    for seq in 1...count where exists[seq] && state[seq] == 0 { walk(from: seq) }

    let full = table == "totals"
    let insert = try db.makeStatement("INSERT INTO \(table) VALUES (\(QueryFragment.placeholders(full ? 3 : 2)))")
    for seq in 1...count where exists[seq] {
      // Whole numbers stay integers, so they show as such.
      let value: DatabaseValue =
        integers && abs(total[seq]) < 9e15 ? Int64(total[seq]).databaseValue : total[seq].databaseValue
      try insert.execute(arguments: full ? [seq, value, descendants[seq]] : [seq, value])
    }
  }
}

/// Each node's children as row numbers, in one list with each node's start in it.
private struct Adjacency {
  var start: [Int32]
  var list: [Int32]

  init(_ db: Database, count: Int) throws {
    var pairs: [(parent: Int32, child: Int32)] = []
    let statement = try db.makeStatement(
      """
      SELECT p.seq, c.seq FROM edges AS e JOIN nodes AS p ON p.key = e.p JOIN nodes AS c ON c.key = e.c
      """)
    let rows = statement.sqliteStatement
    defer {
      sqlite3_reset(rows)
      withExtendedLifetime(statement) {}
    }
    while case let code = sqlite3_step(rows), code != SQLITE_DONE {
      guard code == SQLITE_ROW else { throw DatabaseError.stepping(code, on: db) }
      pairs.append((Int32(sqlite3_column_int64(rows, 0)), Int32(sqlite3_column_int64(rows, 1))))
    }
    start = [Int32](repeating: 0, count: count + 2)
    for pair in pairs { start[Int(pair.parent) + 1] += 1 }
    for node in 1..<start.count { start[node] += start[node - 1] }
    list = [Int32](repeating: 0, count: pairs.count)
    var next = start
    for pair in pairs {
      list[Int(next[Int(pair.parent)])] = pair.child
      next[Int(pair.parent)] += 1
    }
  }
}

extension Int64 {
  fileprivate func addingSaturating(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
