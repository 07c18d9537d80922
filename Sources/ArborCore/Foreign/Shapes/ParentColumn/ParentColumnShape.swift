import ArborDB
import GRDB

/// Each row names its parent's key in a column of its own (`parent_id`): the tree most
/// programs keep. `--table T --parent C [--roots T.C]`.
public struct ParentColumnShape: ForeignShapeKind {
  public let parent: String
  /// Where the file names its roots (`books.root_account_guid`): a table and a column.
  public let roots: [String]?

  public static let option = "--parent"
  public static let usage = "--table T --parent C"
  public static let needs = "--parent C (the column naming each row's parent)"
  public static let ownOptions = ["--roots"]

  public static func shape(from words: ShapeWords) throws -> ForeignTree.Shape? {
    guard let parent = words[option], !words.has(LinksShape.option) else { return nil }
    var roots: [String]?
    if let named = words["--roots"] {
      guard let split = split(named) else {
        throw ShapeOptionError("--roots takes a table and a column: --roots books.root_account_guid.")
      }
      roots = split
    }
    return .parentColumn(parent: parent, roots: roots)
  }

  /// `books.root_account_guid` as its table and column (split at the last dot).
  static func split(_ roots: String) -> [String]? {
    guard let dot = roots.lastIndex(of: "."), dot != roots.startIndex, roots.index(after: dot) != roots.endIndex
    else { return nil }
    return [String(roots[..<dot]), String(roots[roots.index(after: dot)...])]
  }

  public func options(key: [String], label: [String], order: String?) -> [String] {
    key + ["--parent", parent] + label + (order.map { ["--order", $0] } ?? [])
      + (roots.map { ["--roots", $0.joined(separator: ".")] } ?? [])
  }

  public var described: String {
    "by \(parent)" + (roots.map { ", roots named in " + $0.joined(separator: ".") } ?? "")
  }

  public var openedAs: String? { ", parent column " + parent }

  /// Rows move, are added and deleted through their parent column.
  public var editPlacement: EditPlacement { EditPlacement(ParentColumnPlacement(parent: parent, roots: roots)) }

  public func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy {
    try ForeignHierarchy(tree: tree, db)
  }

  public func survey(_ candidate: TreeCandidate, _ db: Database, progress: @escaping (Int) -> Void) throws
    -> ShapeSurvey
  {
    let hierarchy = try ForeignHierarchy(tree: candidate.tree, db)
    let survey = try TreeSurvey.survey(hierarchy, db, progress: progress)
    let tree = hierarchy.tree
    let named = roots.map { ", roots named in " + $0.joined(separator: ".") } ?? ""
    let what =
      ": parent \(parent), id \(tree.id ?? "rowid"), label \(SurveyWords.label(tree)), order \(tree.order ?? "by label")"
      + named
    let size =
      SurveyWords.count(survey.nodes, "node") + ", " + SurveyWords.count(survey.roots, "root") + ", "
      + SurveyWords.levels(survey.depth) + ", \(survey.inCycles) in cycles"
    return ShapeSurvey(tree: tree, what: what + " — \(candidate.evidence)", size: size)
  }
}
