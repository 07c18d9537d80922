import ArborCore
import ArborTerminal

extension AppScreen {
  func askFilter() {
    let dialog = PromptDialog(
      title: "Filter", label: "Show only what matches (every word a prefix):", text: filter?.text ?? "")
    modal = .prompt(NamePrompt(dialog: dialog, purpose: .filter))
  }

  /// Narrows the tree to what `text` finds and the way down to each (`TreePanes.applyFilter`);
  /// empty text: the whole tree again.
  func applyFilter(_ text: String) {
    guard !text.allSatisfy(\.isWhitespace) else { return clearFilter() }
    do {
      let narrowed = try panes.applyFilter(text)
      focus = .tree
      detailRest.stop()
      show(TreeFilter.announcement(text, narrowed))
    } catch {
      report(error)
    }
  }

  /// The whole tree back, as it was before the filter.
  func clearFilter() {
    do {
      if try panes.clearFilter() { show("The whole tree") }
    } catch {
      report(error)
    }
  }
}
