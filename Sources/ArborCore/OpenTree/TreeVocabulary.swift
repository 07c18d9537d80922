/// The words the panes use for a tree, so a tree of another program's rows never speaks
/// of categories and items, and a new shape of tree brings its own words.
public struct TreeVocabulary: Hashable, Sendable {
  /// What one node is called: "category", "row".
  public var node: String
  /// What several are called: "categories", "rows".
  public var nodes: String { node.hasSuffix("y") ? node.dropLast() + "ies" : node + "s" }
  /// What the tree pane says when the node asked to open has nothing under it.
  public var emptyNode: String
  /// The search box's line before anything is typed: what a search looks through.
  public var searchPrompt: String

  public init(node: String, emptyNode: String, searchPrompt: String) {
    self.node = node
    self.emptyNode = emptyNode
    self.searchPrompt = searchPrompt
  }

  /// arbor's own notes.
  public static let notes = TreeVocabulary(
    node: "category", emptyNode: "This category is empty", searchPrompt: "Type to search names, titles, notes and tags."
  )

  /// Rows of another program's table, named by `label` ("accounts' names").
  public static func rows(of table: String) -> TreeVocabulary {
    TreeVocabulary(
      node: "row", emptyNode: "Nothing in \(table) lies under this row",
      searchPrompt: "Type to search the labels of \(table).")
  }
}
