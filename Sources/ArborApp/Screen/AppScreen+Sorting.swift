import ArborCore

extension AppScreen {
  /// The next sibling order the tree offers (its own, by total, by count, by label); the
  /// selected node stays selected.
  func sortSiblings() {
    let orders = tree.hierarchy.siblingOrders
    guard filter == nil else {
      show("The filter keeps the order it was made in; Esc returns to the whole tree, to sort it")
      return
    }
    guard orders.count > 1 else {
      // Said in a line that fits 80 columns, with what would give another order.
      show(
        openTree is NotesTree
          ? "Siblings keep the order you give them here (K and J move one)"
          : "Siblings have one order here; arbor FILE --sum EXPR adds one by total")
      return
    }
    let order = tree.hierarchy.siblingOrder
    // A reversed order counts as the order it reverses: the next one follows that.
    let current = orders.firstIndex(of: order) ?? order.reversed.flatMap { orders.firstIndex(of: $0) } ?? 0
    apply(orders[(current + 1) % orders.count])
  }

  /// The order by total or by count the other way round (`S`): smallest first, as ncdu's
  /// second press of a sort key.
  func reverseSiblings() {
    guard filter == nil else {
      show("The filter keeps the order it was made in; Esc returns to the whole tree, to sort it")
      return
    }
    guard let reversed = tree.hierarchy.siblingOrder.reversed else {
      show(
        tree.hierarchy.siblingOrders.contains(.total)
          ? "Only an order by total or by count turns round: s chooses one"
          : "Only an order by total or by count turns round; arbor FILE --sum EXPR adds them")
      return
    }
    apply(reversed)
  }

  private func apply(_ order: SiblingOrder) {
    let selected = tree.selected?.node
    tree.hierarchy.order(siblingsBy: order)
    sortChoice?(order)
    refreshAll()
    if let selected { reveal(selected, now: AppClock.now()) }
    show("Siblings by " + order.words)
  }
}
