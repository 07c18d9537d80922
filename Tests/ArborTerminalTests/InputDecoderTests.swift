import ArborTerminal
import Testing

@Suite struct InputDecoderTests {
  func decode(_ text: String, flush: Bool = true) -> [InputEvent] {
    var decoder = InputDecoder()
    var events = decoder.decode(Array(text.utf8))
    if flush { events += decoder.flush() }
    return events
  }

  func keys(_ text: String) -> [Key] {
    decode(text).compactMap { if case .key(let key) = $0 { key } else { nil } }
  }

  @Test func plainTextAndControls() {
    #expect(keys("aé日") == [.character("a"), .character("é"), .character("日")])
    #expect(keys("\r\n\t\u{7F}\u{8}") == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(keys("\u{1}\u{12}\u{0}") == [.ctrl("a"), .ctrl("r"), Key(.character(" "), .ctrl)])
  }

  @Test func cursorKeysInEverySpelling() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF") == [.up, .down, .home, .end])
    #expect(keys("\u{1B}[1~\u{1B}[4~\u{1B}[H\u{1B}[F\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
    #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~") == [.pageUp, .pageDown, Key(.insert), .delete])
  }

  @Test func functionKeys() {
    #expect(
      keys("\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[24~\u{1B}[[A\u{1B}[11~") == [
        Key(.function(1)), Key(.function(4)), Key(.function(5)), Key(.function(12)), Key(.function(1)),
        Key(.function(1)),
      ])
  }

  @Test func modifiers() {
    #expect(
      keys("\u{1B}[1;5A\u{1B}[1;3C\u{1B}[1;2D\u{1B}[5;5~") == [
        Key(.up, .ctrl), Key(.right, .alt), Key(.left, .shift), Key(.pageUp, .ctrl),
      ])
    #expect(keys("\u{1B}b\u{1B}\u{1}\u{1B}[Z") == [.alt("b"), Key(.character("a"), [.ctrl, .alt]), Key(.tab, .shift)])
  }

  @Test func loneEscapeWaitsForQuiet() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func sequencesSplitAcrossReads() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
    #expect(decoder.decode([0x31, 0x3B, 0x35]).isEmpty)
    #expect(decoder.decode([0x41]) == [.key(Key(.up, .ctrl))])
    let snowman = Array("☃".utf8)
    #expect(decoder.decode(snowman[0..<1]).isEmpty)
    #expect(decoder.decode(snowman[1...]) == [.key(.character("☃"))])
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    var decoder = InputDecoder()
    let events = decoder.decode([0xFF, 0x61, 0xC3]) + decoder.flush()
    #expect(events == [.key(.character("\u{FFFD}")), .key(.character("a")), .key(.character("\u{FFFD}"))])
  }

  @Test func bracketedPasteIsOneEventAndNeverCommands() {
    let events = decode("\u{1B}[200~q\u{1B}[Ahello\nworld\u{1B}[201~j")
    #expect(events == [.paste("q\u{1B}[Ahello\nworld"), .key(.character("j"))])
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~half".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array(" done\u{1B}[201~".utf8)) == [.paste("half done")])
  }

  @Test func mouseReports() {
    let events = decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<64;3;4M\u{1B}[<65;3;4M\u{1B}[<16;1;1M\u{1B}[<32;2;2M")
    #expect(
      events == [
        .mouse(MouseEvent(kind: .press(button: 1), position: Position(row: 4, column: 9))),
        .mouse(MouseEvent(kind: .release(button: 1), position: Position(row: 4, column: 9))),
        .mouse(MouseEvent(kind: .wheelUp, position: Position(row: 3, column: 2))),
        .mouse(MouseEvent(kind: .wheelDown, position: Position(row: 3, column: 2))),
        .mouse(MouseEvent(kind: .press(button: 1), position: Position(row: 0, column: 0), modifiers: .ctrl)),
      ])
  }

  @Test func unknownSequencesAreDroppedNotTyped() {
    #expect(keys("\u{1B}[?1;2c\u{1B}[I\u{1B}[99~x") == [.character("x")])
  }
}
