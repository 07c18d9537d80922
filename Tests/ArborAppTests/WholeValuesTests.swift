import ArborCore
import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Testing

@testable import ArborApp

/// `v`: a value longer than the detail pane (a bookmark's URL) is read whole, wrapped
/// under its label, instead of cut at the pane's edge.
@Suite struct WholeValuesTests {
  let details = NodeDetails(
    kind: "bookmark", path: ["Menu"],
    fields: [
      DetailField(
        "url", .typed("https://example.org/a/very/long/path/that/goes/on?and=on&and=on", type: "text", style: nil)),
      DetailField("title", .text("Short", style: nil)),
    ], groups: [])

  func text(_ whole: Bool) -> [String] {
    let theme = Theme(entries: [:], support: .monochrome)
    return DetailLines.lines(for: details, width: 30, theme: theme, whole: whole).map(\.plainText)
  }

  @Test func aLongValueWrapsUnderItsLabel() {
    #expect(
      text(false) == [
        "url       https://example.org/a/very/long/path/that/goes/on?and=on&and=on  text", "title     Short",
      ])
    #expect(
      text(true) == [
        "url       https://example.org/",
        "          a/very/long/path/tha",
        "          t/goes/on?and=on&and",
        "          =on  text",
        "title     Short",
      ])
  }
}
