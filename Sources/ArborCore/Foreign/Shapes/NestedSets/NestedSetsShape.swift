import ArborDB
import GRDB

/// A nested set's left and right bounds (`lft`, `rgt`): a row's parent is the row whose
/// interval is the smallest holding its own; a tree column separates the trees of one
/// table (django-treebeard's and django-mptt's `tree_id`).
/// `--table T --nested LFT,RGT [--tree-id C]`.
public struct NestedSetsShape: ForeignShapeKind {
  public let left: String
  public let right: String
  public let treeID: String?

  public static let option = "--nested"
  public static let usage = "--table T --nested LFT,RGT"
  public static let needs = "--nested LFT,RGT (a nested set's bounds)"
  public static let ownOptions = ["--tree-id"]

  public static func shape(from words: ShapeWords) throws -> ForeignTree.Shape? {
    guard let nested = words[option] else { return nil }
    let bounds = nested.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard bounds.count == 2, !bounds[0].isEmpty, !bounds[1].isEmpty else {
      throw ShapeOptionError("--nested takes two columns: --nested LFT,RGT.")
    }
    return .nestedSets(left: bounds[0], right: bounds[1], treeID: words["--tree-id"])
  }

  public func options(key: [String], label: [String], order: String?) -> [String] {
    ["--nested", left + "," + right] + (treeID.map { ["--tree-id", $0] } ?? []) + key + label
  }

  public var described: String { "nested sets \(left)…\(right)" }

  public func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy {
    try NestedSetHierarchy(tree: tree, db)
  }

  public func survey(_ candidate: TreeCandidate, _ db: Database, progress: @escaping (Int) -> Void) throws
    -> ShapeSurvey
  {
    let nested = try NestedSetHierarchy(tree: candidate.tree, db)
    // Its roots are counted in its copy, made only for a table small enough to wait for.
    try nested.copyAtOnceWhenSmall(db)
    let tree = nested.tree
    let top = try nested.childCounts(of: nil, db).total
    let what = ": \(tree.describedHow)\(treeID.map { " by \($0)" } ?? ""), label \(SurveyWords.label(tree))"
    return ShapeSurvey(
      tree: tree, what: what + " — \(candidate.evidence)",
      size: SurveyWords.count(candidate.rows, "row")
        + (nested.readsCopy ? ", " + SurveyWords.count(top, "root") : ""))
  }
}
