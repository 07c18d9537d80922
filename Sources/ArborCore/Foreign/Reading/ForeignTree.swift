import ArborDB
import Foundation

/// Which rows of another program's table make a tree, and how to show them: the table,
/// the key (a column, or the rowid), the column naming each row's parent, what to show
/// as a row's label, and how to order siblings. Chosen by `TreeDetector` or on the
/// command line (`--table T --parent C [--id C] [--label EXPR] [--order C]`).
public struct ForeignTree: Hashable, Sendable {
  public var table: String
  /// The key column; nil for the rowid.
  public var id: String?
  /// A column or an SQL expression over the table's columns; nil: detected.
  public var label: String?
  /// A position column; nil: siblings by label, case-insensitively. With `links`, a
  /// column of the link tables.
  public var order: String?
  /// How the rows make a tree, each shape with exactly its own columns.
  public var shape: Shape
  /// What each subtree's total adds up (`--sum`); nil: no totals. The first sum given:
  /// rows show it and sort by it.
  public var sum: TreeSum?
  /// Further sums given (`--sum size=sz --sum files=1`): added up beside the first, shown
  /// in the details and exported; nil or empty: none.
  public var moreSums: [TreeSum]?

  /// The ways rows make a tree.
  public enum Shape: Hashable, Sendable {
    /// Each row names its parent's key in `parent`. `roots`: where the file names its
    /// roots, a table and a column whose values are the keys of the rows a person means as
    /// roots (GnuCash's `books.root_account_guid`, not its scheduled transactions'
    /// template root); other rows without a parent, and what hangs from them, are not
    /// shown.
    case parentColumn(parent: String, roots: [String]?)
    /// Tables of (child, parent) rows linking the nodes of `table`, when the links are not
    /// a column of it (an outliner's `children(node_id, father_id, sequence)`); several
    /// tables (one per kind of relation) make one graph, and a node may have several
    /// parents.
    case links(tables: [String], child: String, parent: String)
    /// A column of paths (`docs/guide/intro.md`) placing each row: the tree is made of the
    /// paths' levels, directories that are only prefixes included.
    case paths(column: String, rule: PathSplitter.Rule)
    /// A nested set's left and right bounds (`lft`, `rgt`): a row's parent is the row whose
    /// interval is the smallest holding its own; `treeID` separates the trees of one table
    /// (django-treebeard's and django-mptt's `tree_id`).
    case nestedSets(left: String, right: String, treeID: String?)
    /// A closure table of `table`'s rows: every (ancestor, descendant) pair, itself
    /// included or not, with the distance in `depth` when it has one. The tree is made of
    /// the direct pairs.
    case closure(table: String, ancestor: String, descendant: String, depth: String?)
  }

  /// Every sum, the first one first.
  public var sums: [TreeSum] { (sum.map { [$0] } ?? []) + (moreSums ?? []) }

  public init(
    table: String, id: String? = nil, parent: String, label: String? = nil, order: String? = nil,
    links: [String]? = nil, child: String? = nil
  ) {
    self.table = table
    self.id = id
    self.label = label
    self.order = order
    if let links {
      shape = .links(tables: links, child: child ?? "", parent: parent)
    } else {
      shape = .parentColumn(parent: parent, roots: nil)
    }
  }

  public init(table: String, id: String? = nil, label: String? = nil, order: String? = nil, shape: Shape) {
    self.table = table
    self.id = id
    self.label = label
    self.order = order
    self.shape = shape
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
    ForeignTree(
      table: table, shape: .paths(column: column, rule: step.map { .step($0) } ?? .separator(separator ?? "/")))
  }

  /// A tree of the nested intervals `left`…`right` of `table`.
  public static func nestedSets(in table: String, left: String, right: String, treeID: String? = nil) -> ForeignTree {
    ForeignTree(table: table, shape: .nestedSets(left: left, right: right, treeID: treeID))
  }

  /// A tree of `table`'s rows by the closure table `closure`.
  public static func closure(
    of table: String, in closure: String, ancestor: String, descendant: String, depth: String? = nil
  ) -> ForeignTree {
    ForeignTree(table: table, shape: .closure(table: closure, ancestor: ancestor, descendant: descendant, depth: depth))
  }

  /// The options that open this tree, as typed after `arbor FILE`.
  public var options: [String] {
    shapeOptions + sums.flatMap(\.options)
  }

  /// The options that name the tree itself, without what it adds up: one copy in the
  /// cache per tree of a file, whatever its sums.
  var shapeOptions: [String] {
    var words = ["--table", table]
    let key = id.map { ["--id", $0] } ?? []
    let shown = label.map { ["--label", $0] } ?? []
    words += shape.kind.options(key: key, label: shown, order: order)
    return words
  }

  /// How the rows make a tree, for sentences: "by parent_guid", "linked by children",
  /// "paths in name".
  public var describedHow: String {
    shapeDescribed + (sums.isEmpty ? "" : ", adding up " + sums.map(\.name).joined(separator: ", "))
  }

  private var shapeDescribed: String { shape.kind.described }

  /// `options` quoted for a POSIX shell.
  public var commandLineOptions: String {
    options.map(ShellQuote.word).joined(separator: " ")
  }
}
