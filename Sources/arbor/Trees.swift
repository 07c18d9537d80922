import ArborApp
import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import ArgumentParser
import Foundation

struct Trees: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the trees in another program's SQLite file, with the command that opens each.",
    discussion: "The file is only read. Counting roots, depth and cycles reads every row's key and parent once.")

  @Argument(help: ArgumentHelp("An SQLite file.", valueName: "FILE"))
  var file: String

  @Flag(help: "Say, for each tree, what its rank is made of.")
  var why = false

  func run() throws {
    do {
      let lines = try FileTraces.leavingNone(at: file) { try survey() }
      print(lines.joined(separator: "\n"))
    } catch {
      throw CLIError(error)
    }
  }

  private func survey() throws -> [String] {
    let database = try ForeignFile.open(path: file)
    return try database.read { db in
      let candidates = try TreeDetector.candidates(db)
      if candidates.isEmpty {
        return [
          "No table in \(file) looks like a tree (no column refers to its own table's rows or holds paths).",
          "Name one: arbor \(ShellQuote.word(file)) --table T --parent C, or --table T --path C",
        ]
      }
      var lines: [String] = [choice(candidates)]
      let progress = SurveyProgress()
      defer { progress.finish() }
      for (number, candidate) in candidates.enumerated() {
        // One candidate that cannot be read (a view that fails, an odd collation) is said
        // to be so; the others are still listed.
        do {
          lines += try describe(candidate, number: number + 1, db, progress: progress)
          if why { lines.append("   why: " + Self.reasons(candidate)) }
          if let sum = try TreeDetector.proposedSum(for: candidate.tree, db) {
            var summed = candidate.tree
            summed.sum = sum
            lines.append("   with totals per subtree: arbor \(ShellQuote.word(file)) \(summed.commandLineOptions)")
          }
        } catch  where !QueryDeadline.isInterruption(error) {
          lines.append(
            "\(number + 1). table \(candidate.tree.table) \(candidate.tree.describedHow): could not be read (\(CLIError(error).description))"
          )
        }
      }
      return lines
    }
  }

  /// The candidate's lines: what it is, its size and shape, the command that opens it.
  private func describe(_ candidate: TreeCandidate, number: Int, _ db: Database, progress: SurveyProgress) throws
    -> [String]
  {
    let (tree, what, size) = try Self.survey(candidate, db, progress: progress)
    return [
      "\(number). table \(tree.table)" + what,
      "   " + size,
      "   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)",
    ]
  }

  /// The tree as read from the file, what it is in words (after its table's name, with
  /// why it was found), and its size — in each shape's own terms.
  private static func survey(_ candidate: TreeCandidate, _ db: Database, progress: SurveyProgress) throws -> (
    tree: ForeignTree, what: String, size: String
  ) {
    func levels(_ depth: Int) -> String { "\(depth) level\(depth == 1 ? "" : "s") deep" }
    switch candidate.tree.shape {
    case .closure:
      let tree = try ClosureHierarchy(tree: candidate.tree, db).tree
      let what =
        " \(tree.describedHow) (ancestor \(tree.ancestor ?? ""), descendant \(tree.descendant ?? "")), label \(label(tree))"
      return (tree, what + " — \(candidate.evidence)", count(candidate.rows, "node"))
    case .nestedSets:
      let nested = try NestedSetHierarchy(tree: candidate.tree, db)
      // Its roots are counted in its copy, made only for a table small enough to wait for.
      try nested.copyAtOnceWhenSmall(db)
      let tree = nested.tree
      let top = try nested.childCounts(of: nil, db).total
      let what = ": \(tree.describedHow)\(tree.treeID.map { " by \($0)" } ?? ""), label \(label(tree))"
      return (
        tree, what + " — \(candidate.evidence)",
        count(candidate.rows, "row") + (nested.readsCopy ? ", " + count(top, "root") : "")
      )
    case .paths:
      let paths = try PathHierarchy(tree: candidate.tree, db)
      let survey = try TreeSurvey.survey(paths: paths, db) { progress.read(tree: candidate.tree.table, rows: $0) }
      let tree = paths.tree
      let split = paths.splitter.options.map(ShellQuote.word).joined(separator: " ")
      let what = ": \(tree.describedHow), split \(split), label \(tree.label ?? "each path's last level")"
      return (
        tree, what + " — \(candidate.evidence)",
        count(survey.nodes, "row") + ", " + count(survey.roots, "first level") + ", " + levels(survey.depth)
      )
    case .links(let tables, let child, _):
      let linked = try LinkedHierarchy(tree: candidate.tree, db)
      let tree = linked.tree
      let several = try linked.nodesWithSeveralParents(db)
      let what =
        " linked by \(tables.joined(separator: ", ")) (child \(child), parent \(tree.parent)), label \(label(tree)), "
        + "order \(tree.order ?? "by label")"
      return (tree, what, count(candidate.rows, "node") + ", \(several) with several parents")
    case .parentColumn:
      let hierarchy = try ForeignHierarchy(tree: candidate.tree, db)
      let survey = try TreeSurvey.survey(hierarchy, db) { progress.read(tree: candidate.tree.table, rows: $0) }
      let tree = hierarchy.tree
      let named = tree.roots.map { ", roots named in " + $0.joined(separator: ".") } ?? ""
      let what =
        ": parent \(tree.parent), id \(tree.id ?? "rowid"), label \(label(tree)), order \(tree.order ?? "by label")"
        + named
      let size =
        count(survey.nodes, "node") + ", " + count(survey.roots, "root") + ", " + levels(survey.depth)
        + ", \(survey.inCycles) in cycles"
      return (tree, what + " — \(candidate.evidence)", size)
    }
  }

  /// Which tree a plain `arbor FILE` opens: the one chosen last time, else the first.
  private func choice(_ candidates: [TreeCandidate]) -> String {
    let quoted = ShellQuote.word(file)
    let choices = TreeChoices(location: AppPaths.treeChoices(ProcessInfo.processInfo.environment))
    if let remembered = choices.remembered(for: file) {
      return "arbor \(quoted) opens table \(remembered.table) \(remembered.describedHow), as chosen last time "
        + "(arbor \(quoted) --forget to choose again). The trees, likeliest first:"
    }
    return "arbor \(quoted) opens the first of these, the likeliest"
      + (candidates.count > 1 ? " (T in the app, or the command under each, opens another):" : ":")
  }

  /// "score 4.42: parent up foreign key to its own table +3, … , 120 rows +0.21".
  private static func reasons(_ candidate: TreeCandidate) -> String {
    func figure(_ value: Double) -> String {
      let text = String(Double((abs(value) * 100).rounded()) / 100)
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    func signed(_ weight: Double) -> String { (weight < 0 ? "−" : "+") + figure(weight) }
    return "score \(candidate.score < 0 ? "−" : "")\(figure(candidate.score)): "
      + candidate.reasons.map { "\($0.words) \(signed($0.weight))" }.joined(separator: ", ")
  }

  /// The label as `arbor trees` says it: the column or expression, or what stands in.
  private static func label(_ tree: ForeignTree) -> String { tree.label ?? "the row's key" }

  /// "1 node", "12 nodes", "1,483,570 rows".
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(TotalText.grouped(Int64(number))) \(noun)\(number == 1 ? "" : "s")"
  }
}
