import ArborDB
import GRDB

/// Tables of (child, parent) rows linking the nodes of a table, when the links are not a
/// column of it (an outliner's `children(node_id, father_id, sequence)`): several tables
/// make one graph, and a node may have several parents.
/// `--table T --links L[,L…] --child C --parent C [--order C]`.
public struct LinksShape: ForeignShapeKind {
  public let tables: [String]
  public let child: String
  public let parent: String

  public static let option = "--links"
  public static let usage = "--table T --links L --child C --parent C"
  public static let needs = "--links L --child C --parent C (tables linking children to parents)"
  public static let ownOptions = ["--child"]

  public static func shape(from words: ShapeWords) throws -> ForeignTree.Shape? {
    guard let links = words[option] else { return nil }
    guard let child = words["--child"] else { throw ShapeOptionError("--links L and --child C go together.") }
    guard let parent = words["--parent"] else {
      throw ShapeOptionError("--links L needs --parent C, the link tables' column naming the parent.")
    }
    let tables = links.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !tables.isEmpty else { throw ShapeOptionError("--links names at least one table: --links children.") }
    return .links(tables: tables, child: child, parent: parent)
  }

  public func options(key: [String], label: [String], order: String?) -> [String] {
    key + ["--links", tables.joined(separator: ","), "--child", child, "--parent", parent] + label
      + (order.map { ["--order", $0] } ?? [])
  }

  public var described: String { "linked by " + tables.joined(separator: ", ") }

  public var openedAs: String? { " " + described }

  /// Nodes move (one link), are added (with a link) and deleted with their links.
  public var editPlacement: EditPlacement {
    EditPlacement(LinkPlacement(tables: tables, child: child, parent: parent))
  }

  public func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy {
    try LinkedHierarchy(tree: tree, db)
  }

  public func survey(_ candidate: TreeCandidate, _ db: Database, progress: @escaping (Int) -> Void) throws
    -> ShapeSurvey
  {
    let linked = try LinkedHierarchy(tree: candidate.tree, db)
    let tree = linked.tree
    let several = try linked.nodesWithSeveralParents(db)
    let what =
      " linked by \(tables.joined(separator: ", ")) (child \(child), parent \(parent)), "
      + "label \(SurveyWords.label(tree)), order \(tree.order ?? "by label")"
    return ShapeSurvey(
      tree: tree, what: what, size: SurveyWords.count(candidate.rows, "node") + ", \(several) with several parents")
  }
}
