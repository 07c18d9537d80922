import ArborCore

/// `s` and `S`: which order of siblings comes next, or why the tree shown has no other.
enum SiblingOrderChoice {
  /// The next order `orders` offers after `order` (its own, by total, by count, by label).
  /// A reversed order counts as the order it reverses: the next one follows that.
  static func next(after order: SiblingOrder, in orders: [SiblingOrder]) -> SiblingOrder {
    let current = orders.firstIndex(of: order) ?? orders.firstIndex(of: order.reversed) ?? 0
    return orders[(current + 1) % orders.count]
  }

  /// Why the tree cannot be sorted (`turning`: turned round with `S`), in a line that fits
  /// 80 columns with what would give another order; nil when it can. A tree whose order
  /// is its own file's turns even its one order round; one that keeps the order people
  /// gave (arbor's notes, from a file or a cluster) does not.
  static func refusal(orders: [SiblingOrder], turning: Bool, keepsGivenOrder: Bool, filtered: Bool) -> String? {
    if filtered { return "The filter keeps the order it was made in; Esc returns to the whole tree, to sort it" }
    guard orders.count <= 1 && !(turning && !keepsGivenOrder) else { return nil }
    return keepsGivenOrder
      ? "Siblings keep the order you give them here (K and J move one)"
      : "One order here (S turns it round); --sum EXPR when opening adds a total"
  }
}
