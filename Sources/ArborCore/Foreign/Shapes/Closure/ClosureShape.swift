import ArborDB
import GRDB

/// A closure table of a table's rows: every (ancestor, descendant) pair, itself included
/// or not, with the distance when it has one; the tree is made of the direct pairs.
/// `--table T --closure T --ancestor C --descendant C [--depth C]`.
public struct ClosureShape: ForeignShapeKind {
  public let table: String
  public let ancestor: String
  public let descendant: String
  public let depth: String?

  public static let option = "--closure"
  public static let usage = "--table T --closure T --ancestor C --descendant C"
  public static let needs = "--closure T --ancestor C --descendant C (a closure table)"
  public static let ownOptions = ["--ancestor", "--descendant", "--depth"]

  public static func shape(from words: ShapeWords) throws -> ForeignTree.Shape? {
    guard let closure = words[option] else { return nil }
    guard let ancestor = words["--ancestor"], let descendant = words["--descendant"] else {
      throw ShapeOptionError("--closure T needs --ancestor C and --descendant C.")
    }
    return .closure(table: closure, ancestor: ancestor, descendant: descendant, depth: words["--depth"])
  }

  public func options(key: [String], label: [String], order: String?) -> [String] {
    ["--closure", table, "--ancestor", ancestor, "--descendant", descendant]
      + (depth.map { ["--depth", $0] } ?? []) + key + label
  }

  public var described: String { "by the closure \(table)" }

  public func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy {
    try ClosureHierarchy(tree: tree, db)
  }

  public func survey(_ candidate: TreeCandidate, _ db: Database, progress: @escaping (Int) -> Void) throws
    -> ShapeSurvey
  {
    // With the depth column as found in the file, when the candidate did not name one.
    let tree = try ClosureHierarchy(tree: candidate.tree, db).tree
    let what =
      " \(tree.describedHow) (ancestor \(ancestor), descendant \(descendant)), "
      + "label \(SurveyWords.label(tree))"
    return ShapeSurvey(
      tree: tree, what: what + " — \(candidate.evidence)", size: SurveyWords.count(candidate.rows, "node"))
  }
}
