import ArborDB
import GRDB

/// One node's totals in a copy, for its details: how many nodes lie under it, and for
/// each sum its own value, its subtree's total and whether the file stored that total.
struct NodeTotals {
  struct Sum {
    var own: DatabaseValue
    var total: Double
    var stored: Bool
  }

  var descendants: Int
  var sums: [Sum]

  /// Read from a copy whose `nodes` and `totals` tables are keyed as `TreeCopy`'s and
  /// `LinkSideCar`'s are (`seq`; the first sum's table holds the descendants).
  static func read(_ key: DatabaseValue, sums count: Int, _ db: Database) throws -> NodeTotals? {
    guard let seq = try Int64.fetchOne(db.cachedStatement("SELECT seq FROM nodes WHERE key = ?"), arguments: [key])
    else { return nil }
    return try read(seq: seq, sums: count, db)
  }

  /// The totals of the copy's node numbered `seq`.
  static func read(seq: Int64, sums count: Int, _ db: Database) throws -> NodeTotals? {
    guard
      let descendants = try Int.fetchOne(
        db.cachedStatement("SELECT descendants FROM totals WHERE seq = ?"), arguments: [seq])
    else { return nil }
    var sums: [Sum] = []
    for index in 0..<max(count, 1) {
      guard try db.tableExists(TreeSum.totalsTable(index)),
        let row = try Row.fetchOne(
          db.cachedStatement(
            """
            SELECT n.\(TreeSum.own(index)), t.total FROM nodes AS n JOIN \(TreeSum.totals(index)) AS t ON t.seq = n.seq \
            WHERE n.seq = ?
            """), arguments: [seq])
      else { break }
      let stored = try SubtreeTotals.areStored(sum: index, db)
      sums.append(Sum(own: row[0], total: row[1], stored: stored))
    }
    return NodeTotals(descendants: descendants, sums: sums)
  }
}
