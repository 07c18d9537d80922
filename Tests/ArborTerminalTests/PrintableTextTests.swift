import ArborTerminal
import Testing

@Suite struct PrintableTextTests {
  @Test func widthsOfScripts() {
    #expect(PrintableText.width("abc") == 3)
    #expect(PrintableText.width("日本") == 4)
    #expect(PrintableText.width("한국어") == 6)
    #expect(PrintableText.width("🏠") == 2)
    #expect(PrintableText.width("👍🏽") == 2)
    // Terminals disagree on these (tmux drew them misaligned), so they are drawn in a
    // form every terminal measures alike: a ZWJ family as its members, a flag as its
    // letters, an emoji with VS16 in its text form.
    #expect(PrintableText.width("👨‍👩‍👧") == 6)
    #expect(PrintableText.units("🇫🇷").map(\.text) == ["F", "R"])
    #expect(PrintableText.width("❤️") == 1)
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

  /// What a cell may hold is what an ncurses cell takes (one spacing character and up to
  /// four zero-width marks, no joiners or selectors), for every hostile cluster.
  @Test func everyCellIsOneSpacingCharacterWithAtMostFourMarks() {
    let hostile = [
      "👩🏽‍🚒", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "☺", "☺\u{FE0F}", "1\u{FE0F}\u{20E3}",
      "Z" + String(repeating: "\u{0336}\u{0301}", count: 40), "\u{200B}x\u{FEFF}\u{AD}\u{2060}",
      "\u{10FFFD}\u{E000}\u{FFFF}", "🇺", "🇺🇳🇺", "\u{1100}\u{1161}\u{11A8}", "a\u{200F}b\u{061C}",
    ]
    for text in hostile {
      let units = PrintableText.units(text)
      #expect(units.reduce(0) { $0 + $1.width } == PrintableText.width(text))
      for unit in units {
        let scalars = Array(unit.text.unicodeScalars)
        #expect(scalars.count <= 5, "\(text.debugDescription)")
        #expect(DisplayWidth.of(scalars[0]) == unit.width || unit.text.hasPrefix(" "), "\(text.debugDescription)")
        #expect(
          scalars.dropFirst().allSatisfy {
            DisplayWidth.of($0) == 0 && $0.value != 0x200D && !(0xFE00...0xFE0F).contains($0.value)
          })
      }
    }
    #expect(PrintableText.units("a\u{200B}b").map(\.text).joined() == "a<200b>b")
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
