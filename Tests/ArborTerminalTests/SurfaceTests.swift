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

  /// Plain ASCII lines take a shorter way onto the grid; they must end up exactly as
  /// through the grapheme walk (here forced by an "é" where the ASCII line has "e").
  @Test func asciiLinesDrawAsTheGeneralPathDoes() {
    let bold = Style(attributes: .bold)
    let ascii = StyledLine.marked("ab [cde] fe", open: "[", close: "]", style: .plain, marked: bold)
    let accented = StyledLine.marked("ab [cdé] fé", open: "[", close: "]", style: .plain, marked: bold)
    for width in 0...12 {
      var drawn: [String] = []
      var marks: [String] = []
      for line in [ascii, accented] {
        let surface = render(Size(rows: 1, columns: 14)) { surface in
          surface.drawPadded(line, row: 0, column: 1, width: width, style: Style(attributes: .underline))
        }
        drawn.append(String(surface.text.map { $0 == "é" ? "e" : $0 }))
        marks.append(
          surface.marks {
            $0.style.attributes.contains(.bold) ? "#" : $0.style.attributes.contains(.underline) ? "_" : "."
          })
      }
      #expect(drawn[0] == drawn[1], "width \(width)")
      #expect(marks[0] == marks[1], "width \(width)")
    }
  }

  @Test func aCellKeepsABaseAndFourMarks() {
    let unit = "e\u{301}\u{302}\u{303}\u{304}"
    let surface = render(Size(rows: 1, columns: 3)) { surface in
      surface.put(unit, width: 1, style: .plain, row: 0, column: 0)
      surface.put("日", width: 2, style: .plain, row: 0, column: 1)
    }
    #expect(surface[0, 0].text == unit)
    #expect(surface[0, 0] == Cell(unit, width: 1, style: .plain))
    #expect(surface[0, 0] != Cell("e\u{301}", width: 1, style: .plain))
    #expect(surface[0, 1].text == "日" && surface[0, 2].isContinuation && surface[0, 2].text.isEmpty)
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
