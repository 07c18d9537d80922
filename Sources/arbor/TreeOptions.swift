import ArborApp
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

/// `--table T --parent C [--id C] [--label EXPR] [--order C]`: which tree of another
/// program's file to show.
struct TreeOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Another program's file: the table holding the tree.", valueName: "T"))
  var table: String?

  @Option(help: ArgumentHelp("The column naming each row's parent (with --table).", valueName: "C"))
  var parent: String?

  @Option(help: ArgumentHelp("The key column (default: the primary key, else the rowid).", valueName: "C"))
  var id: String?

  @Option(
    help: ArgumentHelp("The label: a column or an SQL expression over the row (default: detected).", valueName: "EXPR"))
  var label: String?

  @Option(help: ArgumentHelp("A position column ordering siblings (default: by label).", valueName: "C"))
  var order: String?

  @Option(
    help: ArgumentHelp(
      "With --parent: the column of another table naming the roots (GnuCash: books.root_account_guid); other rows without a parent are not shown.",
      valueName: "T.C"))
  var roots: String?

  @Option(
    help: ArgumentHelp(
      "Tables of (child, parent) rows linking the nodes of --table, comma-separated; --child and --parent name their columns.",
      valueName: "L[,L…]"))
  var links: String?

  @Option(help: ArgumentHelp("With --links: the column naming the child node.", valueName: "C"))
  var child: String?

  @Option(
    help: ArgumentHelp(
      "Instead of --parent: a column of paths (a/b/c); directories that are only prefixes become nodes too.",
      valueName: "C"))
  var path: String?

  @Option(
    help: ArgumentHelp("With --path: what joins the levels (default /; e.g. . : :: | or $'\\x1f').", valueName: "S"))
  var separator: String?

  @Option(
    help: ArgumentHelp("With --path: levels of N characters each, no separator (django-treebeard: 4).", valueName: "N"))
  var step: Int?

  @Option(
    help: ArgumentHelp(
      "Instead of --parent: a nested set's left and right columns (parents come from the intervals).",
      valueName: "LFT,RGT"))
  var nested: String?

  @Option(help: ArgumentHelp("With --nested: the column telling the table's trees apart (tree_id).", valueName: "C"))
  var treeID: String?

  @Option(
    help: ArgumentHelp(
      "Instead of --parent: a closure table of --table's rows (every ancestor, descendant pair).", valueName: "T"))
  var closure: String?

  @Option(help: ArgumentHelp("With --closure: its ancestor column.", valueName: "C"))
  var ancestor: String?

  @Option(help: ArgumentHelp("With --closure: its descendant column.", valueName: "C"))
  var descendant: String?

  @Option(
    help: ArgumentHelp("With --closure: the distance column (1 for a parent; default: worked out).", valueName: "C"))
  var depth: String?

  @Option(
    help: ArgumentHelp(
      "Totals per subtree: add up an SQL expression over each row (a column, or a subquery into other tables); NAME=EXPR names it. Sizes (size=, sz, bytes) show in KiB, MiB. Give it again for more sums (--sum size=sz --sum files=1): rows show the first, details and export all.",
      valueName: "[NAME=]EXPR"))
  var sum: [String] = []

  @Option(
    help: ArgumentHelp(
      "Whether each row's value already holds its subtree's total, as a disk-usage tool stores a directory's size: stored (shown as stored), added (added up), auto (found from the values; the default).",
      valueName: "auto|stored|added"))
  var totals: String?

  @Flag(help: "Forget the tree, sibling order and width (w) chosen before for this file, and detect again.")
  var forget = false

  var isGiven: Bool { table != nil }

  /// Forgets the tree and order chosen before for the file, before opening it.
  func forgetChoices(of file: String?) throws {
    guard forget, let file else { return }
    do {
      try TreeChoices(location: AppPaths.treeChoices(ProcessInfo.processInfo.environment)).forget(file)
    } catch {
      throw CLIError("cannot forget the choices for \(file): \(error.localizedDescription)")
    }
  }

  /// Each `--sum` as given (with `--totals`), in order.
  var treeSums: [TreeSum] {
    sum.compactMap(TreeSum.init(option:)).map { given in
      var found = given
      found.stored = totals == "stored" ? true : totals == "added" ? false : nil
      return found
    }
  }

  func check() throws {
    if closure != nil && (ancestor == nil || descendant == nil) {
      throw ValidationError("--closure T needs --ancestor C and --descendant C.")
    }
    if (ancestor != nil || descendant != nil || depth != nil) && closure == nil {
      throw ValidationError("--ancestor, --descendant and --depth go with --closure T.")
    }
    if closure != nil && (parent != nil || links != nil || path != nil || nested != nil) {
      throw ValidationError("--closure is instead of --parent, --links, --path and --nested.")
    }
    if table != nil && parent == nil && path == nil && nested == nil && closure == nil {
      throw ValidationError(
        "--table needs --parent C (the column naming each row's parent), --path C (a column of paths) or --nested LFT,RGT."
      )
    }
    if table == nil
      && (parent != nil || id != nil || label != nil || order != nil || links != nil || path != nil || nested != nil)
    {
      throw ValidationError("--parent, --path, --nested, --id, --label, --order and --links go with --table T.")
    }
    if nested != nil && (parent != nil || links != nil || path != nil) {
      throw ValidationError("--nested is instead of --parent, --links and --path.")
    }
    if let nested, nested.split(separator: ",").count != 2 {
      throw ValidationError("--nested takes two columns: --nested LFT,RGT.")
    }
    if treeID != nil && nested == nil { throw ValidationError("--tree-id goes with --nested LFT,RGT.") }
    if path != nil && (parent != nil || links != nil) {
      throw ValidationError("--path is instead of --parent and --links.")
    }
    if path == nil && (separator != nil || step != nil) {
      throw ValidationError("--separator and --step go with --path C.")
    }
    if separator != nil && step != nil { throw ValidationError("Give --separator S or --step N, not both.") }
    if separator == "" { throw ValidationError("--separator cannot be empty (--step N splits fixed-width levels).") }
    if let step, step < 1 { throw ValidationError("--step must be 1 or more.") }
    if (links == nil) != (child == nil) { throw ValidationError("--links L and --child C go together.") }
    if let roots {
      if table == nil || parent == nil || links != nil {
        throw ValidationError("--roots goes with --table T --parent C.")
      }
      if Self.split(roots) == nil {
        throw ValidationError("--roots takes a table and a column: --roots books.root_account_guid.")
      }
    }
    if sum.contains(where: { TreeSum(option: $0) == nil }) {
      throw ValidationError("--sum needs an expression: --sum size=sz, --sum 'price * quantity'.")
    }
    let names = treeSums.map(\.name)
    if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw ValidationError("Two sums are named “\(twice)”: name them apart, --sum size=sz --sum files=1.")
    }
    if let totals, !["auto", "stored", "added"].contains(totals) {
      throw ValidationError("--totals is auto, stored or added, not “\(totals)”.")
    }
    if totals != nil && sum.isEmpty { throw ValidationError("--totals goes with --sum [NAME=]EXPR.") }
  }

  var tree: ForeignTree? {
    if let table, let closure, let ancestor, let descendant {
      var tree = ForeignTree.closure(of: table, in: closure, ancestor: ancestor, descendant: descendant, depth: depth)
      tree.id = id
      tree.label = label
      return tree
    }
    if let table, let nested {
      let bounds = nested.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      var tree = ForeignTree.nestedSets(in: table, left: bounds.first ?? "", right: bounds.last ?? "", treeID: treeID)
      tree.id = id
      tree.label = label
      return tree
    }
    if let table, let path {
      var tree = ForeignTree.paths(in: table, column: path, separator: separator, step: step)
      tree.label = label
      return tree
    }
    guard let table, let parent else { return nil }
    let linkTables = links.map {
      $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    var tree = ForeignTree(
      table: table, id: id, parent: parent, label: label, order: order, links: linkTables, child: child)
    tree.roots = roots.flatMap(Self.split)
    return tree
  }

  /// `books.root_account_guid` as its table and column (split at the last dot).
  static func split(_ roots: String) -> [String]? {
    guard let dot = roots.lastIndex(of: "."), dot != roots.startIndex, roots.index(after: dot) != roots.endIndex
    else { return nil }
    return [String(roots[..<dot]), String(roots[roots.index(after: dot)...])]
  }
}
