import ArborCore
import ArborTerminal
import Foundation

/// `arbor trees` reads every row of each tree it lists (1.8 million paths: 6–8 s of
/// silence): past a second, when standard error is a terminal, one line there says which
/// tree it reads and how far it has come, rewritten in place and cleared at the end.
final class SurveyProgress {
  private let start = Date()
  private let shows = isatty(2) == 1
  private var shown = false

  func read(tree: String, rows: Int) {
    guard shows, Date().timeIntervalSince(start) >= 1 else { return }
    shown = true
    writeStandardError("\rarbor trees: reading \(tree), \(TotalText.grouped(Int64(rows))) rows so far…\u{1B}[K")
  }

  func finish() {
    if shown { writeStandardError("\r\u{1B}[K") }
  }
}
