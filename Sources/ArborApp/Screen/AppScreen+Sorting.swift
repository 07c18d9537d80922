import ArborCore

extension AppScreen {
  /// The next sibling order the tree offers; the selected node stays selected.
  func sortSiblings() {
    let orders = tree.hierarchy.siblingOrders
    guard orders.count > 1 else {
      // Said in a line that fits 80 columns, with what would give another order.
      show(
        openTree is NotesTree
          ? "Siblings keep the order you give them here (K and J move one)"
          : "Siblings have one order here; arbor FILE --sum EXPR adds one by total")
      return
    }
    let current = orders.firstIndex(of: tree.hierarchy.siblingOrder) ?? 0
    let next = orders[(current + 1) % orders.count]
    let selected = tree.selected?.node
    tree.hierarchy.order(siblingsBy: next)
    sortChoice?(next)
    refreshAll()
    if let selected { reveal(selected, now: AppClock.now()) }
    show("Siblings by " + next.words)
  }
}
