import ArborTerminal
import Testing

/// Input that used to hang or swallow keys: every case ran for minutes (or forever)
/// before the decoder and the text field became linear; the time limits guard that.
@Suite(.timeLimit(.minutes(1))) struct InputRobustnessTests {
  @Test func aStrayPasteStartEndsAfterQuietAndLaterKeysAreKeys() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~daily notes".utf8)).isEmpty)
    #expect(decoder.isInsidePaste)
    // A short pause (the escape delay) does not end it: pastes arrive in pieces.
    #expect(decoder.flush().isEmpty)
    // A long one does: the text is a paste, never commands.
    #expect(decoder.endPaste() == [.unendedPaste("daily notes")])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.decode(Array("q".utf8)) == [.key(.character("q"))])
    var escape = InputDecoder()
    _ = escape.decode(Array("\u{1B}[200~x".utf8))
    _ = escape.endPaste()
    #expect(escape.decode([0x1B]) + escape.flush() == [.key(.escape)])
  }

  /// A terminal's answers (capability, colour and clipboard queries) are not keys: the
  /// fuzzer found `ESC P +q … ESC \` typing `q` (quit).
  @Test func controlStringsAreNeverKeys() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}P+q544e\u{1B}\\j".utf8)) == [.key(.character("j"))])
    #expect(decoder.decode(Array("\u{1B}]11;rgb:0000/0000/0000\u{07}k".utf8)) == [.key(.character("k"))])
    #expect(decoder.decode(Array("\u{1B}_app\u{1B}\\".utf8)).isEmpty)
    // Cut short by another sequence: dropped, and the next one still counts.
    #expect(decoder.decode(Array("\u{1B}Pdcs\u{1B}[A".utf8)) == [.key(.up)])
    // Alone, it is Alt with the key.
    #expect(decoder.decode(Array("\u{1B}P".utf8)).isEmpty)
    #expect(decoder.flush() == [.key(Key(.character("P"), .alt))])
    // Never ended: dropped when the input goes quiet, not typed.
    #expect(decoder.decode(Array("\u{1B}]52;c;cXVpdA==".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
  }

  /// An incomplete SS3 or console sequence does not swallow the escape after it (the
  /// fuzzer found `ESC O` eating a paste's start marker, so the paste ran as keys).
  @Test func aBrokenSequenceNeverEatsTheNextOne() {
    var decoder = InputDecoder()
    let events = decoder.decode(Array("\u{1B}O\u{1B}[200~d y q\u{1B}[201~".utf8))
    #expect(events == [.key(Key(.character("O"), .alt)), .paste("d y q")])
    var console = InputDecoder()
    #expect(console.decode(Array("\u{1B}[[\u{1B}[A".utf8)) == [.key(.up)])
  }

  @Test func theEndMarkerMayBeSplitAnywhere() {
    let bytes = Array("\u{1B}[200~abc\u{1B}[201~j".utf8)
    for cut in 1..<bytes.count {
      var decoder = InputDecoder()
      let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(events == [.paste("abc"), .key(.character("j"))], "cut at \(cut)")
    }
  }

  @Test func aHugePasteInSmallPiecesIsReadOnceAndKeptBounded() {
    var decoder = InputDecoder()
    decoder.pasteLimit = 1 << 20
    #expect(decoder.decode(Array("\u{1B}[200~".utf8)).isEmpty)
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    // 40 MB in 4 KB reads: rescanning from the start would be 10^11 byte compares.
    for _ in 0..<10_000 {
      #expect(decoder.decode(chunk).isEmpty)
    }
    let events = decoder.decode(Array("\u{1B}[201~q".utf8))
    guard case .paste(let text)? = events.first else {
      Issue.record("no paste")
      return
    }
    #expect(text.utf8.count == 1 << 20)
    #expect(events.dropFirst().elementsEqual([.key(.character("q"))]))
  }

  @Test func aLongLineIsTypedAndDrawnInLinearTime() {
    var field = TextField()
    let surface = MemorySurface(size: Size(rows: 1, columns: 80))
    // 30,000 keys with a frame after every 100, as bursts arrive.
    for index in 0..<30_000 {
      _ = field.handle(Key(.character(index % 7 == 0 ? " " : "a")))
      if index % 100 == 0 {
        field.draw(on: surface, row: 0, column: 0, width: 80, style: Style(), focused: true)
      }
    }
    field.insert(String(repeating: "é", count: 200_000))
    field.draw(on: surface, row: 0, column: 0, width: 80, style: Style(), focused: true)
    #expect(field.characters.count == 230_000)
    #expect(surface.cursor == Position(row: 0, column: 79))
    _ = field.handle(.home)
    field.draw(on: surface, row: 0, column: 0, width: 80, style: Style(), focused: true)
    #expect(surface.cursor == Position(row: 0, column: 0))
    #expect(surface.text.hasPrefix(" aaaaaa aaaaaa"))
  }

  @Test func aPaneWithNoRowsKeepsTheSelection() {
    var scroll = ScrollState(selected: 17, top: 10)
    scroll.clamp(count: 40, height: 0)
    #expect(scroll.selected == 17)
    scroll.clamp(count: 40, height: 5)
    #expect(scroll.selected == 17)
    #expect((scroll.top...scroll.top + 4).contains(17))
  }
}
