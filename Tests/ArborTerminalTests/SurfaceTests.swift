import ArborTerminal
import InlineSnapshotTesting
import Testing

@Suite struct SurfaceTests {
  @Test func truncatesWithEllipsis() {
    let surface = render(Size(rows: 3, columns: 8)) { surface in
      surface.draw("abcdefghij", row: 0, column: 0, width: 8, style: .plain)
      surface.draw("abcdefgh", row: 1, column: 0, width: 8, style: .plain)
      surface.draw("abc", row: 2, column: 0, width: 1, style: .plain)
    }
    #expect(surface.text == "abcdefg…\nabcdefgh\n…")
  }

  @Test func neverSplitsAWideCharacter() {
    let surface = render(Size(rows: 2, columns: 6)) { surface in
      // Five columns of room: 日本 (4) fits, 語 would cut, so the ellipsis follows a blank.
      surface.draw("日本語です", row: 0, column: 0, width: 5, style: .plain)
      surface.draw("ab日本", row: 1, column: 0, width: 5, style: .plain)
    }
    #expect(surface.line(0) == "日本…")
    #expect(surface.line(1) == "ab日…")
    #expect(surface[1, 3].isContinuation)
  }

  @Test func wideCharacterAtTheRightEdgeBecomesABlank() {
    let surface = render(Size(rows: 1, columns: 3)) { surface in
      surface.put("日", width: 2, style: .plain, row: 0, column: 2)
    }
    #expect(surface[0, 2].text == " ")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    let surface = render(Size(rows: 2, columns: 4)) { surface in
      surface.draw("日本", row: 0, column: 0, width: 4, style: .plain)
      surface.put("x", width: 1, style: .plain, row: 0, column: 1)
      surface.draw("日本", row: 1, column: 0, width: 4, style: .plain)
      surface.put("y", width: 1, style: .plain, row: 1, column: 2)
    }
    #expect(surface.line(0) == " x本")
    #expect(surface.line(1) == "日y")
  }

  @Test func controlCharactersNeverReachTheGrid() {
    let surface = render(Size(rows: 1, columns: 30)) { surface in
      surface.draw("a\u{1B}]0;pwned\u{7}b\u{9B}c", row: 0, column: 0, width: 30, style: .plain)
    }
    #expect(surface.line(0) == "a^[]0;pwned^Gb<9b>c")
    for column in 0..<30 {
      #expect(!surface[0, column].text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
  }

  @Test func styledSpansKeepTheirStyles() {
    let bold = Style(attributes: .bold)
    let line = StyledLine.marked("say [hello] to [all]", open: "[", close: "]", style: .plain, marked: bold)
    #expect(line.plainText == "say hello to all")
    let surface = render(Size(rows: 1, columns: 20)) { $0.draw(line, row: 0, column: 0, width: 20) }
    assertInlineSnapshot(of: surface.marks { $0.style.attributes.contains(.bold) ? "#" : "." }, as: .lines) {
      """
      ....#####....###....
      """
    }
  }

  @Test func unbalancedMarkersDoNotFail() {
    let line = StyledLine.marked("a [b", open: "[", close: "]", style: .plain, marked: Style(attributes: .bold))
    #expect(line.plainText == "a b")
    #expect(line.spans.last?.style.attributes == .bold)
  }

  @Test func oneByOneSurface() {
    let surface = render(Size(rows: 1, columns: 1)) { surface in
      surface.draw("日本", row: 0, column: 0, width: 1, style: .plain)
    }
    #expect(surface.text == "…")
  }

  @Test func resizeKeepsContentAndCutsWideCharacters() {
    let surface = render(Size(rows: 2, columns: 6)) { surface in
      surface.draw("ab日本", row: 0, column: 0, width: 6, style: .plain)
    }
    surface.resize(to: Size(rows: 3, columns: 4))
    #expect(surface.text == "ab日\n\n")
    surface.resize(to: Size(rows: 1, columns: 3))
    #expect(surface.text == "ab")
  }
}
