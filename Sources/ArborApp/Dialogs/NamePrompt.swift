import ArborCore
import ArborTerminal

/// A name or title asked for in one line (new category, rename, new item). Saving and
/// closing are the keymap's `[form]` keys; everything else edits the text.
struct NamePrompt {
  var dialog: PromptDialog
  let purpose: PromptPurpose
  /// The filter's way of matching: letters in order (fzf) rather than word prefixes. Tab
  /// switches it, as fzf's and broot's prompts switch modes with a key.
  var fuzzy = false

  var typedText: String { dialog.field.text }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    if purpose == .filter, key == Key(.tab) {
      fuzzy.toggle()
      dialog.label = TreeFilter.promptLabel(fuzzy: fuzzy)
      return .stay
    }
    if key.text == nil {
      switch keymap.action(for: key, in: KeyMode.form) {
      case ModeAction.save?: return .submit
      case ModeAction.cancel?: return .close
      default: break
      }
    }
    // The field's own Enter and Esc mean nothing here unless the keymap says so above.
    _ = dialog.handle(key)
    return .stay
  }

  /// The node a jump prompt's text names (`NodeFinder`), or the prompt kept open saying
  /// nothing matches.
  func jumpTarget(in hierarchy: any Hierarchy, _ database: AppDatabase) throws -> JumpTarget {
    let text = typedText
    if let node = try database.read({ db in try NodeFinder.find(text, in: hierarchy, db) }) { return .node(node) }
    var kept = self
    kept.dialog.error = "Nothing here is called that (a path: usr/bin/ls or A:B; or a whole label)"
    return .nothingNamed(kept)
  }

  enum JumpTarget {
    case node(NodeID)
    case nothingNamed(NamePrompt)
  }

  mutating func paste(_ text: String) {
    dialog.field.insert(text)
  }

  mutating func layOut(in screen: Rect) {
    dialog.layOut(in: screen)
  }

  /// Drawn with the keys that answer it (the keymap's `[form]` save and cancel), named on
  /// its last line: the tree's hints on the status line are not the prompt's.
  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    var named = dialog
    let submit = keymap.keyNames(for: ModeAction.save, in: KeyMode.form, limit: 1)
    named.submitKey = submit.isEmpty ? nil : submit
    named.cancelKey = keymap.keyNames(for: ModeAction.cancel, in: KeyMode.form, limit: 1)
    named.submitLabel = purpose.action
    named.draw(on: surface, in: screen, theme: theme)
  }
}

enum PromptPurpose: Equatable {
  /// A node made from its name.
  case add(NewNodeDraft)
  /// An item in this category.
  case addItem(in: NodeID)
  case rename(NodeID)
  /// A path or label to go to (the jump key): not an edit.
  case jump
  /// Text to narrow the tree to (the filter key).
  case filter
  /// The file the subtrees under these nodes are written to (the export key).
  case export([NodeID])

  /// What submitting the prompt does, in a word for its hint.
  var action: String {
    switch self {
    case .add, .addItem: "Add"
    case .rename: "Rename"
    case .jump: "Go"
    case .filter: "Filter"
    case .export: "Write"
    }
  }

  /// The nodes whose subtrees an export prompt writes; nil for the others.
  var exportRoots: [NodeID]? {
    if case .export(let nodes) = self { return nodes }
    return nil
  }

  /// Whether submitting it changes the tree (the editing keys' prompts).
  var isEdit: Bool {
    switch self {
    case .add, .addItem, .rename: true
    case .jump, .filter, .export: false
    }
  }
}
