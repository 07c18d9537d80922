import ArborCore
import ArborTerminal

/// Marks: several nodes picked with the mark key (ranger's, nnn's, lazygit's Space), drawn
/// as marked, counted with their total on the status line; delete, move and export act on
/// all of them. Esc clears them.
extension AppScreen {
  /// The mark key: the selected node marked, or unmarked, and the cursor one row down.
  func toggleMark() {
    guard let selected = tree.selected else { return }
    if let index = marks.firstIndex(of: selected.node) {
      marks.remove(at: index)
      markTotals[selected.node] = nil
    } else {
      marks.append(selected.node)
      markTotals[selected.node] = selected.total?.value
    }
    if tree.selectedRow + 1 < tree.rowCount {
      tree.select(row: tree.selectedRow + 1)
      selectionMoved(now: AppClock.now())
    }
    sayMarks()
  }

  /// Every mark gone (Esc, a tree switched, the marked nodes deleted).
  func clearMarks(saying: Bool = true) {
    guard !marks.isEmpty else { return }
    marks = []
    markTotals = [:]
    if saying { show("Marks cleared") }
  }

  /// How many are marked and, in a tree that adds up a total, theirs.
  func sayMarks() {
    guard !marks.isEmpty else { return show("No node marked") }
    var words = "\(marks.count) marked"
    if let totals = tree.hierarchy.totals {
      let values = marks.compactMap { markTotals[$0] }
      if values.count == marks.count {
        words += " · " + TotalText.value(values.reduce(0, +), bytes: totals.isBytes)
      }
    }
    let keys = [AppAction.delete, AppAction.move, AppAction.export].compactMap { action -> String? in
      let key = keymap.keyNames(for: action, limit: 1)
      return key.isEmpty ? nil : key
    }
    show(words + (keys.isEmpty ? "" : " · " + keys.joined(separator: ", ") + " act on all") + " · Esc clears")
  }

  /// The marked nodes with none inside another marked one (its subtree holds it already),
  /// in the order they were marked.
  func outermostMarks() throws -> [NodeID] {
    let marked = Set(marks)
    return try database.read { db in
      try marks.filter { node in
        var current = try tree.hierarchy.place(of: node, db)?.parent
        var steps = 0
        while let parent = current, steps < 100_000 {
          if marked.contains(parent) { return false }
          current = try tree.hierarchy.place(of: parent, db)?.parent
          steps += 1
        }
        return true
      }
    }
  }

  /// Move with marks: every outermost marked node goes under the parent picked, as one
  /// step; the marks go once they are moved.
  func moveMarked() {
    do {
      let nodes = try outermostMarks()
      let parents = try database.read { db in try nodes.map { try tree.hierarchy.place(of: $0, db)?.parent } }
      guard let first = nodes.first else { return }
      var mode = MoveMode(node: first, from: parents[0], name: "\(nodes.count) marked")
      mode.more = Array(zip(nodes, parents).dropFirst()).map { (node: $0.0, from: $0.1) }
      moving = mode
      let keys = KeyHint.text(
        keymap, mode: KeyMode.move, [([ModeAction.moveHere], "moves them here"), ([ModeAction.cancel], "cancels")])
      show("Moving \(nodes.count) marked: go to the new parent; " + keys)
    } catch {
      report(error)
    }
  }

  /// Delete with marks: one question for all of them, one step of the history.
  func askDeleteMarked() {
    do {
      let nodes = try outermostMarks()
      let noun = nodes.count == 1 ? openTree.vocabulary.node : openTree.vocabulary.nodes
      apply(
        edits.ask(
          "Delete the \(nodes.count) marked \(noun) and everything under them? (\(edits.undoHint).)",
          confirmLabel: "Delete", .deleteMarked(nodes)))
    } catch {
      report(error)
    }
  }
}
