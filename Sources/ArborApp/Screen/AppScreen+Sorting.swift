import ArborCore

extension AppScreen {
  /// The next sibling order the tree offers (its own, by total, by count, by label); the
  /// selected node stays selected.
  func sortSiblings() {
    let orders = tree.hierarchy.siblingOrders
    guard offersOrders(orders) else { return }
    let order = tree.hierarchy.siblingOrder
    // A reversed order counts as the order it reverses: the next one follows that.
    let current = orders.firstIndex(of: order) ?? orders.firstIndex(of: order.reversed) ?? 0
    apply(orders[(current + 1) % orders.count])
  }

  /// The current order the other way round (`S`): smallest or fewest first, Z to A, or
  /// the tree's own order from its last sibling — as ncdu's second press of a sort key.
  func reverseSiblings() {
    // Another program's tree turns even its one order round.
    guard offersOrders(tree.hierarchy.siblingOrders, turning: true) else { return }
    apply(tree.hierarchy.siblingOrder.reversed)
  }

  /// Whether the tree shown can be sorted; if not, the status line says why, in a line
  /// that fits 80 columns, with what would give another order.
  private func offersOrders(_ orders: [SiblingOrder], turning: Bool = false) -> Bool {
    guard filter == nil else {
      show("The filter keeps the order it was made in; Esc returns to the whole tree, to sort it")
      return false
    }
    let notes = openTree is NotesTree
    guard orders.count > 1 || (turning && !notes) else {
      show(
        notes
          ? "Siblings keep the order you give them here (K and J move one)"
          : "One order here (S turns it round); --sum EXPR when opening adds a total")
      return false
    }
    return true
  }

  private func apply(_ order: SiblingOrder) {
    let selected = tree.selected?.node
    tree.hierarchy.order(siblingsBy: order)
    sortChoice?(order)
    refreshAll()
    if let selected { reveal(selected, now: AppClock.now()) }
    show("Siblings: " + order.words)
  }
}
