import ArborDB
import GRDB

/// Reads of a copy's subtree totals by a node's row number, which every layout of a copy
/// numbers its nodes by (`CopyLayout`): the share a row's bar shows, and a node's place
/// among its siblings in an order by totals.
enum TotalsBySeq {
  /// The total the children of node `seq` are a share of: its own subtree's, or — for 0,
  /// the top — all roots' together; nil when the node has none.
  static func whole(under seq: Int64, _ db: Database) throws -> Double? {
    try Double.fetchOne(
      db.cachedStatement(
        seq == 0
          ? "SELECT total(total) FROM totals WHERE parentSeq = \(bind: seq)"
          : "SELECT total FROM totals WHERE seq = \(bind: seq)"))
  }

  /// Where node `seq` stands among its siblings ordered by totals (`by`): the siblings
  /// further in the order's direction, and its equals listed earlier (by row number, as
  /// the children are listed); 0 when it has no totals.
  static func index(of seq: Int64, by: (column: String, descending: Bool), _ db: Database) throws -> Int {
    guard
      let mine = try Row.fetchOne(
        db.cachedStatement("SELECT parentSeq, \(raw: by.column) FROM totals WHERE seq = ?"), arguments: [seq])
    else { return 0 }
    let parent: DatabaseValue = mine[0]
    let value: DatabaseValue = mine[1]
    // The copy's own column, named by the order.
    let column = QueryFragment(by.column)
    let beyond = QueryFragment(by.descending ? ">" : "<")
    return try Int.fetchOne(
      db.cachedStatement(
        """
        SELECT count(*) FROM totals WHERE parentSeq = ?
        AND (\(column) \(beyond) ? OR (\(column) = ? AND seq < ?))
        """), arguments: [parent, value, value, seq]) ?? 0
  }
}
