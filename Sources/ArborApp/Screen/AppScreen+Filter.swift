import ArborCore
import ArborTerminal

extension AppScreen {
  /// The filter's prompt: the tree narrows as words are typed (broot, fzf), Enter keeps
  /// the filter, Esc brings back the tree as it was when the prompt opened.
  func askFilter() {
    let dialog = PromptDialog(
      title: "Filter", label: "Show only what matches (every word a prefix):", text: filter?.text ?? "")
    filterBefore = .some(filter?.text)
    modal = .prompt(NamePrompt(dialog: dialog, purpose: .filter))
  }

  /// The words in the open filter prompt; nil when none is open.
  var filterTyped: String? {
    guard case .prompt(let prompt)? = modal, prompt.purpose == .filter else { return nil }
    return prompt.typedText
  }

  /// The tree narrowed to the words typed so far, the prompt still open.
  func filterLive(_ text: String) {
    guard filter?.text != text else { return }
    applyFilter(text)
  }

  /// Esc in the filter prompt: the tree as it was when the prompt opened.
  func cancelFilter() {
    filterRest.stop()
    defer { filterBefore = nil }
    guard case .some(let before) = filterBefore, filter?.text != before else { return }
    if let before { applyFilter(before) } else { clearFilter() }
  }

  /// Narrows the tree to what `text` finds and the way down to each (`TreePanes.applyFilter`);
  /// empty text: the whole tree again.
  func applyFilter(_ text: String) {
    filterRest.stop()
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
