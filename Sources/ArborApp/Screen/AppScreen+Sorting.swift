import ArborCore

extension AppScreen {
  /// `s`: the next sibling order the tree offers; the selected node stays selected.
  func sortSiblings() {
    guard offersOrders(turning: false) else { return }
    apply(SiblingOrderChoice.next(after: tree.hierarchy.siblingOrder, in: tree.hierarchy.siblingOrders))
  }

  /// `S`: the current order the other way round (smallest or fewest first, Z to A, or the
  /// tree's own order from its last sibling), as ncdu's second press of a sort key.
  func reverseSiblings() {
    guard offersOrders(turning: true) else { return }
    apply(tree.hierarchy.siblingOrder.reversed)
  }

  /// `N`, `Z`, `C` (ncdu's `n`, `s`, `C`): siblings by label, by total, by count at once;
  /// pressed again, the same order the other way round.
  func sortSiblings(by order: SiblingOrder) {
    guard offersOrders(turning: false) else { return }
    let orders = tree.hierarchy.siblingOrders
    // A tree that offers no order by label is in label order already (its own).
    let chosen = order == .label && !orders.contains(.label) ? SiblingOrder.tree : order
    guard orders.contains(chosen) else {
      show("No total here: --sum EXPR when opening adds one")
      return
    }
    apply(tree.hierarchy.siblingOrder == chosen ? chosen.reversed : chosen)
  }

  private func offersOrders(turning: Bool) -> Bool {
    let refusal = SiblingOrderChoice.refusal(
      orders: tree.hierarchy.siblingOrders, turning: turning, keepsGivenOrder: tree.hierarchy.keepsGivenOrder,
      filtered: filter != nil)
    if let refusal { show(refusal) }
    return refusal == nil
  }

  private func apply(_ order: SiblingOrder) {
    let selected = tree.selected?.node
    tree.hierarchy.order(siblingsBy: order)
    hooks.sortChosen?(order)
    refreshAll()
    if let selected { reveal(selected, now: AppClock.now()) }
    show("Siblings: " + order.words)
  }
}
