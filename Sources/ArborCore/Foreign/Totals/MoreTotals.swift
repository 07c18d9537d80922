import ArborDB
import GRDB

/// The totals of the sums after the first, read beside a copy's rows (`t2.total`… from
/// `totals2`…, joined by the node's `n.seq`): the details and the export show them, the
/// rows show the first.
enum MoreTotals {
  /// Whether a copy holds totals and how many sums it adds up beside the first: read once
  /// when the copy is opened (a patch never changes them). Both kinds of copy keep one row
  /// a sum in `totalsKind`.
  static func shape(of queue: DatabaseQueue) -> (hasTotals: Bool, more: Int) {
    (try? queue.read { db in
      guard try db.tableExists("totals") else { return (false, 0) }
      // A copy without the table (none is made so now) counts as one sum.
      let sums = (try? Int.fetchOne(db, "SELECT count(*) FROM totalsKind")).flatMap { $0 } ?? 1
      return (true, max(sums - 1, 0))
    }) ?? (false, 0)
  }

  /// ", t2.total, t3.total" for `count` further sums.
  static func columns(_ count: Int) -> QueryFragment {
    // The copy's own tables and columns, named here: SQL as they stand.
    QueryFragment((0..<count).map { ", t\($0 + 2).total" }.joined())
  }

  static func joins(_ count: Int) -> QueryFragment {
    QueryFragment(
      (0..<count).map { " LEFT JOIN \(TreeSum.totalsTable($0 + 1)) AS t\($0 + 2) ON t\($0 + 2).seq = n.seq" }.joined())
  }

  /// The further totals of `row`, from column `first` on.
  static func values(_ row: Row, from first: Int, count: Int) -> [Double?] {
    (0..<count).map { row[first + $0] as Double? }
  }
}
