import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Testing

@testable import ArborApp

/// Text written on another system ends its lines with CR LF (or CR). Swift takes "\r\n"
/// as one `Character`, so splitting on "\n" kept such notes in one paragraph, the line
/// ends then drawn inside it in their visible spelling (`^M^J`).
@Suite struct LineEndingTests {
  @Test func notesWithAnyLineEndWrapIntoTheSameLines() {
    let expected: [String] = ["first line", "second", "", "after a blank"]
    let unix: [String] = DetailLines.wrap("first line\nsecond\n\nafter a blank", width: 40)
    let crlf: [String] = DetailLines.wrap("first line\r\nsecond\r\n\r\nafter a blank", width: 40)
    let cr: [String] = DetailLines.wrap("first line\rsecond\r\rafter a blank", width: 40)
    #expect(unix == expected)
    #expect(crlf == expected)
    #expect(cr == expected)
  }

  @Test func splitLinesKeepsEmptyLinesAndEveryEnding() {
    let text = "a\r\nb\n\rc\r"
    let lines: [String] = text.splitLines().map { String($0) }
    let expected: [String] = ["a", "b", "", "c", ""]
    #expect(lines == expected)
  }
}
