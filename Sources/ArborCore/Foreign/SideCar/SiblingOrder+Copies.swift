import ArborDB

extension SiblingOrder {
  /// The orders a tree read through a copy offers: its own, by total when it adds one up,
  /// by label when that differs from its own.
  static func copyOrders(sum: TreeSum?, ownOrderIsLabel: Bool) -> [SiblingOrder] {
    [.tree] + (sum == nil ? [] : [.total, .count]) + (ownOrderIsLabel ? [] : [.label])
  }

  /// `ORDER BY` terms of an order by a total or a count, over a copy's `totals` as `t`,
  /// ties broken by `tieBreak`; nil for an order that is not by one.
  func totalsTerms(tieBreak: QueryFragment) -> QueryFragment? {
    // The copy's own columns, named by `byTotals`.
    byTotals.map { "t.\(raw: $0.column) \(raw: $0.descending ? "DESC" : "ASC"), \(tieBreak)" }
  }
}
