import ArborCore
import ArborTerminal

extension AppScreen {
  /// The export key: the selected node's subtree — or, with marks, every marked one's —
  /// written to a file, its name asked for (its ending says the format).
  func askExport() {
    if !marks.isEmpty {
      do {
        let nodes = try outermostMarks()
        let dialog = PromptDialog(
          title: "Export \(nodes.count) marked", label: "To the file (.json, .md or .csv):", text: "marked.md")
        modal = .prompt(NamePrompt(dialog: dialog, purpose: .export(nodes)))
      } catch {
        report(error)
      }
      return
    }
    guard let selected = tree.selected else { return show("Nothing selected to export") }
    let dialog = PromptDialog(
      title: "Export “\(selected.title)”", label: "To the file (.json, .md or .csv):",
      text: SubtreeFile.suggestedName(selected.title))
    modal = .prompt(NamePrompt(dialog: dialog, purpose: .export([selected.node])))
  }

  /// The export prompt answered: written, and said so; the prompt stays, saying why, when
  /// the file cannot be written (it exists, an unknown ending, no room).
  func export(_ nodes: [NodeID], as prompt: NamePrompt) {
    do {
      let written = try SubtreeFile.write(openTree, roots: nodes, to: prompt.typedText)
      modal = nil
      show("Wrote \(written.nodes) node\(written.nodes == 1 ? "" : "s") to \(written.path)")
    } catch {
      var kept = prompt
      kept.dialog.error = "\(error)"
      modal = .prompt(kept)
    }
  }
}
