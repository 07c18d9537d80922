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

  /// The shape options as given, by name, for the shapes to read (`ForeignShapeKind`).
  private var shapeWords: ShapeWords {
    let given: [(String, String?)] = [
      ("--parent", parent), ("--roots", roots), ("--links", links), ("--child", child), ("--path", path),
      ("--separator", separator), ("--step", step.map(String.init)), ("--nested", nested), ("--tree-id", treeID),
      ("--closure", closure), ("--ancestor", ancestor), ("--descendant", descendant), ("--depth", depth),
    ]
    return ShapeWords(Dictionary(uniqueKeysWithValues: given.compactMap { name, value in value.map { (name, $0) } }))
  }

  func check() throws {
    let words = shapeWords
    let rowOptions: [String] = [("--id", id), ("--label", label), ("--order", order)].compactMap { name, value in
      value == nil ? nil : name
    }
    let given = ForeignTree.Shape.allOptions.filter { words[$0] != nil } + rowOptions
    if table == nil, let stray = given.first {
      throw ValidationError("\(stray) goes with --table T (for one: --table T --parent C).")
    }
    if table != nil {
      do {
        _ = try ForeignTree.Shape.from(words)
      } catch let error as ShapeOptionError {
        throw ValidationError(error.description)
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
    guard let table, let shape = try? ForeignTree.Shape.from(shapeWords) else { return nil }
    return ForeignTree(table: table, id: id, label: label, order: order, shape: shape)
  }
}
