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
      throw CLIError(error, file: file)
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
      let progress = StandardErrorProgress()
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
            "\(number + 1). table \(candidate.tree.table) \(candidate.tree.describedHow): could not be read (\(CLIError(error, file: file).description))"
          )
        }
      }
      return lines
    }
  }

  /// The candidate's lines: what it is, its size and shape (in the shape's own terms),
  /// the command that opens it.
  private func describe(_ candidate: TreeCandidate, number: Int, _ db: Database, progress: StandardErrorProgress) throws
    -> [String]
  {
    let survey = try candidate.tree.shape.kind.survey(candidate, db) {
      progress.say("arbor trees: reading \(candidate.tree.table), \(TotalText.grouped(Int64($0))) rows so far…")
    }
    return [
      "\(number). table \(survey.tree.table)" + survey.what,
      "   " + survey.size,
      "   arbor \(ShellQuote.word(file)) \(survey.tree.commandLineOptions)",
    ]
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
}
