import ArborTerminal
import Testing

@Suite struct PrintableTextTests {
  @Test func widthsOfScripts() {
    #expect(PrintableText.width("abc") == 3)
    #expect(PrintableText.width("日本") == 4)
    #expect(PrintableText.width("한국어") == 6)
    #expect(PrintableText.width("🏠") == 2)
    #expect(PrintableText.width("👍🏽") == 2)
    #expect(PrintableText.width("👨‍👩‍👧") == 2)
    #expect(PrintableText.width("🇫🇷") == 2)
    #expect(PrintableText.width("❤️") == 2)
    #expect(PrintableText.width("é") == 1)
    #expect(PrintableText.width("e\u{301}") == 1)
    #expect(PrintableText.width("ｆｕｌｌ") == 8)
    #expect(PrintableText.width("") == 0)
  }

  @Test func controlCharactersAreSpelledOut() {
    let units = PrintableText.units("a\u{1B}[2J\u{9B}b\u{7F}\t\u{0}")
    #expect(units.map(\.text).joined() == "a^[[2J<9b>b^?^I^@")
    // Each cell holds one character; the spelled-out ones are marked.
    #expect(units.allSatisfy { $0.width == 1 && $0.text.count == 1 })
    #expect(units.filter(\.isEscaped).map(\.text).joined() == "^[<9b>^?^I^@")
    #expect(PrintableText.width("\u{1B}") == 2)
  }

  @Test func bidiOverridesAndLineSeparatorsAreVisible() {
    #expect(PrintableText.units("a\u{202E}b").map(\.text).joined() == "a<202e>b")
    #expect(PrintableText.units("\u{2028}").map(\.text).joined() == "<2028>")
  }

  @Test func crlfClusterIsTwoEscapes() {
    #expect(PrintableText.units("x\r\ny").map(\.text).joined() == "x^M^Jy")
  }

  @Test func loneCombiningMarkSitsOnASpace() {
    let units = PrintableText.units("\u{301}")
    #expect(units.count == 1)
    #expect(units[0].width == 1)
    #expect(units[0].text == " \u{301}")
  }
}
