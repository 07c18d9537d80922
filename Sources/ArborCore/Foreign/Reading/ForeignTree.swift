import ArborDB
import Foundation

/// Which rows of another program's table make a tree, and how to show them: the table,
/// the key (a column, or the rowid), the column naming each row's parent, what to show
/// as a row's label, and how to order siblings. Chosen by `TreeDetector` or on the
/// command line (`--table T --parent C [--id C] [--label EXPR] [--order C]`).
public struct ForeignTree: Hashable, Sendable, Codable {
  public var table: String
  /// The key column; nil for the rowid.
  public var id: String?
  public var parent: String
  /// A column or an SQL expression over the table's columns; nil: detected.
  public var label: String?
  /// A position column; nil: siblings by label, case-insensitively. With `links`, a
  /// column of the link tables.
  public var order: String?
  /// Tables of (child, parent) rows linking the nodes of `table`, when the links are not
  /// a column of it (an outliner's `children(node_id, father_id, sequence)`); several
  /// tables (one per kind of relation) make one graph. `parent` and `child` then name
  /// their columns, and a node may have several parents.
  public var links: [String]?
  public var child: String?
  /// A column of paths (`docs/guide/intro.md`) placing each row: the tree is made of the
  /// paths' levels, directories that are only prefixes included (`parent` is unused).
  /// Split on `separator`, or in `step`-character levels (default: `/`).
  public var path: String?
  public var separator: String?
  public var step: Int?
  /// A nested set's left and right bounds (`lft`, `rgt`): a row's parent is the row whose
  /// interval is the smallest holding its own (`parent` is unused); `treeID` separates the
  /// trees of one table (django-treebeard's and django-mptt's `tree_id`).
  public var nested: [String]?
  public var treeID: String?
  /// A closure table of `table`'s rows: every (ancestor, descendant) pair, itself
  /// included or not, with the distance in `depth` when it has one. The tree is made of
  /// the direct pairs (`parent` is unused).
  public var closure: String?
  public var ancestor: String?
  public var descendant: String?
  public var depth: String?
  /// Where the file names its roots, when it does: a table and a column whose values are
  /// the keys of the rows a person means as roots (GnuCash's `books.root_account_guid`,
  /// not its scheduled transactions' template root). Other rows without a parent, and
  /// what hangs from them, are then not shown. With `parent` only.
  public var roots: [String]?
  /// What each subtree's total adds up (`--sum`); nil: no totals. The first sum given:
  /// rows show it and sort by it.
  public var sum: TreeSum?
  /// Further sums given (`--sum size=sz --sum files=1`): added up beside the first, shown
  /// in the details and exported; nil or empty: none.
  public var moreSums: [TreeSum]?

  /// Every sum, the first one first.
  public var sums: [TreeSum] { (sum.map { [$0] } ?? []) + (moreSums ?? []) }

  public init(
    table: String, id: String? = nil, parent: String, label: String? = nil, order: String? = nil,
    links: [String]? = nil, child: String? = nil
  ) {
    self.table = table
    self.id = id
    self.parent = parent
    self.label = label
    self.order = order
    self.links = links
    self.child = child
  }

  /// This tree adding up `sums` instead of its own; itself when there are none.
  func adding(_ sums: [TreeSum]) -> ForeignTree {
    guard let first = sums.first else { return self }
    var tree = self
    tree.sum = first
    tree.moreSums = sums.count > 1 ? Array(sums.dropFirst()) : nil
    return tree
  }

  /// A tree of the paths in `column` of `table`.
  public static func paths(in table: String, column: String, separator: String? = nil, step: Int? = nil) -> ForeignTree
  {
    var tree = ForeignTree(table: table, parent: "")
    tree.path = column
    tree.separator = step == nil ? (separator ?? "/") : nil
    tree.step = step
    return tree
  }

  /// A tree of the nested intervals `left`…`right` of `table`.
  public static func nestedSets(in table: String, left: String, right: String, treeID: String? = nil) -> ForeignTree {
    var tree = ForeignTree(table: table, parent: "")
    tree.nested = [left, right]
    tree.treeID = treeID
    return tree
  }

  /// A tree of `table`'s rows by the closure table `closure`.
  public static func closure(
    of table: String, in closure: String, ancestor: String, descendant: String, depth: String? = nil
  ) -> ForeignTree {
    var tree = ForeignTree(table: table, parent: "")
    tree.closure = closure
    tree.ancestor = ancestor
    tree.descendant = descendant
    tree.depth = depth
    return tree
  }

  /// How a path tree's values split into levels; nil for other trees.
  public var splitter: PathSplitter? {
    guard path != nil else { return nil }
    if let step { return PathSplitter(.step(step)) }
    return PathSplitter(.separator(separator ?? "/"))
  }

  /// The options that open this tree, as typed after `arbor FILE`.
  public var options: [String] {
    shapeOptions + sums.flatMap(\.options)
  }

  private var shapeOptions: [String] {
    if let path, let splitter {
      return ["--table", table, "--path", path] + splitter.options + (label.map { ["--label", $0] } ?? [])
    }
    if let closure, let ancestor, let descendant {
      var words = ["--table", table, "--closure", closure, "--ancestor", ancestor, "--descendant", descendant]
      if let depth { words += ["--depth", depth] }
      if let id { words += ["--id", id] }
      if let label { words += ["--label", label] }
      return words
    }
    if let nested {
      var words = ["--table", table, "--nested", nested.joined(separator: ",")]
      if let treeID { words += ["--tree-id", treeID] }
      if let id { words += ["--id", id] }
      if let label { words += ["--label", label] }
      return words
    }
    var words = ["--table", table]
    if let id { words += ["--id", id] }
    if let links, let child { words += ["--links", links.joined(separator: ","), "--child", child] }
    words += ["--parent", parent]
    if let label { words += ["--label", label] }
    if let order { words += ["--order", order] }
    if let roots { words += ["--roots", roots.joined(separator: ".")] }
    return words
  }

  /// How the rows make a tree, for sentences: "by parent_guid", "linked by children",
  /// "paths in name".
  public var describedHow: String {
    shapeDescribed + (sums.isEmpty ? "" : ", adding up " + sums.map(\.name).joined(separator: ", "))
  }

  private var shapeDescribed: String {
    if let path { return "paths in \(path)" }
    if let nested { return "nested sets \(nested.joined(separator: "…"))" }
    if let closure { return "by the closure \(closure)" }
    if let links { return "linked by " + links.joined(separator: ", ") }
    return "by \(parent)" + (roots.map { ", roots named in " + $0.joined(separator: ".") } ?? "")
  }

  /// `options` quoted for a POSIX shell.
  public var commandLineOptions: String {
    options.map(ShellQuote.word).joined(separator: " ")
  }
}
