import ArborCore
import ArborTerminal
import Foundation

/// A long command's progress (`arbor trees` reading 1.8 million paths: 6–8 s of silence;
/// `arbor export` of a large tree): past a second, when standard error is a terminal, one
/// line there says how far it has come, rewritten in place (at most five times a second)
/// and cleared at the end.
final class StandardErrorProgress {
  private let start = Date()
  private let shows = isatty(2) == 1
  private var shown = false
  private var last = Date.distantPast

  func say(_ words: @autoclosure () -> String) {
    let now = Date()
    guard shows, now.timeIntervalSince(start) >= 1, now.timeIntervalSince(last) >= 0.2 else { return }
    last = now
    shown = true
    writeStandardError("\r\(words())\u{1B}[K")
  }

  func finish() {
    if shown { writeStandardError("\r\u{1B}[K") }
  }
}
