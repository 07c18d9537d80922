import ArborCore
import ArborTerminal

extension AppScreen {
  /// The filter's prompt: the tree narrows as words are typed (broot, fzf), Enter keeps
  /// the filter, Esc brings back the tree as it was when the prompt opened.
  /// Tab in the prompt matches letters in order instead (fzf), and back.
  func askFilter() {
    let fuzzy = filter?.fuzzy ?? false
    let dialog = PromptDialog(title: "Filter", label: TreeFilter.promptLabel(fuzzy: fuzzy), text: filter?.text ?? "")
    filterBefore = .some(filter.map { FilterAsked(text: $0.text, fuzzy: $0.fuzzy) })
    var prompt = NamePrompt(dialog: dialog, purpose: .filter)
    prompt.fuzzy = fuzzy
    modal = .prompt(prompt)
  }

  /// What the open filter prompt asks now; nil when none is open.
  var filterTyped: FilterAsked? {
    guard case .prompt(let prompt)? = modal, prompt.purpose == .filter else { return nil }
    return FilterAsked(text: prompt.typedText, fuzzy: prompt.fuzzy)
  }

  /// The tree narrowed to what is typed so far, the prompt still open.
  func filterLive(_ asked: FilterAsked) {
    guard filter?.text != asked.text || filter?.fuzzy != asked.fuzzy else { return }
    applyFilter(asked.text, fuzzy: asked.fuzzy)
  }

  /// Esc in the filter prompt: the tree as it was when the prompt opened.
  func cancelFilter() {
    filterRest.stop()
    defer { filterBefore = nil }
    guard case .some(let before) = filterBefore, filter?.text != before?.text || filter?.fuzzy != before?.fuzzy else {
      return
    }
    if let before { applyFilter(before.text, fuzzy: before.fuzzy) } else { clearFilter() }
  }

  /// Narrows the tree to what `text` finds and the way down to each (`TreePanes.applyFilter`);
  /// empty text: the whole tree again.
  func applyFilter(_ text: String, fuzzy: Bool = false) {
    filterRest.stop()
    guard !text.allSatisfy(\.isWhitespace) else { return clearFilter() }
    do {
      let narrowed = try panes.applyFilter(text, fuzzy: fuzzy)
      focus = .tree
      detailRest.stop()
      show(TreeFilter.announcement(text, fuzzy: fuzzy, narrowed))
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

/// What the filter prompt asks: its text and its way of matching.
struct FilterAsked: Equatable {
  var text: String
  var fuzzy: Bool
}
