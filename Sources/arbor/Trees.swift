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
      for (number, candidate) in candidates.enumerated() {
        // One candidate that cannot be read (a view that fails, an odd collation) is said
        // to be so; the others are still listed.
        do {
          lines += try describe(candidate, number: number + 1, db)
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

  private func describe(_ candidate: TreeCandidate, number: Int, _ db: Database) throws -> [String] {
    var lines: [String] = []
    if candidate.tree.closure != nil {
      let closure = try ClosureHierarchy(tree: candidate.tree, db)
      let tree = closure.tree
      lines.append(
        "\(number). table \(tree.table) \(tree.describedHow) (ancestor \(tree.ancestor ?? ""), descendant \(tree.descendant ?? "")), label \(Self.label(tree)) — \(candidate.evidence)"
      )
      lines.append("   " + Self.count(candidate.rows, "node"))
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    if candidate.tree.nested != nil {
      let nested = try NestedSetHierarchy(tree: candidate.tree, db)
      // Its roots are counted in its copy, made only for a table small enough to wait for.
      try nested.copyAtOnceWhenSmall(db)
      let tree = nested.tree
      let roots = try nested.childCounts(of: nil, db).total
      lines.append(
        "\(number). table \(tree.table): \(tree.describedHow)\(tree.treeID.map { " by \($0)" } ?? ""), label \(Self.label(tree)) — \(candidate.evidence)"
      )
      lines.append(
        "   " + Self.count(candidate.rows, "row") + (nested.readsCopy ? ", \(roots) root\(roots == 1 ? "" : "s")" : ""))
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    if candidate.tree.path != nil {
      let paths = try PathHierarchy(tree: candidate.tree, db)
      let survey = try TreeSurvey.survey(paths: paths, db)
      let tree = paths.tree
      lines.append(
        "\(number). table \(tree.table): \(tree.describedHow), split \(paths.splitter.options.map(ShellQuote.word).joined(separator: " ")), label \(tree.label ?? "each path's last level") — \(candidate.evidence)"
      )
      lines.append(
        "   " + Self.count(survey.nodes, "row")
          + ", \(survey.roots) first level\(survey.roots == 1 ? "" : "s"), \(survey.depth) level\(survey.depth == 1 ? "" : "s") deep"
      )
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    if let links = candidate.tree.links, let child = candidate.tree.child {
      let linked = try LinkedHierarchy(tree: candidate.tree, db)
      let tree = linked.tree
      let several = try linked.nodesWithSeveralParents(db)
      lines.append(
        "\(number). table \(tree.table) linked by \(links.joined(separator: ", ")) (child \(child), parent \(tree.parent)), label \(Self.label(tree)), order \(tree.order ?? "by label")"
      )
      lines.append("   " + Self.count(candidate.rows, "node") + ", \(several) with several parents")
      lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
      return lines
    }
    let hierarchy = try ForeignHierarchy(tree: candidate.tree, db)
    let survey = try TreeSurvey.survey(hierarchy, db)
    let tree = hierarchy.tree
    lines.append(
      "\(number). table \(tree.table): parent \(tree.parent), id \(tree.id ?? "rowid"), label \(Self.label(tree)), order \(tree.order ?? "by label")\(tree.roots.map { ", roots named in " + $0.joined(separator: ".") } ?? "") — \(candidate.evidence)"
    )
    lines.append(
      "   " + Self.count(survey.nodes, "node")
        + ", \(survey.roots) root\(survey.roots == 1 ? "" : "s"), \(survey.depth) level\(survey.depth == 1 ? "" : "s") deep, \(survey.inCycles) in cycles"
    )
    lines.append("   arbor \(ShellQuote.word(file)) \(tree.commandLineOptions)")
    return lines
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

  /// "1 node", "12 nodes".
  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
