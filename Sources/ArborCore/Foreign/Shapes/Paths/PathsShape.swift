import ArborDB
import GRDB

/// A column of paths (`docs/guide/intro.md`) placing each row: the tree is made of the
/// paths' levels, directories that are only prefixes included.
/// `--table T --path C [--separator S | --step N]`.
public struct PathsShape: ForeignShapeKind {
  public let column: String
  public let rule: PathSplitter.Rule

  public static let option = "--path"
  public static let usage = "--table T --path C"
  public static let needs = "--path C (a column of paths)"
  public static let ownOptions = ["--separator", "--step"]

  public static func shape(from words: ShapeWords) throws -> ForeignTree.Shape? {
    guard let column = words[option] else { return nil }
    switch (words["--separator"], words["--step"]) {
    case (.some, .some): throw ShapeOptionError("Give --separator S or --step N, not both.")
    case (let separator?, nil):
      guard !separator.isEmpty else {
        throw ShapeOptionError("--separator cannot be empty (--step N splits fixed-width levels).")
      }
      return .paths(column: column, rule: .separator(separator))
    case (nil, let step?):
      guard let width = Int(step), width >= 1 else { throw ShapeOptionError("--step must be 1 or more.") }
      return .paths(column: column, rule: .step(width))
    case (nil, nil):
      return .paths(column: column, rule: .separator("/"))
    }
  }

  /// A path's level has no key of its own: the key is not an option of this shape.
  public func options(key: [String], label: [String], order: String?) -> [String] {
    ["--path", column] + PathSplitter(rule).options + label
  }

  public var described: String { "paths in \(column)" }

  public func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy {
    try PathHierarchy(tree: tree, db)
  }

  public func survey(_ candidate: TreeCandidate, _ db: Database, progress: @escaping (Int) -> Void) throws
    -> ShapeSurvey
  {
    let paths = try PathHierarchy(tree: candidate.tree, db)
    let survey = try TreeSurvey.survey(paths: paths, db, progress: progress)
    let tree = paths.tree
    let split = paths.splitter.options.map(ShellQuote.word).joined(separator: " ")
    let what = ": \(tree.describedHow), split \(split), label \(tree.label ?? "each path's last level")"
    return ShapeSurvey(
      tree: tree, what: what + " — \(candidate.evidence)",
      size: SurveyWords.count(survey.nodes, "row") + ", " + SurveyWords.count(survey.roots, "first level") + ", "
        + SurveyWords.levels(survey.depth))
  }
}
