import ArborCore
import ArborTerminal

/// The tree pane: which rows are on screen, the tree's keys and its drawing. The
/// selection is the model's (`TreeModel.selectedRow`), the only copy; the pane keeps the
/// first visible row.
final class TreePane {
  /// What a key asks of the screen.
  enum Outcome: Equatable {
    /// Nothing for the screen to do (not a tree key).
    case ignored
    /// The selection may have moved.
    case moved
    /// Enter on an item: show its detail.
    case focusDetail
    /// Something to tell the user.
    case message(String)
  }

  let model: TreeModel
  /// The box's title: "Tree", or what a filter narrowed it to.
  var label = "Tree"
  /// The nodes drawn as marked (the screen's marks).
  var marked: Set<NodeID> = []
  /// Chosen columns' values of the rows drawn (`OpenTree.shownColumnText`).
  var columnText: ([NodeID]) -> [NodeID: String] = { _ in [:] }
  private let view = TreeView()
  /// The first row on screen.
  private(set) var top = 0
  /// Rows on screen, from the layout.
  private var height = 20

  /// The rows on screen.
  var window: Range<Int> { top..<top + height }

  init(model: TreeModel) {
    self.model = model
  }

  func handle(_ action: String?) throws -> Outcome {
    switch action {
    case StandardAction.up?: move(.up)
    case StandardAction.down?: move(.down)
    case StandardAction.pageUp?: move(.pageUp)
    case StandardAction.pageDown?: move(.pageDown)
    case StandardAction.top?: move(.top)
    case StandardAction.bottom?: move(.bottom)
    case StandardAction.expand?:
      let row = model.selectedRow
      if let selected = model.selected {
        // A leaf (an item, a row without children) shows its details; a category, even
        // an empty one, is opened.
        if case .category = selected.node {} else if selected.childCount == 0 { return .focusDetail }
      }
      if model.isExpanded(row: row) {
        move(.down)
      } else if try !model.expand(row: row), model.selected?.childCount == 0 {
        return .message(model.hierarchy.vocabulary.emptyNode)
      }
    case StandardAction.collapse?:
      move(.to(try model.collapse(row: model.selectedRow)))
    case AppAction.expandAll?:
      let (opened, stopped) = try model.expandAll(below: model.selectedRow)
      if opened == 0 { return .message(model.hierarchy.vocabulary.emptyNode) }
      if stopped {
        return .message("Opened \(opened) nodes; stopped at \(TreeModel.expandAllLimit) rows (* again opens more)")
      }
    case AppAction.collapseAll?:
      if !model.collapseAll(below: model.selectedRow) { return .message("Nothing below is open") }
    default:
      return .ignored
    }
    return .moved
  }

  /// Moves the selection and keeps it in view.
  func move(_ motion: ScrollState.Motion) {
    var scroll = ScrollState(selected: model.selectedRow, top: top)
    scroll.move(motion, count: model.rowCount, height: height)
    top = scroll.top
    model.select(row: scroll.selected)
  }

  /// Selects `node`, found on `row`, with it in the middle of the pane (a search hit
  /// revealed). By identity: the rows read since may place another node on that row.
  func center(on row: Int, showing node: NodeID) {
    model.select(row: row, showing: node)
    top = max(0, row - height / 2)
  }

  /// The row under a click at `position`, given where the rows are drawn.
  func row(at position: Position, in rows: Rect) -> Int? {
    guard position.row >= rows.row, position.row < rows.bottom, position.column >= rows.column,
      position.column < rows.right
    else { return nil }
    let row = top + position.row - rows.row
    return row < model.rowCount ? row : nil
  }

  /// Keeps the first visible row in bounds for a pane of `rows` height (a resize, rows
  /// gone): part of the layout step.
  func layOut(rows: Int) {
    height = max(1, rows)
    var scroll = ScrollState(selected: model.selectedRow, top: top)
    scroll.clamp(count: model.rowCount, height: rows)
    top = scroll.top
  }

  /// `wide`: the tree has the whole width (ncdu's view), and each row with children also
  /// says how many nodes are below it.
  func draw(
    on surface: some Surface, in box: Rect, boxed: Bool, wide: Bool = false, theme: Theme, focused: Bool,
    report: @escaping (Error) -> Void
  ) {
    let count = model.rowCount
    let order = model.hierarchy.siblingOrder
    let position =
      (count == 0 ? "empty" : "\(model.selectedRow + 1)/\(count)") + (order == .tree ? "" : "  " + order.title)
    let inner =
      boxed
      ? Box.draw(on: surface, in: box, title: label + "  " + position, footer: footer, focused: focused, theme: theme)
      : box
    if count == 0 {
      surface.draw(
        model.hierarchy.emptyText, row: inner.row, column: inner.column,
        width: inner.width, style: theme[ThemeRole.dim])
      return
    }
    let source = TreeSource(
      model: model, theme: theme, counts: wide, marked: marked, columnText: columnText, onError: report)
    view.draw(
      source, scroll: ScrollState(selected: model.selectedRow, top: top), on: surface, in: inner,
      theme: theme, focused: focused)
  }

  /// The whole tree's total and how many nodes it holds, for a tree that adds one up
  /// (ncdu's footer: each row says its own); empty otherwise or while the total is not
  /// known yet.
  var footer: String {
    guard let totals = model.hierarchy.totals, model.rowCount > 0, let whole = model.wholeTotal() else { return "" }
    return "Total " + TotalText.value(whole.value, bytes: totals.isBytes) + " · "
      + TotalText.grouped(Int64(whole.items))
      + (whole.items == 1 ? " item" : " items")
  }
}
