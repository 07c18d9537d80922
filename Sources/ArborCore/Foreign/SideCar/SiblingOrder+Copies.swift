extension SiblingOrder {
  /// The orders a tree read through a copy offers: its own, by total when it adds one up,
  /// by label when that differs from its own.
  static func copyOrders(sum: TreeSum?, ownOrderIsLabel: Bool) -> [SiblingOrder] {
    [.tree] + (sum == nil ? [] : [.total, .count]) + (ownOrderIsLabel ? [] : [.label])
  }

  /// `ORDER BY` terms of an order by a total or a count, over a copy's `totals` as `t`,
  /// ties broken by `tieBreak`; nil for an order that is not by one.
  func totalsTerms(tieBreak: String) -> String? {
    byTotals.map { "t.\($0.column) \($0.descending ? "DESC" : "ASC"), \(tieBreak)" }
  }
}
